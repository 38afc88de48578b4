import { Alert, Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CheckCircle2, RotateCcw, Send, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { LoadError, LoadingState } from '../../components/query-state';
import { TONE } from '../../components/tones';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../stores/auth';
import {
  useAddComment,
  useSetThreadStatus,
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
            De-identified for your role: the patient’s identifiers are redacted from the discussion
            and its dates are shifted.
          </Text>
        </Group>
      ) : null}
    </Paper>
  );
}

function CommentItem({ comment, mine }: { comment: Comment; mine: boolean }) {
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
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.body}
      </Text>
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
          <CommentItem key={c.id} comment={c} mine={c.author?.id === me} />
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
