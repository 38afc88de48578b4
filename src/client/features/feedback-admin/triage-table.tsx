import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Download, ExternalLink, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  PRIORITIES,
  type FeedbackStatus,
} from '../../../core/feedback';
import { downloadFile } from '../../lib/api';
import {
  filterQuery,
  usePatchFeedback,
  useFeedbackList,
  useVote,
  type AdminFeedbackItem,
  type FeedbackFilters,
  type SortField,
  type StatusFilter,
} from './api';
import { FeedbackDetail } from './feedback-detail';
import {
  CATEGORY_LABELS,
  EFFORT_LABELS,
  formatDate,
  ownLabels,
  PriorityBadge,
  STATUS_LABELS,
  TYPE_LABELS,
} from './labels';

const PAGE_SIZE = 25;

const SORTS: Array<{ value: SortField; label: string }> = [
  { value: 'timestamp', label: 'Submitted' },
  { value: 'priority', label: 'Priority' },
  { value: 'votes', label: 'Votes' },
  { value: 'effort', label: 'Effort' },
  { value: 'status', label: 'Status' },
  { value: 'type', label: 'Type' },
  { value: 'category', label: 'Category' },
  { value: 'title', label: 'Title' },
];

const any = { value: '', label: 'Any' };

function VoteButton({ item }: { item: AdminFeedbackItem }) {
  const vote = useVote();
  return (
    <Button
      size="compact-sm"
      variant={item.votedByMe ? 'filled' : 'default'}
      leftSection={<ThumbsUp size={14} aria-hidden />}
      aria-pressed={item.votedByMe}
      aria-label={`${item.votedByMe ? 'Remove my vote for' : 'Vote for'} "${item.title}", ${item.votes} vote${item.votes === 1 ? '' : 's'}`}
      loading={vote.isPending}
      onClick={() => vote.mutate({ id: item.id, up: !item.votedByMe })}
      miw={56}
    >
      {item.votes}
    </Button>
  );
}

function StatusSelect({ item }: { item: AdminFeedbackItem }) {
  const patch = usePatchFeedback();
  return (
    <NativeSelect
      size="xs"
      aria-label={`Status of "${item.title}"`}
      value={item.status}
      disabled={patch.isPending}
      error={patch.isError ? 'Not saved' : undefined}
      onChange={(e) =>
        patch.mutate({ id: item.id, patch: { status: e.currentTarget.value as FeedbackStatus } })
      }
      data={FEEDBACK_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
    />
  );
}

/** The triage list: filters, sort, paging, inline status and votes; a row opens its details. */
export function TriageTable({ githubEnabled }: { githubEnabled: boolean }) {
  const [filters, setFilters] = useState<FeedbackFilters>({
    status: 'open',
    sort: 'timestamp',
    order: 'desc',
  });
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const effective = { ...filters, q: q || undefined };
  const list = useFeedbackList(effective, page, PAGE_SIZE);

  const update = (next: Partial<FeedbackFilters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const day = new Date().toISOString().slice(0, 10);
      await downloadFile(
        `/api/admin/feedback/export.csv?${filterQuery(effective)}`,
        `feedback-${day}.csv`,
      );
    } catch {
      setExportError('The CSV export failed. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Title or description"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={220}
        />
        <NativeSelect
          label="Status"
          value={filters.status ?? ''}
          onChange={(e) => update({ status: (e.currentTarget.value || undefined) as StatusFilter })}
          data={[
            { value: 'open', label: 'Open (not done, closed or won’t fix)' },
            { value: 'resolved', label: 'Resolved' },
            ...FEEDBACK_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
            { value: '', label: 'All' },
          ]}
        />
        <NativeSelect
          label="Type"
          value={filters.type ?? ''}
          onChange={(e) =>
            update({ type: (e.currentTarget.value || undefined) as FeedbackFilters['type'] })
          }
          data={[any, ...FEEDBACK_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))]}
        />
        <NativeSelect
          label="Category"
          value={filters.category ?? ''}
          onChange={(e) =>
            update({
              category: (e.currentTarget.value || undefined) as FeedbackFilters['category'],
            })
          }
          data={[any, ...FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))]}
        />
        <NativeSelect
          label="Priority"
          value={filters.priority ?? ''}
          onChange={(e) =>
            update({
              priority: (e.currentTarget.value || undefined) as FeedbackFilters['priority'],
            })
          }
          data={[
            any,
            ...PRIORITIES.map((p) => ({ value: p, label: p[0]!.toUpperCase() + p.slice(1) })),
          ]}
        />
        <NativeSelect
          label="Sort by"
          value={filters.sort}
          onChange={(e) => update({ sort: e.currentTarget.value as SortField })}
          data={SORTS}
        />
        <NativeSelect
          label="Order"
          value={filters.order}
          onChange={(e) => update({ order: e.currentTarget.value as 'asc' | 'desc' })}
          data={[
            { value: 'desc', label: 'Descending (newest, most urgent, most votes first)' },
            { value: 'asc', label: 'Ascending' },
          ]}
        />
        <Button
          variant="light"
          leftSection={<Download size={16} aria-hidden />}
          onClick={() => void exportCsv()}
          loading={exporting}
        >
          Export CSV
        </Button>
      </Group>
      {exportError ? (
        <Alert color="red" role="alert">
          {exportError}
        </Alert>
      ) : null}

      {list.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>Loading feedback…</Text>
        </Group>
      ) : list.isError ? (
        <Alert color="red" role="alert" title="Feedback could not be loaded">
          {list.error.message}
        </Alert>
      ) : items.length === 0 ? (
        <Text role="status">
          No feedback matches these filters in your institution. Submitted feedback appears here as
          soon as it reaches the server.
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {total} item{total === 1 ? '' : 's'}
            {list.isFetching ? ' · updating…' : ''}
          </Text>
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Title</Table.Th>
                  <Table.Th scope="col">Type</Table.Th>
                  <Table.Th scope="col">Category</Table.Th>
                  <Table.Th scope="col">Priority</Table.Th>
                  <Table.Th scope="col">Effort</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Labels</Table.Th>
                  <Table.Th scope="col">Votes</Table.Th>
                  <Table.Th scope="col">Issue</Table.Th>
                  <Table.Th scope="col">Submitted</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td maw={280}>
                      <UnstyledButton
                        onClick={() => setSelected(item.id)}
                        aria-label={`Open details of "${item.title}"`}
                        style={{ textDecoration: 'underline' }}
                      >
                        <Text size="sm" fw={600} lineClamp={2}>
                          {item.title}
                        </Text>
                      </UnstyledButton>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {item.page}
                      </Text>
                    </Table.Td>
                    <Table.Td>{TYPE_LABELS[item.type]}</Table.Td>
                    <Table.Td>{CATEGORY_LABELS[item.category]}</Table.Td>
                    <Table.Td>
                      <PriorityBadge priority={item.priority} />
                    </Table.Td>
                    <Table.Td>{EFFORT_LABELS[item.estimatedEffort]}</Table.Td>
                    <Table.Td miw={130}>
                      <StatusSelect item={item} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {ownLabels(item.labels).map((l) => (
                          <Badge key={l} variant="outline" size="sm" tt="none">
                            {l}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <VoteButton item={item} />
                    </Table.Td>
                    <Table.Td>
                      {item.metadata.linkedIssue ? (
                        <Anchor
                          href={item.metadata.linkedIssue.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          size="sm"
                        >
                          #{item.metadata.linkedIssue.number}{' '}
                          <ExternalLink size={12} aria-label="(opens in a new tab)" />
                        </Anchor>
                      ) : (
                        <Text size="sm" c="dimmed">
                          —
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDate(item.timestamp)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          ) : null}
        </>
      )}
      <FeedbackDetail
        id={selected}
        githubEnabled={githubEnabled}
        onClose={() => setSelected(null)}
      />
    </Stack>
  );
}
