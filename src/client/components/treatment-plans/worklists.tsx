import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { exceedsVariance } from '../../../core/treatment-plans/variance';
import { LoadError, LoadingState } from '../query-state';
import { TONE } from '../tones';
import {
  dose,
  planPaths,
  useAdministrationQueue,
  usePlanAction,
  useVerificationQueue,
  type AdministrationItem,
  type PlanOrderView,
  type VerificationItem,
} from './api';
import { independentDose, varianceFrom } from './independent-dose';
import { MeasurementsLine, WeightFindings } from './plan-parts';

/** Pharmacist verification worklist (issue 19): each signed order beside an independent calculation. */
export function VerificationWorklist() {
  const queue = useVerificationQueue();
  if (queue.isPending) return <LoadingState what="the verification worklist" />;
  if (queue.isError)
    return <LoadError error={queue.error} retry={() => void queue.refetch()} title="Could not load the worklist" />;
  if (queue.data.items.length === 0) return <Text size="sm">No signed cycle is waiting for verification.</Text>;
  return (
    <Stack gap="md">
      {queue.data.items.map((item) => (
        <VerificationCard key={`${item.planId}-${item.cycle}`} item={item} />
      ))}
    </Stack>
  );
}

function VerificationCard({ item }: { item: VerificationItem }) {
  const action = usePlanAction();
  const [values, setValues] = useState<Record<string, number | string>>(() =>
    Object.fromEntries(item.orders.map((o) => [o.id, independentDose(o, item.measurements)?.value ?? ''])),
  );
  const [reason, setReason] = useState('');
  const m = item.measurements;
  const rows = item.orders.map((o) => {
    const mine = independentDose(o, m);
    const entered = values[o.id];
    const variance = typeof entered === 'number' ? varianceFrom(o, entered) : null;
    return { o, mine, entered, variance };
  });
  const over = rows.some((r) => r.variance !== null && exceedsVariance(r.variance));
  const complete = rows.every((r) => typeof r.entered === 'number' && r.entered > 0);
  const submit = () =>
    action.mutate({
      path: planPaths.verify(item.planId, item.cycle),
      body: {
        orders: rows.map((r) => ({
          orderId: r.o.id,
          independentDose: { value: r.entered, unit: (r.o.roundedDose ?? r.o.calculatedDose)?.unit ?? 'mg' },
        })),
        ...(over && reason.trim() ? { acceptVarianceReason: reason.trim() } : {}),
      },
    });
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>
            {item.patientName ?? 'Patient'} {item.mrn ? `· MRN ${item.mrn}` : ''} · {item.regimenName} cycle {item.cycle}
          </Title>
          <Text size="xs">
            Due {item.cycleStartDate} · signed {item.signedBy ? `by ${item.signedBy} ` : ''}
            {item.signedAt?.slice(0, 16).replace('T', ' ')}
          </Text>
        </Group>
        <MeasurementsLine m={m} />
        <WeightFindings m={m} />
        <Table.ScrollContainer minWidth={640}>
          <Table fz="sm" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Drug</Table.Th>
                <Table.Th>Signed dose</Table.Th>
                <Table.Th>Independent calculation</Table.Th>
                <Table.Th>Your dose</Table.Th>
                <Table.Th>Variance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ o, mine, entered, variance }) => (
                <Table.Tr key={o.id}>
                  <Table.Td>{o.drugName}</Table.Td>
                  <Table.Td>
                    {dose(o.roundedDose)}
                    <Text size="xs" c="dimmed">
                      calculated {dose(o.calculatedDose)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{mine ? mine.working : 'cannot be recalculated here'}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Independent dose of ${o.drugName}`}
                      value={entered}
                      min={0}
                      decimalScale={2}
                      onChange={(v) => setValues((s) => ({ ...s, [o.id]: v }))}
                      w={120}
                    />
                  </Table.Td>
                  <Table.Td>
                    {variance === null ? (
                      '—'
                    ) : (
                      <Badge color={exceedsVariance(variance) ? TONE.danger : TONE.success} variant="light">
                        {variance > 0 ? '+' : ''}
                        {variance}%
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {over ? (
          <TextInput
            label="Reason to accept a variance over 5%"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        ) : null}
        {action.error ? (
          <Alert color={TONE.danger} title="Not verified">
            {action.error.message}
          </Alert>
        ) : null}
        <Group>
          <Button onClick={submit} disabled={!complete || (over && reason.trim().length < 3)} loading={action.isPending}>
            Verify cycle {item.cycle}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Nurse administration view (issue 19): today's released, verified orders, given with a second check. */
export function AdministrationWorklist() {
  const queue = useAdministrationQueue();
  if (queue.isPending) return <LoadingState what="today's administrations" />;
  if (queue.isError)
    return <LoadError error={queue.error} retry={() => void queue.refetch()} title="Could not load the administrations" />;
  if (queue.data.items.length === 0)
    return <Text size="sm">No released and verified order is waiting to be given.</Text>;
  return (
    <Stack gap="md">
      {queue.data.items.map((item) => (
        <Card withBorder padding="sm" key={`${item.planId}-${item.cycle}`}>
          <Title order={4} mb="xs">
            {item.patientName ?? 'Patient'} {item.mrn ? `· MRN ${item.mrn}` : ''} · {item.regimenName} cycle {item.cycle}
          </Title>
          <Stack gap="sm">
            {item.orders.map((o) => (
              <AdministerRow key={o.id} item={item} order={o} />
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

const localNow = () => {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
};

function AdministerRow({ item, order }: { item: AdministrationItem; order: PlanOrderView }) {
  const action = usePlanAction();
  const planned = order.roundedDose ?? order.calculatedDose;
  const [given, setGiven] = useState<number | string>(planned?.value ?? '');
  const [startedAt, setStartedAt] = useState(localNow());
  const [checker, setChecker] = useState('');
  const submit = () =>
    action.mutate({
      path: planPaths.administer(item.planId, order.id),
      body: {
        doseGiven: { value: given, unit: planned?.unit ?? 'mg' },
        startedAt: new Date(startedAt).toISOString(),
        completedAt: new Date().toISOString(),
        secondCheckBy: checker.trim(),
      },
    });
  return (
    <Stack gap={4}>
      <Group align="flex-end" wrap="wrap">
        <Stack gap={0} w={200}>
          <Text fw={600} size="sm">
            {order.drugName}
          </Text>
          <Text size="xs">
            {dose(planned)} {order.route}
            {order.timesPerDay > 1 ? `, ${order.timesPerDay} times a day` : ''}
          </Text>
        </Stack>
        <NumberInput
          label="Dose given"
          aria-label={`Dose of ${order.drugName} given`}
          value={given}
          onChange={setGiven}
          min={0}
          decimalScale={2}
          w={130}
        />
        <TextInput
          label="Started"
          type="datetime-local"
          value={startedAt}
          onChange={(e) => setStartedAt(e.currentTarget.value)}
        />
        <TextInput
          label="Second check by"
          value={checker}
          onChange={(e) => setChecker(e.currentTarget.value)}
        />
        <Button
          onClick={submit}
          disabled={typeof given !== 'number' || checker.trim().length < 2}
          loading={action.isPending}
        >
          Record administration
        </Button>
      </Group>
      {action.error ? (
        <Alert color={TONE.danger} title="Not recorded">
          {action.error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
