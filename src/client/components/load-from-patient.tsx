import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { ApiError } from '../lib/api';
import { fetchPatient, patientKeys, type PatientDetail } from '../lib/patient-api';
import { usePatientContext } from '../stores/patient-context';
import { PatientPicker } from './patient-picker';
import { TONE } from './tones';
import { useRoleTerm } from './use-role-term';

/** Why a record could not be loaded, in words for the note under the button. */
export function loadFailureText(error: unknown, patientWord: string): string {
  if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
    return `Your role cannot read this ${patientWord}'s record (${error.message}). Choose another ${patientWord}.`;
  }
  return error instanceof Error
    ? `Could not load the record: ${error.message}`
    : 'Could not load the record.';
}

/**
 * "Load from the current patient": reads the current patient's record fresh from the server (the
 * role's view of it) and hands it to the page. Disabled, with the reason beside it, while no
 * patient is current; "Choose" opens the patient picker so the user need not leave the page.
 */
export function LoadFromPatientButton({
  what,
  onLoad,
  size = 'sm',
}: {
  /** What is taken from the record, e.g. "active medications". */
  what: string;
  onLoad(record: PatientDetail): void;
  size?: 'xs' | 'sm';
}) {
  const t = useRoleTerm();
  const current = usePatientContext((s) => s.current);
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const noteId = useId();
  const word = t('patient').toLowerCase();

  async function load() {
    if (!current) return;
    setPending(true);
    setFailure(null);
    try {
      const record = await client.fetchQuery({
        queryKey: patientKeys.detail(current.id),
        queryFn: ({ signal }) => fetchPatient(current.id, signal),
        staleTime: 0,
      });
      onLoad(record);
    } catch (error) {
      setFailure(loadFailureText(error, word));
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack gap={2} align="flex-end" maw={480}>
      <Group gap="xs" justify="flex-end">
        {current ? (
          <Button size="xs" variant="subtle" onClick={() => setPicking(true)}>
            Change {word}
          </Button>
        ) : (
          <Button size="xs" variant="subtle" onClick={() => setPicking(true)}>
            Choose a {word}
          </Button>
        )}
        <Button
          variant="default"
          size={size}
          leftSection={<UserRound size={16} aria-hidden />}
          disabled={!current}
          loading={pending}
          onClick={() => void load()}
          aria-describedby={noteId}
        >
          Load from the current {word}
        </Button>
      </Group>
      <Text
        id={noteId}
        size="xs"
        ta="right"
        c={failure ? TONE.danger : 'dimmed'}
        role={failure ? 'alert' : undefined}
      >
        {failure ??
          (current
            ? `Takes the ${what} of ${current.label}.`
            : `No current ${word}: choose one to load their ${what}.`)}
      </Text>
      <Modal
        opened={picking}
        onClose={() => setPicking(false)}
        title={`Choose a ${word}`}
        size="lg"
      >
        <PatientPicker onPicked={() => setPicking(false)} />
      </Modal>
    </Stack>
  );
}
