import { Badge, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { term, type Role } from '../../../core/access';
import { treatmentHistorySchema, vitalSignsSchema } from '../../../core/patients/schemas';
import { useAddAdministration, useAddVitals, type PatientDetail } from '../../lib/patient-api';
import { formatDate, formatDateTime } from './format';
import {
  emptyTreatment,
  emptyVitals,
  treatmentPayload,
  vitalsPayload,
  type TreatmentValues,
  type VitalsValues,
} from './form-values';
import { Empty, RecordSection, UnresolvedBadge } from './record-bits';
import { TreatmentFields } from './record-fields';
import { EntryForm, useSchemaForm } from './schema-form';
import { TreatmentSettingCell } from './treatment-setting';

const dash = (v: number | null, unit = '') => (v === null ? '—' : `${v}${unit}`);

export function VitalsTab({ patient }: { patient: PatientDetail }) {
  const add = useAddVitals(patient.id);
  const form = useSchemaForm<VitalsValues>(emptyVitals(), vitalSignsSchema, vitalsPayload);
  const vitals = [...patient.vitals].sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  return (
    <RecordSection
      title={`Vital signs (${vitals.length})`}
      addLabel="Record vital signs"
      canAdd={patient.editableSections.includes('vitals')}
      form={(close) => (
        <EntryForm
          label="Record vital signs"
          form={form}
          toPayload={vitalsPayload}
          mutation={add}
          submitLabel="Record"
          onDone={close}
        >
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <TextInput
              label="Taken at"
              withAsterisk
              type="datetime-local"
              {...form.getInputProps('timestamp')}
            />
            <TextInput
              label="Systolic (mmHg)"
              inputMode="numeric"
              {...form.getInputProps('bloodPressureSystolic')}
            />
            <TextInput
              label="Diastolic (mmHg)"
              inputMode="numeric"
              {...form.getInputProps('bloodPressureDiastolic')}
            />
            <TextInput
              label="Heart rate (/min)"
              inputMode="numeric"
              {...form.getInputProps('heartRate')}
            />
            <TextInput
              label="Temperature (°C)"
              inputMode="decimal"
              {...form.getInputProps('temperature')}
            />
            <TextInput
              label="ECOG performance status (0–5)"
              inputMode="numeric"
              {...form.getInputProps('performanceStatus')}
            />
          </SimpleGrid>
        </EntryForm>
      )}
    >
      {vitals.length === 0 ? (
        <Empty>No vital signs recorded.</Empty>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={4} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Taken</Table.Th>
                <Table.Th scope="col">Blood pressure</Table.Th>
                <Table.Th scope="col">Heart rate</Table.Th>
                <Table.Th scope="col">Temperature</Table.Th>
                <Table.Th scope="col">ECOG</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {vitals.map((v) => (
                <Table.Tr key={v.id}>
                  <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(v.timestamp)}
                  </Table.Th>
                  <Table.Td>
                    {v.bloodPressureSystolic === null && v.bloodPressureDiastolic === null
                      ? '—'
                      : `${dash(v.bloodPressureSystolic)}/${dash(v.bloodPressureDiastolic)} mmHg`}
                  </Table.Td>
                  <Table.Td>{dash(v.heartRate, ' /min')}</Table.Td>
                  <Table.Td>{dash(v.temperature, ' °C')}</Table.Td>
                  <Table.Td>{dash(v.performanceStatus)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </RecordSection>
  );
}

export function TreatmentTab({ patient, role }: { patient: PatientDetail; role: Role }) {
  const add = useAddAdministration(patient.id);
  const form = useSchemaForm<TreatmentValues>(
    emptyTreatment(),
    treatmentHistorySchema,
    treatmentPayload,
  );
  const history = [...patient.treatmentHistory].sort((a, b) => b.date.localeCompare(a.date));
  const canEdit = patient.editableSections.includes('administrations');
  return (
    <RecordSection
      title={`Treatment history (${history.length})`}
      addLabel="Record administration"
      canAdd={canEdit}
      note={
        <Text size="sm" c="dimmed">
          Doses given; lifetime limits (anthracyclines, bleomycin) are counted from these. The
          setting (adjuvant, first line…) is what trial matching reads for “prior therapy for
          metastatic disease”; not recorded, such a criterion stays unknown.
        </Text>
      }
      form={(close) => (
        <EntryForm
          label="Record an administration"
          form={form}
          toPayload={treatmentPayload}
          mutation={add}
          submitLabel="Record"
          onDone={close}
        >
          <TreatmentFields form={form} drugLabel={term(role, 'medication')} />
        </EntryForm>
      )}
    >
      {history.length === 0 ? (
        <Empty>
          No administrations recorded: cumulative-dose checks count nothing given before.
        </Empty>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing={4} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">{term(role, 'medication')}</Table.Th>
                <Table.Th scope="col">Dose</Table.Th>
                <Table.Th scope="col">Cycle</Table.Th>
                <Table.Th scope="col">Regimen</Table.Th>
                <Table.Th scope="col">Setting</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(t.date)}
                  </Table.Th>
                  <Table.Td>
                    {t.drugName ?? 'Name withheld'} {t.resolved ? null : <UnresolvedBadge />}
                  </Table.Td>
                  <Table.Td>
                    {t.dose} {t.doseUnit}
                  </Table.Td>
                  <Table.Td>{t.cycle ?? '—'}</Table.Td>
                  <Table.Td>
                    {t.regimenId ? (
                      <Badge variant="light" size="sm">
                        {t.regimenId}
                      </Badge>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>
                    <TreatmentSettingCell
                      item={t}
                      patientId={patient.id}
                      canEdit={canEdit}
                      drugLabel={t.drugName ?? 'administration'}
                    />
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
