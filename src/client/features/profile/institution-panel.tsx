import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { INSTITUTION_KEY, type Institution } from './institution-api';
import { InviteForm, InviteList } from './institution-invites';
import { MembersPanel } from './institution-members';

/**
 * Profile → Institution. Every member sees the institution and whom to ask for an invitation;
 * its administrators also invite colleagues (one role per code) and manage the members.
 */
export function InstitutionPanel() {
  const inst = useQuery({
    queryKey: INSTITUTION_KEY,
    queryFn: () => api<Institution>('/api/institution'),
  });

  if (inst.isLoading) return <Text>Loading…</Text>;
  if (inst.isError || !inst.data)
    return (
      <Alert color="red" role="alert">
        The institution could not be loaded.
      </Alert>
    );
  const data = inst.data;
  const adminNames = data.admins.map((a) => a.name).join(', ');
  return (
    <Stack>
      <Card withBorder>
        <Title order={3} size="h5">
          {data.name}
        </Title>
        <Text size="sm">
          {data.memberCount} member(s). Patients and settings are shared only within this
          institution.
        </Text>
        <Text size="sm" mt="xs">
          {data.viewerIsAdmin
            ? 'You are an administrator of this institution.'
            : `Administrators: ${adminNames || 'none'}. Ask one of them to invite a colleague.`}
        </Text>
      </Card>
      {data.viewerIsAdmin ? (
        <>
          <InviteForm institution={data} />
          <InviteList invites={data.invites} fetchedAt={inst.dataUpdatedAt} />
          <MembersPanel />
        </>
      ) : null}
    </Stack>
  );
}
