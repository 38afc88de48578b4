import { Badge, Grid, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import {
  BSA_FORMULAS,
  BSA_FORMULA_LABELS,
  bodyMassIndex,
  calculateBsa,
  fmt,
  type BsaFormula,
} from '../../../core/dosing';
import { NeedsInput, Panel, SourceList, Working } from './calc-parts';
import { CalcPatientLoad } from './calc-patient-load';
import { missing, readHeight, readWeight, type RawNumber } from '../../lib/dosing-inputs';
import { BOYD_1935, DUBOIS_1916, GEHAN_GEORGE_1970, HAYCOCK_1978, MOSTELLER_1987 } from './sources';

/** WHO obesity cut-off; DuBois is known to underestimate BSA above it (CLINICAL-NOTES). */
const OBESITY_BMI = 30;

type Row = { formula: BsaFormula; bsaM2: number; working: string };

/** BSA by all five formulas side by side, each with its arithmetic (`calculateBsa` in core). */
export function BsaCalculator() {
  const [heightRaw, setHeightRaw] = useState<RawNumber>('');
  const [weightRaw, setWeightRaw] = useState<RawNumber>('');
  const height = readHeight(heightRaw);
  const weight = readWeight(weightRaw);
  const needed = missing([
    ['height', height],
    ['weight', weight],
  ]);

  const rows: Row[] = [];
  if (height.value !== null && weight.value !== null) {
    for (const formula of BSA_FORMULAS) {
      const r = calculateBsa(height.value, weight.value, formula);
      if (r.status === 'ok') rows.push({ formula, bsaM2: r.bsaM2, working: r.working });
    }
  }
  const bmi =
    height.value !== null && weight.value !== null
      ? bodyMassIndex(height.value, weight.value)
      : null;
  const values = rows.map((r) => r.bsaM2);
  const spread = values.length > 0 ? Math.max(...values) - Math.min(...values) : 0;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Panel title="Measurements">
          <CalcPatientLoad
            what="height and weight"
            onLoad={(v) => {
              setHeightRaw(v.height);
              setWeightRaw(v.weight);
            }}
          />
          <NumberInput
            label="Height (cm)"
            value={heightRaw}
            onChange={setHeightRaw}
            error={height.error}
            min={30}
            max={250}
            decimalScale={1}
            allowNegative={false}
            inputMode="decimal"
          />
          <NumberInput
            label="Weight (kg)"
            value={weightRaw}
            onChange={setWeightRaw}
            error={weight.error}
            min={1}
            max={400}
            decimalScale={1}
            allowNegative={false}
            inputMode="decimal"
          />
        </Panel>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack>
          <Panel title="Body surface area">
            {rows.length === 0 ? (
              <NeedsInput fields={needed.length > 0 ? needed : ['a valid height and weight']} />
            ) : (
              <>
                <Table.ScrollContainer type="native" tabIndex={0} minWidth={520}>
                  <Table verticalSpacing="xs" striped>
                    <Table.Caption>
                      BSA for {height.value} cm and {weight.value} kg by each formula
                    </Table.Caption>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">Formula</Table.Th>
                        <Table.Th scope="col">BSA (m²)</Table.Th>
                        <Table.Th scope="col">Working</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((r) => (
                        <Table.Tr key={r.formula}>
                          <Table.Th scope="row" fw={500}>
                            {BSA_FORMULA_LABELS[r.formula]}
                            {r.formula === 'mosteller' ? (
                              <Badge ml={6} size="xs" variant="light" tt="none">
                                dosing default
                              </Badge>
                            ) : null}
                          </Table.Th>
                          <Table.Td fw={700}>{fmt(r.bsaM2, 2)}</Table.Td>
                          <Table.Td>
                            <Text ff="monospace" size="xs" style={{ overflowWrap: 'anywhere' }}>
                              {r.working}
                            </Text>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                {bmi !== null ? (
                  <Working
                    label="Body-mass index"
                    lines={[
                      `BMI = ${weight.value} kg / (${fmt((height.value ?? 0) / 100, 2)} m)² = ${fmt(bmi, 1)} kg/m²`,
                      `Spread between formulas: ${fmt(spread, 2)} m²`,
                    ]}
                  />
                ) : null}
                {bmi !== null && bmi >= OBESITY_BMI ? (
                  <Text size="sm" c="orange.9">
                    BMI is {fmt(bmi, 1)} kg/m²: DuBois underestimates BSA in obesity. Doses are
                    calculated with Mosteller unless your protocol says otherwise.
                  </Text>
                ) : null}
                <Text size="sm" c="dimmed">
                  Regimen doses round BSA to 0.01 m² before multiplying.
                </Text>
              </>
            )}
          </Panel>
          <SourceList
            sources={[MOSTELLER_1987, DUBOIS_1916, HAYCOCK_1978, GEHAN_GEORGE_1970, BOYD_1935]}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
