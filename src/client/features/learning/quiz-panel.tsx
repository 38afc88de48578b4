import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { CheckCircle2, CircleX, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { LoadError, LoadingState } from '../../components/query-state';
import { TONE } from '../../components/tones';
import { useAnswerQuestion, useQuiz, type AnswerResult, type QuestionKind } from './api';
import { SourceList } from './sources';

export const KIND_LABELS: Record<QuestionKind | 'case', string> = {
  interaction: 'Interactions',
  pgx: 'Pharmacogenomics',
  dosing: 'Dosing',
  case: 'Case studies',
};

function Feedback({ result }: { result: AnswerResult }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), [result]);
  return (
    <Alert
      variant="light"
      color={result.correct ? TONE.success : TONE.warning}
      icon={
        result.correct ? <CheckCircle2 size={18} aria-hidden /> : <CircleX size={18} aria-hidden />
      }
      aria-live="polite"
    >
      <Stack gap="xs">
        <Title order={4} ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
          {result.correct ? 'Correct' : result.score > 0 ? 'Partly correct' : 'Not quite'}
        </Title>
        {result.parts.map((p) => (
          <Text size="sm" key={p.id}>
            <strong>{p.prompt}:</strong>{' '}
            {p.correct
              ? `${p.correctLabel} is right.`
              : `you chose ${p.chosenLabel}; the answer is ${p.correctLabel}.`}
          </Text>
        ))}
        <Text size="sm">{result.explanation}</Text>
        <SourceList sources={result.sources} label="Source" />
      </Stack>
    </Alert>
  );
}

/** One quiz of five questions, answered one at a time and scored by the server. */
export function QuizPanel() {
  const [kind, setKind] = useState<QuestionKind | null>(null);
  const [round, setRound] = useState(0);
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [results, setResults] = useState<AnswerResult[]>([]);
  const quiz = useQuiz(kind, round);
  const answer = useAnswerQuestion();

  const restart = (nextKind: QuestionKind | null = kind) => {
    setKind(nextKind);
    setRound((r) => r + 1);
    setIndex(0);
    setChosen({});
    setResults([]);
    answer.reset();
  };

  const picker = (
    <SegmentedControl
      aria-label="Topic"
      value={kind ?? 'mixed'}
      onChange={(v) => restart(v === 'mixed' ? null : (v as QuestionKind))}
      data={[
        { value: 'mixed', label: 'Mixed' },
        { value: 'interaction', label: 'Interactions' },
        { value: 'pgx', label: 'Pharmacogenomics' },
        { value: 'dosing', label: 'Dosing' },
      ]}
      fullWidth
      style={{ maxWidth: 560 }}
    />
  );

  if (quiz.isPending)
    return (
      <Stack>
        {picker}
        <LoadingState what="questions" />
      </Stack>
    );
  if (quiz.isError)
    return (
      <Stack>
        {picker}
        <LoadError
          error={quiz.error}
          retry={() => void quiz.refetch()}
          title="Could not load the quiz"
        />
      </Stack>
    );
  const questions = quiz.data.questions;
  if (questions.length === 0)
    return (
      <Stack>
        {picker}
        <Text c="dimmed">The knowledge base yields no question on this topic.</Text>
      </Stack>
    );

  const done = index >= questions.length;
  if (done) {
    const right = results.filter((r) => r.correct).length;
    return (
      <Stack>
        {picker}
        <Card withBorder>
          <Title order={3} size="h4">
            Quiz complete
          </Title>
          <Text mt="xs">
            You answered {right} of {questions.length} questions correctly.
          </Text>
          <Button
            mt="md"
            leftSection={<RotateCcw size={16} aria-hidden />}
            onClick={() => restart()}
          >
            New quiz
          </Button>
        </Card>
      </Stack>
    );
  }

  const q = questions[index]!;
  const result = answer.data?.questionId === q.id ? answer.data : null;
  const complete = q.parts.every((p) => chosen[p.id] !== undefined);
  return (
    <Stack>
      {picker}
      <Card withBorder component="article" aria-labelledby="quiz-question">
        <Group justify="space-between" mb="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            Question {index + 1} of {questions.length}
          </Text>
          <Badge variant="light">{KIND_LABELS[q.kind]}</Badge>
        </Group>
        <Title order={3} size="h4" id="quiz-question" mb="md">
          {q.prompt}
        </Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!complete || result) return;
            answer.mutate(
              { questionId: q.id, answer: chosen },
              { onSuccess: (r) => setResults((all) => [...all, r]) },
            );
          }}
        >
          <Stack gap="md">
            {q.parts.map((part) => (
              <Radio.Group
                key={part.id}
                label={part.prompt}
                value={chosen[part.id] ?? null}
                onChange={(v) => {
                  if (!result) setChosen((c) => ({ ...c, [part.id]: v }));
                }}
                required
              >
                <Stack gap={6} mt={6}>
                  {part.options.map((o) => {
                    const graded = result?.parts.find((p) => p.id === part.id);
                    const mark = !graded
                      ? ''
                      : o.id === graded.correctOption
                        ? ' ✓ the answer'
                        : o.id === graded.chosen
                          ? ' ✗ your answer'
                          : '';
                    return (
                      <Radio
                        key={o.id}
                        value={o.id}
                        label={`${o.label}${mark}`}
                        fw={mark ? 600 : undefined}
                      />
                    );
                  })}
                </Stack>
              </Radio.Group>
            ))}
            {answer.isError ? (
              <Text c={TONE.danger} size="sm" role="alert">
                {answer.error.message}
              </Text>
            ) : null}
            {result ? (
              <>
                <Feedback result={result} />
                <Group>
                  <Button
                    onClick={() => {
                      setIndex((i) => i + 1);
                      setChosen({});
                      answer.reset();
                    }}
                  >
                    {index + 1 < questions.length ? 'Next question' : 'See your score'}
                  </Button>
                </Group>
              </>
            ) : (
              <Group>
                <Button type="submit" disabled={!complete} loading={answer.isPending}>
                  Check answer
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
