import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Search } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { RecordKind } from '../../../core/knowledge/changes';
import { LoadError, LoadingState } from '../../components/query-state';
import { TONE } from '../../components/tones';
import { useKnowledgeChanges, type KnowledgeChanges } from './api';

const KIND_LABEL: Record<RecordKind, { one: string; many: string }> = {
  drug: { one: 'Drug', many: 'Drugs' },
  interaction: { one: 'Interaction', many: 'Curated interactions' },
  'drug-group': { one: 'Drug group', many: 'Drug groups' },
  'standard-combination': { one: 'Standard combination', many: 'Standard combinations' },
  'combination-product': { one: 'Combination product', many: 'Combination products' },
  biomarker: { one: 'Biomarker-defined therapy', many: 'Biomarker-defined therapies' },
  regimen: { one: 'Regimen', many: 'Regimens' },
  protocol: { one: 'Protocol', many: 'Protocols' },
};

/**
 * Rows shown per kind until the reader asks for the rest: the full changelog is over 2,000 rows
 * (about 14,600 elements), slow to lay out on a ward PC and slower still for a screen reader. The
 * filter and the text query still search every change; only what is drawn is bounded.
 */
export const ROWS_PER_KIND = 50;

/** On the name and reason cells only: the change badge must keep its word whole. */
const BREAK_LONG_WORDS = { overflowWrap: 'anywhere' } as const;

const CHANGE_TONE = { added: TONE.success, changed: TONE.info, removed: TONE.warning } as const;

type ChangeFilter = 'all' | 'added' | 'changed' | 'removed';

/** "3 added, 1 changed" for a kind's counts, leaving out the zeros. */
function countsText(c: { added: number; changed: number; removed: number }): string {
  const parts = (['added', 'changed', 'removed'] as const)
    .filter((k) => c[k] > 0)
    .map((k) => `${c[k]} ${k}`);
  return parts.length > 0 ? parts.join(', ') : 'no change';
}

/** A row's header cell id, so focus can move to the first row a "Show all" revealed. */
const rowId = (kind: RecordKind, id: string) => `change-row-${kind}-${id}`;

function ChangeList({ data }: { data: KnowledgeChanges }) {
  const [filter, setFilter] = useState<ChangeFilter>('all');
  const [query, setQuery] = useState('');
  // Kinds whose every row the reader asked to see; kept while the filter or query changes.
  const [expanded, setExpanded] = useState<ReadonlySet<RecordKind>>(() => new Set());
  // Set by "Show all", consumed after the render that drew the rows: the button is gone by then,
  // so focus goes to the first row it revealed (where the reader's eye already is).
  const focusAfterRender = useRef<string | null>(null);
  useEffect(() => {
    if (focusAfterRender.current) {
      document.getElementById(focusAfterRender.current)?.focus();
      focusAfterRender.current = null;
    }
  });
  // Four counted options are about 490 px wide: stacked on a phone, else "Removed" is clipped.
  const narrow = useMediaQuery('(max-width: 539px)', false, { getInitialValueInEffect: false });
  const q = query.trim().toLowerCase();
  const shown = useMemo(
    () =>
      data.changes.filter(
        (c) =>
          (filter === 'all' || c.change === filter) &&
          (!q || `${c.name} ${c.id} ${c.reason}`.toLowerCase().includes(q)),
      ),
    [data.changes, filter, q],
  );
  const kinds = data.byKind.filter((k) => shown.some((c) => c.kind === k.kind));

  return (
    <Stack>
      <Group align="end" wrap="wrap">
        <SegmentedControl
          aria-label="Show changes"
          orientation={narrow ? 'vertical' : 'horizontal'}
          fullWidth={narrow}
          value={filter}
          onChange={(v) => setFilter(v as ChangeFilter)}
          data={[
            { value: 'all', label: `All (${data.changes.length})` },
            { value: 'added', label: `Added (${data.counts.added})` },
            { value: 'changed', label: `Changed (${data.counts.changed})` },
            { value: 'removed', label: `Removed (${data.counts.removed})` },
          ]}
        />
        <TextInput
          label="Filter"
          description="Searches every change, including rows not yet shown"
          placeholder="Drug, record or reason"
          leftSection={<Search size={16} aria-hidden />}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
      </Group>
      {kinds.length === 0 ? (
        <Text>No change matches this filter.</Text>
      ) : (
        kinds.map((k) => {
          const rows = shown.filter((c) => c.kind === k.kind);
          const capped = !expanded.has(k.kind) && rows.length > ROWS_PER_KIND;
          const drawn = capped ? rows.slice(0, ROWS_PER_KIND) : rows;
          const noun = KIND_LABEL[k.kind].one.toLowerCase();
          const matching = filter !== 'all' || q ? ' matching' : '';
          const total = rows.length.toLocaleString('en-US');
          return (
            <Card withBorder key={k.kind} component="section" aria-labelledby={`kind-${k.kind}`}>
              <Title order={3} size="h4" id={`kind-${k.kind}`} mb="xs">
                {KIND_LABEL[k.kind].many}{' '}
                <Text span size="sm" c="dimmed">
                  ({countsText(k)})
                </Text>
              </Title>
              {/* No horizontal scroll container: three columns of wrapping text fit a phone, once a
                  long drug name in a reason may break (it pushed the table past the card at 390 px). */}
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{KIND_LABEL[k.kind].one}</Table.Th>
                    <Table.Th scope="col">Change</Table.Th>
                    <Table.Th scope="col">Why</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {drawn.map((c) => (
                    <Table.Tr key={`${c.kind}:${c.id}`}>
                      <Table.Th
                        scope="row"
                        fw={500}
                        id={rowId(c.kind, c.id)}
                        tabIndex={-1}
                        style={BREAK_LONG_WORDS}
                      >
                        {c.kind === 'drug' && c.change !== 'removed' ? (
                          <Anchor component={Link} to={`/database/${c.id}`}>
                            {c.name}
                          </Anchor>
                        ) : (
                          c.name
                        )}
                      </Table.Th>
                      <Table.Td>
                        {/* Its whole word: a badge's label otherwise shrinks to an ellipsis
                            ("ADD…") when the name column is long. */}
                        <Badge
                          variant="light"
                          color={CHANGE_TONE[c.change]}
                          style={{ minWidth: 'max-content' }}
                        >
                          {c.change}
                        </Badge>
                      </Table.Td>
                      <Table.Td style={BREAK_LONG_WORDS}>{c.reason}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {capped ? (
                <Group mt="sm" gap="sm" wrap="wrap">
                  <Text size="sm" c="dimmed">
                    {`Showing the first ${ROWS_PER_KIND} of ${total}${matching} ${noun} changes.`}
                  </Text>
                  <Button
                    variant="default"
                    size="sm"
                    onClick={() => {
                      const next = rows[ROWS_PER_KIND];
                      if (next) focusAfterRender.current = rowId(next.kind, next.id);
                      setExpanded((prev) => new Set(prev).add(k.kind));
                    }}
                  >
                    {`Show all ${total}${matching} ${noun} changes`}
                  </Button>
                </Group>
              ) : null}
            </Card>
          );
        })
      )}
    </Stack>
  );
}

const APPLIES = {
  'checker-and-alerts': 'Used by the checker and alerts here',
  'recorded-only': 'Recorded against the fact; the engine keeps the product value',
  reverted: 'Ended',
} as const;

/**
 * Your institution's own changes (issue 22): approved knowledge corrections and alert-policy
 * entries, marked as local so they are never read as the knowledge base's.
 */
function LocalChanges({ local }: { local: NonNullable<KnowledgeChanges['local']> }) {
  return (
    <Card withBorder component="section" aria-labelledby="local-changes">
      <Stack gap="xs">
        <Title order={3} size="h4" id="local-changes">
          Local changes in your institution ({local.length})
        </Title>
        {local.length === 0 ? (
          <Text size="sm">None: your institution uses the knowledge base as released.</Text>
        ) : (
          local.map((c) => (
            <Stack key={`${c.origin}-${c.id}`} gap={2} data-testid="local-change">
              <Group gap="xs" wrap="wrap">
                <Badge color={TONE.info} variant="light">
                  Local {c.origin === 'correction' ? 'correction' : 'alert policy'}
                </Badge>
                <Text fw={600} size="sm">
                  {c.name}
                </Text>
                <Text size="sm">{c.change}</Text>
              </Group>
              <Text size="sm">{c.reason}</Text>
              <Text size="xs" c="dimmed">
                {c.by}, {c.at.slice(0, 10)}. {APPLIES[c.applies]}.
              </Text>
            </Stack>
          ))
        )}
      </Stack>
    </Card>
  );
}

/** `/help/knowledge-changes`: what changed in the knowledge base since its previous version. */
export default function KnowledgeChangesPage() {
  const changes = useKnowledgeChanges();
  return (
    <Stack maw={1000}>
      <Anchor component={Link} to="/help" size="sm">
        ← Help
      </Anchor>
      <Title order={2}>What changed in the knowledge base</Title>
      {changes.isPending ? (
        <LoadingState what="the knowledge-base changes" />
      ) : changes.isError ? (
        <LoadError
          error={changes.error}
          retry={() => void changes.refetch()}
          title="The knowledge-base changes could not be loaded"
        />
      ) : (
        <>
          <Text>
            Version <strong>{changes.data.version}</strong> (released {changes.data.releasedOn})
            against {changes.data.previousVersion}: {countsText(changes.data.counts)}.{' '}
            {changes.data.summary}
          </Text>
          {changes.data.local ? <LocalChanges local={changes.data.local} /> : null}
          <ChangeList data={changes.data} />
        </>
      )}
    </Stack>
  );
}
