import {
  Accordion,
  Button,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  BSA_FORMULAS,
  BSA_FORMULA_LABELS,
  calculateBsa,
  cockcroftGault,
  fmt,
  roundBsa,
  type BsaFormula,
  type CrclWeightBasis,
} from '../../../core/dosing';
import {
  readAge,
  readCreatinine,
  readHeight,
  readNumber,
  readWeight,
  type FieldReading,
  type RawNumber,
} from '../../lib/dosing-inputs';
import { LoadFromPatientButton } from '../../components/load-from-patient';
import { dosingValuesFromRecord } from '../../lib/record-dosing-values';
import type { PatientDetail } from '../../lib/patient-api';
import { useAuth } from '../../stores/auth';
import type { CalculateBody } from './api';
import type { LimitedDrug } from './prior-exposure';
import { useTerm } from './use-term';

const WEIGHT_BASIS_OPTIONS: Array<{ value: CrclWeightBasis; label: string }> = [
  { value: 'auto', label: 'Automatic (adjusted if BMI ≥ 25, else actual)' },
  { value: 'actual', label: 'Actual body weight' },
  { value: 'ideal', label: 'Ideal body weight (Devine)' },
  { value: 'adjusted', label: 'Adjusted body weight' },
];

/** Dose level as the server accepts it: more than 0 and at most 150% of the protocol dose. */
const readDoseLevel = (raw: RawNumber) =>
  readNumber(raw, 'Dose level', '%', { min: 0, max: 150, minExclusive: true });
const readPrior = (raw: RawNumber, unit: string) =>
  readNumber(raw, 'Prior dose', unit, { min: 0, max: 100_000 });

export interface DoseFormValues {
  height: RawNumber;
  weight: RawNumber;
  age: RawNumber;
  sex: 'female' | 'male' | null;
  scr: RawNumber;
  doseLevel: RawNumber;
  prior: Record<string, RawNumber>;
  bsaFormula: BsaFormula;
  weightBasis: CrclWeightBasis;
}

export const EMPTY_FORM: DoseFormValues = {
  height: '',
  weight: '',
  age: '',
  sex: null,
  scr: '',
  doseLevel: 100,
  prior: {},
  bsaFormula: 'mosteller',
  weightBasis: 'auto',
};

type Readings = Record<'height' | 'weight' | 'age' | 'scr' | 'doseLevel', FieldReading>;

function readAll(v: DoseFormValues): Readings {
  return {
    height: readHeight(v.height),
    weight: readWeight(v.weight),
    age: readAge(v.age),
    scr: readCreatinine(v.scr),
    doseLevel: readDoseLevel(v.doseLevel),
  };
}

/** The request body, or the list of problems that stop it being sent. */
export function toCalculateBody(
  v: DoseFormValues,
  priorDrugs: readonly LimitedDrug[],
): { body: CalculateBody } | { problems: Record<string, string> } {
  const r = readAll(v);
  const problems: Record<string, string> = {};
  const required: Array<[keyof Readings, string]> = [
    ['height', 'Enter the height'],
    ['weight', 'Enter the weight'],
    ['age', 'Enter the age'],
    ['scr', 'Enter the serum creatinine'],
    ['doseLevel', 'Enter the dose level (100 for full dose)'],
  ];
  for (const [key, message] of required) {
    const reading = r[key];
    if (reading.error) problems[key] = reading.error;
    else if (reading.value === null) problems[key] = message;
  }
  if (v.sex === null) problems.sex = 'Choose the sex used by the renal equations';
  const prior: Record<string, number> = {};
  for (const d of priorDrugs) {
    const raw = v.prior[d.rxcui] ?? '';
    const reading = readPrior(raw, d.unit);
    if (reading.error) problems[`prior.${d.rxcui}`] = reading.error;
    else if (reading.value !== null) prior[d.rxcui] = reading.value;
  }
  if (
    Object.keys(problems).length > 0 ||
    r.height.value === null ||
    r.weight.value === null ||
    r.age.value === null ||
    r.scr.value === null ||
    r.doseLevel.value === null ||
    v.sex === null
  ) {
    return { problems };
  }
  return {
    body: {
      heightCm: r.height.value,
      weightKg: r.weight.value,
      ageYears: r.age.value,
      sex: v.sex,
      serumCreatinineMgDl: r.scr.value,
      ...(r.doseLevel.value !== 100 ? { doseLevelPercent: r.doseLevel.value } : {}),
      ...(Object.keys(prior).length > 0 ? { priorCumulative: prior } : {}),
      ...(v.bsaFormula !== 'mosteller' ? { bsaFormula: v.bsaFormula } : {}),
      ...(v.weightBasis !== 'auto' ? { crclWeightBasis: v.weightBasis } : {}),
    },
  };
}

/** BSA and CrCl as the values are typed, from the same core functions the server runs. */
function LivePreview({ v, r }: { v: DoseFormValues; r: Readings }) {
  const parts: string[] = [];
  if (r.height.value !== null && r.weight.value !== null) {
    const bsa = calculateBsa(r.height.value, r.weight.value, v.bsaFormula);
    if (bsa.status === 'ok') {
      parts.push(`BSA ${fmt(roundBsa(bsa.bsaM2))} m² (${BSA_FORMULA_LABELS[v.bsaFormula]})`);
    }
  }
  if (r.age.value !== null && r.weight.value !== null && r.scr.value !== null && v.sex) {
    const cg = cockcroftGault({
      ageYears: r.age.value,
      sex: v.sex,
      weightKg: r.weight.value,
      heightCm: r.height.value ?? Number.NaN,
      serumCreatinineMgDl: r.scr.value,
      weightBasis: v.weightBasis,
    });
    parts.push(
      cg.status === 'ok'
        ? `CrCl ${fmt(cg.crclMlMin, 1)} mL/min (Cockcroft–Gault, ${cg.weightBasisUsed} weight)`
        : `CrCl cannot be estimated: ${cg.reason}`,
    );
  }
  if (parts.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      Preview: {parts.join(' · ')}
    </Text>
  );
}

export function DoseForm({
  priorDrugs,
  pending,
  serverProblems = {},
  onSubmit,
}: {
  priorDrugs: readonly LimitedDrug[];
  pending: boolean;
  /** Field messages from a 400, keyed like the form's own problems. */
  serverProblems?: Record<string, string>;
  onSubmit(body: CalculateBody, values: DoseFormValues, patient: PatientDetail | null): void;
}) {
  const t = useTerm();
  // The user's setting (Profile → Preferences) for showing a second carboplatin dose.
  const reference = useAuth((s) => s.user?.preferences?.clinical?.lowCreatinineReferenceMgDl);
  const [v, setV] = useState<DoseFormValues>(EMPTY_FORM);
  const [showProblems, setShowProblems] = useState(false);
  const readings = readAll(v);
  const attempt = toCalculateBody(v, priorDrugs);
  const problems = {
    ...('problems' in attempt && showProblems ? attempt.problems : {}),
    ...serverProblems,
  };
  // Out-of-range values show as soon as they are typed; "required" waits for a submit.
  const errorOf = (key: keyof Readings) => readings[key].error ?? problems[key] ?? null;
  const set = (patch: Partial<DoseFormValues>) => setV((old) => ({ ...old, ...patch }));
  const [loaded, setLoaded] = useState<string | null>(null);
  const [record, setRecord] = useState<PatientDetail | null>(null);

  /** The record's values, as the treatment plan reads them: demographics and the latest creatinine. */
  function loadRecord(record: PatientDetail) {
    const { note, ...values } = dosingValuesFromRecord(record);
    set(values);
    setRecord(record);
    setLoaded(note);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setShowProblems(true);
    if (!('body' in attempt)) return;
    onSubmit(
      reference === undefined
        ? attempt.body
        : { ...attempt.body, lowCreatinineReferenceMgDl: reference },
      v,
      record,
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Dose calculation">
      <Stack>
        <Group justify="space-between" wrap="wrap" align="flex-start">
          <Title order={3} size="h4">
            {t('patient')} values
          </Title>
          <Stack gap={2} align="flex-end">
            <LoadFromPatientButton
              what="height, weight, age, sex and latest creatinine"
              size="xs"
              onLoad={loadRecord}
            />
            <Text id="regimen-load-patient-note" size="xs" c="dimmed" ta="right" aria-live="polite">
              {loaded ?? `Or enter today's values.`}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label="Height (cm)"
            value={v.height}
            onChange={(height) => set({ height })}
            error={errorOf('height')}
            decimalScale={1}
            allowNegative={false}
            required
          />
          <NumberInput
            label="Weight (kg)"
            value={v.weight}
            onChange={(weight) => set({ weight })}
            error={errorOf('weight')}
            decimalScale={1}
            allowNegative={false}
            required
          />
          <NumberInput
            label="Age (years)"
            value={v.age}
            onChange={(age) => set({ age })}
            error={errorOf('age')}
            decimalScale={0}
            allowNegative={false}
            required
          />
          <NumberInput
            label="Serum creatinine (mg/dL)"
            description="From µmol/L: divide by 88.4"
            value={v.scr}
            onChange={(scr) => set({ scr })}
            error={errorOf('scr')}
            decimalScale={2}
            step={0.1}
            allowNegative={false}
            required
          />
        </SimpleGrid>
        <Radio.Group
          label="Sex"
          description="As used by Cockcroft–Gault and CKD-EPI"
          value={v.sex ?? ''}
          onChange={(s) => set({ sex: s === 'female' || s === 'male' ? s : null })}
          error={problems.sex}
          required
        >
          <Group mt={6}>
            <Radio value="female" label="Female" />
            <Radio value="male" label="Male" />
          </Group>
        </Radio.Group>
        <NumberInput
          label="Dose level (% of the protocol dose)"
          description="100 = full dose; 80 = a 20% reduction. Applies to drugs the regimen allows to be reduced."
          value={v.doseLevel}
          onChange={(doseLevel) => set({ doseLevel })}
          error={errorOf('doseLevel')}
          min={1}
          max={150}
          step={5}
          allowNegative={false}
          decimalScale={0}
          suffix="%"
          required
          maw={320}
        />

        <Stack gap={4}>
          <Text fw={600} size="sm" id="prior-exposure-label">
            Prior lifetime exposure
          </Text>
          <Text size="xs" c="dimmed">
            Checked against cumulative limits (anthracyclines pooled as doxorubicin equivalents).
            Enter 0 if none was given; leave blank if unknown, and the result will say it was not
            recorded.
          </Text>
          <Table.ScrollContainer type="native" tabIndex={0} minWidth={320}>
            <Table aria-labelledby="prior-exposure-label" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Drug</Table.Th>
                  <Table.Th scope="col">Total already given</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {priorDrugs.map((d) => (
                  <Table.Tr key={d.rxcui}>
                    <Table.Th scope="row" fw={500}>
                      {d.name}
                    </Table.Th>
                    <Table.Td>
                      <NumberInput
                        aria-label={`Prior ${d.name} (${d.unit})`}
                        value={v.prior[d.rxcui] ?? ''}
                        onChange={(x) => set({ prior: { ...v.prior, [d.rxcui]: x } })}
                        error={problems[`prior.${d.rxcui}`] ?? serverProblems[`prior.${d.rxcui}`]}
                        rightSection={
                          <Text size="xs" c="dimmed" pr={4}>
                            {d.unit}
                          </Text>
                        }
                        rightSectionWidth={56}
                        allowNegative={false}
                        decimalScale={1}
                        size="xs"
                        maw={200}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>

        <Accordion variant="contained" chevronPosition="left">
          <Accordion.Item value="methods">
            <Accordion.Control>Calculation methods</Accordion.Control>
            <Accordion.Panel>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <Select
                  label="BSA formula"
                  data={BSA_FORMULAS.map((f) => ({ value: f, label: BSA_FORMULA_LABELS[f] }))}
                  value={v.bsaFormula}
                  onChange={(f) => set({ bsaFormula: (f as BsaFormula | null) ?? 'mosteller' })}
                  allowDeselect={false}
                />
                <Select
                  label="Weight for Cockcroft–Gault"
                  data={WEIGHT_BASIS_OPTIONS}
                  value={v.weightBasis}
                  onChange={(w) => set({ weightBasis: (w as CrclWeightBasis | null) ?? 'auto' })}
                  allowDeselect={false}
                />
              </SimpleGrid>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>

        <LivePreview v={v} r={readings} />
        <Group>
          <Button type="submit" loading={pending}>
            Calculate {t('dose', true).toLowerCase()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
