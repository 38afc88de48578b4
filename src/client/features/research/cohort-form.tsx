import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Play, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { STAGE_GROUPS } from '../../../core/analytics';
import { HLA_B_RISK_ALLELES } from '../../../core/knowledge/pgx';
import { LABS } from '../../../core/patients/labs';
import { EMPTY_FORM, GENES, phenotypesFor, type CohortFormValues } from './criteria';

const LAB_OPTIONS = LABS.map((l) => ({ value: l.name, label: `${l.label} (${l.unit})` }));

/**
 * The cohort criteria. Every filter is optional and they combine with "and"; the server reads
 * each one (a drug as the interaction checker resolves it, a phenotype as the CPIC engine reads
 * the stored result) and says how.
 */
export function CohortForm({
  pending,
  errors,
  onSubmit,
  onClear,
}: {
  pending: boolean;
  /** The server's messages by criterion ("drug", "lab.min", ...). */
  errors: Record<string, string>;
  onSubmit(values: CohortFormValues): void;
  onClear(): void;
}) {
  const [v, setV] = useState<CohortFormValues>(EMPTY_FORM);
  const set = <K extends keyof CohortFormValues>(key: K, value: CohortFormValues[K]) =>
    setV((old) => ({ ...old, [key]: value }));
  const unit = LABS.find((l) => l.name === v.lab)?.unit;
  const err = (...keys: string[]) => keys.map((k) => errors[k]).find(Boolean);

  return (
    <form
      aria-label="Cohort criteria"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(v);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Fieldset legend="Condition">
            <Stack gap="xs">
              <TextInput
                label="Diagnosis"
                description="ICD-10 code prefix (C50) or clinical words (breast cancer)"
                value={v.condition}
                onChange={(e) => set('condition', e.currentTarget.value)}
                error={err('condition')}
              />
              <Select
                label="Stage group"
                description="AJCC group of the matching condition"
                placeholder="Any stage"
                clearable
                data={STAGE_GROUPS.map((s) => ({ value: s, label: `Stage ${s}` }))}
                value={v.stage}
                onChange={(value) => set('stage', value)}
                error={err('stage')}
              />
            </Stack>
          </Fieldset>

          <Fieldset legend="Intervention">
            <Stack gap="xs">
              <TextInput
                label="Drug"
                description="Generic or brand name, or RxCUI, read as the interaction checker does"
                value={v.drug}
                onChange={(e) => set('drug', e.currentTarget.value)}
                error={err('drug')}
              />
              <div>
                <Text size="sm" fw={500} id="drug-scope-label" mb={4}>
                  Exposure
                </Text>
                <SegmentedControl
                  aria-labelledby="drug-scope-label"
                  fullWidth
                  data={[
                    { value: 'active', label: 'Active order' },
                    { value: 'ever', label: 'Ever' },
                  ]}
                  value={v.drugScope}
                  onChange={(value) => set('drugScope', value as 'active' | 'ever')}
                />
              </div>
            </Stack>
          </Fieldset>

          <Fieldset legend="Pharmacogenomic phenotype">
            <Stack gap="xs">
              <Select
                label="Gene"
                placeholder="Any"
                clearable
                data={[...GENES]}
                value={v.gene}
                onChange={(value) =>
                  setV((old) => ({ ...old, gene: value, phenotype: null, allele: null }))
                }
                error={err('phenotype.gene')}
              />
              {v.gene === 'HLA-B' ? (
                <Select
                  label="Risk allele"
                  data={[...HLA_B_RISK_ALLELES]}
                  value={v.allele}
                  onChange={(value) => set('allele', value)}
                  error={err('phenotype.allele')}
                />
              ) : null}
              <Select
                label="Phenotype"
                placeholder={v.gene ? 'Choose' : 'Choose a gene first'}
                disabled={!v.gene}
                data={phenotypesFor(v.gene)}
                value={v.phenotype}
                onChange={(value) => set('phenotype', value)}
                error={err('phenotype.phenotype', 'phenotype')}
              />
            </Stack>
          </Fieldset>

          <Fieldset legend="Laboratory value">
            <Stack gap="xs">
              <Select
                label="Test"
                placeholder="Any"
                clearable
                searchable
                data={LAB_OPTIONS}
                value={v.lab}
                onChange={(value) => set('lab', value)}
                error={err('lab.lab', 'lab')}
              />
              <Group grow gap="xs" align="flex-start">
                <NumberInput
                  label={unit ? `Min (${unit})` : 'Min'}
                  disabled={!v.lab}
                  value={v.labMin}
                  onChange={(value) => set('labMin', value)}
                  error={err('lab.min')}
                />
                <NumberInput
                  label={unit ? `Max (${unit})` : 'Max'}
                  disabled={!v.lab}
                  value={v.labMax}
                  onChange={(value) => set('labMax', value)}
                  error={err('lab.max')}
                />
              </Group>
              <NumberInput
                label="Measured in the last (days)"
                disabled={!v.lab}
                min={1}
                max={3650}
                value={v.withinDays}
                onChange={(value) => set('withinDays', value)}
                error={err('lab.withinDays')}
              />
            </Stack>
          </Fieldset>

          <Fieldset legend="Age band">
            <Group grow gap="xs" align="flex-start">
              <NumberInput
                label="From (years)"
                min={0}
                max={120}
                value={v.ageMin}
                onChange={(value) => set('ageMin', value)}
                error={err('ageMin')}
              />
              <NumberInput
                label="To (years)"
                min={0}
                max={120}
                value={v.ageMax}
                onChange={(value) => set('ageMax', value)}
                error={err('ageMax')}
              />
            </Group>
          </Fieldset>
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={pending} leftSection={<Play size={16} aria-hidden />}>
            Run query
          </Button>
          <Button
            variant="default"
            leftSection={<RotateCcw size={16} aria-hidden />}
            onClick={() => {
              setV(EMPTY_FORM);
              onClear();
            }}
          >
            Clear
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
