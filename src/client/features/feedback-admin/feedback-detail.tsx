import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Title,
} from '@mantine/core';
import { CircleDot } from 'lucide-react';
import { useState } from 'react';
import { countOf } from '../../../core/access';
import {
  CLINICAL_SAFETY_LABELS,
  EFFORT_SIZES,
  FEEDBACK_CATEGORIES,
  FEEDBACK_TYPES,
  LABEL_MAX_LENGTH,
  PRIORITIES,
  type FeedbackCategory,
  type FeedbackType,
  type Priority,
} from '../../../core/feedback';
import type { EffortSize } from '../../../core/config';
import { useCreateIssue, useFeedbackItem, usePatchFeedback, type AdminFeedbackItem } from './api';
import {
  CATEGORY_LABELS,
  DERIVED_LABEL,
  EFFORT_LABELS,
  formatDate,
  ownLabels,
  PRIORITY_LABELS,
  PriorityBadge,
  STATUS_LABELS,
  TYPE_LABELS,
} from './labels';

function Field({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

function LabelsEditor({ item }: { item: AdminFeedbackItem }) {
  const patch = usePatchFeedback();
  const [draft, setDraft] = useState<string[]>(() => ownLabels(item.labels));
  const saved = ownLabels(item.labels);
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  return (
    <Stack gap={6}>
      <TagsInput
        label="Labels"
        description="Press Enter after each label. type:, category:, priority: and effort: labels follow the fields above."
        value={draft}
        onChange={(v) =>
          setDraft(v.filter((l) => !DERIVED_LABEL.test(l)).map((l) => l.slice(0, LABEL_MAX_LENGTH)))
        }
        maxTags={16}
        clearable
      />
      <Group gap="xs">
        <Button
          size="xs"
          disabled={!changed}
          loading={patch.isPending}
          onClick={() => patch.mutate({ id: item.id, patch: { labels: draft } })}
        >
          Save labels
        </Button>
        {patch.isError ? (
          <Text size="sm" c="red" role="alert">
            The labels were not saved: {patch.error.message}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}

function Classification({ item }: { item: AdminFeedbackItem }) {
  const patch = usePatchFeedback();
  const save = (p: Parameters<typeof patch.mutate>[0]['patch']) =>
    patch.mutate({ id: item.id, patch: p });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      <NativeSelect
        label="Type"
        value={item.type}
        onChange={(e) => save({ type: e.currentTarget.value as FeedbackType })}
        data={FEEDBACK_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
      />
      <NativeSelect
        label="Category"
        value={item.category}
        onChange={(e) => save({ category: e.currentTarget.value as FeedbackCategory })}
        data={FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
      />
      <NativeSelect
        label="Priority"
        value={item.priority}
        onChange={(e) => save({ priority: e.currentTarget.value as Priority })}
        data={PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
      />
      <NativeSelect
        label="Effort"
        value={item.estimatedEffort}
        onChange={(e) => save({ estimatedEffort: e.currentTarget.value as EffortSize })}
        data={EFFORT_SIZES.map((s) => ({ value: s, label: EFFORT_LABELS[s] }))}
      />
      {patch.isError ? (
        <Text size="sm" c="red" role="alert">
          Not saved: {patch.error.message}
        </Text>
      ) : null}
    </SimpleGrid>
  );
}

function IssueSection({
  item,
  githubEnabled,
}: {
  item: AdminFeedbackItem;
  githubEnabled: boolean;
}) {
  const create = useCreateIssue();
  const linked = item.metadata.linkedIssue;
  if (linked) {
    return (
      <Card withBorder padding="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <CircleDot size={18} aria-hidden />
          <div>
            <Text fw={700} size="sm">
              Linked GitHub issue
            </Text>
            <Anchor href={linked.url} target="_blank" rel="noopener noreferrer">
              Issue #{linked.number}
            </Anchor>{' '}
            <Text span size="sm">
              created {formatDate(linked.created_at)}
            </Text>
          </div>
        </Group>
      </Card>
    );
  }
  return (
    <Stack gap={6}>
      <Group>
        <Button
          leftSection={<CircleDot size={16} aria-hidden />}
          onClick={() => create.mutate(item.id)}
          loading={create.isPending}
          disabled={!githubEnabled}
        >
          Create GitHub issue
        </Button>
      </Group>
      {!githubEnabled ? (
        <Text size="sm" c="dimmed">
          Turn on the GitHub integration in the GitHub tab to file feedback as issues.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          The issue gets the description, steps, environment and labels. The contact e-mail, the
          session and patient identifiers in the page address are left out.
        </Text>
      )}
      {create.isError ? (
        <Alert color="red" role="alert">
          {create.error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** Everything about one item, its triage fields, labels and GitHub issue. */
export function FeedbackDetail({
  id,
  githubEnabled,
  onClose,
}: {
  id: string | null;
  githubEnabled: boolean;
  onClose(): void;
}) {
  const query = useFeedbackItem(id);
  const item = id !== null ? (query.data ?? null) : null;
  const m = item?.metadata;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={item ? item.title : 'Feedback'}
      closeButtonProps={{ 'aria-label': 'Close details' }}
    >
      {id !== null && query.isPending ? <Text role="status">Loading…</Text> : null}
      {id !== null && query.isError ? (
        <Alert color="red" role="alert">
          {query.error.message}
        </Alert>
      ) : null}
      {item && m ? (
        <Stack gap="md">
          <Group gap="xs">
            <PriorityBadge priority={item.priority} />
            <Badge variant="light">{TYPE_LABELS[item.type]}</Badge>
            <Badge variant="light" color="gray">
              {STATUS_LABELS[item.status]}
            </Badge>
            <Badge variant="outline">{countOf(item.votes, 'vote')}</Badge>
            {m.clinicalSafety ? (
              <Badge color="red.9" variant="filled">
                Clinical safety: {CLINICAL_SAFETY_LABELS[m.clinicalSafety]}
              </Badge>
            ) : null}
          </Group>
          <Field label="Description" value={item.description} />
          <Field label="Steps to reproduce" value={m.reproductionSteps} />
          <Field label="Expected behaviour" value={m.expectedBehavior} />
          <Field label="Actual behaviour" value={m.actualBehavior} />
          <Field label="Component" value={m.component} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Field label="Page" value={item.page} />
            <Field label="Submitted" value={formatDate(item.timestamp)} />
            <Field label="Submitted by" value={item.submitter?.name ?? 'Deleted account'} />
            <Field
              label="Browser"
              value={`${m.browserInfo.browser} ${m.browserInfo.version} · ${m.browserInfo.os}`}
            />
            <Field
              label="Contact e-mail (the user agreed to be contacted)"
              value={m.contactEmail}
            />
            <Field label="Session" value={item.sessionId} />
          </SimpleGrid>
          <Title order={3} size="h5">
            Triage
          </Title>
          <Classification key={`${item.id}-${item.updatedAt}`} item={item} />
          <LabelsEditor key={`labels-${item.id}-${item.updatedAt}`} item={item} />
          <Title order={3} size="h5">
            GitHub
          </Title>
          <IssueSection item={item} githubEnabled={githubEnabled} />
        </Stack>
      ) : null}
    </Drawer>
  );
}
