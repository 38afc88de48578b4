import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { CircleCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { canCreatePatients } from '../../../core/access';
import { TONE } from '../../components/tones';
import { ApiError } from '../../lib/api';
import { usePatient } from '../../lib/patient-api';
import { useAuth } from '../../stores/auth';
import { patientContextStore, usePatientContext } from '../../stores/patient-context';
import type { ImportResult, ImportTarget } from './api';
import { useTerm } from './use-term';

/** New patient or the current one; a role that may not create patients can only add to one. */
export function TargetChooser({
  value,
  onChange,
  name,
}: {
  value: ImportTarget;
  onChange(target: ImportTarget): void;
  name: string;
}) {
  const t = useTerm();
  const role = useAuth((s) => s.user?.role);
  const current = usePatientContext((s) => s.current);
  const word = t('patient').toLowerCase();
  const mayCreate = role ? canCreatePatients(role) : false;
  return (
    <Radio.Group
      name={name}
      label="Import into"
      value={value.kind === 'new' ? 'new' : 'current'}
      onChange={(v) =>
        onChange(
          v === 'new' || !current ? { kind: 'new' } : { kind: 'existing', patientId: current.id },
        )
      }
      description={
        !mayCreate
          ? `Your role may not create ${t('patient', true).toLowerCase()}; you can add to the current ${word}.`
          : !current
            ? `Choose a current ${word} on the ${t('patient', true)} page to add to an existing record.`
            : undefined
      }
    >
      <Group mt="xs" gap="lg">
        <Radio value="new" label={`A new ${word}`} disabled={!mayCreate} />
        <Radio
          value="current"
          label={
            current ? `The current ${word}: ${current.label}` : `The current ${word} (none chosen)`
          }
          disabled={!current}
        />
      </Group>
    </Radio.Group>
  );
}

/** The default target: new when the role may create patients, else the current patient. */
export function useDefaultTarget(): ImportTarget {
  const role = useAuth((s) => s.user?.role);
  const current = usePatientContext((s) => s.current);
  if (role && canCreatePatients(role)) return { kind: 'new' };
  return current ? { kind: 'existing', patientId: current.id } : { kind: 'new' };
}

/** After an import: what was written, and the way to the record (it becomes the current patient). */
export function ImportDone({ result, created }: { result: ImportResult; created: boolean }) {
  const t = useTerm();
  const navigate = useNavigate();
  const patient = usePatient(result.patientId);
  const word = t('patient').toLowerCase();
  const open = () => {
    if (patient.data)
      patientContextStore.getState().setCurrent({ id: patient.data.id, label: patient.data.label });
    navigate(`/patients/${encodeURIComponent(result.patientId)}`);
  };
  const c = result.report.counts;
  const total = Object.values(c).reduce((a, b) => a + b, 0);
  const update = result.report.update;
  const sum = (k: 'added' | 'changed' | 'unchanged' | 'kept') =>
    update
      ? Object.values(update.sections).reduce(
          (n, s) => n + (typeof s[k] === 'number' ? s[k] : s[k].length),
          0,
        )
      : 0;
  return (
    <Alert
      color={TONE.success}
      variant="outline"
      icon={<CircleCheck size={18} aria-hidden />}
      title={created ? `New ${word} created` : `The ${word}'s record updated`}
      role="status"
    >
      <Stack gap="xs">
        <Text size="sm">
          {patient.data ? `${patient.data.label}: ` : ''}
          {update
            ? `${sum('added')} entries added, ${sum('changed')} changed, ${sum('unchanged')} already up to date; ${sum('kept')} stored entries not in the bundle kept.`
            : `${total} entries written (${c.medications} medications, ${c.allergies} allergies, ${c.conditions} conditions, ${c.labValues} lab values, ${c.vitals} vital signs, ${c.genetics} genetic results, ${c.treatmentHistory} administrations).`}
        </Text>
        <Group>
          <Button onClick={open} loading={patient.isPending}>
            Open the {word}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** An API failure in words (details of a malformed bundle listed under it). */
export function ErrorMessage({ error, title }: { error: unknown; title: string }) {
  const details =
    error instanceof ApiError && Array.isArray(error.details)
      ? (error.details as Array<{ path?: string; message?: string }>).slice(0, 10)
      : [];
  return (
    <Alert color={TONE.danger} variant="outline" title={title} role="alert">
      <Text size="sm">{error instanceof Error ? error.message : 'Unknown error'}</Text>
      {details.length > 1 ? (
        <Stack gap={2} mt={4}>
          {details.map((d, i) => (
            <Text key={i} size="xs">
              {d.path}: {d.message}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Alert>
  );
}
