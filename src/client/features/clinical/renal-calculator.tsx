import { Badge, Grid, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import {
  ADJUSTED_WEIGHT_BMI_THRESHOLD,
  bodyMassIndex,
  calculateBsa,
  ckdEpi2021,
  cockcroftGault,
  deindexEgfr,
  fmt,
  roundBsa,
  type CockcroftGaultResult,
} from '../../../core/dosing';
import {
  CannotCalculate,
  Figure,
  NeedsInput,
  Notes,
  Panel,
  SourceList,
  Working,
} from './calc-parts';
import {
  missing,
  readAge,
  readCreatinine,
  readHeight,
  readWeight,
  type RawNumber,
} from '../../lib/dosing-inputs';
import {
  NumberField,
  ScrFloorField,
  SCR_FLOOR_MG_DL,
  SexField,
  sexReading,
  type SexChoice,
} from './patient-fields';
import { CalcPatientLoad } from './calc-patient-load';
import { CKD_EPI_2021, COCKCROFT_GAULT_1976, DEVINE_1974, WINTER_2012 } from './sources';
import { useTerm } from './use-term';

const BASES = [
  { basis: 'actual', label: 'Actual body weight' },
  { basis: 'ideal', label: 'Ideal body weight (Devine)' },
  { basis: 'adjusted', label: 'Adjusted body weight' },
] as const;

/**
 * Cockcroft–Gault with each weight basis side by side, and CKD-EPI 2021, computed live in the
 * browser with the same core functions the server uses.
 */
export function RenalCalculator() {
  const t = useTerm();
  const [ageRaw, setAgeRaw] = useState<RawNumber>('');
  const [sex, setSex] = useState<SexChoice>(null);
  const [weightRaw, setWeightRaw] = useState<RawNumber>('');
  const [heightRaw, setHeightRaw] = useState<RawNumber>('');
  const [scrRaw, setScrRaw] = useState<RawNumber>('');
  const [floor, setFloor] = useState(false);

  const age = readAge(ageRaw);
  const weight = readWeight(weightRaw);
  const height = readHeight(heightRaw);
  const scr = readCreatinine(scrRaw);
  const needed = missing([
    ['age', age],
    ['sex', sexReading(sex)],
    ['weight', weight],
    ['serum creatinine', scr],
  ]);
  const ready = needed.length === 0 && sex !== null;

  const results: Array<{ basis: (typeof BASES)[number]; result: CockcroftGaultResult }> = [];
  if (ready && age.value !== null && weight.value !== null && scr.value !== null) {
    for (const b of BASES) {
      results.push({
        basis: b,
        result: cockcroftGault({
          ageYears: age.value,
          sex,
          weightKg: weight.value,
          heightCm: height.value ?? Number.NaN,
          serumCreatinineMgDl: scr.value,
          weightBasis: b.basis,
          ...(floor ? { scrFloorMgDl: SCR_FLOOR_MG_DL } : {}),
        }),
      });
    }
  }
  const bmi =
    height.value !== null && weight.value !== null
      ? bodyMassIndex(height.value, weight.value)
      : null;
  const suggested = bmi !== null && bmi >= ADJUSTED_WEIGHT_BMI_THRESHOLD ? 'adjusted' : 'actual';
  const egfr =
    ready && age.value !== null && scr.value !== null
      ? ckdEpi2021(age.value, sex, scr.value)
      : null;
  const bsa =
    height.value !== null && weight.value !== null
      ? calculateBsa(height.value, weight.value)
      : null;
  const notes = [
    ...new Set(results.flatMap((r) => (r.result.status === 'ok' ? r.result.notes : []))),
  ];

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Panel title={`${t('patient')} details`}>
          <CalcPatientLoad
            what="age, sex, weight, height and latest creatinine"
            onLoad={(v) => {
              setAgeRaw(v.age);
              setSex(v.sex);
              setWeightRaw(v.weight);
              setHeightRaw(v.height);
              setScrRaw(v.scr);
            }}
          />
          <NumberField
            label="Age (years)"
            value={ageRaw}
            onChange={setAgeRaw}
            reading={age}
            decimalScale={0}
          />
          <SexField value={sex} onChange={setSex} />
          <NumberField
            label="Weight (kg)"
            value={weightRaw}
            onChange={setWeightRaw}
            reading={weight}
          />
          <NumberField
            label="Height (cm)"
            description="Needed for ideal and adjusted weight and for de-indexed eGFR"
            value={heightRaw}
            onChange={setHeightRaw}
            reading={height}
          />
          <NumberField
            label="Serum creatinine (mg/dL)"
            description="From µmol/L: divide by 88.4"
            value={scrRaw}
            onChange={setScrRaw}
            reading={scr}
            decimalScale={2}
            step={0.1}
          />
          <ScrFloorField value={floor} onChange={setFloor} />
        </Panel>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack>
          <Panel title="Creatinine clearance (Cockcroft–Gault)">
            <Working
              lines={['CrCl = (140 − age) × weight / (72 × SCr), × 0.85 if female']}
              label="Formula"
            />
            {!ready ? (
              <NeedsInput fields={needed} />
            ) : (
              <Table.ScrollContainer type="native" tabIndex={0} minWidth={520}>
                <Table verticalSpacing="sm">
                  <Table.Caption>Cockcroft–Gault by weight basis</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Weight basis</Table.Th>
                      <Table.Th scope="col">CrCl (mL/min)</Table.Th>
                      <Table.Th scope="col">Working</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {results.map(({ basis, result }) => (
                      <Table.Tr key={basis.basis}>
                        <Table.Th scope="row" fw={500}>
                          {basis.label}
                          {bmi !== null && basis.basis === suggested ? (
                            <Badge ml={6} size="xs" variant="outline" color="teal.9" tt="none">
                              Suggested
                            </Badge>
                          ) : null}
                        </Table.Th>
                        {result.status === 'ok' ? (
                          <>
                            <Table.Td fw={700}>{fmt(result.crclMlMin, 1)}</Table.Td>
                            <Table.Td>
                              <Working lines={result.working} />
                            </Table.Td>
                          </>
                        ) : (
                          <>
                            <Table.Td>—</Table.Td>
                            <Table.Td>
                              <Text size="sm" c="orange.9">
                                Cannot calculate: {result.reason}
                              </Text>
                            </Table.Td>
                          </>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {ready && bmi !== null ? (
              <Text size="sm">
                BMI {fmt(bmi, 1)} kg/m²: {suggested} body weight suggested (adjusted weight when BMI
                is {ADJUSTED_WEIGHT_BMI_THRESHOLD} kg/m² or more; Winter 2012).
              </Text>
            ) : null}
            {ready && bmi === null ? (
              <Text size="sm" c="dimmed">
                Enter height to compare ideal and adjusted weight. Adjusted weight is suggested when
                BMI is {ADJUSTED_WEIGHT_BMI_THRESHOLD} kg/m² or more (Winter 2012).
              </Text>
            ) : null}
            <Notes notes={notes} />
          </Panel>
          <Panel title="eGFR (CKD-EPI 2021, race-free)">
            <Working
              label="Formula"
              lines={[
                'eGFR = 142 × min(SCr/κ, 1)^α × max(SCr/κ, 1)^−1.200 × 0.9938^age × 1.012 if female',
                'κ = 0.7 (female) or 0.9 (male); α = −0.241 (female) or −0.302 (male)',
              ]}
            />
            {egfr === null ? (
              <NeedsInput fields={needed} />
            ) : egfr.status === 'ok' ? (
              <>
                <Group align="flex-end" gap="xl">
                  <Figure
                    label="eGFR"
                    value={fmt(egfr.egfrMlMinPer173m2, 1)}
                    unit="mL/min/1.73 m²"
                  />
                  {bsa?.status === 'ok' ? (
                    <Figure
                      label="De-indexed to this BSA"
                      value={fmt(deindexEgfr(egfr.egfrMlMinPer173m2, roundBsa(bsa.bsaM2)), 1)}
                      unit="mL/min"
                    />
                  ) : null}
                </Group>
                <Working
                  lines={[
                    egfr.working,
                    ...(bsa?.status === 'ok'
                      ? [
                          bsa.working,
                          `Absolute eGFR = ${fmt(egfr.egfrMlMinPer173m2, 1)} × ${fmt(roundBsa(bsa.bsaM2))} / 1.73 = ${fmt(deindexEgfr(egfr.egfrMlMinPer173m2, roundBsa(bsa.bsaM2)), 1)} mL/min`,
                        ]
                      : []),
                  ]}
                />
                <Text size="sm" c="dimmed">
                  The indexed eGFR stages kidney disease; drug dosing formulas such as Calvert take
                  an absolute clearance in mL/min.
                </Text>
              </>
            ) : (
              <CannotCalculate title="eGFR cannot be calculated" reason={egfr.reason} />
            )}
          </Panel>
          <SourceList sources={[COCKCROFT_GAULT_1976, DEVINE_1974, WINTER_2012, CKD_EPI_2021]} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
