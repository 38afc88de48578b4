import { Anchor, Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { TONE } from '../../components/tones';
import { Link } from 'react-router';
import { useAlertRuleOverrides, type DayRange } from './api';

/*
 * Which alert rules clinicians override (issue 22), so the pharmacy and therapeutics committee
 * sees which alerts are ignored: rules overridden more than 90% of the time first (drug safety
 * alerts are overridden in 49% to 96% of cases: van der Sijs et al., JAMIA 2006;13(2):138-147,
 * doi:10.1197/jamia.M1809), each with a link to propose an alert-policy change.
 */

const REASON: Record<string, string> = {
  'benefit-outweighs-risk': 'benefit outweighs risk',
  'will-monitor': 'will monitor',
  'dose-adjusted': 'dose adjusted',
  'tolerated-previously': 'tolerated previously',
  'not-clinically-relevant': 'not clinically relevant',
  other: 'other',
};

const percent = (x: number) => `${Math.round(x * 100)}%`;

function proposeLink(kind: string, ruleId: string) {
  return `/knowledge?${new URLSearchParams({ kind, ruleId }).toString()}#alert-policy`;
}

export function AlertRuleOverrides({ range }: { range: DayRange }) {
  const data = useAlertRuleOverrides(range);
  const rules = data.data?.rules ?? [];
  return (
    <Card withBorder component="section" aria-labelledby="alert-rule-overrides">
      <Stack gap="xs">
        <Title order={3} id="alert-rule-overrides" size="h4">
          Alert rules: firings and overrides
        </Title>
        <Text size="sm" c="dimmed">
          Each rule&apos;s alerts first raised in the period, how many were overridden (acknowledged
          and continued unchanged) and why. Rules overridden more than 90% of the time over at least{' '}
          {data.data?.minFiringsToFlag ?? 5} alerts come first: they are the first a pharmacy and
          therapeutics committee reviews (van der Sijs et al., JAMIA 2006, doi:10.1197/jamia.M1809).
        </Text>
        {data.isError ? <Text c={TONE.danger}>{data.error.message}</Text> : null}
        {data.data && rules.length === 0 ? (
          <Text size="sm">No alerts were raised in this period.</Text>
        ) : null}
        {rules.length > 0 ? (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Rule</Table.Th>
                  <Table.Th scope="col">Fired</Table.Th>
                  <Table.Th scope="col">Overridden</Table.Th>
                  <Table.Th scope="col">Reasons</Table.Th>
                  <Table.Th scope="col">Policy</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rules.map((r) => (
                  <Table.Tr key={`${r.kind}:${r.ruleId}`} data-testid="alert-rule-row">
                    <Table.Td>
                      <Text size="sm">{r.label}</Text>
                      <Text size="xs" c="dimmed">
                        {r.kind}
                        {r.kbSeverity ? `, knowledge base severity ${r.kbSeverity}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>{r.fired}</Table.Td>
                    <Table.Td>
                      {percent(r.overrideRate)} ({r.overridden})
                      {r.highOverride ? (
                        <Badge color={TONE.danger} variant="light" ml="xs">
                          Overridden &gt; 90%
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">
                        {r.reasons.length === 0
                          ? 'none'
                          : r.reasons
                              .map((x) => `${REASON[x.reason] ?? x.reason} ${x.n}`)
                              .join(', ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {r.tunable ? (
                        <Anchor component={Link} to={proposeLink(r.kind, r.ruleId)} size="sm">
                          Propose a policy change
                        </Anchor>
                      ) : (
                        <Text size="xs" c="dimmed">
                          Severity worked out per patient; tune by pair
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Card>
  );
}
