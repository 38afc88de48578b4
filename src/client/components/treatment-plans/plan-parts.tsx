import { Alert, Badge, List, Table, Text } from '@mantine/core';
import type { CycleStatus, OrderStatus } from '../../../core/treatment-plans/types';
import { TONE } from '../tones';
import { dose, type PlanMeasurementsView, type PlanOrderView, type PlanParameterView } from './api';

const CYCLE_TONE: Record<CycleStatus, string> = {
  planned: 'gray',
  due: TONE.info,
  held: TONE.danger,
  released: TONE.success,
  completed: 'gray',
  skipped: 'gray',
};

const ORDER_TONE: Record<OrderStatus, string> = {
  planned: 'gray',
  signed: TONE.info,
  verified: TONE.success,
  administered: 'gray',
  held: TONE.danger,
  cancelled: 'gray',
};

export function CycleStatusBadge({ status }: { status: CycleStatus }) {
  return (
    <Badge color={CYCLE_TONE[status]} variant={status === 'held' ? 'filled' : 'light'} style={{ flexShrink: 0 }}>
      {status}
    </Badge>
  );
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={ORDER_TONE[status]} variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
      {status}
    </Badge>
  );
}

const OP: Record<PlanParameterView['operator'], string> = { '<': '<', '<=': '≤', '>': '>', '>=': '≥' };

/** "ANC ≥ 1.5 10^9/L", with the × ULN multiple when the source states one. */
export function parameterRule(p: PlanParameterView): string {
  return `${p.label} ${OP[p.operator]} ${p.threshold} ${p.unit}${p.xUln !== undefined ? ` (${p.xUln} × ULN)` : ''}`;
}

export function ParametersTable({ parameters }: { parameters: PlanParameterView[] }) {
  if (parameters.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The regimen record states no lab thresholds to check before a cycle.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table fz="sm" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Parameter</Table.Th>
            <Table.Th>Latest</Table.Th>
            <Table.Th miw={120}>Met</Table.Th>
            <Table.Th>Source</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parameters.map((p) => (
            <Table.Tr key={`${p.lab}${p.operator}`}>
              <Table.Td>{parameterRule(p)}</Table.Td>
              <Table.Td>
                {p.latest
                  ? `${p.latest.value} ${p.latest.unit} (${p.latest.timestamp.slice(0, 10)})`
                  : 'no value'}
              </Table.Td>
              <Table.Td>
                {p.met === true ? (
                  <Badge color={TONE.success} variant="light">
                    met
                  </Badge>
                ) : p.met === false ? (
                  <Badge color={TONE.danger} variant="filled" style={{ overflow: 'visible' }}>
                    not met
                  </Badge>
                ) : (
                  <Text size="xs" c="dimmed">
                    cannot assess{p.reason ? `: ${p.reason}` : ''}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="xs">{p.source}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function orderDays(o: PlanOrderView): string {
  if (o.days.length === 1) return `day ${o.day}`;
  return `days ${o.days[0]}–${o.days[o.days.length - 1]}`;
}

export function OrdersTable({ orders, cycleHeld = false }: { orders: PlanOrderView[]; cycleHeld?: boolean }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table fz="sm" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Drug</Table.Th>
            <Table.Th>When</Table.Th>
            <Table.Th>Protocol dose</Table.Th>
            <Table.Th>Calculated</Table.Th>
            <Table.Th>To give</Table.Th>
            <Table.Th miw={120}>State</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {o.drugName}
                </Text>
                <Text size="xs" c="dimmed">
                  {o.route}
                  {o.timesPerDay > 1 ? `, ${o.timesPerDay} times a day` : ''}
                </Text>
              </Table.Td>
              <Table.Td>{orderDays(o)}</Table.Td>
              <Table.Td>
                {o.doseBasis.value} {o.doseBasis.unit}
                {o.modificationPercent !== 100 ? (
                  <Text size="xs">
                    at {o.modificationPercent}%{o.modificationReason ? `: ${o.modificationReason}` : ''}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{dose(o.calculatedDose)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {dose(o.roundedDose)}
                </Text>
                <Text size="xs" c="dimmed">
                  {o.rounding.text}
                </Text>
              </Table.Td>
              <Table.Td>
                <OrderStatusBadge status={o.status} />
                {/* A cycle held on its parameters holds every order not yet given. */}
                {cycleHeld && o.status !== 'held' && o.status !== 'administered' && o.status !== 'cancelled' ? (
                  <OrderStatusBadge status="held" />
                ) : null}
                {o.hold ? (
                  <Text size="xs">
                    Held {o.hold.by ? `by ${o.hold.by} ` : ''}
                    {o.hold.at.slice(0, 10)}: {o.hold.reason}
                  </Text>
                ) : null}
                {o.verification ? (
                  <Text size="xs">
                    Verified {o.verification.by ? `by ${o.verification.by}` : ''}: independent{' '}
                    {dose(o.verification.independentDose)} ({o.verification.variancePercent}%)
                  </Text>
                ) : null}
                {o.administration ? (
                  <Text size="xs">
                    Given {dose(o.administration.doseGiven)}{' '}
                    {o.administration.startedAt.slice(0, 16).replace('T', ' ')}
                    {o.administration.secondCheckBy
                      ? `, checked by ${o.administration.secondCheckBy}`
                      : ''}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function Findings({ items, label }: { items: string[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        {label} ({items.length})
      </Text>
      <List size="sm" spacing={2}>
        {items.map((w) => (
          <List.Item key={w}>{w}</List.Item>
        ))}
      </List>
    </div>
  );
}

const day = (t: string | null) => (t ? t.slice(0, 10) : 'no date');

/** The dose basis with the date of each measurement (ASCO/ONS: the order carries them). */
export function MeasurementsLine({ m }: { m: PlanMeasurementsView }) {
  return (
    <Text size="sm">
      Height {m.heightCm} cm ({day(m.heightMeasuredAt)}) · weight {m.weightKg} kg ({day(m.weightMeasuredAt)})
      {m.currentWeightKg !== null && m.currentWeightKg !== m.weightKg ? ` · now ${m.currentWeightKg} kg` : ''} · BSA{' '}
      {m.bsa} m² ({m.bsaFormula}) · CrCl {m.crcl ?? '—'} mL/min ({m.crclWeightBasis} weight) · creatinine{' '}
      {m.creatinine ?? '—'} mg/dL{m.creatinineAt ? ` (${m.creatinineAt.slice(0, 10)})` : ''} · read {m.measuredAt.slice(0, 10)}
    </Text>
  );
}

/** Weight findings: a re-weigh or new doses before the next cycle. */
export function WeightFindings({ m }: { m: PlanMeasurementsView }) {
  if (m.findings.length === 0) return null;
  return (
    <Alert color="orange" title="Weight to confirm before the next cycle">
      <List size="sm" spacing={2}>
        {m.findings.map((f) => (
          <List.Item key={f.kind}>{f.text}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
