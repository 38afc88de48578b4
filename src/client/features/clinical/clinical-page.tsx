import { Stack, Tabs, Text, Title } from '@mantine/core';
import { Calculator, Droplets, Ruler } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { BsaCalculator } from './bsa-calculator';
import { CarboplatinCalculator } from './carboplatin-calculator';
import { RenalCalculator } from './renal-calculator';

const TABS = ['bsa', 'renal', 'carboplatin'] as const;
type Tab = (typeof TABS)[number];

/**
 * Dosing calculators. They run the same `src/core/dosing` functions as the server, live in the
 * browser, and show every formula with the numbers substituted.
 */
export default function ClinicalPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('calc');
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'bsa';

  return (
    <Stack>
      <div>
        <Title order={2}>Clinical decision support</Title>
        <Text c="dimmed">
          Dosing calculators for body surface area, renal function and carboplatin. Results update
          as you type; nothing is saved or sent.
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(v) => setParams(v && v !== 'bsa' ? { calc: v } : {}, { replace: true })}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="bsa" leftSection={<Ruler size={16} aria-hidden />}>
            Body surface area
          </Tabs.Tab>
          <Tabs.Tab value="renal" leftSection={<Droplets size={16} aria-hidden />}>
            Renal function
          </Tabs.Tab>
          <Tabs.Tab value="carboplatin" leftSection={<Calculator size={16} aria-hidden />}>
            Carboplatin (Calvert)
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="bsa">
          <BsaCalculator />
        </Tabs.Panel>
        <Tabs.Panel value="renal">
          <RenalCalculator />
        </Tabs.Panel>
        <Tabs.Panel value="carboplatin">
          <CarboplatinCalculator />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
