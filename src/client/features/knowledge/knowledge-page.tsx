import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { TONE } from '../../components/tones';
import type { ExportedFact } from '../../../core/knowledge/facts';
import { AlertPolicyPanel } from './alert-policy-panel';
import { FactSources } from './fact-sources';
import {
  useDecide,
  usePendingReviews,
  useRecordReview,
  useReviewerStatus,
  useReviewQueue,
  type QueueReason,
  type Review,
} from './api';

const REASON: Record<QueueReason, string> = {
  'never-reviewed': 'Never reviewed',
  'older-than-a-year': 'Reviewed more than a year ago',
  'label-version-changed': 'Cited label version changed',
};

const BASIS: Record<ExportedFact['basis'], string> = {
  label: 'Label',
  guideline: 'Guideline',
  trial: 'Trial',
  'product-default': 'Product default',
};

function FactCard({ fact, reason }: { fact: ExportedFact; reason: QueueReason }) {
  const record = useRecordReview();
  const [mode, setMode] = useState<'idle' | 'correct'>('idle');
  const [note, setNote] = useState('');
  const [value, setValue] = useState('');
  const label = `${fact.recordType} ${fact.recordId}: ${fact.field}`;
  return (
    <Card withBorder component="article" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{label}</Text>
          <Group gap="xs">
            <Badge variant="light">{REASON[reason]}</Badge>
            <Badge color={fact.basis === 'product-default' ? 'orange' : 'blue'} variant="outline">
              {BASIS[fact.basis]}
            </Badge>
          </Group>
        </Group>
        <Text>
          Product value: <strong>{String(fact.value)}</strong>
          {fact.unit ? ` ${fact.unit}` : ''}
        </Text>
        <FactSources fact={fact} label={label} />
        <Textarea
          label="Review note"
          description="What you checked it against; for a correction, why the value is wrong"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          autosize
          minRows={1}
        />
        {mode === 'correct' ? (
          <TextInput
            label="Proposed local value"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
          />
        ) : null}
        {record.error ? (
          <Alert color={TONE.danger} title="Not saved">
            {record.error.message}
          </Alert>
        ) : null}
        <Group>
          <Button
            onClick={() => record.mutate({ factId: fact.id, action: 'accept', note })}
            disabled={note.trim().length < 3}
            loading={record.isPending}
          >
            Accept
          </Button>
          {mode === 'correct' ? (
            <Button
              variant="light"
              color="orange"
              onClick={() =>
                record.mutate({ factId: fact.id, action: 'correct', note, proposedValue: value })
              }
              disabled={note.trim().length < 3 || value.trim().length === 0}
              loading={record.isPending}
            >
              Propose correction
            </Button>
          ) : (
            <Button variant="default" onClick={() => setMode('correct')}>
              Correct…
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function PendingCard({ review }: { review: Review }) {
  const decide = useDecide();
  return (
    <Card withBorder component="article" aria-label={`Pending correction of ${review.factId}`}>
      <Stack gap="xs">
        <Text fw={600}>{review.factId}</Text>
        <Text size="sm">
          {review.productValue} → <strong>{review.proposedValue}</strong>, proposed by{' '}
          {review.reviewer}: {review.note}
        </Text>
        {decide.error ? (
          <Alert color={TONE.danger} title="Not saved">
            {decide.error.message}
          </Alert>
        ) : null}
        <Group>
          <Button
            onClick={() => decide.mutate({ id: review.id, decision: 'approve' })}
            loading={decide.isPending}
          >
            Approve
          </Button>
          <Button
            variant="default"
            onClick={() => decide.mutate({ id: review.id, decision: 'reject' })}
            loading={decide.isPending}
          >
            Reject
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /knowledge (issue 22): the review workspace for pharmacists and oncologists an institution
 * admin has granted canReviewKnowledge. The server enforces the grant; this page only asks.
 */
export default function KnowledgePage() {
  const status = useReviewerStatus();
  const allowed = status.data?.canReviewKnowledge === true;
  const [recordId, setRecordId] = useState('');
  const queue = useReviewQueue(allowed, recordId.trim());
  const pending = usePendingReviews(allowed);
  return (
    <Stack>
      <div>
        <Title order={2}>Knowledge review</Title>
        <Text size="sm" c="dimmed">
          Each hard number of the knowledge base beside the source it cites. Accept it, or propose a
          local correction that a second reviewer approves.
        </Text>
      </div>
      {status.isLoading ? <Text>Checking your permission…</Text> : null}
      {status.data && !allowed ? (
        <Alert title="Review permission needed">
          Reviewing knowledge needs the canReviewKnowledge permission, which an administrator of
          your institution grants to pharmacists and oncologists.
        </Alert>
      ) : null}
      {allowed ? (
        <>
          <Title order={3}>Pending corrections</Title>
          {pending.data?.reviews.length ? (
            pending.data.reviews.map((r) => <PendingCard key={r.id} review={r} />)
          ) : (
            <Text size="sm">No correction is waiting for a second reviewer.</Text>
          )}
          <Title order={3}>Queue</Title>
          <TextInput
            label="Record id"
            description="Limit the queue to one drug, regimen or interaction id, e.g. capox-nivolumab"
            value={recordId}
            onChange={(e) => setRecordId(e.currentTarget.value)}
            maw={420}
          />
          {queue.data ? (
            <Text size="sm">
              {queue.data.total} {queue.data.total === 1 ? 'fact' : 'facts'} to review
            </Text>
          ) : null}
          {queue.data?.items.map((i) => (
            <FactCard key={i.fact.id} fact={i.fact} reason={i.reason} />
          ))}
        </>
      ) : null}
      <AlertPolicyPanel />
    </Stack>
  );
}
