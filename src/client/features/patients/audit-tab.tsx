import { Code, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadError, LoadingState } from '../../components/query-state';
import { useAuditTrail, type PatientDetail } from '../../lib/patient-api';
import { formatDateTime } from './format';

const PAGE_SIZE = 50;

/** Who read or changed the record, newest first (institution administrators, as the server allows). */
export function AuditTab({ patient }: { patient: PatientDetail }) {
  const [page, setPage] = useState(1);
  const audit = useAuditTrail(patient.id, page, true);
  if (audit.isPending) return <LoadingState what="the audit trail" />;
  if (audit.isError)
    return (
      <LoadError
        error={audit.error}
        retry={() => void audit.refetch()}
        title="Could not load the audit trail"
      />
    );
  const pages = Math.max(1, Math.ceil(audit.data.total / PAGE_SIZE));
  return (
    <Stack gap="sm" aria-busy={audit.isFetching || undefined}>
      <Title order={3} size="h4">
        Audit trail ({audit.data.total})
      </Title>
      <Text size="sm" c="dimmed">
        Every read and change of this record, by whom, when and from which address. Your own opening
        of this page is in it too.
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing={4} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">When</Table.Th>
              <Table.Th scope="col">Action</Table.Th>
              <Table.Th scope="col">Who</Table.Th>
              <Table.Th scope="col">Address</Table.Th>
              <Table.Th scope="col">Details</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {audit.data.items.map((e, i) => (
              <Table.Tr key={`${e.at}-${i}`}>
                <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(e.at)}
                </Table.Th>
                <Table.Td>
                  <Code>{e.action}</Code>
                </Table.Td>
                <Table.Td>{e.actor ? `${e.actor.name} (${e.actor.role})` : 'system'}</Table.Td>
                <Table.Td>{e.ip ?? '—'}</Table.Td>
                <Table.Td>
                  <Text size="xs" style={{ wordBreak: 'break-word' }}>
                    {Object.entries(e.details)
                      .filter(([k]) => k !== 'role')
                      .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
                      .join('; ') || '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}
