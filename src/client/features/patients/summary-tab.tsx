import {
  Anchor,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { term, type Role } from '../../../core/access';
import { calculateBsa, roundBsa } from '../../../core/dosing/bsa';
import {
  AlertCountBadges,
  hiddenAlertsSentence,
  unresolvedCount,
  type PatientAlertsResponse,
} from '../../components/patient-alerts';
import type { PatientDetail } from '../../lib/patient-api';
import { activeConditions, formatDate, KEY_LABS, labLabel, latestLabs } from './format';
import { routeWordForCode } from './form-values';
import type { PatientTab } from './patient-page';
import { DrugName, Empty, LabFlag, labValueText } from './record-bits';

/** Body surface area (Mosteller) from the record's height and weight, or why it is unknown. */
export function bsaText(heightCm: number | null, weightKg: number | null): string {
  if (heightCm === null || weightKg === null) return 'cannot calculate: height or weight missing';
  const bsa = calculateBsa(heightCm, weightKg);
  return bsa.status === 'ok' ? `${roundBsa(bsa.bsaM2).toFixed(2)} m² (Mosteller)` : bsa.reason;
}

export function SummaryTab({
  patient,
  role,
  alerts,
  onOpenTab,
}: {
  patient: PatientDetail;
  role: Role;
  alerts: UseQueryResult<PatientAlertsResponse>;
  onOpenTab(tab: PatientTab): void;
}) {
  const d = patient.demographics;
  const problems = activeConditions(patient);
  const meds = patient.medications.filter((m) => m.isActive);
  const latest = latestLabs(patient.labValues);
  const keyLabs = KEY_LABS.map((name) => latest.get(name)).filter((l) => l !== undefined);
  const alertWord = term(role, 'alert', true);
  const data = alerts.data;
  const hidden = data
    ? hiddenAlertsSentence(data.counts, data.hiddenLevels, {
        singular: term(role, 'alert'),
        plural: alertWord,
      })
    : null;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card withBorder component="section" aria-labelledby="sum-alerts">
        <Title order={3} size="h4" id="sum-alerts" mb="xs">
          Current {alertWord.toLowerCase()}
        </Title>
        {alerts.isPending ? (
          <Text size="sm" role="status">
            Checking the whole therapy…
          </Text>
        ) : alerts.isError ? (
          <Text size="sm">Could not check: {alerts.error.message}</Text>
        ) : (
          <Stack gap={6}>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {data!.alerts.length === 0
                  ? `None at the levels your role is shown.`
                  : unresolvedCount(data!.alerts) === 0
                    ? 'All acknowledged.'
                    : `${unresolvedCount(data!.alerts)} need${unresolvedCount(data!.alerts) === 1 ? 's' : ''} attention`}
              </Text>
              <AlertCountBadges
                counts={data!.counts}
                levels={(['critical', 'high', 'medium', 'low'] as const).filter(
                  (l) => !data!.hiddenLevels.includes(l),
                )}
              />
            </Group>
            {hidden ? (
              <Text size="sm" c="dimmed">
                {hidden}
              </Text>
            ) : null}
            {data!.limitations.length > 0 ? (
              <Text size="sm" c="dimmed">
                {data!.limitations.length} thing{data!.limitations.length === 1 ? '' : 's'} could
                not be checked (unknown, not safe).
              </Text>
            ) : null}
            <div>
              <Button size="xs" variant="light" onClick={() => onOpenTab('alerts')}>
                Review {alertWord.toLowerCase()}
              </Button>
            </div>
          </Stack>
        )}
      </Card>

      <Card withBorder component="section" aria-labelledby="sum-demo">
        <Title order={3} size="h4" id="sum-demo" mb="xs">
          Body and age
        </Title>
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            <Fact label="Age" value={d.ageYears === null ? 'unknown' : `${d.ageYears} years`} />
            <Fact label="Sex" value={d.sex} />
            <Fact
              label="Height"
              value={d.heightCm === null ? 'not recorded' : `${d.heightCm} cm`}
            />
            <Fact
              label="Weight"
              value={d.weightKg === null ? 'not recorded' : `${d.weightKg} kg`}
            />
            <Fact label="BSA" value={bsaText(d.heightCm, d.weightKg)} />
          </Table.Tbody>
        </Table>
      </Card>

      <Card withBorder component="section" aria-labelledby="sum-problems">
        <Title order={3} size="h4" id="sum-problems" mb="xs">
          Active problems
        </Title>
        {problems.length === 0 ? (
          <Empty>No active conditions recorded.</Empty>
        ) : (
          <List size="sm" spacing={2}>
            {problems.map((c) => (
              <List.Item key={c.id}>
                {c.name ?? 'Name withheld'}
                {c.icd10 ? ` (${c.icd10})` : ''}
                {c.stage ? `, stage ${c.stage}` : ''}
                {c.status !== 'active' ? ` — ${c.status}` : ''}
              </List.Item>
            ))}
          </List>
        )}
        <Title order={4} size="h5" mt="sm" mb={4}>
          Allergies
        </Title>
        {patient.allergies.length === 0 ? (
          <Empty>None recorded (not the same as none known).</Empty>
        ) : (
          <Text size="sm">
            {patient.allergies.map((a) => `${a.allergen ?? 'withheld'} (${a.severity})`).join('; ')}
          </Text>
        )}
      </Card>

      <Card withBorder component="section" aria-labelledby="sum-therapy">
        <Title order={3} size="h4" id="sum-therapy" mb="xs">
          Active {term(role, 'medication', true).toLowerCase()}
        </Title>
        {meds.length === 0 ? (
          <Empty>No active {term(role, 'medication', true).toLowerCase()}.</Empty>
        ) : (
          <Stack gap={6}>
            {meds.map((m) => (
              <div key={m.id}>
                <DrugName med={m} />
                <Text size="xs" c="dimmed">
                  {[m.dosage, m.frequency, routeWordForCode(m.route)].filter(Boolean).join(' · ') ||
                    'No dose recorded'}
                </Text>
              </div>
            ))}
          </Stack>
        )}
        <div>
          <Anchor
            size="sm"
            mt="xs"
            component="button"
            type="button"
            onClick={() => onOpenTab('medications')}
          >
            All {term(role, 'medication', true).toLowerCase()}
          </Anchor>
        </div>
      </Card>

      <Card
        withBorder
        component="section"
        aria-labelledby="sum-labs"
        style={{ gridColumn: '1 / -1' }}
      >
        <Title order={3} size="h4" id="sum-labs" mb="xs">
          Latest key labs
        </Title>
        {keyLabs.length === 0 ? (
          <Empty>No key labs recorded: renal, hepatic and blood-count checks cannot run.</Empty>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Test</Table.Th>
                  <Table.Th scope="col">Value</Table.Th>
                  <Table.Th scope="col">Flag</Table.Th>
                  <Table.Th scope="col">Taken</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {keyLabs.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Th scope="row" fw={500}>
                      {labLabel(l)}
                    </Table.Th>
                    <Table.Td>{labValueText(l)}</Table.Td>
                    <Table.Td>
                      <LabFlag lab={l} />
                    </Table.Td>
                    <Table.Td>{formatDate(l.timestamp)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </SimpleGrid>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500} w={90} style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}
