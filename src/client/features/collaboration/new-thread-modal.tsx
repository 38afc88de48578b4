import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { TONE } from '../../components/tones';
import { ApiError } from '../../lib/api';
import { usePatientOptions, useCreateThread, type ThreadDetail } from './api';
import { MentionComposer, mentionsInText, type Mention } from './mention-composer';

/** The message of the field a 400 names, if it names this one. */
function fieldError(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return null;
  const found = (error.details as Array<{ path?: string; message?: string }>).find(
    (d) => d.path === `body.${field}`,
  );
  return found?.message ?? null;
}

/**
 * Starts a discussion: about the current patient when there is one (patient context), or one
 * chosen from the institution's patients (in the caller's view: names for clinicians, a case
 * label for students and researchers).
 */
export function NewThreadModal({
  opened,
  onClose,
  onCreated,
  current,
  patientWord,
}: {
  opened: boolean;
  onClose(): void;
  onCreated(thread: ThreadDetail): void;
  current: { id: string; label: string } | null;
  /** The role's word: Patient, Subject, Case Study. */
  patientWord: string;
}) {
  const [patientId, setPatientId] = useState<string | null>(current?.id ?? null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [mentions, setMentions] = useState<Mention[]>([]);
  const create = useCreateThread();
  const options = usePatientOptions(opened);
  const data = [
    ...(current ? [{ value: current.id, label: `${current.label} (current)` }] : []),
    ...(options.data?.items ?? [])
      .filter((p) => p.id !== current?.id)
      .map((p) => ({ value: p.id, label: p.label })),
  ];
  const close = () => {
    create.reset();
    onClose();
  };
  const general =
    create.error && !fieldError(create.error, 'title') && !fieldError(create.error, 'body')
      ? create.error.message
      : null;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Start a discussion"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!patientId) return;
          create.mutate(
            {
              patientId,
              title: title.trim(),
              body: body.trim(),
              mentions: mentionsInText(body, mentions).map((m) => m.id),
            },
            {
              onSuccess: (thread) => {
                setTitle('');
                setBody('');
                setMentions([]);
                onCreated(thread);
              },
            },
          );
        }}
      >
        <Stack>
          <Select
            label={patientWord}
            placeholder={options.isPending ? 'Loading…' : `Choose a ${patientWord.toLowerCase()}`}
            data={data}
            value={patientId}
            onChange={setPatientId}
            searchable
            required
            nothingFoundMessage={`No ${patientWord.toLowerCase()} found`}
            error={options.isError ? options.error.message : undefined}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Title"
            placeholder="What should colleagues look at?"
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            required
            maxLength={200}
            error={fieldError(create.error, 'title')}
          />
          <MentionComposer
            label="First comment"
            description="Type @ and a name to mention a colleague of your institution."
            value={body}
            onChange={setBody}
            mentions={mentions}
            onMentionsChange={setMentions}
            error={fieldError(create.error, 'body') ?? fieldError(create.error, 'mentions')}
            minRows={4}
          />
          {general ? (
            <Alert
              color={TONE.danger}
              variant="outline"
              icon={<TriangleAlert size={18} aria-hidden />}
              role="alert"
            >
              {general}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={create.isPending}
              disabled={!patientId || title.trim().length < 3 || !body.trim()}
            >
              Start discussion
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
