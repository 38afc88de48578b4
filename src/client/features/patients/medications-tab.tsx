import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { term, type Role } from '../../../core/access';
import { medicationSchema } from '../../../core/patients/schemas';
import { serverFieldErrors } from '../../lib/form-errors';
import {
  useAddMedication,
  useChangeMedication,
  useStopMedication,
  type MedicationItem,
  type PatientDetail,
} from '../../lib/patient-api';
import { useAuth } from '../../stores/auth';
import { formatDate } from './format';
import {
  emptyMedication,
  medicationChangeForCheck,
  medicationChangeSchema,
  medicationChangeValues,
  medicationPatchPayload,
  medicationPayload,
  routeWordForCode,
  todayLocalDate,
  type MedicationValues,
} from './form-values';
import { DrugName, Empty, RecordSection } from './record-bits';
import { MedicationFields } from './record-fields';
import { EntryForm, SaveProblem, useSchemaForm } from './schema-form';

export function MedicationsTab({ patient, role }: { patient: PatientDetail; role: Role }) {
  const canEdit = patient.editableSections.includes('medications');
  const active = patient.medications.filter((m) => m.isActive);
  const stopped = patient.medications
    .filter((m) => !m.isActive)
    .sort((a, b) => (b.stopDate ?? '').localeCompare(a.stopDate ?? ''));
  const word = term(role, 'medication');
  const words = term(role, 'medication', true);
  const unresolved = active.filter((m) => !m.resolved).length;

  return (
    <Stack gap="lg">
      <RecordSection
        title={`Active ${words.toLowerCase()} (${active.length})`}
        addLabel={`Add ${word.toLowerCase()}`}
        canAdd={canEdit}
        form={(close) => <AddMedicationForm patient={patient} onDone={close} />}
        note={
          unresolved > 0 ? (
            <Text size="sm">
              {unresolved} active {unresolved === 1 ? word.toLowerCase() : words.toLowerCase()}{' '}
              {unresolved === 1 ? 'is' : 'are'} not in the knowledge base: kept as written, but not
              checked for interactions, allergies, genotype or organ function.
            </Text>
          ) : null
        }
      >
        {active.length === 0 ? (
          <Empty>No active {words.toLowerCase()}.</Empty>
        ) : (
          <Stack gap="xs">
            {active.map((m) => (
              <MedicationCard key={m.id} med={m} patient={patient} canEdit={canEdit} />
            ))}
          </Stack>
        )}
      </RecordSection>

      <RecordSection title={`Stopped (${stopped.length})`}>
        {stopped.length === 0 ? (
          <Empty>None stopped.</Empty>
        ) : (
          <Stack gap="xs">
            {stopped.map((m) => (
              <MedicationCard key={m.id} med={m} patient={patient} canEdit={false} />
            ))}
          </Stack>
        )}
      </RecordSection>
    </Stack>
  );
}

function MedicationCard({
  med,
  patient,
  canEdit,
}: {
  med: MedicationItem;
  patient: PatientDetail;
  canEdit: boolean;
}) {
  const [mode, setMode] = useState<'view' | 'change' | 'stop'>('view');
  const details = [med.dosage, med.frequency, routeWordForCode(med.route)].filter(Boolean);
  return (
    <Card withBorder padding="sm" data-testid="medication" data-drug={med.drugName ?? ''}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <DrugName med={med} />
            <Text size="sm">{details.length ? details.join(' · ') : 'No dose recorded'}</Text>
            <Text size="xs" c="dimmed">
              {med.startDate ? `Started ${formatDate(med.startDate)}` : 'Start date not recorded'}
              {med.stopDate ? ` · stopped ${formatDate(med.stopDate)}` : ''}
              {med.prescribedBy ? ` · ${med.prescribedBy}` : ''}
              {med.rxcui ? ` · RxCUI ${med.rxcui}` : ''}
            </Text>
          </Stack>
          {canEdit && mode === 'view' ? (
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                onClick={() => setMode('change')}
                aria-label={`Change ${med.drugName ?? 'order'}`}
              >
                Change
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => setMode('stop')}
                aria-label={`Stop ${med.drugName ?? 'order'}`}
              >
                Stop
              </Button>
            </Group>
          ) : null}
        </Group>
        {mode === 'change' ? (
          <ChangeMedicationForm patient={patient} med={med} onDone={() => setMode('view')} />
        ) : mode === 'stop' ? (
          <StopMedicationForm patient={patient} med={med} onDone={() => setMode('view')} />
        ) : null}
      </Stack>
    </Card>
  );
}

function AddMedicationForm({ patient, onDone }: { patient: PatientDetail; onDone(): void }) {
  const user = useAuth((s) => s.user);
  const add = useAddMedication(patient.id);
  const form = useSchemaForm<MedicationValues>(
    {
      ...emptyMedication(),
      prescribedBy: user?.role === 'oncologist' ? `${user.firstName} ${user.lastName}` : '',
    },
    medicationSchema,
    medicationPayload,
  );
  return (
    <EntryForm
      label="Add a medication order"
      form={form}
      toPayload={medicationPayload}
      mutation={add}
      submitLabel="Add"
      onDone={onDone}
    >
      <MedicationFields form={form} prefix="" drugLabel="Drug" />
    </EntryForm>
  );
}

function ChangeMedicationForm({
  patient,
  med,
  onDone,
}: {
  patient: PatientDetail;
  med: MedicationItem;
  onDone(): void;
}) {
  const change = useChangeMedication(patient.id);
  const form = useSchemaForm<MedicationValues>(
    medicationChangeValues(med),
    medicationChangeSchema,
    medicationChangeForCheck,
  );
  const toPatch = (v: MedicationValues) => ({
    medicationId: med.id,
    patch: medicationPatchPayload(v),
  });
  return (
    <EntryForm
      label={`Change ${med.drugName ?? 'order'}`}
      form={form}
      toPayload={toPatch}
      mutation={change}
      submitLabel="Save change"
      onDone={onDone}
    >
      <Text size="sm" c="dimmed">
        A different drug is a new order: stop this one and add the other.
      </Text>
      <MedicationFields form={form} prefix="" drugLabel="Drug" changeOnly />
    </EntryForm>
  );
}

function StopMedicationForm({
  patient,
  med,
  onDone,
}: {
  patient: PatientDetail;
  med: MedicationItem;
  onDone(): void;
}) {
  const stop = useStopMedication(patient.id);
  const [stopDate, setStopDate] = useState(todayLocalDate());
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      aria-label={`Stop ${med.drugName ?? 'order'}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!/^\d{4}-\d{2}-\d{2}$/.test(stopDate)) {
          setError('must be a date as YYYY-MM-DD');
          return;
        }
        setError(undefined);
        stop.mutate(
          { medicationId: med.id, stopDate },
          { onSuccess: onDone, onError: (err) => setError(serverFieldErrors(err).stopDate) },
        );
      }}
    >
      <Stack gap="xs">
        <Text size="sm">
          Stopping keeps the order in the record as stopped; it is no longer checked.
        </Text>
        <TextInput
          label="Stop date"
          type="date"
          value={stopDate}
          onChange={(e) => setStopDate(e.currentTarget.value)}
          error={error}
          maw={220}
        />
        {stop.isError ? <SaveProblem error={stop.error} values={{ stopDate }} /> : null}
        <Group gap="xs">
          <Button type="submit" size="xs" color="#b91c1c" loading={stop.isPending}>
            Stop {med.drugName ?? 'order'}
          </Button>
          <Button size="xs" variant="default" onClick={onDone} disabled={stop.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
