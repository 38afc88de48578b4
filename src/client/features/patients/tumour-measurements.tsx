import { NativeSelect, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import {
  TUMOUR_MEASUREMENT_METHODS,
  tumourMeasurementSchema,
  type TumourMeasurementMethod,
} from '../../../core/patients/schemas';
import { useAddTumourMeasurement, type PatientDetail } from '../../lib/patient-api';
import { formatDate } from './format';
import { optionalNumber, optionalText, todayLocalDate } from './form-values';
import { Empty, RecordSection } from './record-bits';
import { EntryForm, useSchemaForm } from './schema-form';

/*
 * Lesion measurements (issue 20; mCODE TumorSize): what trial matching judges "measurable disease
 * per RECIST 1.1" on. Listed newest first; an oncologist adds one lesion at a time.
 */

export const METHOD_LABEL: Record<TumourMeasurementMethod, string> = {
  ct: 'CT',
  mri: 'MRI',
  'physical-exam': 'Clinical examination (calipers)',
  'x-ray': 'Chest X-ray',
  ultrasound: 'Ultrasound',
  pet: 'PET',
  pathology: 'Pathology specimen',
  other: 'Other',
};
const METHOD_OPTIONS = [
  { value: '', label: 'Not recorded' },
  ...TUMOUR_MEASUREMENT_METHODS.map((m) => ({ value: m, label: METHOD_LABEL[m] })),
];
const NODE_OPTIONS = [
  { value: '', label: 'Not recorded' },
  { value: 'no', label: 'No (other lesion)' },
  { value: 'yes', label: 'Yes (lymph node)' },
];

type Values = {
  date: string;
  longestDiameterMm: string;
  shortAxisMm: string;
  method: TumourMeasurementMethod | '';
  lymphNode: '' | 'yes' | 'no';
  site: string;
};
const empty = (): Values => ({
  date: todayLocalDate(new Date()),
  longestDiameterMm: '',
  shortAxisMm: '',
  method: 'ct',
  lymphNode: '',
  site: '',
});
const payload = (v: Values) => ({
  date: v.date.trim(),
  longestDiameterMm: optionalNumber(v.longestDiameterMm),
  shortAxisMm: optionalNumber(v.shortAxisMm),
  method: v.method || undefined,
  lymphNode: v.lymphNode === '' ? undefined : v.lymphNode === 'yes',
  site: optionalText(v.site),
});

export function TumourMeasurementsSection({ patient }: { patient: PatientDetail }) {
  const add = useAddTumourMeasurement(patient.id);
  const form = useSchemaForm<Values>(empty(), tumourMeasurementSchema, payload);
  const rows = [...(patient.tumourMeasurements ?? [])].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <RecordSection
      title={`Tumour measurements (${rows.length})`}
      addLabel="Add measurement"
      canAdd={patient.editableSections.includes('conditions')}
      note={
        <Text size="sm" c="dimmed">
          One lesion per row. Trial matching reads measurable disease per RECIST 1.1 from the latest
          assessment within 28 days; without measurements it stays unknown.
        </Text>
      }
      form={(close) => (
        <EntryForm
          label="Add a tumour measurement"
          form={form}
          toPayload={payload}
          mutation={add}
          submitLabel="Add"
          onDone={close}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <TextInput label="Date" withAsterisk type="date" {...form.getInputProps('date')} />
            <TextInput
              label="Longest diameter (mm)"
              withAsterisk
              inputMode="decimal"
              {...form.getInputProps('longestDiameterMm')}
            />
            <TextInput
              label="Short axis (mm)"
              inputMode="decimal"
              {...form.getInputProps('shortAxisMm')}
            />
            <NativeSelect label="Method" data={METHOD_OPTIONS} {...form.getInputProps('method')} />
            <NativeSelect
              label="Lymph node"
              data={NODE_OPTIONS}
              {...form.getInputProps('lymphNode')}
            />
            <TextInput label="Site" maxLength={100} {...form.getInputProps('site')} />
          </SimpleGrid>
        </EntryForm>
      )}
    >
      {rows.length === 0 ? (
        <Empty>No tumour measurements recorded.</Empty>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={4} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Site</Table.Th>
                <Table.Th scope="col">Longest / short axis</Table.Th>
                <Table.Th scope="col">Method</Table.Th>
                <Table.Th scope="col">Lymph node</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(m.date)}
                  </Table.Th>
                  <Table.Td>{m.site ?? '—'}</Table.Td>
                  <Table.Td>
                    {m.longestDiameterMm} mm
                    {m.shortAxisMm !== null ? ` / ${m.shortAxisMm} mm` : ''}
                  </Table.Td>
                  <Table.Td>{m.method ? METHOD_LABEL[m.method] : 'Not recorded'}</Table.Td>
                  <Table.Td>
                    {m.lymphNode === null ? 'Not recorded' : m.lymphNode ? 'Yes' : 'No'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </RecordSection>
  );
}
