import { Accordion, Alert, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Info, TriangleExclamationPoint } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { termIn } from '../../core/access';
import { SEVERITY_ORDER } from '../../core/knowledge/interaction';
import type { CheckResponse, DrugRef } from '../lib/drug-api';
import { checkedScope, distinctResolved, groupBySeverity } from '../lib/interaction-results';
import { useAuth } from '../stores/auth';
import { InteractionDetails } from './interaction-details';
import { SEVERITY_META, SeverityBadge } from './severity';
import { TONE } from './tones';

/**
 * The word for a drug–drug finding. The checker, curated list, monographs and comparison are
 * reference contexts, where every role reads "Interaction"; a researcher's "Adverse Event" is for
 * subjects and cohorts (core/access vocabulary.ts).
 */
const ORIGIN = { policy: 'Institution policy', correction: 'Local correction' } as const;

/**
 * The institution's grading beside the knowledge base's own (issue 22): the badge shows the local
 * severity; this line says so and names the knowledge base's.
 */
function LocalPolicyLine({ item }: { item: CheckResponse['interactions'][number] }) {
  const p = item.localPolicy!;
  return (
    <Text size="xs" data-testid="local-policy">
      <Badge size="xs" variant="outline" color={TONE.info} component="span" mr={4}>
        {ORIGIN[p.origin]}
      </Badge>
      {p.action === 'do-not-interrupt'
        ? 'Shown without interrupting here'
        : `Graded ${item.severity} here`}
      {item.kbSeverity ? `; knowledge base: ${item.kbSeverity}` : ''} (approved by {p.approvedBy},
      from {p.effectiveFrom})
    </Text>
  );
}

export function useInteractionTerm(context: 'reference' | 'navigation' = 'reference') {
  const role = useAuth((s) => s.user?.role);
  return {
    one: role ? termIn(role, 'interaction', context) : 'Interaction',
    many: role ? termIn(role, 'interaction', context, true) : 'Interactions',
  };
}

/** Sentence case for a heading built from a term: "Adverse Event checker" → "Adverse event checker". */
export const sentenceCase = (text: string) => text.charAt(0) + text.slice(1).toLowerCase();

export function SeveritySummary({ summary }: { summary: CheckResponse['summary'] }) {
  return (
    <Group gap="xs" aria-label="Findings by severity" role="list">
      {SEVERITY_ORDER.map((s) => {
        const meta = SEVERITY_META[s];
        const n = summary[s];
        return (
          <Badge
            key={s}
            role="listitem"
            color={n > 0 ? meta.color : 'gray'}
            variant={n > 0 ? 'filled' : 'outline'}
            leftSection={<meta.Icon size={14} aria-hidden />}
          >
            {n} {meta.label}
          </Badge>
        );
      })}
    </Group>
  );
}

/**
 * A check's results: unrecognised inputs first (they were not checked), then findings grouped by
 * severity with colour, icon and text, each expandable to mechanism, management, reasoning and
 * sources. When nothing is found it says exactly what was checked and that the absence of a
 * record is not proof of safety (ARCHITECTURE principle 1).
 */
export function InteractionResults({
  result,
  headingOrder = 3,
  extra,
  onPickSuggestion,
}: {
  result: CheckResponse;
  headingOrder?: 3 | 4;
  /** Rendered under the summary, e.g. an "add to comparison" action. */
  extra?: ReactNode;
  /** Offered for each close spelling of an unresolved input; never applied without a click. */
  onPickSuggestion?: (input: string, candidate: DrugRef) => void;
}) {
  const words = useInteractionTerm();
  const baseId = useId();
  const groups = groupBySeverity(result.interactions);
  const drugs = distinctResolved(result.resolved);
  return (
    <Stack gap="md">
      <SeveritySummary summary={result.summary} />
      {extra}
      {result.unresolved.length > 0 ? (
        <Alert
          color={TONE.warning}
          icon={<TriangleExclamationPoint size={18} aria-hidden />}
          title="Not recognised, so not checked"
        >
          <Text size="sm" mb={4}>
            These entries match no drug in the knowledge base. Nothing about them was checked; check
            the spelling or use the generic name.
          </Text>
          <List size="sm">
            {result.unresolved.map((u) => {
              const candidates =
                result.suggestions?.find((s) => s.input === u)?.candidates.slice(0, 3) ?? [];
              return (
                <List.Item key={u}>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" fw={600}>
                      {u}
                    </Text>
                    {candidates.length > 0 ? (
                      <Text size="sm" c="dimmed">
                        Did you mean:
                      </Text>
                    ) : null}
                    {candidates.map((c) =>
                      onPickSuggestion ? (
                        <Button
                          key={c.id ?? c.name}
                          size="compact-xs"
                          variant="light"
                          onClick={() => onPickSuggestion(u, c)}
                          aria-label={`Use ${c.name} instead of ${u}`}
                        >
                          {c.name}
                        </Button>
                      ) : (
                        <Text key={c.id ?? c.name} size="sm">
                          {c.name}
                        </Text>
                      ),
                    )}
                  </Group>
                </List.Item>
              );
            })}
          </List>
        </Alert>
      ) : null}
      {result.limitations && result.limitations.length > 0 ? (
        <Alert
          color="gray"
          icon={<Info size={18} aria-hidden />}
          title="What could not be fully assessed"
          data-testid="limitations"
        >
          <List size="sm" spacing={2}>
            {result.limitations.map((l) => (
              <List.Item key={`${l.kind}|${l.text}`}>{l.text}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {result.interactions.length === 0 ? (
        <Alert
          color="gray"
          variant="outline"
          icon={<Info size={18} aria-hidden />}
          title={`No ${words.many.toLowerCase()} found`}
          data-testid="no-interactions"
        >
          <Text size="sm">
            Checked {checkedScope(result)}
            {drugs.length > 0 ? `: ${drugs.map((d) => d.name).join(', ')}` : ''}. No curated record
            and no mechanism-based inference applies to these pairs.
          </Text>
          <Text size="sm" fw={700} mt={4}>
            The absence of data is not proof of safety: the knowledge base may not cover these
            combinations. Use clinical judgement and the product labels.
          </Text>
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Checked {checkedScope(result)}; {result.interactions.length}{' '}
            {(result.interactions.length === 1 ? words.one : words.many).toLowerCase()} found.
          </Text>
          {groups.map((group) => {
            const meta = SEVERITY_META[group.severity];
            const headingId = `${baseId}-${group.severity}`;
            return (
              <section
                key={group.severity}
                aria-labelledby={headingId}
                data-testid={`severity-group-${group.severity}`}
              >
                <Title order={headingOrder} size="h5" id={headingId} mb="xs">
                  <Group gap={6} component="span" c={meta.color}>
                    <meta.Icon size={18} aria-hidden />
                    {meta.label} ({group.items.length})
                  </Group>
                </Title>
                <Text size="xs" c="dimmed" mb="xs">
                  {meta.hint}
                </Text>
                <Accordion multiple variant="separated" chevronPosition="right">
                  {group.items.map((item, index) => (
                    <Accordion.Item
                      key={`${item.names.join('+')}-${index}`}
                      value={`${item.names.join('+')}-${index}`}
                      style={{ borderLeft: `4px solid ${meta.color}` }}
                    >
                      <Accordion.Control>
                        <Stack gap={4}>
                          <Group gap="xs" wrap="wrap">
                            <SeverityBadge severity={item.severity} size="sm" />
                            <Text fw={600}>
                              {item.names[0]} + {item.names[1]}
                            </Text>
                            {item.basis === 'inferred' ? (
                              <Badge size="xs" variant="outline" color="#7e22ce">
                                Inferred
                              </Badge>
                            ) : null}
                          </Group>
                          <Text size="sm" c="dimmed" lineClamp={2}>
                            {item.effect}
                          </Text>
                          {item.localPolicy ? <LocalPolicyLine item={item} /> : null}
                        </Stack>
                      </Accordion.Control>
                      <Accordion.Panel>
                        <InteractionDetails interaction={item} />
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              </section>
            );
          })}
        </>
      )}
    </Stack>
  );
}
