import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { CheckCircle2, RotateCcw, Send, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { LoadError, LoadingState } from '../../components/query-state';
import { TONE } from '../../components/tones';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../stores/auth';
import {
  useAddComment,
  useSetThreadStatus,
  useShareComment,
  useThread,
  type CaseHeader,
  type Comment,
  type ThreadDetail,
} from './api';
import { formatDateTime, roleLabel } from './format';
import { MentionComposer, mentionsInText, type Mention } from './mention-composer';

function CaseHeaderCard({ patient, deidentified }: { patient: CaseHeader; deidentified: boolean }) {
  const conditions = patient.conditions
    .map((c) => [c.name, c.icd10].filter(Boolean).join(' · '))
    .filter(Boolean);
  return (
    <Paper withBorder p="sm" radius="sm" aria-label="Case">
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{patient.label}</Text>
        <Text size="sm" c="dimmed">
          {[patient.sex, patient.ageYears === null ? null : `${patient.ageYears} years`]
            .filter(Boolean)
            .join(', ')}
        </Text>
      </Group>
      {conditions.length > 0 ? (
        <Text size="sm">{conditions.join('; ')}</Text>
      ) : (
        <Text size="sm" c="dimmed">
          No active condition on record
        </Text>
      )}
      {deidentified ? (
        <Group gap={6} mt={6} wrap="nowrap" align="flex-start">
          <ShieldCheck size={16} aria-hidden color={TONE.success} style={{ flexShrink: 0 }} />
          <Text size="xs" c="dimmed">
            De-identified for your role: a clinician’s comments reach you only as the de-identified
            version they chose to share; identifiers are redacted and dates are shifted.
          </Text>
        </Group>
      ) : null}
    </Paper>
  );
}

/** Every identifier the server's PHI scrubber still found, one per line (a 400's details). */
function findingsOf(error: unknown): string[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return (error.details as Array<{ message?: string }>).flatMap((d) =>
    d.message ? [d.message] : [],
  );
}

/**
 * The author's control over what researchers and students read of a comment (issue 21): nothing
 * by default; a de-identified version once the server's scrubber finds no identifier in it.
 */
function ShareDeidentified({ threadId, comment }: { threadId: string; comment: Comment }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const share = useShareComment(threadId, comment.id);
  const findings = findingsOf(share.error);
  if (comment.sharedBody !== null && !open) {
    return (
      <Stack gap={4} mt={6}>
        <Text size="xs" c="dimmed">
          Shared with students and researchers: “{comment.sharedBody}”
        </Text>
        <Group gap="xs">
          <Button size="compact-xs" variant="subtle" onClick={() => share.mutate(null)}>
            Stop sharing
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!open) {
    return (
      <Group gap="xs" mt={6}>
        <Text size="xs" c="dimmed">
          Students and researchers see this comment as withheld.
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => setOpen(true)}>
          Share a de-identified version
        </Button>
      </Group>
    );
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        share.mutate(text.trim(), { onSuccess: () => setOpen(false) });
      }}
    >
      <Stack gap="xs" mt={6}>
        <Textarea
          label="De-identified version for students and researchers"
          description="No names, contact details, addresses, dates finer than the year or record numbers."
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={2}
          error={
            findings.length > 0 ? 'Still holds identifiers: edit them out' : share.error?.message
          }
        />
        {findings.length > 0 ? (
          <List size="xs" aria-label="Identifiers found">
            {findings.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
        ) : null}
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            size="xs"
            type="submit"
            loading={share.isPending}
            disabled={text.trim().length < 3}
          >
            Share
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CommentItem({
  comment,
  mine,
  identifiedView,
}: {
  comment: Comment;
  mine: boolean;
  identifiedView: boolean;
}) {
  return (
    <Card
      withBorder
      padding="sm"
      radius="sm"
      component="li"
      aria-label={`Comment by ${comment.author?.name ?? 'a deleted account'}`}
      bg={mine ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600}>
            {comment.author?.name ?? 'Deleted account'}
          </Text>
          {comment.author ? (
            <Text size="xs" c="dimmed">
              {roleLabel(comment.author.role)}
            </Text>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" component="time" dateTime={comment.createdAt}>
          {formatDateTime(comment.createdAt)}
        </Text>
      </Group>
      <Text
        size="sm"
        mt={4}
        fs={comment.withheld ? 'italic' : undefined}
        c={comment.withheld ? 'dimmed' : undefined}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {comment.body}
      </Text>
      {mine && identifiedView ? (
        <ShareDeidentified threadId={comment.threadId} comment={comment} />
      ) : null}
    </Card>
  );
}

function Composer({ thread }: { thread: ThreadDetail }) {
  const [body, setBody] = useState('');
  const [mentions, setMentions] = useState<Mention[]>([]);
  const add = useAddComment(thread.id);
  const error =
    add.error instanceof ApiError ? add.error.message : add.error ? 'Could not post' : null;
  const submit = () => {
    if (!body.trim()) return;
    add.mutate(
      { body: body.trim(), mentions: mentionsInText(body, mentions).map((m) => m.id) },
      {
        onSuccess: () => {
          setBody('');
          setMentions([]);
        },
      },
    );
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <MentionComposer
          label="Add a comment"
          description="Type @ and a name to mention a colleague; they will be notified."
          placeholder="Your comment…"
          value={body}
          onChange={setBody}
          mentions={mentions}
          onMentionsChange={setMentions}
          error={error}
          disabled={add.isPending}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<Send size={16} aria-hidden />}
            loading={add.isPending}
            disabled={!body.trim()}
          >
            Post comment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ThreadView({ threadId }: { threadId: string }) {
  const thread = useThread(threadId);
  const me = useAuth((s) => s.user?.id);
  const status = useSetThreadStatus(threadId);
  if (thread.isPending) return <LoadingState what="the discussion" />;
  if (thread.isError)
    return (
      <LoadError
        error={thread.error}
        retry={() => void thread.refetch()}
        title="Could not load the discussion"
        notFoundTitle="This discussion does not exist in your institution"
      />
    );
  const t = thread.data;
  const resolved = t.status === 'resolved';
  return (
    <Stack gap="md" aria-label="Discussion" component="section">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} style={{ overflowWrap: 'anywhere' }}>
            {t.title}
          </Title>
          <Badge color={resolved ? '#495057' : TONE.success}>
            {resolved ? 'Resolved' : 'Open'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Started by {t.openedBy?.name ?? 'a deleted account'} · {formatDateTime(t.createdAt)}
          {resolved && t.resolvedBy
            ? ` · resolved by ${t.resolvedBy.name}${t.resolvedAt ? `, ${formatDateTime(t.resolvedAt)}` : ''}`
            : ''}
        </Text>
      </Stack>
      <CaseHeaderCard patient={t.patient} deidentified={t.deidentified} />
      <Stack
        gap="xs"
        component="ol"
        aria-label="Comments"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {t.comments.map((c) => (
          <CommentItem
            key={c.id}
            comment={c}
            mine={c.author?.id === me}
            identifiedView={!t.deidentified}
          />
        ))}
      </Stack>
      {status.isError ? (
        <Alert color={TONE.danger} variant="outline" icon={<TriangleAlert size={18} aria-hidden />}>
          {status.error.message}
        </Alert>
      ) : null}
      {resolved ? (
        <Text size="sm" c="dimmed">
          This discussion is resolved.{t.canResolve ? ' Reopen it to add a comment.' : ''}
        </Text>
      ) : (
        <Composer thread={t} />
      )}
      {t.canResolve ? (
        <Group>
          <Button
            variant="default"
            leftSection={
              resolved ? (
                <RotateCcw size={16} aria-hidden />
              ) : (
                <CheckCircle2 size={16} aria-hidden />
              )
            }
            loading={status.isPending}
            onClick={() => status.mutate(resolved ? 'reopen' : 'resolve')}
          >
            {resolved ? 'Reopen discussion' : 'Mark resolved'}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
