import {
  Alert,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invitableRoles, roleProfile, type Role } from '../../../core/access';
import { api, ApiError } from '../../lib/api';
import { useAuth } from '../../stores/auth';
import {
  INSTITUTION_KEY,
  type CreatedInvite,
  type Institution,
  type Invite,
} from './institution-api';

/** The roles this administrator may invite: none with more patient access than their own. */
const roleOptions = (mine: Role) =>
  invitableRoles(mine).map((r) => ({ value: r, label: roleProfile(r).label }));
const roleLabel = (role: Role) => roleProfile(role).label;

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : fallback;

/** The form an administrator uses to invite one colleague, for one role. */
export function InviteForm({ institution }: { institution: Institution }) {
  const qc = useQueryClient();
  const myRole = useAuth((st) => st.user?.role) ?? 'student';
  const [role, setRole] = useState<Role | null>(null);
  const [maxUses, setMaxUses] = useState<number>(1);
  const [days, setDays] = useState<number>(7);
  const [created, setCreated] = useState<CreatedInvite | null>(null);
  const create = useMutation({
    mutationFn: () =>
      api<CreatedInvite>('/api/institution/invites', {
        method: 'POST',
        body: { role, maxUses, expiresInDays: days },
      }),
    onSuccess: (r) => {
      setCreated(r);
      void qc.invalidateQueries({ queryKey: INSTITUTION_KEY });
    },
  });
  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="xs">
        Invite a colleague
      </Title>
      <Text size="sm" mb="sm">
        A colleague who signs up with the code joins {institution.name} with the role you choose
        here, and no other. Typing the institution&apos;s name is not enough.
      </Text>
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Role"
          placeholder="Choose a role"
          required
          data={roleOptions(myRole)}
          value={role}
          onChange={(v) => setRole((v as Role | null) ?? null)}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
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
        <Button onClick={() => create.mutate()} loading={create.isPending} disabled={!role}>
          Create code
        </Button>
      </Group>
      {create.isError ? (
        <Alert color="red" mt="sm" role="alert">
          {errorText(create.error, 'The code could not be created.')}
        </Alert>
      ) : null}
      {created ? (
        <Alert
          color="green"
          mt="sm"
          title="Share this code now: it is shown only once"
          data-testid="new-invite"
        >
          <Stack gap={4}>
            <Group>
              <Text ff="monospace" fw={700} size="lg">
                {created.code}
              </Text>
              <CopyButton value={created.code}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm">
              For the {roleLabel(created.role)} role, {created.maxUses}{' '}
              {created.maxUses === 1 ? 'person' : 'people'}, until{' '}
              {new Date(created.expiresAt).toLocaleDateString()}.
            </Text>
          </Stack>
        </Alert>
      ) : null}
    </Card>
  );
}

/** The institution's invitations (no codes: only their hashes are kept), each revocable while active. */
export function InviteList({ invites, fetchedAt }: { invites: Invite[]; fetchedAt: number }) {
  const qc = useQueryClient();
  const revoke = useMutation({
    mutationFn: (id: string) => api<void>(`/api/institution/invites/${id}`, { method: 'DELETE' }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: INSTITUTION_KEY }),
  });
  if (invites.length === 0) return null;
  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="xs">
        Invitation codes
      </Title>
      {revoke.isError ? (
        <Alert color="red" mb="sm" role="alert">
          {errorText(revoke.error, 'The code could not be revoked.')}
        </Alert>
      ) : null}
      {/* Scrolls sideways on a phone: a native, focusable region, so the keyboard can scroll it. */}
      <Table.ScrollContainer
        minWidth={560}
        type="native"
        tabIndex={0}
        role="region"
        aria-label="Invitation codes"
      >
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Role</Table.Th>
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
            {invites.map((i) => {
              // Judged against the time the list was fetched, so a render never depends on the clock.
              const active =
                !i.revoked && new Date(i.expiresAt).getTime() > fetchedAt && i.uses < i.maxUses;
              return (
                <Table.Tr key={i.id}>
                  <Table.Td>{roleLabel(i.role)}</Table.Td>
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
                        aria-label={`Revoke the ${roleLabel(i.role)} invitation of ${new Date(i.createdAt).toLocaleDateString()}`}
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
  );
}
