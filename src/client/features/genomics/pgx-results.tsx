import { Alert, Badge, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { CircleHelp, Shuffle, TriangleAlert } from 'lucide-react';
import type { PgxAction } from '../../../core/knowledge/pgx';
import type { PgxGeneResult, PgxRecommendation } from '../../../core/pgx';
import { ACTION_META, ACTION_ORDER } from './action-meta';
import type { PgxEvaluateResponse } from './api';
import { capitalise } from './format';
import { RecommendationCard } from './recommendation-card';
import { useTerm } from './use-term';

function geneLabel(g: PgxGeneResult): string {
  return g.allele ? `${g.gene}${g.allele}` : g.gene;
}

function scoreText(score: number | null): string {
  return score === null ? 'n/a' : String(score);
}

function PhenotypeCell({ g }: { g: PgxGeneResult }) {
  if (g.phenotype === 'indeterminate') {
    return (
      <Badge color="#4b5563" leftSection={<CircleHelp size={12} aria-hidden />} tt="none">
        Indeterminate
      </Badge>
    );
  }
  return (
    <Text size="sm">
      {g.cpicPhenotype}
      {g.phenoconverted ? (
        <Text span size="sm" c="orange.9" fw={600}>
          {' '}
          (phenoconverted from {g.phenoconverted.from})
        </Text>
      ) : null}
    </Text>
  );
}

/** Per-gene calls: phenotype, activity score, phenoconversion, notes. */
export function GeneResultsTable({ genes }: { genes: PgxGeneResult[] }) {
  return (
    <Table.ScrollContainer type="native" tabIndex={0} minWidth={560}>
      <Table verticalSpacing="xs" striped>
        <Table.Caption>Phenotype for each gene entered</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Gene</Table.Th>
            <Table.Th scope="col">Diplotype</Table.Th>
            <Table.Th scope="col">Activity score</Table.Th>
            <Table.Th scope="col">Phenotype</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {genes.map((g) => (
            <Table.Tr key={geneLabel(g)}>
              <Table.Th scope="row">{geneLabel(g)}</Table.Th>
              <Table.Td ff="monospace">{g.diplotype ?? '—'}</Table.Td>
              <Table.Td>{g.activityScoreText ?? '—'}</Table.Td>
              <Table.Td>
                <PhenotypeCell g={g} />
                {g.notes.length > 0 ? (
                  <Text size="xs" c="dimmed">
                    {g.notes.join('; ')}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Says plainly when a medication changed the effective CYP2D6 phenotype. */
export function PhenoconversionNotice({ gene }: { gene: PgxGeneResult }) {
  const p = gene.phenoconverted;
  if (!p) return null;
  return (
    <Alert
      variant="outline"
      color="orange.9"
      icon={<Shuffle size={18} aria-hidden />}
      title={`${gene.gene} phenoconversion: ${p.from} → ${p.to}`}
    >
      <Text size="sm">
        The genotype predicts a {p.from} (activity score {scoreText(p.fromActivityScore)}). With{' '}
        {p.cause}, the effective phenotype is {p.to} (activity score {scoreText(p.toActivityScore)}
        ). The recommendations below use the effective phenotype.
      </Text>
      <Text size="xs" mt={4} c="dimmed">
        {p.method}
      </Text>
    </Alert>
  );
}

export function groupByAction(recs: PgxRecommendation[]): Array<[PgxAction, PgxRecommendation[]]> {
  return ACTION_ORDER.map(
    (action) =>
      [action, recs.filter((r) => r.action === action)] as [PgxAction, PgxRecommendation[]],
  ).filter(([, list]) => list.length > 0);
}

/** The whole evaluation: problems first, then genes, then recommendations by action. */
export function PgxResults({ result }: { result: PgxEvaluateResponse }) {
  const t = useTerm();
  const groups = groupByAction(result.recommendations);
  const unknownMeds = result.unknownMedications ?? [];
  const unknownDrugs = result.unknownDrugs ?? [];
  const withoutGuidance = result.drugsWithoutGuidance ?? [];
  return (
    <Stack aria-live="polite">
      <Title order={3} size="h4">
        Results
      </Title>
      {result.errors.length > 0 ? (
        <Alert
          variant="outline"
          color="red.9"
          icon={<TriangleAlert size={18} aria-hidden />}
          title="Some results could not be interpreted"
        >
          <List size="sm">
            {result.errors.map((e, i) => (
              <List.Item key={i}>
                <strong>{e.gene}:</strong> {e.message}
              </List.Item>
            ))}
          </List>
          <Text size="sm" mt={4}>
            An uninterpreted result is treated as indeterminate, never as normal.
          </Text>
        </Alert>
      ) : null}
      {unknownMeds.length > 0 ? (
        <Alert
          variant="outline"
          color="orange.9"
          icon={<TriangleAlert size={18} aria-hidden />}
          title="Not recognised"
        >
          {capitalise(t('medication', true).toLowerCase())} not found in the knowledge base, so
          their effect on CYP2D6 was not checked: {unknownMeds.join(', ')}.
        </Alert>
      ) : null}
      {unknownDrugs.length > 0 ? (
        <Alert
          variant="outline"
          color="orange.9"
          icon={<TriangleAlert size={18} aria-hidden />}
          title="Not evaluated"
        >
          Drugs not found in the knowledge base: {unknownDrugs.join(', ')}.
        </Alert>
      ) : null}

      {result.genes.map((g) => (
        <PhenoconversionNotice key={geneLabel(g)} gene={g} />
      ))}
      {result.genes.length > 0 ? <GeneResultsTable genes={result.genes} /> : null}

      {groups.length === 0 ? (
        <Alert
          variant="outline"
          color="gray.8"
          icon={<CircleHelp size={18} aria-hidden />}
          title="No recommendations"
        >
          No drug rule in the knowledge base uses{' '}
          {result.genes.length > 0 ? result.genes.map(geneLabel).join(', ') : 'the genes entered'}{' '}
          for the drugs checked. This is not the same as "no effect": it means no guideline
          recommendation is recorded.
        </Alert>
      ) : (
        groups.map(([action, recs]) => {
          const meta = ACTION_META[action];
          return (
            <section key={action} aria-labelledby={`pgx-group-${action}`}>
              <Group gap="xs" mb="xs" mt="sm">
                <meta.Icon size={20} color={meta.color} aria-hidden />
                <Title order={4} id={`pgx-group-${action}`} size="h5">
                  {meta.heading} ({recs.length})
                </Title>
              </Group>
              <SimpleGrid cols={{ base: 1, lg: 2 }}>
                {recs.map((r, i) => (
                  <RecommendationCard key={`${r.ruleId}-${i}`} rec={r} />
                ))}
              </SimpleGrid>
            </section>
          );
        })
      )}

      {result.untested.length > 0 ? (
        <Alert
          variant="outline"
          color="gray.8"
          icon={<CircleHelp size={18} aria-hidden />}
          title="Not tested"
        >
          <List size="sm">
            {result.untested.map((u) => (
              <List.Item key={u.drug.id}>
                {capitalise(u.drug.name)}: needs a result for {u.genes.join(' or ')}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {withoutGuidance.length > 0 ? (
        <Text size="sm" c="dimmed">
          No pharmacogenomic guidance is recorded for:{' '}
          {withoutGuidance.map((d) => d.name).join(', ')}.
        </Text>
      ) : null}
    </Stack>
  );
}
