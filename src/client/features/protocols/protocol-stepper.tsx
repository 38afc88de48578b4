import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { ArrowLeft, ArrowRight, Flag, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { ProtocolStep } from '../../../core/knowledge/protocol';
import { CriteriaView, StepCard } from './step-card';

/** A visited step and, for a decision, the answer that led on from it. */
type Visit = { id: string; answer?: string };

/**
 * Walks a protocol from its first step, one step at a time: decisions offer their branches as
 * buttons, other steps continue to `next`. The path taken stays listed, and Back undoes one step.
 */
export function ProtocolStepper({
  steps,
  names,
}: {
  steps: ProtocolStep[];
  names: ReadonlyMap<string, string>;
}) {
  const first = steps[0];
  const [path, setPath] = useState<Visit[]>(first ? [{ id: first.id }] : []);
  const byId = new Map(steps.map((s) => [s.id, s]));
  const current = byId.get(path[path.length - 1]?.id ?? '');
  if (!current) return <Text c="dimmed">This protocol has no steps.</Text>;

  const go = (to: string, answer?: string) =>
    setPath((p) => [
      ...p.slice(0, -1),
      { ...(p[p.length - 1] as Visit), ...(answer ? { answer } : {}) },
      { id: to },
    ]);
  const back = () =>
    setPath((p) => {
      const previous = p.slice(0, -1);
      const last = previous[previous.length - 1];
      return last ? [...previous.slice(0, -1), { id: last.id }] : p;
    });
  const restart = () => first && setPath([{ id: first.id }]);
  const nextStep = current.next ? byId.get(current.next) : undefined;

  const footer = (
    <Stack gap="sm">
      {current.kind === 'decision' && current.branches ? (
        <Stack gap="xs" role="group" aria-label="Choose an answer">
          <Text size="sm" fw={600}>
            Choose the answer that applies:
          </Text>
          {current.branches.map((b) => (
            <Stack key={b.to + b.label} gap={2}>
              <Button
                variant="light"
                justify="space-between"
                rightSection={<ArrowRight size={16} aria-hidden />}
                onClick={() => go(b.to, b.label)}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                h="auto"
                py={8}
              >
                {b.label}
              </Button>
              {b.criteria ? (
                <Stack pl="md">
                  <CriteriaView criteria={b.criteria} />
                </Stack>
              ) : null}
            </Stack>
          ))}
        </Stack>
      ) : nextStep ? (
        <Group>
          <Button
            rightSection={<ArrowRight size={16} aria-hidden />}
            onClick={() => go(nextStep.id)}
          >
            Next: {nextStep.title}
          </Button>
        </Group>
      ) : (
        <Alert
          variant="outline"
          color="gray.8"
          icon={<Flag size={18} aria-hidden />}
          title="End of pathway"
        >
          This is the last step on this path.
        </Alert>
      )}
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<ArrowLeft size={16} aria-hidden />}
          onClick={back}
          disabled={path.length <= 1}
        >
          Back
        </Button>
        <Button
          variant="subtle"
          leftSection={<RotateCcw size={16} aria-hidden />}
          onClick={restart}
          disabled={path.length <= 1}
        >
          Start again
        </Button>
      </Group>
    </Stack>
  );

  return (
    <Stack>
      {path.length > 1 ? (
        <nav aria-label="Path so far">
          <Text size="sm" fw={600}>
            Path so far
          </Text>
          <List type="ordered" size="sm" spacing={2}>
            {path.slice(0, -1).map((v, i) => (
              <List.Item key={`${v.id}-${i}`}>
                {byId.get(v.id)?.title}
                {v.answer ? (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    → {v.answer}
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
        </nav>
      ) : null}
      <div aria-live="polite">
        <StepCard step={current} names={names} heading={`Step ${path.length}`} footer={footer} />
      </div>
    </Stack>
  );
}
