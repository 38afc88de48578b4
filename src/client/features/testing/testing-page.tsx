import { Alert, Badge, Button, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { CheckCircle2, CircleSlash, XCircle } from 'lucide-react';
import { useState } from 'react';
import { KNOWN_ANSWER_CHECKS, runCheck, type CheckOutcome } from './known-answer-checks';

const BADGE: Record<
  CheckOutcome['status'],
  { color: string; label: string; icon: typeof CheckCircle2 }
> = {
  pass: { color: 'green', label: 'Pass', icon: CheckCircle2 },
  fail: { color: 'red', label: 'Fail', icon: XCircle },
  unavailable: { color: 'gray', label: 'Not for your role', icon: CircleSlash },
};

export default function TestingPage() {
  const [results, setResults] = useState<Record<string, CheckOutcome>>({});
  const [running, setRunning] = useState(false);
  const done = Object.keys(results).length;

  const runAll = async () => {
    setRunning(true);
    setResults({});
    for (const check of KNOWN_ANSWER_CHECKS) {
      const outcome = await runCheck(check);
      setResults((r) => ({ ...r, [check.id]: outcome }));
    }
    setRunning(false);
  };

  const failed = Object.values(results).filter((r) => r.status === 'fail').length;
  return (
    <Stack>
      <Title order={2}>Testing</Title>
      <Text maw={760}>
        Known-answer checks run against this installation&apos;s live API. Each expected answer
        comes from the cited source; run them after an upgrade or a knowledge-base update to confirm
        the engines still give it.
      </Text>
      <Group>
        <Button onClick={runAll} loading={running}>
          Run all checks
        </Button>
        {done > 0 ? (
          <Text size="sm" aria-live="polite">
            {done} of {KNOWN_ANSWER_CHECKS.length} run{failed > 0 ? `, ${failed} failed` : ''}
          </Text>
        ) : null}
      </Group>
      {running || done > 0 ? (
        <Progress value={(done / KNOWN_ANSWER_CHECKS.length) * 100} aria-label="Checks completed" />
      ) : null}
      {!running && done === KNOWN_ANSWER_CHECKS.length && failed > 0 ? (
        <Alert color="red" role="alert" title="Some checks failed">
          Do not rely on the failing areas until the installation is corrected.
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={760}>
        <Table striped className="stack-on-phone" aria-label="Known-answer checks">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Area</Table.Th>
              <Table.Th>Check</Table.Th>
              <Table.Th>Expected</Table.Th>
              <Table.Th>Observed</Table.Th>
              <Table.Th miw={170}>Result</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {KNOWN_ANSWER_CHECKS.map((check) => {
              const r = results[check.id];
              const b = r ? BADGE[r.status] : null;
              return (
                <Table.Tr key={check.id}>
                  <Table.Td data-label="Area">{check.area}</Table.Td>
                  <Table.Td data-label="Check">
                    <Text size="sm" fw={600}>
                      {check.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {check.source}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label="Expected">{check.expected}</Table.Td>
                  <Table.Td data-label="Observed">{r?.observed ?? '—'}</Table.Td>
                  <Table.Td data-label="Result">
                    {b ? (
                      // The whole label, never cut to "NOT …" (issue 13).
                      <Badge
                        color={b.color}
                        leftSection={<b.icon size={12} aria-hidden />}
                        style={{ overflow: 'visible' }}
                        styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
                      >
                        {b.label}
                      </Badge>
                    ) : (
                      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        Not run
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
