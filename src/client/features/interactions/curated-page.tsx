import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Chip,
  Group,
  Loader,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronDown, ChevronRight, Download } from 'lucide-react';
import { Fragment, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { countOf } from '../../../core/access';
import { SEVERITY_ORDER, type Severity } from '../../../core/knowledge/interaction';
import { InteractionDetails } from '../../components/interaction-details';
import { useInteractionTerm } from '../../components/interaction-results';
import { EVIDENCE_LABEL, SEVERITY_META, SeverityBadge } from '../../components/severity';
import { downloadFile } from '../../lib/api';
import {
  CURATED_SORTS,
  curatedCsvPath,
  drugKeys,
  fetchCurated,
  type CuratedFilters,
  type CuratedItem,
  type CuratedParticipant,
  type CuratedSort,
} from '../../lib/drug-api';
import { tagLabel } from '../../lib/drug-format';
import { LoadError } from '../../components/query-state';
import { TONE } from '../../components/tones';

const PAGE_SIZES = ['25', '50', '100'];
const DEBOUNCE_MS = 300;

type SortField = 'name' | 'severity' | 'evidence' | 'id';

/** The sort after a click on a column header: a new column starts ascending, the same one flips. */
export function nextSort(current: CuratedSort, field: SortField): CuratedSort {
  const active = current.replace(/^-/, '');
  if (active !== field) return field;
  return (current.startsWith('-') ? field : `-${field}`) as CuratedSort;
}

/** aria-sort for a column. Severity "ascending" lists the most severe first, as the server does. */
export function ariaSort(
  current: CuratedSort,
  field: SortField,
): 'ascending' | 'descending' | 'none' {
  if (current.replace(/^-/, '') !== field) return 'none';
  return current.startsWith('-') ? 'descending' : 'ascending';
}

/** Reads the filters from the URL, ignoring values the API would reject. */
export function curatedFiltersFromParams(
  params: URLSearchParams,
): Required<Pick<CuratedFilters, 'q' | 'drug' | 'severity' | 'sort' | 'page' | 'pageSize'>> {
  const sort = params.get('sort') ?? 'severity';
  const severity = (params.get('severity') ?? '')
    .split(',')
    .filter((s): s is Severity => (SEVERITY_ORDER as readonly string[]).includes(s))
    .join(',');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const pageSize = params.get('pageSize') ?? '25';
  return {
    q: params.get('q') ?? '',
    drug: params.get('drug') ?? '',
    severity,
    sort: (CURATED_SORTS as readonly string[]).includes(sort) ? (sort as CuratedSort) : 'severity',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: PAGE_SIZES.includes(pageSize) ? Number(pageSize) : 25,
  };
}

function Participant({ p }: { p: CuratedParticipant }) {
  if (p.kind === 'group') {
    const n = p.members?.length ?? 0;
    return (
      <span title={p.members?.map((m) => m.name).join(', ')}>
        {p.name}
        <Text span size="xs" c="dimmed">
          {' '}
          (group{n > 0 ? `, ${countOf(n, 'drug')}` : ''})
        </Text>
      </span>
    );
  }
  return p.rxcui ? (
    <Anchor component={Link} to={`/database/${encodeURIComponent(p.rxcui)}`}>
      {p.name}
    </Anchor>
  ) : (
    <Anchor component={Link} to={`/database/${encodeURIComponent(p.id)}`}>
      {p.name}
    </Anchor>
  );
}

function SortHeader({
  label,
  field,
  sort,
  onSort,
}: {
  label: string;
  field: SortField;
  sort: CuratedSort;
  onSort(next: CuratedSort): void;
}) {
  const state = ariaSort(sort, field);
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <Table.Th scope="col" aria-sort={state}>
      <UnstyledButton
        onClick={() => onSort(nextSort(sort, field))}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
      >
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

/** A curated row in the shape the shared details panel reads. */
function asChecked(item: CuratedItem) {
  return {
    drugs: [item.participants[0].rxcui, item.participants[1].rxcui] as [
      string | null,
      string | null,
    ],
    names: [item.participants[0].name, item.participants[1].name] as [string, string],
    basis: 'curated' as const,
    reasoning: [] as string[],
    ...item,
  };
}

/**
 * `/curated` (issue 4 "Pages"): the curated interaction records as a filterable, sortable, paged
 * table with CSV export of the same filters. Filters live in the URL so a view can be shared.
 */
export default function CuratedPage() {
  const words = useInteractionTerm();
  const title = useInteractionTerm('navigation');
  const [params, setParams] = useSearchParams();
  const filters = curatedFiltersFromParams(params);
  const [q, setQ] = useState(filters.q);
  const [drug, setDrug] = useState(filters.drug);
  const [qDebounced] = useDebouncedValue(q.trim(), DEBOUNCE_MS);
  const [drugDebounced] = useDebouncedValue(drug.trim(), DEBOUNCE_MS);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');

  const update = (changes: Record<string, string>, keepPage = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    const current = curatedFiltersFromParams(params);
    if (qDebounced === current.q && drugDebounced === current.drug) return;
    const next = new URLSearchParams(params);
    for (const [key, value] of [
      ['q', qDebounced],
      ['drug', drugDebounced],
    ] as const) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setParams(next, { replace: true });
  }, [qDebounced, drugDebounced, params, setParams]);

  const request: CuratedFilters = filters;
  const list = useQuery({
    queryKey: drugKeys.curated(request),
    queryFn: ({ signal }) => fetchCurated(request, signal),
    placeholderData: keepPreviousData,
  });
  const severities = filters.severity ? filters.severity.split(',') : [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const anyFilter = Boolean(filters.q || filters.drug || filters.severity);

  const exportCsv = async () => {
    setExporting('busy');
    try {
      await downloadFile(
        curatedCsvPath({
          q: filters.q,
          drug: filters.drug,
          severity: filters.severity,
          sort: filters.sort,
        }),
        'oncocds-curated-interactions.csv',
      );
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Curated {title.many.toLowerCase()}</Title>
        <Button
          variant="default"
          leftSection={<Download size={16} aria-hidden />}
          onClick={() => void exportCsv()}
          loading={exporting === 'busy'}
          disabled={list.data?.total === 0}
        >
          Export CSV{anyFilter ? ' (filtered)' : ''}
        </Button>
      </Group>
      {exporting === 'failed' ? (
        <Alert
          color={TONE.danger}
          role="alert"
          withCloseButton
          onClose={() => setExporting('idle')}
        >
          The CSV export failed. Try again.
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed">
        Reviewed records, each with severity, evidence, mechanism, management and sources. Class
        rules list the drugs they cover.
      </Text>

      <Card
        withBorder
        padding="sm"
        component="form"
        role="search"
        aria-label="Filter records"
        onSubmit={(e) => e.preventDefault()}
      >
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <TextInput
              label="Search text"
              description="Drug, group, mechanism, effect or management"
              value={q}
              onChange={(e) => setQ(e.currentTarget.value)}
              type="search"
            />
            <TextInput
              label="Involving drug"
              description="RxCUI, generic or brand name (also through its groups)"
              value={drug}
              onChange={(e) => setDrug(e.currentTarget.value)}
              type="search"
            />
          </SimpleGrid>
          <div>
            <Text size="sm" fw={500} id="severity-filter-label" mb={4}>
              Severity
            </Text>
            <Chip.Group
              multiple
              value={severities}
              onChange={(v) =>
                update({ severity: SEVERITY_ORDER.filter((s) => v.includes(s)).join(',') })
              }
            >
              <Group gap="xs" role="group" aria-labelledby="severity-filter-label">
                {SEVERITY_ORDER.map((s) => {
                  const meta = SEVERITY_META[s];
                  return (
                    <Chip
                      key={s}
                      value={s}
                      color={meta.color}
                      variant="outline"
                      icon={<meta.Icon size={12} aria-hidden />}
                    >
                      {meta.label}
                    </Chip>
                  );
                })}
              </Group>
            </Chip.Group>
          </div>
          <Group gap="xs" align="flex-end">
            <Select
              label="Sort by"
              w={220}
              data={[
                { value: 'severity', label: 'Severity, most severe first' },
                { value: '-severity', label: 'Severity, least severe first' },
                { value: 'name', label: 'Drugs, A to Z' },
                { value: '-name', label: 'Drugs, Z to A' },
                { value: 'evidence', label: 'Evidence, strongest first' },
                { value: '-evidence', label: 'Evidence, weakest first' },
                { value: 'id', label: 'Record id, A to Z' },
                { value: '-id', label: 'Record id, Z to A' },
              ]}
              value={filters.sort}
              onChange={(v) => update({ sort: v ?? '' })}
              allowDeselect={false}
            />
            <Select
              label="Rows per page"
              w={140}
              data={PAGE_SIZES}
              value={String(filters.pageSize)}
              onChange={(v) => update({ pageSize: v ?? '' })}
              allowDeselect={false}
            />
            {anyFilter ? (
              <Button
                variant="subtle"
                onClick={() => {
                  setQ('');
                  setDrug('');
                  update({ q: '', drug: '', severity: '' });
                }}
              >
                Clear filters
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Card>

      <section aria-label="Records" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text>Loading records…</Text>
          </Group>
        ) : list.isError ? (
          <LoadError
            error={list.error}
            retry={() => void list.refetch()}
            title="The records could not be loaded"
          />
        ) : list.data.items.length === 0 ? (
          <Alert color="gray" variant="outline" title="No curated record matches these filters">
            Widen the filters. The checker also infers {words.many.toLowerCase()} from drug
            profiles, so a pair missing here may still be flagged there; and no record is not proof
            of safety.
          </Alert>
        ) : (
          <Stack gap="xs">
            <Group justify="space-between">
              <Text size="sm" role="status">
                {countOf(list.data.total, 'record')}
                {anyFilter ? (list.data.total === 1 ? ' matches' : ' match') : ''} · page{' '}
                {list.data.page} of {pages}
              </Text>
              {list.isFetching ? <Loader size="xs" aria-label="Updating" /> : null}
            </Group>
            <Table.ScrollContainer minWidth={760}>
              <Table
                withTableBorder
                verticalSpacing="xs"
                aria-label={`Curated ${words.many.toLowerCase()}`}
                className="stack-on-phone"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col" w={44}>
                      <span className="visually-hidden">Details</span>
                    </Table.Th>
                    <SortHeader
                      label="Drugs"
                      field="name"
                      sort={filters.sort}
                      onSort={(s) => update({ sort: s })}
                    />
                    <SortHeader
                      label="Severity"
                      field="severity"
                      sort={filters.sort}
                      onSort={(s) => update({ sort: s })}
                    />
                    <SortHeader
                      label="Evidence"
                      field="evidence"
                      sort={filters.sort}
                      onSort={(s) => update({ sort: s })}
                    />
                    <Table.Th scope="col">Management</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((item) => {
                    const open = expanded.has(item.id);
                    const detailsId = `curated-details-${item.id}`;
                    const [a, b] = item.participants;
                    return (
                      <Fragment key={item.id}>
                        <Table.Tr>
                          <Table.Td>
                            <UnstyledButton
                              aria-expanded={open}
                              aria-controls={detailsId}
                              aria-label={`${open ? 'Hide' : 'Show'} details of ${a.name} + ${b.name}`}
                              onClick={() => {
                                const next = new Set(expanded);
                                if (open) next.delete(item.id);
                                else next.add(item.id);
                                setExpanded(next);
                              }}
                              p={6}
                            >
                              {open ? (
                                <ChevronDown size={18} aria-hidden />
                              ) : (
                                <ChevronRight size={18} aria-hidden />
                              )}
                            </UnstyledButton>
                          </Table.Td>
                          <Table.Td data-label="Drugs">
                            <Text size="sm" fw={600} component="div">
                              <Participant p={a} /> + <Participant p={b} />
                            </Text>
                            <Text size="xs" c="dimmed" lineClamp={1}>
                              {item.effect}
                            </Text>
                          </Table.Td>
                          <Table.Td data-label="Severity">
                            <SeverityBadge severity={item.severity} size="sm" />
                          </Table.Td>
                          <Table.Td data-label="Evidence">
                            <Text size="sm">
                              {EVIDENCE_LABEL[item.evidence].replace(' evidence', '')}
                            </Text>
                          </Table.Td>
                          <Table.Td data-label="Management">
                            <Text size="sm" lineClamp={2}>
                              {item.managementAction ? (
                                <Badge size="xs" variant="outline" color="gray" mr={4}>
                                  {tagLabel(item.managementAction)}
                                </Badge>
                              ) : null}
                              {item.management}
                            </Text>
                          </Table.Td>
                        </Table.Tr>
                        {open ? (
                          <Table.Tr id={detailsId}>
                            <Table.Td colSpan={5} bg="var(--mantine-color-default-hover)">
                              <InteractionDetails interaction={asChecked(item)} />
                              <Text size="xs" c="dimmed" mt="xs">
                                Record {item.id}
                              </Text>
                            </Table.Td>
                          </Table.Tr>
                        ) : null}
                      </Fragment>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={list.data.page}
                onChange={(p) => update({ page: String(p) }, true)}
                getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
                getControlProps={(control) => ({
                  'aria-label': `${control.charAt(0).toUpperCase()}${control.slice(1)} page`,
                })}
              />
            ) : null}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
