import {
  Alert,
  Anchor,
  Badge,
  Group,
  List,
  Loader,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Info, OctagonX, TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PATHWAYS } from '../../../core/knowledge/drug';
import { MIN_COMPARISON_DRUGS } from '../../../core/config';
import { InteractionResults, useInteractionTerm } from '../../components/interaction-results';
import { ApiError } from '../../lib/api';
import { checkInteractions, drugKeys, fetchDrug, type DrugRecord } from '../../lib/drug-api';
import {
  ORGAN_STATUS_LABEL,
  QT_RISK_LABEL,
  organRuleText,
  pathwayRoleParts,
  routeLabel,
  tagLabel,
} from '../../lib/drug-format';
import { appConfig } from '../../lib/environment';
import { selectComparedRxcuis } from './compare-selection';
import { TONE } from '../../components/tones';

type Row = { label: string; render: (drug: DrugRecord) => ReactNode };

const none = (text: string) => (
  <Text size="sm" c="dimmed" fs="italic">
    {text}
  </Text>
);

function Organ({ adj }: { adj: DrugRecord['renal'] }) {
  return (
    <Stack gap={2}>
      <Badge
        variant="outline"
        color={adj.status === 'avoid' ? '#b91c1c' : adj.status === 'adjust' ? '#b45309' : 'gray'}
        size="sm"
      >
        {ORGAN_STATUS_LABEL[adj.status]}
      </Badge>
      <Text size="sm">{adj.summary}</Text>
      {adj.rules.length > 0 ? (
        <List size="xs" spacing={1}>
          {adj.rules.map((r) => (
            <List.Item key={organRuleText(r)}>{organRuleText(r)}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}

/** The rows of the side-by-side table, in the order the issue lists them. */
export const COMPARE_ROWS: Row[] = [
  { label: 'Class', render: (d) => <Text size="sm">{d.drugClass}</Text> },
  { label: 'Mechanism', render: (d) => <Text size="sm">{d.mechanism}</Text> },
  { label: 'Routes', render: (d) => <Text size="sm">{d.routes.map(routeLabel).join(', ')}</Text> },
  {
    label: 'Metabolism and transport',
    render: (d) => {
      const rows = PATHWAYS.flatMap((p) => {
        const role = d.pathways[p];
        return role ? [`${p}: ${pathwayRoleParts(role).join(', ')}`] : [];
      });
      return rows.length > 0 ? (
        <List size="sm" spacing={1}>
          {rows.map((r) => (
            <List.Item key={r}>{r}</List.Item>
          ))}
        </List>
      ) : (
        none('No documented enzyme or transporter role')
      );
    },
  },
  { label: 'QT risk', render: (d) => <Text size="sm">{QT_RISK_LABEL[d.qtRisk]}</Text> },
  {
    label: 'pH-dependent absorption',
    render: (d) => (
      <Text size="sm">
        {d.phDependentAbsorption ? 'Yes: absorption falls with acid suppression' : 'Not flagged'}
      </Text>
    ),
  },
  {
    label: 'Boxed warnings',
    render: (d) =>
      d.boxedWarnings.length > 0 ? (
        <List size="sm" spacing={2} icon={<OctagonX size={14} color="#b91c1c" aria-hidden />}>
          {d.boxedWarnings.map((w) => (
            <List.Item key={w}>{w}</List.Item>
          ))}
        </List>
      ) : (
        none('No boxed warning in the label')
      ),
  },
  {
    label: 'Key toxicities',
    render: (d) =>
      d.toxicities.length > 0 ? (
        <Group gap={4}>
          {d.toxicities.map((t) => (
            <Badge key={t} variant="light" color="gray" size="sm">
              {tagLabel(t)}
            </Badge>
          ))}
        </Group>
      ) : (
        none('No toxicity flags recorded')
      ),
  },
  { label: 'Renal adjustment', render: (d) => <Organ adj={d.renal} /> },
  { label: 'Hepatic adjustment', render: (d) => <Organ adj={d.hepatic} /> },
  {
    label: 'Pharmacogenomics',
    render: (d) =>
      d.pgxGenes.length > 0 ? (
        <Group gap={4}>
          {d.pgxGenes.map((g) => (
            <Badge key={g} variant="outline" size="sm">
              {g}
            </Badge>
          ))}
        </Group>
      ) : (
        none('No pharmacogenomic gene recorded')
      ),
  },
];

function errorText(error: unknown, rxcui: string): string {
  if (error instanceof ApiError && error.status === 404) return `No drug with RxCUI ${rxcui}.`;
  return error instanceof Error ? error.message : 'Could not load this drug.';
}

/**
 * `/compare?drugs=rxcui,…` (SPEC §2): opened in a new tab by the comparison tray; needs at least
 * two drugs and shows at most the configured `maxComparisonDrugs`.
 */
export default function ComparePage() {
  const [params] = useSearchParams();
  const max = appConfig.maxComparisonDrugs;
  const selection = selectComparedRxcuis(params.get('drugs'), max);
  const { rxcuis } = selection;
  const words = useInteractionTerm();
  const drugs = useQueries({
    queries: rxcuis.map((rxcui) => ({
      queryKey: drugKeys.detail(rxcui),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchDrug(rxcui, signal),
    })),
  });
  const enough = rxcuis.length >= MIN_COMPARISON_DRUGS;
  const check = useQuery({
    queryKey: drugKeys.check(rxcuis),
    queryFn: ({ signal }) => checkInteractions(rxcuis, signal),
    enabled: enough,
  });

  return (
    <Stack gap="md">
      <Title order={2}>Drug comparison</Title>
      {selection.invalid.length > 0 ? (
        <Alert color={TONE.warning} icon={<TriangleExclamationPoint size={18} aria-hidden />}>
          Ignored because they are not RxCUIs: {selection.invalid.join(', ')}.
        </Alert>
      ) : null}
      {selection.dropped.length > 0 ? (
        <Alert color={TONE.warning} icon={<TriangleExclamationPoint size={18} aria-hidden />}>
          The comparison shows at most {max} drugs (the configured maximum). Left out:{' '}
          {selection.dropped.join(', ')}.
        </Alert>
      ) : null}
      {!enough ? (
        <Alert color={TONE.info} icon={<Info size={18} aria-hidden />} title="Add drugs to compare">
          Comparison needs at least {MIN_COMPARISON_DRUGS} drugs
          {rxcuis.length === 1 ? '; this link names only one' : ''}. Use the Compare buttons in{' '}
          <Anchor component={Link} to="/search">
            drug search
          </Anchor>{' '}
          or the{' '}
          <Anchor component={Link} to="/database">
            drug database
          </Anchor>
          , then open the comparison from the tray.
        </Alert>
      ) : (
        <>
          <Table.ScrollContainer minWidth={150 + rxcuis.length * 220} type="native">
            <Table
              withTableBorder
              withColumnBorders
              verticalSpacing="sm"
              layout="fixed"
              aria-label="Side-by-side drug comparison"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" w={150}>
                    Attribute
                  </Table.Th>
                  {rxcuis.map((rxcui, i) => {
                    const q = drugs[i];
                    return (
                      <Table.Th scope="col" key={rxcui}>
                        {q?.data ? (
                          <Stack gap={0}>
                            <Anchor component={Link} to={`/database/${rxcui}`} fw={700}>
                              {q.data.name}
                            </Anchor>
                            {q.data.brandNames.length > 0 ? (
                              <Text size="xs" c="dimmed" fw={400}>
                                {q.data.brandNames.join(', ')}
                              </Text>
                            ) : null}
                          </Stack>
                        ) : q?.isError ? (
                          <Text c="#b91c1c" size="sm" role="alert">
                            {errorText(q.error, rxcui)}
                          </Text>
                        ) : (
                          <Group gap="xs">
                            <Loader size="xs" />
                            <Text size="sm">Loading RxCUI {rxcui}…</Text>
                          </Group>
                        )}
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {COMPARE_ROWS.map((row) => (
                  <Table.Tr key={row.label}>
                    <Table.Th
                      scope="row"
                      // "Pharmacogenomics" is wider than the column: break it, never overlap.
                      style={{ verticalAlign: 'top', hyphens: 'auto', overflowWrap: 'anywhere' }}
                    >
                      {row.label}
                    </Table.Th>
                    {rxcuis.map((rxcui, i) => {
                      const q = drugs[i];
                      return (
                        <Table.Td key={rxcui} style={{ verticalAlign: 'top' }}>
                          {q?.data ? (
                            row.render(q.data)
                          ) : q?.isError ? (
                            none('Not available')
                          ) : (
                            <Skeleton h={16} />
                          )}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>

          <section aria-labelledby="compare-interactions">
            <Title order={3} id="compare-interactions" mb="sm">
              {words.many} among the compared drugs
            </Title>
            {check.isPending ? (
              <Group gap="xs" role="status">
                <Loader size="sm" />
                <Text size="sm">Checking {rxcuis.length} drugs…</Text>
              </Group>
            ) : check.isError ? (
              <Alert color={TONE.danger} role="alert" title="The check failed">
                {check.error instanceof Error ? check.error.message : 'Unknown error'}. The drugs
                above were not checked against each other.
              </Alert>
            ) : (
              <InteractionResults result={check.data} headingOrder={4} />
            )}
          </section>
        </>
      )}
    </Stack>
  );
}
