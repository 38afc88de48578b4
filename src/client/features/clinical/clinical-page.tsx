import { Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { BellRing, Calculator, ClipboardList, Droplets, Ruler } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { canCosignAlerts, term, type Role } from '../../../core/access';
import { CurrentPatientBar } from '../../components/current-patient-bar';
import {
  PatientAlertList,
  unresolvedCount,
  usePatientAlerts,
} from '../../components/patient-alerts';
import { PatientPicker, usePatientContextHydrated } from '../../components/patient-picker';
import { LoadingState } from '../../components/query-state';
import {
  AdministrationWorklist,
  VerificationWorklist,
} from '../../components/treatment-plans/worklists';
import { useAuth } from '../../stores/auth';
import { usePatientContext } from '../../stores/patient-context';
import { BsaCalculator } from './bsa-calculator';
import { CarboplatinCalculator } from './carboplatin-calculator';
import { CosignQueue } from './cosign-queue';
import { RegimenCheck } from './regimen-check';
import { RenalCalculator } from './renal-calculator';

const CALC_TABS = ['bsa', 'renal', 'carboplatin'] as const;
type CalcTab = (typeof CALC_TABS)[number];
const PATIENT_TABS = ['alerts', 'regimen'] as const;

/** Reads a tab from the URL, falling back to the first. */
function tabOf<T extends string>(raw: string | null, tabs: readonly T[]): T {
  return (tabs as readonly string[]).includes(raw ?? '') ? (raw as T) : (tabs[0] as T);
}

function PatientWork({ patientId, role }: { patientId: string; role: Role }) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('view'), PATIENT_TABS);
  const alerts = usePatientAlerts(patientId);
  const open = alerts.data ? unresolvedCount(alerts.data.alerts) : null;
  const alertsWord = term(role, 'alert', true);

  return (
    <Tabs
      value={tab}
      onChange={(v) =>
        setParams(
          (p) => {
            const next = new URLSearchParams(p);
            if (v && v !== 'alerts') next.set('view', v);
            else next.delete('view');
            return next;
          },
          { replace: true },
        )
      }
    >
      <Tabs.List mb="md" aria-label={`${term(role, 'patient')} decision support`}>
        <Tabs.Tab value="alerts" leftSection={<BellRing size={16} aria-hidden />}>
          {alertsWord}
          {open !== null ? ` (${open} open)` : ''}
        </Tabs.Tab>
        <Tabs.Tab value="regimen" leftSection={<ClipboardList size={16} aria-hidden />}>
          Check a planned regimen
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="alerts">
        <PatientAlertList patientId={patientId} role={role} headingOrder={3} />
      </Tabs.Panel>
      <Tabs.Panel value="regimen">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Check a planned regimen for this {term(role, 'patient').toLowerCase()}
          </Title>
          <RegimenCheck patientId={patientId} role={role} />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * Clinical decision support (issue 11): the current patient's alerts by severity with
 * acknowledgement, a planned regimen checked against the record, the co-signature queue for
 * oncologists and pharmacists, and the dosing calculators (the same `src/core/dosing` functions as
 * the server, live in the browser, every formula shown with its numbers).
 */
export default function ClinicalPage() {
  const [params, setParams] = useSearchParams();
  const calc = tabOf(params.get('calc'), CALC_TABS) as CalcTab;
  const role = useAuth((s) => s.user?.role) as Role | undefined;
  const current = usePatientContext((s) => s.current);
  const hydrated = usePatientContextHydrated();
  const patientWord = role ? term(role, 'patient') : 'Patient';

  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Clinical decision support</Title>
        <Text c="dimmed">
          The current {patientWord.toLowerCase()}’s{' '}
          {role ? term(role, 'alert', true).toLowerCase() : 'alerts'}, a planned regimen checked
          against the record, and dosing calculators.
        </Text>
      </div>

      {!role ? null : !hydrated ? (
        <LoadingState what={`the current ${patientWord.toLowerCase()}`} />
      ) : current ? (
        <Stack gap="md">
          <CurrentPatientBar />
          <PatientWork key={current.id} patientId={current.id} role={role} />
        </Stack>
      ) : (
        <>
          <CurrentPatientBar />
          <Card withBorder component="section" aria-labelledby="choose-patient">
            <Title order={3} size="h4" id="choose-patient" mb={4}>
              Choose a {patientWord.toLowerCase()}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              No {patientWord.toLowerCase()} is current. Choose one to see their{' '}
              {term(role, 'alert', true).toLowerCase()} and check a planned regimen; the calculators
              below work without one.
            </Text>
            <PatientPicker />
          </Card>
        </>
      )}

      {role === 'pharmacist' || role === 'oncologist' ? (
        <Card withBorder component="section" aria-labelledby="verify-heading">
          <Title order={3} size="h4" id="verify-heading" mb="xs">
            Orders awaiting verification
          </Title>
          <VerificationWorklist />
        </Card>
      ) : null}

      {role === 'nurse' || role === 'oncologist' ? (
        <Card withBorder component="section" aria-labelledby="administer-heading">
          <Title order={3} size="h4" id="administer-heading" mb="xs">
            Ready to give today
          </Title>
          <AdministrationWorklist />
        </Card>
      ) : null}

      {role && canCosignAlerts(role) ? (
        <Card withBorder component="section" aria-labelledby="cosign-heading">
          <Title order={3} size="h4" id="cosign-heading" mb="xs">
            Awaiting your co-signature
          </Title>
          <CosignQueue role={role} />
        </Card>
      ) : null}

      <section aria-labelledby="calculators-heading">
        <Title order={3} size="h4" id="calculators-heading" mb="xs">
          Dosing calculators
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Body surface area, renal function and carboplatin. Results update as you type; nothing is
          saved or sent.
        </Text>
        <Tabs
          value={calc}
          onChange={(v) =>
            setParams(
              (p) => {
                const next = new URLSearchParams(p);
                if (v && v !== 'bsa') next.set('calc', v);
                else next.delete('calc');
                return next;
              },
              { replace: true },
            )
          }
        >
          <Tabs.List mb="md" aria-label="Dosing calculators">
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
      </section>
    </Stack>
  );
}
