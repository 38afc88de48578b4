import { Alert, Anchor, Badge, Button, Group, Modal, Paper, Text } from '@mantine/core';
import { UserRound, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../lib/api';
import { usePatient } from '../lib/patient-api';
import { patientFacts } from '../lib/patient-load';
import { patientContextStore, usePatientContext } from '../stores/patient-context';
import { PatientPicker } from './patient-picker';
import { TONE } from './tones';
import { useRoleTerm } from './use-role-term';

/**
 * The patient the page is working on, with "Change" (the picker in a dialog) and "Clear". It reads
 * the record so the label and facts are the server's, and says so when the record can no longer
 * be read (deleted, or another institution's) instead of showing a stale name.
 */
export function CurrentPatientBar() {
  const t = useRoleTerm();
  const current = usePatientContext((s) => s.current);
  const record = usePatient(current?.id);
  const [picking, setPicking] = useState(false);
  const one = t('patient');
  const serverLabel = record.data?.label;
  useEffect(() => {
    // The server's label wins (a renamed patient, or a role that sees a pseudonym).
    if (current && serverLabel && serverLabel !== current.label) {
      patientContextStore.getState().update(current.id, { label: serverLabel });
    }
  }, [current, serverLabel]);

  const picker = (
    <Modal
      opened={picking}
      onClose={() => setPicking(false)}
      title={`Choose a ${one.toLowerCase()}`}
      size="lg"
    >
      <PatientPicker onPicked={() => setPicking(false)} />
    </Modal>
  );
  if (!current) return picker;

  const gone =
    record.error instanceof ApiError && (record.error.status === 404 || record.error.status === 403)
      ? record.error
      : null;
  const data = record.data;

  return (
    <>
      <Paper
        withBorder
        p="sm"
        role="region"
        aria-label={`Current ${one.toLowerCase()}`}
        bg="var(--mantine-color-gray-0)"
      >
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <UserRound size={22} aria-hidden style={{ flexShrink: 0 }} />
            <div style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                Current {one.toLowerCase()}
              </Text>
              <Group gap={6}>
                <Anchor
                  component={Link}
                  to={`/patients/${encodeURIComponent(current.id)}`}
                  fw={700}
                  c="inherit"
                  underline="always"
                  aria-label={`${data?.label ?? current.label}: open the record`}
                >
                  {data?.label ?? current.label}
                </Anchor>
                {data?.isDemo ? (
                  <Badge size="xs" variant="outline" color="gray.7">
                    Demo record
                  </Badge>
                ) : null}
                {data && !data.isActive ? (
                  <Badge size="xs" variant="outline" color={TONE.warning}>
                    Inactive
                  </Badge>
                ) : null}
              </Group>
              {data ? (
                <Text size="xs">
                  {patientFacts(data.demographics)}
                  {data.demographics.heightCm !== null ? ` · ${data.demographics.heightCm} cm` : ''}
                  {data.demographics.weightKg !== null ? ` · ${data.demographics.weightKg} kg` : ''}
                </Text>
              ) : null}
            </div>
          </Group>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setPicking(true)}>
              Change {one.toLowerCase()}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<X size={14} aria-hidden />}
              onClick={() => patientContextStore.getState().clearCurrent()}
            >
              Clear
            </Button>
          </Group>
        </Group>
        {gone ? (
          <Alert
            color={TONE.warning}
            mt="xs"
            p="xs"
            title={`This ${one.toLowerCase()} cannot be opened`}
          >
            <Text size="sm">
              {gone.message}. It may have been removed, or it belongs to another institution.
            </Text>
            <Button
              size="xs"
              variant="light"
              mt={6}
              onClick={() => {
                patientContextStore.getState().forget(current.id);
                setPicking(true);
              }}
            >
              Choose another {one.toLowerCase()}
            </Button>
          </Alert>
        ) : null}
      </Paper>
      {picker}
    </>
  );
}
