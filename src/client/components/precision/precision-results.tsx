import { Alert, Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { ClipboardList, Pill, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import type {
  BiomarkerInput,
  CancerMatch,
  EvidenceLevel,
  PrecisionMatchResponse,
  TherapyMatch,
} from '../../../core/precision';
import { TONE } from '../tones';
import { interactionCheckHref, regimenSearchHref } from './links';

export const LEVEL_META: Record<EvidenceLevel, { label: string; color: string; hint: string }> = {
  fda: {
    label: 'FDA label',
    color: 'teal.9',
    hint: 'A biomarker-defined indication in the US label',
  },
  guideline: { label: 'Guideline', color: 'blue.9', hint: 'A dated published guideline' },
  clinical: {
    label: 'Clinical evidence',
    color: 'violet.9',
    hint: 'Trial evidence not yet in a label (PMID)',
  },
  resistance: { label: 'Resistance', color: 'red.9', hint: 'Predicts no benefit from these drugs' },
};

const SECTION_TITLE: Record<CancerMatch, string> = {
  exact: 'This cancer',
  'tumour-agnostic': 'Tumour-agnostic approvals',
  'other-cancer': 'Same biomarker in other cancers (not this cancer’s indication)',
};

const biomarkerText = (b: BiomarkerInput) =>
  `${b.gene} ${b.alteration}${b.partner ? ` (partner ${b.partner})` : ''}${b.value !== undefined ? ` = ${b.value}` : ''}`;

function TherapyCard({
  therapy,
  currentDrugs,
}: {
  therapy: TherapyMatch;
  currentDrugs: readonly string[];
}) {
  const meta = LEVEL_META[therapy.level];
  const resistance = therapy.level === 'resistance';
  const names = therapy.drugs.join(' + ');
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      component="article"
      aria-label={`${names}: ${meta.label}`}
      style={resistance ? { borderColor: TONE.danger, borderWidth: 2 } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            {resistance ? (
              <ShieldAlert size={18} color={TONE.danger} aria-hidden />
            ) : (
              <Pill size={18} aria-hidden />
            )}
            <Text fw={700} c={resistance ? TONE.danger : undefined}>
              {resistance ? `Resistance: ${names}` : names}
            </Text>
          </Group>
          <Badge color={meta.color} variant="filled" title={meta.hint}>
            {meta.label}
          </Badge>
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            Biomarker:
          </Text>{' '}
          {therapy.biomarker}
          {therapy.cancerMatch !== 'exact' ? ` · ${therapy.cancers.join(', ')}` : ''}
        </Text>
        <Text size="sm">{therapy.indication}</Text>
        <Text size="xs" c="dimmed">
          {therapy.line} · {therapy.setting} · matched by {therapy.matchedBy.join(', ')}
        </Text>
        <div>
          <Text size="xs" fw={600}>
            Sources
          </Text>
          <List size="xs" spacing={2}>
            {therapy.sources.map((s) => (
              <List.Item key={s.label}>
                {s.url ? (
                  <Anchor href={s.url} target="_blank" rel="noreferrer" size="xs">
                    {s.label}
                  </Anchor>
                ) : (
                  s.label
                )}
              </List.Item>
            ))}
          </List>
        </div>
        {resistance || therapy.cancerMatch === 'other-cancer' ? null : (
          <Group gap="xs">
            <Button
              component={Link}
              to={interactionCheckHref(therapy.drugs, currentDrugs)}
              size="xs"
              variant="light"
              leftSection={<ShieldAlert size={14} aria-hidden />}
              aria-label={`Check interactions: ${names}`}
            >
              Check interactions
            </Button>
            <Button
              component={Link}
              to={regimenSearchHref(therapy.drugs[0] ?? '')}
              size="xs"
              variant="subtle"
              leftSection={<ClipboardList size={14} aria-hidden />}
              aria-label={`Plan regimen: ${names}`}
            >
              Plan regimen
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The match answer: exact-cancer therapies first, tumour-agnostic approvals next, other cancers'
 * evidence in its own section below (never mixed in); resistance markers in red; biomarkers no
 * record knows listed as "not in the knowledge base", which never means "no therapy".
 */
export function PrecisionResults({
  result,
  currentDrugs = [],
  headingOrder = 3,
}: {
  result: PrecisionMatchResponse;
  currentDrugs?: readonly string[];
  headingOrder?: 3 | 4;
}) {
  const sections = (['exact', 'tumour-agnostic', 'other-cancer'] as const)
    .map((m) => ({ match: m, items: result.therapies.filter((t) => t.cancerMatch === m) }))
    .filter((s) => s.items.length > 0);
  return (
    <Stack gap="md" aria-live="polite">
      <Text size="sm">
        {result.cancer
          ? `Read as: ${result.cancer.name}.`
          : 'The cancer could not be read as a known type: nothing is an exact match; give an ICD-10 or SNOMED code.'}
      </Text>
      {sections.length === 0 ? (
        <Alert color={TONE.info} variant="light" title="No biomarker-defined therapy matched">
          No record in the knowledge base matches these findings. This is not evidence that no
          therapy exists: see the unmatched findings below and current guidelines.
        </Alert>
      ) : null}
      {sections.map((s) => (
        <section key={s.match} aria-label={SECTION_TITLE[s.match]}>
          <Title order={headingOrder} size="h5" mb="xs">
            {SECTION_TITLE[s.match]} ({s.items.length})
          </Title>
          <Stack gap="xs">
            {s.items.map((t) => (
              <TherapyCard key={t.id} therapy={t} currentDrugs={currentDrugs} />
            ))}
          </Stack>
        </section>
      ))}
      {result.unmatched.length > 0 ? (
        <Alert color={TONE.warning} variant="light" title="Not in the knowledge base">
          <Text size="sm">
            These findings match no record. That is not “no therapy”: the knowledge base does not
            cover them; check guidelines, trials and the molecular tumour board.
          </Text>
          <List size="sm">
            {result.unmatched.map((b, i) => (
              <List.Item key={`${b.gene}-${i}`}>{biomarkerText(b)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {result.negative.length > 0 ? (
        <Text size="sm" c="dimmed">
          Reported negative or wild-type: {result.negative.map(biomarkerText).join('; ')}.
        </Text>
      ) : null}
    </Stack>
  );
}
