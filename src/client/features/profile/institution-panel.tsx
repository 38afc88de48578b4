import {
  Alert,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api';

interface Institution {
  id: string;
  name: string;
  memberCount: number;
  invites: Array<{
    id: string;
    createdAt: string;
    expiresAt: string;
    maxUses: number;
    uses: number;
    revoked: boolean;
    createdByMe: boolean;
  }>;
}

export function InstitutionPanel() {
  const qc = useQueryClient();
  const inst = useQuery({
    queryKey: ['institution'],
    queryFn: () => api<Institution>('/api/institution'),
  });
  const [maxUses, setMaxUses] = useState<number>(5);
  const [days, setDays] = useState<number>(7);
  const [newCode, setNewCode] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () =>
      api<{ code: string }>('/api/institution/invites', {
        method: 'POST',
        body: { maxUses, expiresInDays: days },
      }),
    onSuccess: (r) => {
      setNewCode(r.code);
      void qc.invalidateQueries({ queryKey: ['institution'] });
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => api<void>(`/api/institution/invites/${id}`, { method: 'DELETE' }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['institution'] }),
  });

  if (inst.isLoading) return <Text>Loading…</Text>;
  if (inst.isError || !inst.data)
    return (
      <Alert color="red" role="alert">
        The institution could not be loaded.
      </Alert>
    );
  // Judged against the time the list was fetched, so a render never depends on the clock.
  const now = inst.dataUpdatedAt;
  return (
    <Stack>
      <Card withBorder>
        <Title order={3} size="h5">
          {inst.data.name}
        </Title>
        <Text size="sm">
          {inst.data.memberCount} member(s). Patients and settings are shared only within this
          institution.
        </Text>
      </Card>
      <Card withBorder>
        <Title order={3} size="h5" mb="xs">
          Invite a colleague
        </Title>
        <Text size="sm" mb="sm">
          A colleague who signs up with this code joins {inst.data.name}. Typing the
          institution&apos;s name is not enough.
        </Text>
        <Group align="flex-end">
          <NumberInput
            label="Uses"
            min={1}
            max={50}
            value={maxUses}
            onChange={(v) => setMaxUses(Number(v) || 1)}
            w={110}
          />
          <NumberInput
            label="Valid for (days)"
            min={1}
            max={30}
            value={days}
            onChange={(v) => setDays(Number(v) || 1)}
            w={150}
          />
          <Button onClick={() => create.mutate()} loading={create.isPending}>
            Create code
          </Button>
        </Group>
        {create.isError ? (
          <Alert color="red" mt="sm" role="alert">
            The code could not be created.
          </Alert>
        ) : null}
        {newCode ? (
          <Alert color="green" mt="sm" title="Share this code now — it is shown only once">
            <Group>
              <Text ff="monospace" fw={700} size="lg">
                {newCode}
              </Text>
              <CopyButton value={newCode}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Alert>
        ) : null}
      </Card>
      {inst.data.invites.length > 0 ? (
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            Invitation codes
          </Title>
          <Table.ScrollContainer minWidth={520}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  <Table.Th>Used</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden">Actions</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {inst.data.invites.map((i) => {
                  const active =
                    !i.revoked && new Date(i.expiresAt).getTime() > now && i.uses < i.maxUses;
                  return (
                    <Table.Tr key={i.id}>
                      <Table.Td>{new Date(i.createdAt).toLocaleDateString()}</Table.Td>
                      <Table.Td>{new Date(i.expiresAt).toLocaleDateString()}</Table.Td>
                      <Table.Td>
                        {i.uses} / {i.maxUses}
                      </Table.Td>
                      <Table.Td>
                        <Badge color={active ? 'green' : 'gray'}>
                          {i.revoked ? 'revoked' : active ? 'active' : 'ended'}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {active ? (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => revoke.mutate(i.id)}
                          >
                            Revoke
                          </Button>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ) : null}
    </Stack>
  );
}
