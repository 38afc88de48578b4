import { Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { ExternalLink, Info } from 'lucide-react';
import type { PgxRecommendation } from '../../../core/pgx';
import { ActionBadge, STRENGTH_LABEL } from './action-meta';
import { capitalise, describeDose } from './format';

/**
 * Phenoconversion came from a co-medication: replacing it restores the genotype's phenotype
 * (CPIC tamoxifen guideline). Offered first when the guided drug is the cancer drug to keep.
 */
function InhibitorAdvice({
  advice,
}: {
  advice: NonNullable<PgxRecommendation['inhibitorAdvice']>;
}) {
  return (
    <Text
      component="p"
      m={0}
      p="xs"
      style={{ borderLeft: '3px solid var(--mantine-color-blue-6)' }}
      aria-label="Replace the inhibitor"
    >
      {advice.text}
    </Text>
  );
}

/**
 * One drug's genotype-guided recommendation: the action in colour, icon and words, the stated
 * dose factor, the guideline's strength, the paraphrased advice and its sources.
 */
export function RecommendationCard({ rec }: { rec: PgxRecommendation }) {
  const dose = describeDose(rec);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-label={`${rec.drug.name}: ${rec.gene}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={4}>{capitalise(rec.drug.name)}</Title>
            <Text size="sm" c="dimmed">
              {rec.gene}: {rec.phenotype}
              {rec.populationLabel ? ` · ${rec.populationLabel}` : ''}
            </Text>
          </div>
          <ActionBadge action={rec.action} size="lg" />
        </Group>
        {rec.condition ? (
          <Text size="sm" fw={600}>
            Applies {rec.condition}
          </Text>
        ) : null}
        {rec.inhibitorAdvice?.first ? <InhibitorAdvice advice={rec.inhibitorAdvice} /> : null}
        <Text>
          {rec.inhibitorAdvice?.first ? (
            <Text span fw={600}>
              Or, if the co-medication must stay:{' '}
            </Text>
          ) : null}
          {rec.recommendation}
        </Text>
        {rec.inhibitorAdvice && !rec.inhibitorAdvice.first ? (
          <InhibitorAdvice advice={rec.inhibitorAdvice} />
        ) : null}
        {dose ? (
          <Text size="sm" fw={600}>
            {dose}
            {rec.doseNote ? (
              <Text span fw={400}>
                {' '}
                — {rec.doseNote}
              </Text>
            ) : null}
          </Text>
        ) : null}
        <Text size="sm">
          Strength: <strong>{STRENGTH_LABEL[rec.strength]}</strong> · {rec.guideline.title} (
          {rec.guideline.version})
        </Text>
        {rec.notes.length > 0 ? (
          <List size="sm" icon={<Info size={14} aria-hidden />} spacing={2}>
            {rec.notes.map((n) => (
              <List.Item key={n}>{n}</List.Item>
            ))}
          </List>
        ) : null}
        {rec.sources.length > 0 ? (
          <div>
            <Text size="xs" fw={600} c="dimmed">
              Sources
            </Text>
            <List size="xs" spacing={2}>
              {rec.sources.map((s) => (
                <List.Item key={s.label}>
                  {s.url ? (
                    <Anchor href={s.url} target="_blank" rel="noreferrer" size="xs">
                      {s.label}
                      <ExternalLink size={11} aria-hidden style={{ marginLeft: 3 }} />
                    </Anchor>
                  ) : (
                    s.label
                  )}
                </List.Item>
              ))}
            </List>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}
