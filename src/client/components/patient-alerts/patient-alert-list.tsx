import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Collapse,
  Group,
  List,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import { CircleCheck, Clock, EyeOff, Info, ShieldQuestion } from 'lucide-react';
import { useId, useState } from 'react';
import { alertAcknowledgementMode, canCosignAlerts, term, type Role } from '../../../core/access';
import { LoadError, LoadingState } from '../query-state';
import { TONE } from '../tones';
import { AcknowledgeForm, DeclineForm } from './acknowledge-form';
import {
  acknowledgementState,
  ACKNOWLEDGE_REASON_LABEL,
  ALERT_KIND_LABEL,
  groupAlertsBySeverity,
  hiddenAlertsSentence,
  unresolvedCount,
} from './alert-logic';
import { ALERT_SEVERITY_META, AlertCountBadges, AlertSeverityBadge } from './alert-severity';
import {
  useCosignAlert,
  usePatientAlerts,
  type PatientAlert,
  type PatientAlertsResponse,
} from './api';
import { LocalPolicyBadge } from '../local-policy-badge';

export interface PatientAlertListProps {
  patientId: string;
  /** The signed-in role: decides the vocabulary and which actions are offered. */
  role: Role;
  /** Heading level of the list's title; groups and alerts nest below it. */
  headingOrder?: 2 | 3 | 4;
  /** Hide the list's own title (when the page already names it). */
  hideTitle?: boolean;
}

/**
 * A patient's alerts as the server checked them now, grouped by severity (critical first), each
 * with its drugs, rationale, management and sources; acknowledgement with a reason, co-signature
 * of nurses' and students' acknowledgements; what could not be checked, quietly below. An empty
 * list is never called "safe".
 */
export function PatientAlertList({
  patientId,
  role,
  headingOrder = 3,
  hideTitle,
}: PatientAlertListProps) {
  const query = usePatientAlerts(patientId);
  const alertsWord = term(role, 'alert', true);
  if (query.isPending)
    return <LoadingState what={`${alertsWord.toLowerCase()} (checking the whole therapy)`} />;
  if (query.isError)
    return (
      <LoadError
        error={query.error}
        retry={() => void query.refetch()}
        title={`Could not check ${alertsWord.toLowerCase()}`}
      />
    );
  return (
    <AlertListView
      data={query.data}
      role={role}
      headingOrder={headingOrder}
      hideTitle={hideTitle}
      refreshing={query.isFetching}
    />
  );
}

/** The list for data already fetched (the patient page, /clinical, tests). */
export function AlertListView({
  data,
  role,
  headingOrder = 3,
  hideTitle,
  refreshing,
}: {
  data: PatientAlertsResponse;
  role: Role;
  headingOrder?: 2 | 3 | 4;
  hideTitle?: boolean;
  refreshing?: boolean;
}) {
  const alertTerm = { singular: term(role, 'alert'), plural: term(role, 'alert', true) };
  const groups = groupAlertsBySeverity(data.alerts);
  const hidden = hiddenAlertsSentence(data.counts, data.hiddenLevels, alertTerm);
  const open = unresolvedCount(data.alerts);
  const shownLevels = (['critical', 'high', 'medium', 'low'] as const).filter(
    (l) => !data.hiddenLevels.includes(l),
  );
  const groupOrder = Math.min(headingOrder + (hideTitle ? 0 : 1), 6) as TitleOrder;

  return (
    <Stack gap="md" aria-busy={refreshing || undefined}>
      {hideTitle ? null : (
        <Title order={headingOrder} size="h4">
          {alertTerm.plural}
        </Title>
      )}
      <Group gap="xs" data-testid="alert-summary">
        <Text size="sm" fw={600}>
          {data.alerts.length === 0
            ? `No ${alertTerm.plural.toLowerCase()} at the levels your role is shown.`
            : open === 0
              ? `All ${data.alerts.length} acknowledged.`
              : `${open} of ${data.alerts.length} need${open === 1 ? 's' : ''} attention.`}
        </Text>
        <AlertCountBadges counts={data.counts} levels={shownLevels} />
      </Group>

      {data.alerts.length === 0 ? (
        <Text size="sm">
          This is not a statement that the therapy is safe: only what the knowledge base covers was
          checked{data.limitations.length > 0 ? ', and some things could not be (below)' : ''}.
        </Text>
      ) : null}

      {groups.map((group) => {
        const meta = ALERT_SEVERITY_META[group.severity];
        return (
          <Stack
            key={group.severity}
            gap="xs"
            component="section"
            aria-label={`${meta.label} ${alertTerm.plural.toLowerCase()}`}
            data-testid={`alert-group-${group.severity}`}
          >
            <Title order={groupOrder} size="h5">
              <Group gap={6} component="span">
                <meta.Icon size={18} color={meta.color} aria-hidden />
                <span>
                  {meta.label} ({group.alerts.length})
                </span>
              </Group>
            </Title>
            {group.alerts.map((alert) => (
              <AlertCard
                key={alert.id}
                alert={alert}
                role={role}
                headingOrder={Math.min(groupOrder + 1, 6) as TitleOrder}
              />
            ))}
          </Stack>
        );
      })}

      <QuietFooter data={data} hidden={hidden} role={role} />
    </Stack>
  );
}

function AlertCard({
  alert,
  role,
  headingOrder,
}: {
  alert: PatientAlert;
  role: Role;
  headingOrder: TitleOrder;
}) {
  const state = acknowledgementState(alert);
  const meta = ALERT_SEVERITY_META[alert.severity];
  // The top tiers open with their reasoning; the lower ones stay short (alert fatigue).
  const [showWhy, setShowWhy] = useState(
    state === 'open' && (alert.severity === 'critical' || alert.severity === 'high'),
  );
  const [action, setAction] = useState<'none' | 'acknowledge' | 'decline'>('none');
  const whyId = useId();
  const mode = alertAcknowledgementMode(role);
  const cosign = useCosignAlert();
  const kindLabel =
    alert.kind === 'interaction' ? term(role, 'interaction') : ALERT_KIND_LABEL[alert.kind];

  return (
    <Card
      withBorder
      padding="sm"
      data-testid="patient-alert"
      data-severity={alert.severity}
      data-state={state}
      style={{ borderLeft: `4px solid ${meta.color}` }}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <AlertSeverityBadge severity={alert.severity} size="sm" />
          <Badge variant="outline" color="gray" size="sm">
            {kindLabel}
          </Badge>
          <LocalPolicyBadge policy={alert.localPolicy} />
          {state === 'pending' ? (
            <Badge
              variant="outline"
              color={TONE.warning}
              size="sm"
              leftSection={<Clock size={12} aria-hidden />}
            >
              Awaiting co-signature
            </Badge>
          ) : state === 'acknowledged' ? (
            <Badge
              variant="outline"
              color={TONE.success}
              size="sm"
              leftSection={<CircleCheck size={12} aria-hidden />}
            >
              Acknowledged
            </Badge>
          ) : null}
        </Group>
        <Title order={headingOrder} size="h5" fw={650}>
          {alert.title}
        </Title>
        {alert.drugs.length > 0 ? (
          <Text size="sm">
            <Text span fw={600}>
              {term(role, 'medication', alert.drugs.length > 1)}:
            </Text>{' '}
            {alert.drugs.join(', ')}
          </Text>
        ) : null}
        <Text size="sm">
          <Text span fw={600}>
            What to do:
          </Text>{' '}
          {alert.management}
        </Text>

        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            aria-expanded={showWhy}
            aria-controls={whyId}
            onClick={() => setShowWhy((v) => !v)}
          >
            {showWhy ? 'Hide why and sources' : 'Why, and sources'}
          </Button>
          <Collapse expanded={showWhy} id={whyId}>
            <Stack gap={4} pt={4}>
              <List size="sm" spacing={2}>
                {alert.rationale
                  .split('\n')
                  .filter((line) => line.trim().length > 0)
                  .map((line, i) => (
                    <List.Item key={i}>{line}</List.Item>
                  ))}
              </List>
              <SourcesLine sources={alert.sources} />
            </Stack>
          </Collapse>
        </div>

        <AcknowledgementLine alert={alert} />

        {action === 'acknowledge' ? (
          <AcknowledgeForm
            alert={alert}
            needsCosign={mode === 'needs-cosign'}
            onDone={() => setAction('none')}
          />
        ) : action === 'decline' ? (
          <DeclineForm alert={alert} onDone={() => setAction('none')} />
        ) : (
          <Group gap="xs">
            {state === 'open' && mode !== 'forbidden' ? (
              <Button
                size="xs"
                variant="light"
                onClick={() => setAction('acknowledge')}
                // The name starts with the visible words (axe label-content-name-mismatch, issue 21).
                aria-label={`Acknowledge… ${alert.title}`}
              >
                Acknowledge…
              </Button>
            ) : null}
            {state === 'pending' && canCosignAlerts(role) ? (
              <>
                <Button
                  size="xs"
                  loading={cosign.isPending}
                  onClick={() =>
                    cosign.mutate({ alertId: alert.id, body: { decision: 'approve' } })
                  }
                  aria-label={`Co-sign: ${alert.title}`}
                >
                  Co-sign
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setAction('decline')}
                  aria-label={`Decline co-signature: ${alert.title}`}
                >
                  Decline…
                </Button>
              </>
            ) : null}
            {state === 'open' && mode === 'forbidden' ? (
              <Text size="xs" c="dimmed">
                Your role reads {term(role, 'alert', true).toLowerCase()}; it does not acknowledge
                them.
              </Text>
            ) : null}
          </Group>
        )}
        {cosign.isError ? (
          <Text size="sm" c={TONE.danger} role="alert">
            Co-signature not saved: {cosign.error.message}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function AcknowledgementLine({ alert }: { alert: PatientAlert }) {
  const ack = alert.acknowledgement;
  if (!ack) return null;
  const who = ack.by ? `${ack.by.name} (${ack.by.role})` : (alert.acknowledgedBy ?? 'someone');
  const reason = ACKNOWLEDGE_REASON_LABEL[ack.reason].replace(/ \(explain in the comment\)$/, '');
  return (
    <Text size="sm" data-testid="acknowledgement">
      Acknowledged by {who} on {when(ack.at)}: {reason}
      {ack.comment ? ` — “${ack.comment}”` : ''}.
      {ack.status === 'pending'
        ? ' Awaiting co-signature by an oncologist or pharmacist.'
        : ack.cosignedBy && ack.cosignedAt
          ? ` Co-signed by ${ack.cosignedBy.name} on ${when(ack.cosignedAt)}.`
          : ''}
    </Text>
  );
}

function QuietFooter({
  data,
  hidden,
  role,
}: {
  data: PatientAlertsResponse;
  hidden: string | null;
  role: Role;
}) {
  if (!hidden && data.limitations.length === 0 && data.notes.length === 0) return null;
  return (
    <Stack gap={6} data-testid="alert-footer">
      {hidden ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <EyeOff size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" c="dimmed" data-testid="hidden-alerts">
            {hidden} Every level is still stored and counted
            {role === 'nurse' || role === 'student' ? ' for the prescribing team.' : '.'}
          </Text>
        </Group>
      ) : null}
      {data.limitations.length > 0 ? (
        <Alert
          variant="light"
          color="gray"
          icon={<ShieldQuestion size={16} aria-hidden />}
          title="Not checked (unknown, not safe)"
          styles={{ title: { fontSize: 'var(--mantine-font-size-sm)' } }}
        >
          <List size="sm" spacing={2}>
            {data.limitations.map((l, i) => (
              <List.Item key={i}>{l}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {data.notes.length > 0 ? (
        <Stack gap={2}>
          <Group gap={6}>
            <Info size={14} aria-hidden />
            <Text size="sm" fw={600}>
              Notes
            </Text>
          </Group>
          <List size="sm" spacing={2} c="dimmed">
            {data.notes.map((n, i) => (
              <List.Item key={i}>{n}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** "Sources: a; b" with links where a source has one (nothing when there is none). */
export function SourcesLine({
  sources,
}: {
  sources: ReadonlyArray<{ label: string; url?: string }>;
}) {
  if (sources.length === 0) return null;
  return (
    <Text size="xs" component="div">
      <Text span fw={600} size="xs">
        Sources:
      </Text>{' '}
      {sources.map((s, i) => (
        <span key={i}>
          {i > 0 ? '; ' : ''}
          {s.url ? (
            <Anchor href={s.url} target="_blank" rel="noreferrer" size="xs">
              {s.label}
            </Anchor>
          ) : (
            s.label
          )}
        </span>
      ))}
    </Text>
  );
}
