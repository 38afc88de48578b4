import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { LoadError, LoadingState } from '../../components/query-state';
import { TONE } from '../../components/tones';
import { useProgress } from './api';
import { KIND_LABELS } from './quiz-panel';

const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`;

/** The learner's own record: by topic, and the last ten answers. */
export function ProgressPanel() {
  const progress = useProgress();
  if (progress.isPending) return <LoadingState what="your progress" />;
  if (progress.isError)
    return (
      <LoadError
        error={progress.error}
        retry={() => void progress.refetch()}
        title="Could not load your progress"
      />
    );
  const { byKind, recent } = progress.data;
  const answered = byKind.reduce((n, k) => n + k.answers, 0);
  return (
    <Stack gap="lg">
      {answered === 0 ? (
        <Text c="dimmed">No answers yet: study a case or take a practice quiz to start.</Text>
      ) : null}
      <Table.ScrollContainer type="native" tabIndex={0} minWidth={520}>
        <Table striped aria-label="Progress by topic">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Topic</Table.Th>
              <Table.Th>Available</Table.Th>
              <Table.Th>Attempted</Table.Th>
              <Table.Th>Mastered</Table.Th>
              <Table.Th>Answers correct</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {byKind.map((k) => (
              <Table.Tr key={k.kind}>
                <Table.Td>{KIND_LABELS[k.kind]}</Table.Td>
                <Table.Td>{k.available}</Table.Td>
                <Table.Td>{k.attempted}</Table.Td>
                <Table.Td>{k.mastered}</Table.Td>
                <Table.Td>
                  {k.correctAnswers} of {k.answers} ({percent(k.correctAnswers, k.answers)})
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {recent.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Your last answers
          </Title>
          <Table.ScrollContainer type="native" tabIndex={0} minWidth={480}>
            <Table aria-label="Your last answers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Topic</Table.Th>
                  <Table.Th>Result</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {recent.map((r, i) => (
                  <Table.Tr key={`${r.itemId}-${i}`}>
                    <Table.Td>{new Date(r.answeredAt).toLocaleString()}</Table.Td>
                    <Table.Td>{r.topic}</Table.Td>
                    <Table.Td>
                      <Badge color={r.correct ? TONE.success : TONE.warning}>
                        {r.correct ? 'Correct' : `${Math.round(r.score * 100)}%`}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : null}
    </Stack>
  );
}
