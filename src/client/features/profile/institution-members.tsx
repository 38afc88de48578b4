import { Alert, Badge, Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { roleProfile } from '../../../core/access';
import { api, ApiError } from '../../lib/api';
import { INSTITUTION_KEY, MEMBERS_KEY, type Member, type MemberChange } from './institution-api';

const fullName = (m: Member) => `${m.firstName} ${m.lastName}`;

function StatusBadges({ member }: { member: Member }) {
  return (
    // Badges clip to an ellipsis in an auto-width table column unless the row claims its width.
    <Group gap={4} wrap="nowrap" style={{ minWidth: 'max-content' }}>
      {member.isAdmin ? (
        <Badge color="indigo" style={{ flexShrink: 0 }}>
          admin
        </Badge>
      ) : null}
      <Badge color={member.isActive ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
        {member.isActive ? 'active' : 'deactivated'}
      </Badge>
    </Group>
  );
}

/** Promote/demote and deactivate/reactivate; deactivating asks first, it signs the person out. */
function MemberActions({
  member,
  onChange,
  onDeactivate,
  busy,
}: {
  member: Member;
  onChange(change: MemberChange): void;
  onDeactivate(): void;
  busy: boolean;
}) {
  // The accessible name starts with the visible word (WCAG 2.5.3) and says whom it is about.
  const named = (label: string) => ({ 'aria-label': `${label} ${fullName(member)}` });
  const adminLabel = member.isAdmin ? 'Remove admin' : 'Make admin';
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="xs"
        variant="light"
        disabled={busy}
        onClick={() => onChange({ isAdmin: !member.isAdmin })}
        {...named(adminLabel)}
      >
        {adminLabel}
      </Button>
      {member.isMe ? null : member.isActive ? (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          disabled={busy}
          onClick={onDeactivate}
          {...named('Deactivate')}
        >
          Deactivate
        </Button>
      ) : (
        <Button
          size="xs"
          variant="subtle"
          disabled={busy}
          onClick={() => onChange({ isActive: true })}
          {...named('Reactivate')}
        >
          Reactivate
        </Button>
      )}
    </Group>
  );
}

/**
 * The institution's members, for its administrators: a table on wide screens, one card per member
 * on a phone. Every change is checked (and audited) by the server.
 */
export function MembersPanel() {
  const qc = useQueryClient();
  const members = useQuery({
    queryKey: MEMBERS_KEY,
    queryFn: () => api<{ members: Member[] }>('/api/institution/members'),
  });
  const [confirming, setConfirming] = useState<Member | null>(null);
  const change = useMutation({
    mutationFn: ({ id, body }: { id: string; body: MemberChange }) =>
      api<Member>(`/api/institution/members/${id}`, { method: 'PATCH', body }),
    onSettled: () => void qc.invalidateQueries({ queryKey: INSTITUTION_KEY }),
  });
  const apply = (member: Member, body: MemberChange) => change.mutate({ id: member.id, body });

  if (members.isLoading) return <Text>Loading members…</Text>;
  if (members.isError || !members.data)
    return (
      <Alert color="red" role="alert">
        The members could not be loaded.
      </Alert>
    );
  const list = members.data.members;
  const actions = (m: Member) => (
    <MemberActions
      member={m}
      busy={change.isPending}
      onChange={(body) => apply(m, body)}
      onDeactivate={() => setConfirming(m)}
    />
  );
  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="xs">
        Members
      </Title>
      <Text size="sm" mb="sm">
        Administrators invite colleagues and manage members. A deactivated member is signed out at
        once and cannot sign in until reactivated. The institution always keeps one administrator.
      </Text>
      {change.isError ? (
        <Alert color="red" mb="sm" role="alert">
          {change.error instanceof ApiError && change.error.status > 0 && change.error.status < 500
            ? change.error.message
            : 'The change could not be saved.'}
        </Alert>
      ) : null}
      <Table.ScrollContainer
        minWidth={640}
        visibleFrom="sm"
        type="native"
        tabIndex={0}
        role="region"
        aria-label="Members"
      >
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name and e-mail</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Last sign-in</Table.Th>
              <Table.Th>
                <span className="visually-hidden">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {fullName(m)}
                    {m.isMe ? ' (you)' : ''}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {m.email}
                  </Text>
                </Table.Td>
                <Table.Td>{roleProfile(m.role).label}</Table.Td>
                <Table.Td>
                  <StatusBadges member={m} />
                </Table.Td>
                <Table.Td>
                  {m.lastLogin ? new Date(m.lastLogin).toLocaleDateString() : '—'}
                </Table.Td>
                <Table.Td>{actions(m)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack hiddenFrom="sm" gap="sm">
        {list.map((m) => (
          <Card key={m.id} withBorder padding="sm">
            <Stack gap={6}>
              <Text fw={600}>
                {fullName(m)}
                {m.isMe ? ' (you)' : ''}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {m.email}
              </Text>
              <Group gap="xs">
                <Text size="sm">{roleProfile(m.role).label}</Text>
                <StatusBadges member={m} />
              </Group>
              {actions(m)}
            </Stack>
          </Card>
        ))}
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? `Deactivate ${fullName(confirming)}?` : ''}
      >
        <Stack>
          <Text size="sm">
            They are signed out everywhere at once and cannot sign in until an administrator
            reactivates them. Their records stay in the institution.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (confirming) apply(confirming, { isActive: false });
                setConfirming(null);
              }}
            >
              Deactivate
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
