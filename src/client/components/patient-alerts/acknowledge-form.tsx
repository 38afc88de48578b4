import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  ACKNOWLEDGE_REASONS,
  acknowledgeAlertSchema,
  type AcknowledgeReason,
} from '../../../core/alerts/types';
import {
  checkPayload,
  formErrorMessage,
  serverFieldErrors,
  type FieldErrors,
} from '../../lib/form-errors';
import { TONE } from '../tones';
import { ACKNOWLEDGE_REASON_LABEL } from './alert-logic';
import { useAcknowledgeAlert, useCosignAlert, type PatientAlert } from './api';

/** What the acknowledge form sends: the reason, and the comment only when one was written. */
export function acknowledgePayload(reason: string, comment: string) {
  const trimmed = comment.trim();
  return { reason, ...(trimmed ? { comment: trimmed } : {}) };
}

/**
 * Acknowledge with a reason from the fixed list; `other` needs a comment. The server's schema
 * (core/alerts) checks the entry here first, and a 400 from the server lands on the same fields.
 */
export function AcknowledgeForm({
  alert,
  needsCosign,
  onDone,
}: {
  alert: PatientAlert;
  needsCosign: boolean;
  onDone(): void;
}) {
  const [reason, setReason] = useState<AcknowledgeReason | ''>('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const ack = useAcknowledgeAlert();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkPayload(acknowledgeAlertSchema, acknowledgePayload(reason, comment));
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    ack.mutate(
      { alertId: alert.id, body: checked.value },
      {
        onSuccess: onDone,
        onError: (error) => setErrors(serverFieldErrors(error)),
      },
    );
  };

  const problem = ack.isError ? formErrorMessage(ack.error, ['reason', 'comment']) : null;
  return (
    <form onSubmit={submit} noValidate aria-label={`Acknowledge ${alert.title}`}>
      <Stack gap="xs">
        <Radio.Group
          label="Reason"
          withAsterisk
          value={reason}
          onChange={(v) => {
            setReason(v as AcknowledgeReason);
            setErrors(({ reason: _r, ...rest }) => rest);
          }}
          error={errors.reason ? 'Choose a reason' : undefined}
        >
          <Stack gap={4} mt={4}>
            {ACKNOWLEDGE_REASONS.map((r) => (
              <Radio key={r} value={r} label={ACKNOWLEDGE_REASON_LABEL[r]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Comment"
          description={reason === 'other' ? 'Required when the reason is other.' : 'Optional.'}
          withAsterisk={reason === 'other'}
          value={comment}
          maxLength={1000}
          autosize
          minRows={2}
          onChange={(e) => {
            setComment(e.currentTarget.value);
            setErrors(({ comment: _c, ...rest }) => rest);
          }}
          error={errors.comment}
        />
        {needsCosign ? (
          <Text size="sm">
            Your role requires a supervisor: this acknowledgement stays pending until an oncologist
            or pharmacist co-signs it.
          </Text>
        ) : null}
        {problem ? (
          <Text size="sm" c={TONE.danger} role="alert">
            {problem}
          </Text>
        ) : null}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={ack.isPending}>
            {needsCosign ? 'Submit for co-signature' : 'Acknowledge'}
          </Button>
          <Button size="xs" variant="default" onClick={onDone} disabled={ack.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Declining a pending acknowledgement needs a comment (the server's cosign rule). */
export function DeclineForm({ alert, onDone }: { alert: PatientAlert; onDone(): void }) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cosign = useCosignAlert();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = comment.trim();
    if (!trimmed) {
      setError('A comment is required to decline an acknowledgement.');
      return;
    }
    setError(null);
    cosign.mutate(
      { alertId: alert.id, body: { decision: 'reject', comment: trimmed } },
      {
        onSuccess: onDone,
        onError: (e) => setError(serverFieldErrors(e).comment ?? null),
      },
    );
  };
  const problem = cosign.isError ? formErrorMessage(cosign.error, ['comment']) : null;
  return (
    <form onSubmit={submit} noValidate aria-label={`Decline co-signature of ${alert.title}`}>
      <Stack gap="xs">
        <Textarea
          label="Why decline?"
          withAsterisk
          value={comment}
          maxLength={1000}
          autosize
          minRows={2}
          onChange={(e) => setComment(e.currentTarget.value)}
          error={error}
        />
        {problem ? (
          <Text size="sm" c={TONE.danger} role="alert">
            {problem}
          </Text>
        ) : null}
        <Group gap="xs">
          <Button type="submit" size="xs" color={TONE.danger} loading={cosign.isPending}>
            Decline
          </Button>
          <Button size="xs" variant="default" onClick={onDone} disabled={cosign.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
