import { Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import type { Role } from '../../../core/access';
import { term } from '../../../core/access';
import {
  ACKNOWLEDGE_REASON_LABEL,
  ALERT_KIND_LABEL,
  AlertSeverityBadge,
  useCosignAlert,
  usePendingCosign,
  type PendingCosignItem,
} from '../../components/patient-alerts';
import { LoadError, LoadingState } from '../../components/query-state';
import { TONE } from '../../components/tones';
import { formErrorMessage, serverFieldErrors } from '../../lib/form-errors';
import { patientContextStore } from '../../stores/patient-context';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The reason as a sentence part: "Will monitor", without the "(explain…)" hint of `other`. */
export function reasonText(item: Pick<PendingCosignItem, 'reason'>): string {
  return ACKNOWLEDGE_REASON_LABEL[item.reason].replace(/ \(explain in the comment\)$/, '');
}

/** Reject needs a comment (the server's cosign rule); the message is the server's wording. */
export function rejectProblem(comment: string): string | null {
  return comment.trim() ? null : 'A comment is required to reject an acknowledgement.';
}

function QueueItem({ item, role }: { item: PendingCosignItem; role: Role }) {
  const cosign = useCosignAlert();
  const [rejecting, setRejecting] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const kind =
    item.kind === 'interaction' ? term(role, 'interaction') : ALERT_KIND_LABEL[item.kind];
  const who = item.by ? `${item.by.name} (${item.by.role})` : 'A team member';

  const decide = (decision: 'approve' | 'reject', text?: string) =>
    cosign.mutate(
      { alertId: item.alertId, body: text ? { decision, comment: text } : { decision } },
      {
        onSuccess: () =>
          notifications.show({
            closeButtonProps: { 'aria-label': 'Dismiss notification' },
            color: decision === 'approve' ? TONE.success : TONE.warning,
            message:
              decision === 'approve'
                ? `Approved: ${item.title} (${item.patientLabel}).`
                : `Rejected: ${item.title} (${item.patientLabel}); the alert is open again.`,
          }),
        onError: (e) => setError(serverFieldErrors(e).comment ?? null),
      },
    );

  const submitReject = (e: FormEvent) => {
    e.preventDefault();
    const problem = rejectProblem(comment);
    setError(problem);
    if (!problem) decide('reject', comment.trim());
  };
  const problem = cosign.isError ? formErrorMessage(cosign.error, ['comment']) : null;

  return (
    <Card withBorder padding="sm" component="li" data-testid="cosign-item">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <AlertSeverityBadge severity={item.severity} size="sm" />
          <Badge variant="outline" color="gray" size="sm">
            {kind}
          </Badge>
        </Group>
        <Title order={4} size="h5">
          {item.title}
        </Title>
        <Text size="sm">
          <Text span fw={600}>
            {term(role, 'patient')}:
          </Text>{' '}
          {item.patientLabel}{' '}
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() =>
              patientContextStore
                .getState()
                .setCurrent({ id: item.patientId, label: item.patientLabel })
            }
            aria-label={`Make ${item.patientLabel} the current ${term(role, 'patient').toLowerCase()}`}
          >
            Open
          </Button>
        </Text>
        <Text size="sm">
          {who} acknowledged it on {when(item.at)}: {reasonText(item)}
          {item.comment ? ` — “${item.comment}”` : ''}.
        </Text>
        {rejecting ? (
          <form
            onSubmit={submitReject}
            noValidate
            aria-label={`Reject acknowledgement of ${item.title}`}
          >
            <Stack gap="xs">
              <Textarea
                label="Why reject?"
                description="Required. The alert becomes open again and the comment is kept."
                withAsterisk
                value={comment}
                maxLength={1000}
                autosize
                minRows={2}
                onChange={(e) => {
                  setComment(e.currentTarget.value);
                  setError(null);
                }}
                error={error}
              />
              <Group gap="xs">
                <Button type="submit" size="xs" color={TONE.danger} loading={cosign.isPending}>
                  Reject
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={cosign.isPending}
                  onClick={() => {
                    setRejecting(false);
                    setError(null);
                  }}
                >
                  Cancel
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Group gap="xs">
            <Button
              size="xs"
              loading={cosign.isPending}
              onClick={() => decide('approve')}
              aria-label={`Approve: ${item.title} (${item.patientLabel})`}
            >
              Approve
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => setRejecting(true)}
              aria-label={`Reject: ${item.title} (${item.patientLabel})`}
            >
              Reject…
            </Button>
          </Group>
        )}
        {problem ? (
          <Text size="sm" c={TONE.danger} role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * Acknowledgements by nurses and students awaiting an oncologist's or pharmacist's co-signature,
 * across the institution (`GET /api/alerts/pending-cosign`), each approved or rejected with a
 * comment.
 */
export function CosignQueue({ role }: { role: Role }) {
  const query = usePendingCosign(true);
  const alerts = term(role, 'alert', true).toLowerCase();
  if (query.isPending) return <LoadingState what="acknowledgements awaiting co-signature" />;
  if (query.isError)
    return (
      <LoadError
        error={query.error}
        retry={() => void query.refetch()}
        title="Could not load the co-signature list"
      />
    );
  const items = query.data.items;
  if (items.length === 0)
    return (
      <Text size="sm" role="status">
        Nothing awaits your co-signature: no nurse or student has acknowledged {alerts} pending
        approval.
      </Text>
    );
  return (
    <Stack gap="xs">
      <Text size="sm" role="status">
        {items.length} {items.length === 1 ? 'acknowledgement awaits' : 'acknowledgements await'}{' '}
        co-signature.
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <QueueItem key={item.alertId} item={item} role={role} />
        ))}
      </Stack>
    </Stack>
  );
}
