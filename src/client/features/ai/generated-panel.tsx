import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Bot, ExternalLink, Info, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { TONE } from '../../components/tones';
import { ApiError } from '../../lib/api';
import { useAsk, useNarrative, type GeneratedAnswer } from './api';

const anchorOf = (scope: string, id: string) => `${scope}-fact-${id.replace(/[^a-z0-9]+/gi, '-')}`;

function failureTitle(error: unknown): string {
  if (!(error instanceof ApiError)) return 'The language model could not answer';
  switch (error.code) {
    case 'llm_answer_rejected':
      return 'The generated answer was not shown';
    case 'llm_timeout':
      return 'The language model did not answer in time';
    case 'llm_not_configured':
      return 'No language model is configured';
    default:
      return 'The language model could not answer';
  }
}

/** A generated answer, labelled as such, each sentence linked to the records it cites. */
function Answer({ answer, scope }: { answer: GeneratedAnswer; scope: string }) {
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0">
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color="violet.9" variant="filled" leftSection={<Bot size={14} aria-hidden />}>
            Generated
          </Badge>
          <Text size="sm">
            by {answer.model} from {answer.factCount} computed facts; check it against the cited
            records.
          </Text>
        </Group>
        <Text component="div">
          {answer.sentences.map((s, i) => (
            <span key={`${i}-${s.text}`}>
              {s.text}{' '}
              {s.citations.map((id) => (
                <Anchor key={id} href={`#${anchorOf(scope, id)}`} size="sm">
                  [{id}]
                </Anchor>
              ))}
              {s.citations.length === 0 ? (
                <Text span size="sm" c={TONE.warning}>
                  (no record cited)
                </Text>
              ) : null}{' '}
            </span>
          ))}
        </Text>
        <div>
          <Text fw={600} size="sm">
            Cited records
          </Text>
          <List size="sm" spacing={6}>
            {answer.facts.map((f) => (
              <List.Item key={f.id} id={anchorOf(scope, f.id)}>
                <strong>[{f.id}]</strong> {f.title}. {f.text}
                {f.sources.length > 0 ? (
                  <Text size="xs" component="div">
                    Sources:{' '}
                    {f.sources.map((s, i) => (
                      <span key={`${s.label}${i}`}>
                        {i > 0 ? '; ' : ''}
                        {s.url ? (
                          <Anchor href={s.url} target="_blank" rel="noreferrer" size="xs">
                            {s.label} <ExternalLink size={10} aria-label="opens in a new tab" />
                          </Anchor>
                        ) : (
                          s.label
                        )}
                      </span>
                    ))}
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
        </div>
      </Stack>
    </Paper>
  );
}

function Failure({ error }: { error: unknown }) {
  return (
    <Alert
      variant="outline"
      color={TONE.danger}
      icon={<TriangleAlert size={18} aria-hidden />}
      title={failureTitle(error)}
      role="alert"
    >
      <Text size="sm">{error instanceof Error ? error.message : 'Unknown error'}</Text>
    </Alert>
  );
}

/**
 * The optional language model: a narrative of the recommendations and questions in plain
 * language, answered from the records the server retrieves and shown only with their citations.
 * Without a configured model the panel says the narrative is off; the page works without it.
 */
export function GeneratedPanel({
  patientId,
  languageModel,
}: {
  patientId: string;
  languageModel: { configured: boolean; model: string | null };
}) {
  const narrative = useNarrative(patientId);
  const ask = useAsk(patientId);
  const [question, setQuestion] = useState('');
  return (
    <Stack gap="md" component="section" aria-labelledby="ai-generated-title">
      <Title order={3} size="h3" id="ai-generated-title">
        Generated summary and questions
      </Title>
      {!languageModel.configured ? (
        <Alert
          variant="outline"
          color={TONE.info}
          icon={<Info size={18} aria-hidden />}
          title="Narrative off"
        >
          <Text size="sm">
            No language model is configured on this server (LLM_BASE_URL, LLM_MODEL and
            LLM_API_KEY), so there is no generated summary and no question box. The recommendations
            above are complete without it.
          </Text>
        </Alert>
      ) : (
        <>
          <Text size="sm">
            The model ({languageModel.model}) is given only facts the engines computed and records
            retrieved from the knowledge base, each with an id, and nothing that identifies the
            patient. An answer that cites nothing, or cites a record it was not given, is not shown.
          </Text>
          <Group>
            <Button
              variant="light"
              leftSection={<Bot size={16} aria-hidden />}
              loading={narrative.isPending}
              onClick={() => narrative.mutate()}
            >
              Generate a summary
            </Button>
          </Group>
          {narrative.isPending ? (
            <Group gap="xs" role="status">
              <Loader size="sm" aria-hidden />
              <Text size="sm">Waiting for the language model…</Text>
            </Group>
          ) : null}
          {narrative.isError ? <Failure error={narrative.error} /> : null}
          {narrative.data ? <Answer answer={narrative.data} scope="narrative" /> : null}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (question.trim().length >= 3) ask.mutate(question.trim());
            }}
          >
            <Stack gap="xs">
              <TextInput
                label="Ask about this patient"
                description="For example: can she take ibuprofen for bone pain?"
                value={question}
                maxLength={500}
                onChange={(e) => setQuestion(e.currentTarget.value)}
              />
              <Group>
                <Button type="submit" loading={ask.isPending} disabled={question.trim().length < 3}>
                  Ask
                </Button>
              </Group>
            </Stack>
          </form>
          {ask.isPending ? (
            <Group gap="xs" role="status">
              <Loader size="sm" aria-hidden />
              <Text size="sm">Retrieving records and waiting for the language model…</Text>
            </Group>
          ) : null}
          {ask.isError ? <Failure error={ask.error} /> : null}
          {ask.data ? <Answer answer={ask.data} scope="question" /> : null}
        </>
      )}
    </Stack>
  );
}
