import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Factor } from '@supabase/auth-js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CodeInput } from '../../components/code-input';
import { authClient } from '../../lib/auth-client';

interface Enrollment {
  id: string;
  qr: string;
  secret: string;
}

export function SecurityPanel() {
  const qc = useQueryClient();
  const factorsQuery = useQuery({
    queryKey: ['mfa-factors'],
    queryFn: async (): Promise<Factor[]> => {
      const { data, error: e } = await authClient.mfa.listFactors();
      if (e) throw e;
      return data.all;
    },
  });
  const factors = factorsQuery.data ?? [];
  const [enrolling, setEnrolling] = useState<Enrollment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = () => qc.invalidateQueries({ queryKey: ['mfa-factors'] });

  const start = async () => {
    setError(null);
    setBusy(true);
    // An abandoned enrolment leaves an unverified factor; remove it before starting again.
    for (const f of factors.filter((f) => f.status === 'unverified'))
      await authClient.mfa.unenroll({ factorId: f.id });
    const { data, error: e } = await authClient.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Authenticator app',
    });
    setBusy(false);
    if (e || !data) {
      setError(e?.message ?? 'Could not start enrolment');
      return;
    }
    setEnrolling({ id: data.id, qr: data.totp.qr_code, secret: data.totp.secret });
    setCode('');
  };

  const verify = async () => {
    if (!enrolling) return;
    setBusy(true);
    const { error: e } = await authClient.mfa.challengeAndVerify({ factorId: enrolling.id, code });
    setBusy(false);
    if (e) {
      setError('That code did not match. Enter the current code from the app.');
      return;
    }
    setEnrolling(null);
    notifications.show({ color: 'green', message: 'Two-factor authentication is on' });
    await refresh();
  };

  const remove = async (factorId: string) => {
    setError(null);
    const { error: e } = await authClient.mfa.unenroll({ factorId });
    if (e)
      setError(
        e.code === 'insufficient_aal'
          ? 'Sign in with your second factor before removing it.'
          : e.message,
      );
    await refresh();
  };

  const signOutOthers = async () => {
    const { error: e } = await authClient.signOut({ scope: 'others' });
    if (e) setError(e.message);
    else notifications.show({ color: 'green', message: 'Signed out of your other sessions' });
  };

  const verified = factors.filter((f) => f.status === 'verified');
  return (
    <Stack>
      {error ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <Card withBorder>
        <Title order={3} size="h5" mb="xs">
          Two-factor authentication (TOTP)
        </Title>
        {verified.length > 0 ? (
          <Table mb="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Factor</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Added</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {verified.map((f) => (
                <Table.Tr key={f.id}>
                  <Table.Td>{f.friendly_name || 'Authenticator app'}</Table.Td>
                  <Table.Td>
                    <Badge color="green">verified</Badge>
                  </Table.Td>
                  <Table.Td>{new Date(f.created_at).toLocaleDateString()}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="subtle" color="red" onClick={() => remove(f.id)}>
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" mb="sm">
            Not enabled. With it on, signing in needs a code from an authenticator app as well as
            your password.
          </Text>
        )}
        {enrolling ? (
          <Stack align="flex-start">
            <Text size="sm">
              Scan this code with your authenticator app, then enter the 6-digit code it shows.
            </Text>
            <Image
              src={enrolling.qr}
              alt="QR code for your authenticator app"
              w={180}
              h={180}
              bg="white"
            />
            <Text size="xs" c="dimmed">
              Or enter the key manually: <code>{enrolling.secret}</code>
            </Text>
            <CodeInput
              label="Code from your authenticator app"
              value={code}
              onChange={setCode}
            />
            <Group>
              <Button onClick={verify} disabled={code.length !== 6} loading={busy}>
                Verify and turn on
              </Button>
              <Button variant="default" onClick={() => setEnrolling(null)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        ) : verified.length === 0 ? (
          <Button onClick={start} loading={busy}>
            Set up two-factor authentication
          </Button>
        ) : null}
      </Card>
      <Card withBorder>
        <Title order={3} size="h5" mb="xs">
          Sessions
        </Title>
        <Text size="sm" mb="sm">
          Signed in on another computer you no longer use? End every session except this one.
        </Text>
        <Button variant="default" onClick={signOutOthers}>
          Sign out other sessions
        </Button>
      </Card>
    </Stack>
  );
}
