import {
  Badge,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { AtSign, MessageSquare } from 'lucide-react';
import { LoadError, LoadingState } from '../../components/query-state';
import { TONE } from '../../components/tones';
import { useThreads, type ThreadFilters, type ThreadSummary } from './api';
import { formatDateTime } from './format';

function ThreadRow({
  thread,
  selected,
  onSelect,
}: {
  thread: ThreadSummary;
  selected: boolean;
  onSelect(): void;
}) {
  return (
    <li>
      <UnstyledButton
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        w="100%"
        p="sm"
        style={{
          borderRadius: 'var(--mantine-radius-sm)',
          border: '1px solid var(--mantine-color-default-border)',
          background: selected ? 'var(--mantine-primary-color-light)' : undefined,
        }}
      >
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {thread.title}
          </Text>
          {thread.unread > 0 ? (
            <Badge size="sm" color={TONE.danger} aria-label={`${thread.unread} unread`}>
              {thread.unread}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" mt={2}>
          {thread.patient.label}
        </Text>
        <Group gap="xs" mt={4} wrap="wrap">
          <Badge size="xs" color={thread.status === 'open' ? TONE.success : '#495057'}>
            {thread.status === 'open' ? 'Open' : 'Resolved'}
          </Badge>
          <Group gap={4} wrap="nowrap">
            <MessageSquare size={12} aria-hidden />
            <Text size="xs" c="dimmed">
              {thread.commentCount} {thread.commentCount === 1 ? 'comment' : 'comments'}
            </Text>
          </Group>
          {thread.mentionsMe ? (
            <Group gap={4} wrap="nowrap">
              <AtSign size={12} aria-hidden />
              <Text size="xs" c="dimmed">
                mentions you
              </Text>
            </Group>
          ) : null}
          <Text size="xs" c="dimmed" component="time" dateTime={thread.lastActivityAt}>
            {formatDateTime(thread.lastActivityAt)}
          </Text>
        </Group>
      </UnstyledButton>
    </li>
  );
}

export function ThreadList({
  filters,
  onFilters,
  selectedId,
  onSelect,
  patientLabel,
}: {
  filters: ThreadFilters;
  onFilters(next: ThreadFilters): void;
  selectedId: string | null;
  onSelect(id: string): void;
  /** Set when the list is narrowed to one patient. */
  patientLabel: string | null;
}) {
  const threads = useThreads(filters);
  const pages = threads.data ? Math.ceil(threads.data.total / threads.data.pageSize) : 0;
  return (
    <Stack gap="sm" component="section" aria-label="Discussions">
      <SegmentedControl
        aria-label="Status"
        fullWidth
        size="xs"
        value={filters.status}
        onChange={(v) => onFilters({ ...filters, status: v as ThreadFilters['status'], page: 1 })}
        data={[
          { value: 'open', label: 'Open' },
          { value: 'resolved', label: 'Resolved' },
          { value: 'all', label: 'All' },
        ]}
      />
      <SegmentedControl
        aria-label="Show"
        fullWidth
        size="xs"
        value={filters.filter}
        onChange={(v) => onFilters({ ...filters, filter: v as ThreadFilters['filter'], page: 1 })}
        data={[
          { value: 'all', label: 'Everyone’s' },
          { value: 'mine', label: 'Mine' },
          { value: 'mentions', label: 'Mentioning me' },
        ]}
      />
      {threads.isPending ? (
        <LoadingState what="discussions" />
      ) : threads.isError ? (
        <LoadError
          error={threads.error}
          retry={() => void threads.refetch()}
          title="Could not load the discussions"
        />
      ) : threads.data.items.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {patientLabel
            ? `No ${filters.status === 'all' ? '' : `${filters.status} `}discussion about ${patientLabel} yet.`
            : 'No discussion matches these filters yet.'}
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed" role="status">
            {threads.data.total} {threads.data.total === 1 ? 'discussion' : 'discussions'}
          </Text>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {threads.data.items.map((t) => (
              <ThreadRow
                key={t.id}
                thread={t}
                selected={t.id === selectedId}
                onSelect={() => onSelect(t.id)}
              />
            ))}
          </Stack>
          {pages > 1 ? (
            <Pagination
              size="sm"
              total={pages}
              value={filters.page}
              onChange={(page) => onFilters({ ...filters, page })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
