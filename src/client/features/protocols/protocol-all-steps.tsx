import { Anchor, List, Stack, Text } from '@mantine/core';
import type { ProtocolStep } from '../../../core/knowledge/protocol';
import { criteriaLead, criterionText } from './protocol-text';
import { StepCard } from './step-card';

/** Every step in record order, with where each leads as in-page links. */
export function ProtocolAllSteps({
  steps,
  names,
}: {
  steps: ProtocolStep[];
  names: ReadonlyMap<string, string>;
}) {
  const byId = new Map(steps.map((s) => [s.id, s]));
  const link = (id: string) => (
    <Anchor href={`#step-${id}`} size="sm">
      {byId.get(id)?.title ?? id}
    </Anchor>
  );
  return (
    <Stack>
      {steps.map((step, i) => (
        <StepCard
          key={step.id}
          step={step}
          names={names}
          anchor
          heading={`${i + 1}`}
          footer={
            step.branches ? (
              <div>
                <Text size="sm" fw={600}>
                  Answers
                </Text>
                <List size="sm" spacing={4}>
                  {step.branches.map((b) => (
                    <List.Item key={b.to + b.label}>
                      <strong>{b.label}</strong>
                      {b.criteria
                        ? ` (${[criteriaLead(b.criteria), b.criteria.items.map(criterionText).join('; ')].filter(Boolean).join(' ')})`
                        : ''}{' '}
                      → {link(b.to)}
                    </List.Item>
                  ))}
                </List>
              </div>
            ) : step.next ? (
              <Text size="sm">Then: {link(step.next)}</Text>
            ) : (
              <Text size="sm" c="dimmed">
                End of pathway.
              </Text>
            )
          }
        />
      ))}
    </Stack>
  );
}
