import { LineChart } from '../../components/lazy-charts';
import {
  Card,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { LABS } from '../../../core/patients/labs';
import { labValueSchema } from '../../../core/patients/schemas';
import { useAddLab, type PatientDetail } from '../../lib/patient-api';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  labDefinition,
  labLabel,
  labSeries,
  referenceInterval,
  referenceText,
} from './format';
import { emptyLab, labPayload, type LabValues } from './form-values';
import { Empty, LabFlag, labValueText, RecordSection } from './record-bits';
import { EntryForm, useSchemaForm } from './schema-form';

export function LabsTab({ patient }: { patient: PatientDetail }) {
  const labs = [...patient.labValues].sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  const series = labSeries(patient.labValues);
  const cannot = labs.filter((l) => l.cannotAssess || l.canonicalValue === null).length;
  const sex = patient.demographics.sex;

  return (
    <Stack gap="lg">
      <RecordSection
        title={`Labs (${labs.length})`}
        addLabel="Add result"
        canAdd={patient.editableSections.includes('labs')}
        form={(close) => <AddLabForm patient={patient} onDone={close} />}
        note={
          cannot > 0 ? (
            <Text size="sm">
              {cannot} result{cannot === 1 ? '' : 's'} could not be assessed (a test or unit the
              product does not read): kept as reported, never compared with a range.
            </Text>
          ) : null
        }
      >
        {labs.length === 0 ? (
          <Empty>No lab results recorded: renal, hepatic and blood-count checks cannot run.</Empty>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing={4} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Test</Table.Th>
                  <Table.Th scope="col">Value</Table.Th>
                  <Table.Th scope="col">Reference</Table.Th>
                  <Table.Th scope="col">Flag</Table.Th>
                  <Table.Th scope="col">Taken</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {labs.map((l) => {
                  const def = labDefinition(l);
                  return (
                    <Table.Tr key={l.id} data-testid="lab-row">
                      <Table.Th scope="row" fw={500}>
                        {labLabel(l)}
                        {l.loinc ? (
                          <Text span size="xs" c="dimmed">
                            {' '}
                            LOINC {l.loinc}
                          </Text>
                        ) : null}
                      </Table.Th>
                      <Table.Td>{labValueText(l)}</Table.Td>
                      <Table.Td>
                        {l.referenceRange
                          ? `${l.referenceRange} (laboratory)`
                          : def
                            ? (referenceText(def, sex) ?? '—')
                            : '—'}
                      </Table.Td>
                      <Table.Td>
                        <LabFlag lab={l} />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(l.timestamp)}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </RecordSection>

      {series.length > 0 ? (
        <Stack gap="sm">
          <Title order={3} size="h4">
            Trends
          </Title>
          <Text size="sm" c="dimmed">
            Values in each test's reference unit; dashed lines mark the product's adult reference
            interval{sex === 'female' || sex === 'male' ? ` for ${sex} patients` : ''}. The table
            above holds the same values.
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {series.map((s) => {
              const range = referenceInterval(s.def, sex);
              const data = s.points.map((p) => ({
                date: formatDate(p.at),
                [s.def.label]: Number(formatNumber(p.value, 2)),
              }));
              const lines = [
                ...(range.low !== undefined
                  ? [
                      {
                        y: range.low,
                        label: `low ${range.low}`,
                        labelPosition: 'insideBottomRight' as const,
                        color: 'gray.7',
                        strokeDasharray: '4 4',
                      },
                    ]
                  : []),
                ...(range.high !== undefined
                  ? [
                      {
                        y: range.high,
                        label: `high ${range.high}`,
                        labelPosition: 'insideTopRight' as const,
                        color: 'gray.7',
                        strokeDasharray: '4 4',
                      },
                    ]
                  : []),
              ];
              const latest = s.points[s.points.length - 1]!;
              return (
                <Card
                  key={s.name}
                  withBorder
                  padding="sm"
                  component="figure"
                  m={0}
                  aria-label={`${s.def.label} trend`}
                  data-testid="lab-trend"
                >
                  <Text fw={600} size="sm">
                    {s.def.label} ({s.def.unit})
                  </Text>
                  <Text size="xs" c="dimmed" mb={4}>
                    {s.points.length} reading{s.points.length === 1 ? '' : 's'}; latest{' '}
                    {formatNumber(latest.value, 2)} on {formatDate(latest.at)}
                    {latest.critical ? ' (critical)' : latest.abnormal ? ' (out of range)' : ''}
                  </Text>
                  {/* A picture of rows already in the table above, which screen readers read. */}
                  <div aria-hidden>
                    <LineChart
                      h={160}
                      data={data}
                      dataKey="date"
                      series={[{ name: s.def.label, color: 'blue.7' }]}
                      curveType="linear"
                      referenceLines={lines}
                      yAxisProps={{
                        domain: [
                          (min: number) => Math.min(min, range.low ?? min) * 0.9,
                          (max: number) => Math.max(max, range.high ?? max) * 1.1,
                        ],
                        width: 48,
                      }}
                      valueFormatter={(v) => formatNumber(v, 2)}
                      withTooltip={false}
                    />
                  </div>
                </Card>
              );
            })}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}

const LAB_OPTIONS = [
  { value: '', label: 'Choose a test…' },
  ...LABS.map((l) => ({ value: l.name, label: `${l.label} (${l.unit})` })),
  { value: '__other', label: 'Other: a LOINC code' },
];

function AddLabForm({ patient, onDone }: { patient: PatientDetail; onDone(): void }) {
  const add = useAddLab(patient.id);
  const form = useSchemaForm<LabValues>(emptyLab(), labValueSchema, labPayload);
  const [other, setOther] = useState(false);
  const labType = form.getValues().labType;
  const def = other ? null : LABS.find((l) => l.name === labType);
  const units = def ? Object.keys(def.units).filter(Boolean).join(', ') : null;
  return (
    <EntryForm
      label="Add a lab result"
      form={form}
      toPayload={labPayload}
      mutation={add}
      submitLabel="Add"
      onDone={onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <NativeSelect
          label="Test"
          withAsterisk
          data={LAB_OPTIONS}
          value={other ? '__other' : labType}
          error={other ? undefined : (form.errors.labType as string | undefined)}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setOther(v === '__other');
            form.setFieldValue('labType', v === '__other' ? '' : v);
            const chosen = LABS.find((l) => l.name === v);
            if (chosen) form.setFieldValue('unit', chosen.unit);
          }}
        />
        {other ? (
          <TextInput
            label="LOINC code"
            withAsterisk
            placeholder="e.g. 2160-0"
            {...form.getInputProps('labType')}
          />
        ) : null}
        <TextInput
          label="Value"
          withAsterisk
          inputMode="decimal"
          {...form.getInputProps('value')}
        />
        <TextInput
          label="Unit"
          description={
            units
              ? `Read: ${units}`
              : 'A unit the product does not read is kept, marked cannot assess'
          }
          {...form.getInputProps('unit')}
        />
        <TextInput
          label="Taken at"
          withAsterisk
          type="datetime-local"
          {...form.getInputProps('timestamp')}
        />
        <TextInput
          label="Laboratory's reference range"
          placeholder="optional, e.g. 0.6-1.2"
          {...form.getInputProps('referenceRange')}
        />
      </SimpleGrid>
    </EntryForm>
  );
}
