import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import type { CheckedInteraction, SourceRef } from '../lib/drug-api';
import { tagLabel } from '../lib/drug-format';
import { EvidenceBadge } from './severity';

const ONSET_LABEL: Record<string, string> = {
  rapid: 'Rapid (hours to days)',
  delayed: 'Delayed (days to weeks)',
  'not-specified': 'Not specified by the source',
};

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}

export function SourceList({ sources }: { sources: readonly SourceRef[] }) {
  if (sources.length === 0) return <Text size="sm">No source listed.</Text>;
  return (
    <List size="sm" spacing={2}>
      {sources.map((s) => (
        <List.Item key={`${s.label}|${s.url ?? ''}`}>
          {s.url ? (
            <Anchor href={s.url} target="_blank" rel="noopener noreferrer">
              {s.label}
            </Anchor>
          ) : (
            s.label
          )}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * The expanded body of one interaction finding: mechanism, effect, management, reasoning and
 * sources. Management comes before reasoning because it is what the prescriber acts on.
 */
export function InteractionDetails({ interaction }: { interaction: CheckedInteraction }) {
  const i = interaction;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="outline" color={i.basis === 'curated' ? '#0f766e' : '#7e22ce'} size="sm">
          {i.basis === 'curated' ? 'Curated record' : 'Inferred from drug profiles'}
        </Badge>
        <EvidenceBadge evidence={i.evidence} />
        {i.mechanismType ? (
          <Badge variant="outline" color="gray" size="sm">
            {tagLabel(i.mechanismType)}
          </Badge>
        ) : null}
      </Group>
      <Field label="Management">
        <Text size="sm">
          {i.managementAction ? (
            <Text span fw={700}>
              {tagLabel(i.managementAction)}:{' '}
            </Text>
          ) : null}
          {i.management}
        </Text>
      </Field>
      <Field label="Clinical effect">
        <Text size="sm">{i.effect}</Text>
      </Field>
      <Field label="Mechanism">
        <Text size="sm">{i.mechanism}</Text>
      </Field>
      {i.onset ? (
        <Field label="Onset">
          <Text size="sm">{ONSET_LABEL[i.onset] ?? i.onset}</Text>
        </Field>
      ) : null}
      {i.riskFactors && i.riskFactors.length > 0 ? (
        <Field label="Risk factors">
          <List size="sm" spacing={2}>
            {i.riskFactors.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        </Field>
      ) : null}
      <Field label="Reasoning">
        {i.reasoning && i.reasoning.length > 0 ? (
          <List type="ordered" size="sm" spacing={2}>
            {i.reasoning.map((step, index) => (
              <List.Item key={`${index}-${step}`}>{step}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">
            {i.basis === 'curated'
              ? 'Reviewed record; see its sources.'
              : 'No reasoning steps were returned.'}
          </Text>
        )}
      </Field>
      <Field label="Sources">
        <SourceList sources={i.sources} />
      </Field>
    </Stack>
  );
}
