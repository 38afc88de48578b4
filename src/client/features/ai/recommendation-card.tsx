import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { Calculator, Check, ExternalLink, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { TONE } from '../../components/tones';
import { LocalPolicyBadge } from '../../components/local-policy-badge';
import type { RecommendationView } from './api';
import { AlertSeverityBadge, EVIDENCE, TYPE_LABEL } from './labels';

export interface CardActions {
  canAccept: boolean;
  /** The regimen calculator is the oncologist's page (SPEC §2). */
  canOpenCalculator: boolean;
  accepting: boolean;
  stopping: boolean;
  onAccept(comment: string): void;
  onStop(medicationId: string): void;
  stopError: string | null;
  acceptError: string | null;
}

/** The regimen calculator opened on the patient's regimen (or filtered by the drug) at a dose level. */
export function calculatorHref(
  change: Extract<RecommendationView['change'], { kind: 'dose-level' }>,
) {
  const params = new URLSearchParams();
  if (change.regimenId) params.set('id', change.regimenId);
  else params.set('q', change.drugName);
  if (change.percent !== null) params.set('doseLevel', String(change.percent));
  return `/regimens?${params.toString()}`;
}

function ChangeStep({ rec, actions }: { rec: RecommendationView; actions: CardActions }) {
  const change = rec.change;
  if (!change) return null;
  if (change.kind === 'dose-level') {
    const level =
      change.percent !== null
        ? `${change.percent}%`
        : change.range
          ? `a level between ${change.range.min}% and ${change.range.max}% (the source gives a range)`
          : 'the level the source directs';
    return actions.canOpenCalculator ? (
      <Button
        component={Link}
        to={calculatorHref(change)}
        variant="light"
        leftSection={<Calculator size={16} aria-hidden />}
      >
        Open the regimen calculator for {change.drugName} at {level}
      </Button>
    ) : (
      <Text size="sm">
        Next step: the prescriber sets {change.drugName} to {level} in the regimen calculator.
      </Text>
    );
  }
  if (change.medicationIds.length === 0) return null;
  return actions.canAccept ? (
    <Group gap="xs">
      {change.medicationIds.map((id, i) => (
        <Button
          key={id}
          color={TONE.danger}
          variant="outline"
          loading={actions.stopping}
          onClick={() => {
            if (
              window.confirm(
                `Stop the ${change.drugName} order now? It stays on the record as stopped today.`,
              )
            ) {
              actions.onStop(id);
            }
          }}
        >
          Stop {change.drugName}
          {change.medicationIds.length > 1 ? ` (order ${i + 1})` : ''}
        </Button>
      ))}
    </Group>
  ) : (
    <Text size="sm">
      Next step: a clinician who may change medications stops {change.drugName}.
    </Text>
  );
}

/**
 * One recommendation: the action, why (from the patient's data to the rule), the alternatives the
 * records name with what re-checking them raised, the alerts it resolves, its sources, and
 * accepting it (role permitting), which then offers the change it starts.
 */
export function RecommendationCard({
  rec,
  actions,
  index,
}: {
  rec: RecommendationView;
  actions: CardActions;
  index: number;
}) {
  const [comment, setComment] = useState('');
  const headingId = `rec-${index}-title`;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <AlertSeverityBadge severity={rec.severity} />
          <Badge variant="outline" color="dark">
            {TYPE_LABEL[rec.type]}
          </Badge>
          <Badge variant="outline" color="gray.8">
            {EVIDENCE[rec.evidence.grade]}
          </Badge>
        </Group>
        <Title order={4} size="h4" id={headingId}>
          {rec.action}
        </Title>
        {rec.detail ? <Text size="sm">{rec.detail}</Text> : null}
        <div>
          <Text fw={600} size="sm">
            Why
          </Text>
          <List type="ordered" size="sm" spacing={4}>
            {rec.reasoning.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
          <Text size="sm" mt={4}>
            Evidence: {rec.evidence.label}
          </Text>
        </div>
        {rec.alternatives.length > 0 ? (
          <div>
            <Text fw={600} size="sm">
              Alternatives the records name
            </Text>
            <List size="sm" spacing={4}>
              {rec.alternatives.map((a) => (
                <List.Item key={a.drugId}>
                  <strong>{a.name}</strong>
                  {a.via === 'class' && a.className ? ` (${a.className})` : ''}
                  {a.alreadyTaking ? ' — already on the medication list' : ''}
                  {a.detail ? `: ${a.detail}` : ''}
                  {a.newAlerts.length > 0 ? (
                    <Text size="sm" c={TONE.warning}>
                      Re-checked with this record, it would raise:{' '}
                      {a.newAlerts.map((n) => `${n.severity} “${n.title}”`).join('; ')}
                    </Text>
                  ) : (
                    <Text size="sm">Re-checked with this record: no new alert.</Text>
                  )}
                </List.Item>
              ))}
            </List>
          </div>
        ) : null}
        {rec.caveats.map((c) => (
          <Alert
            key={c}
            variant="outline"
            color={TONE.warning}
            icon={<TriangleAlert size={16} aria-hidden />}
          >
            <Text size="sm">{c}</Text>
          </Alert>
        ))}
        <div>
          <Text fw={600} size="sm">
            Resolves
          </Text>
          <List size="sm" spacing={2}>
            {rec.resolves.map((r) => (
              <List.Item key={r.key}>
                {r.severity} {r.kind} alert: {r.title}
                {r.acknowledged ? ' (acknowledged)' : ''}{' '}
                <LocalPolicyBadge policy={r.localPolicy} />
              </List.Item>
            ))}
          </List>
        </div>
        <div>
          <Text fw={600} size="sm">
            Sources
          </Text>
          <List size="sm" spacing={2}>
            {rec.sources.map((s) => (
              <List.Item key={`${s.label}${s.url ?? ''}`}>
                {s.url ? (
                  <Anchor href={s.url} target="_blank" rel="noreferrer">
                    {s.label} <ExternalLink size={12} aria-label="opens in a new tab" />
                  </Anchor>
                ) : (
                  s.label
                )}
              </List.Item>
            ))}
          </List>
        </div>
        {rec.accepted ? (
          <Stack gap="xs">
            <Text size="sm" c={TONE.success} fw={600}>
              <Check size={14} aria-hidden /> Accepted
              {rec.accepted.by
                ? ` by ${rec.accepted.by.name} (${rec.accepted.by.role})`
                : ''} on {new Date(rec.accepted.at).toLocaleString()}
            </Text>
            <ChangeStep rec={rec} actions={actions} />
            {actions.stopError ? (
              <Text size="sm" c={TONE.danger} role="alert">
                {actions.stopError}
              </Text>
            ) : null}
          </Stack>
        ) : actions.canAccept ? (
          <Stack gap="xs">
            <Textarea
              label="Comment (optional)"
              autosize
              minRows={1}
              maxLength={1000}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
            />
            <Group>
              <Button loading={actions.accepting} onClick={() => actions.onAccept(comment.trim())}>
                Accept recommendation
              </Button>
            </Group>
            {actions.acceptError ? (
              <Text size="sm" c={TONE.danger} role="alert">
                {actions.acceptError}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Accepting is for roles that may change medications (oncologist, pharmacist).
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
