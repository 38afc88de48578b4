import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Timeline,
  Title,
} from '@mantine/core';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { hasPermission, type Role } from '../../../core/access';
import type { PlanIntent } from '../../../core/treatment-plans/types';
import { LoadError, LoadingState } from '../query-state';
import { TONE } from '../tones';
import type { PatientDetail } from '../../lib/patient-api';
import {
  planOrderSheetHref,
  planPaths,
  usePatientPlans,
  usePlanAction,
  useRegimenChoices,
  type CreatePlanBody,
  type PlanCycleView,
  type PlanView,
} from './api';
import { CycleStatusBadge, Findings, MeasurementsLine, OrdersTable, ParametersTable, WeightFindings } from './plan-parts';
import { LocalPolicyBadge } from '../local-policy-badge';

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * The patient's treatment plans (issue 19): each plan's measurements from the record, its cycles
 * on a timeline with the parameters against the latest labs and the orders with their state, and
 * the oncologist's actions (start, sign, release, discontinue). The server enforces every rule;
 * this only offers what the role may do.
 */
export function PlansTab({ patient, role }: { patient: PatientDetail; role: Role }) {
  const plans = usePatientPlans(patient.id);
  const prescriber = hasPermission(role, 'canPrescribe');
  if (plans.isPending) return <LoadingState what="treatment plans" />;
  if (plans.isError)
    return (
      <LoadError error={plans.error} retry={() => void plans.refetch()} title="Could not load treatment plans" />
    );
  const open = plans.data.plans.some((p) => p.status !== 'completed' && p.status !== 'discontinued');
  return (
    <Stack gap="lg">
      {plans.data.plans.length === 0 ? (
        <Text size="sm">No treatment plan on this record yet.</Text>
      ) : null}
      {plans.data.plans.map((p) => (
        <PlanCard key={p.id} plan={p} role={role} />
      ))}
      {prescriber && patient.identified && !open ? <StartPlanForm patient={patient} /> : null}
    </Stack>
  );
}

function StartPlanForm({ patient }: { patient: PatientDetail }) {
  const regimens = useRegimenChoices(true);
  const action = usePlanAction();
  const [regimenId, setRegimenId] = useState<string | null>(null);
  const [startDate, setStartDate] = useState(todayIso());
  const [rounding, setRounding] = useState<string>('5');
  const [cycles, setCycles] = useState<number | string>('');
  const [intent, setIntent] = useState<string | null>(null);
  const [replaces, setReplaces] = useState(false);
  const d = patient.demographics;
  const submit = () => {
    if (!regimenId) return;
    const body: CreatePlanBody = {
      regimenId,
      startDate,
      doseRoundingPercent: Number(rounding) as 0 | 5 | 10,
      replacesCurrentTherapy: replaces,
      ...(typeof cycles === 'number' ? { cycles } : {}),
      ...(intent ? { intent: intent as PlanIntent } : {}),
    };
    action.mutate({ path: planPaths.create(patient.id), body });
  };
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={3}>Start a treatment plan</Title>
        <Text size="sm">
          Doses come from the record: height {d.heightCm ?? '—'} cm, weight {d.weightKg ?? '—'} kg and the
          latest creatinine. Correct the record first if any of them is out of date.
        </Text>
        <Group grow align="flex-end" wrap="wrap">
          <Select
            label="Regimen"
            placeholder={regimens.isPending ? 'Loading regimens…' : 'Choose a regimen'}
            searchable
            data={(regimens.data?.regimens ?? []).map((r) => ({ value: r.id, label: r.name }))}
            value={regimenId}
            onChange={setRegimenId}
          />
          <TextInput
            label="First cycle starts"
            type="date"
            value={startDate}
            onChange={(e) => setStartDate(e.currentTarget.value)}
          />
        </Group>
        <Group grow align="flex-end" wrap="wrap">
          <Select
            label="Dose rounding"
            data={[
              { value: '0', label: 'No rounding' },
              { value: '5', label: 'Within ±5%' },
              { value: '10', label: 'Within ±10% (HOPA)' },
            ]}
            value={rounding}
            onChange={(v) => setRounding(v ?? '5')}
            allowDeselect={false}
          />
          <NumberInput label="Cycles (optional)" min={1} max={60} value={cycles} onChange={setCycles} />
          <Select
            label="Intent (optional)"
            data={['curative', 'palliative', 'adjuvant', 'neoadjuvant']}
            value={intent}
            onChange={setIntent}
            clearable
          />
        </Group>
        <Switch
          label="Replaces the current anticancer therapy"
          checked={replaces}
          onChange={(e) => setReplaces(e.currentTarget.checked)}
        />
        {action.error ? (
          <Alert color={TONE.danger} title="Plan not created">
            {action.error.message}
          </Alert>
        ) : null}
        <Group>
          <Button onClick={submit} disabled={!regimenId} loading={action.isPending}>
            Create plan
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function PlanCard({ plan, role }: { plan: PlanView; role: Role }) {
  const m = plan.measurements;
  const prescriber = hasPermission(role, 'canPrescribe');
  const action = usePlanAction();
  const open = plan.status !== 'completed' && plan.status !== 'discontinued';
  const toSign = plan.cycles.find((c) => c.orders.some((o) => o.status === 'planned'));
  const [reason, setReason] = useState('');
  const high = plan.alerts.filter((a) => a.severity === 'critical' || a.severity === 'high');
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Title order={3}>{plan.regimenName}</Title>
            <Text size="sm">
              {plan.intent} · from {plan.startDate} · {plan.cycles.length} cycles of {plan.cycleLengthDays} days
            </Text>
          </Stack>
          <Badge size="lg" variant="light">
            {plan.status}
          </Badge>
        </Group>
        <MeasurementsLine m={m} />
        <WeightFindings m={m} />
        {high.length > 0 ? (
          <Alert color={TONE.danger} title={`${high.length} high or critical alert${high.length === 1 ? '' : 's'} on this plan`}>
            <Stack gap={4}>
              {high.map((a) => (
                <Text size="sm" key={`${a.kind}${a.title}`}>
                  <strong>{a.title}</strong>: {a.management} <LocalPolicyBadge policy={a.localPolicy} />
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        <Findings items={plan.warnings} label="Warnings from the calculation" />
        <Findings items={plan.limitations} label="Could not be checked" />
        {plan.discontinued ? (
          <Alert color="gray" title="Discontinued">
            {plan.discontinued.at.slice(0, 10)}: {plan.discontinued.reason}
          </Alert>
        ) : null}
        {prescriber && open ? (
          <Group>
            {toSign ? (
              <Button
                onClick={() => action.mutate({ path: planPaths.sign(plan.id) })}
                loading={action.isPending}
              >
                Sign cycle {toSign.number} orders
              </Button>
            ) : null}
            <TextInput
              aria-label="Reason to discontinue"
              placeholder="Reason to discontinue"
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Button
              variant="default"
              color={TONE.danger}
              disabled={reason.trim().length < 3}
              onClick={() => action.mutate({ path: planPaths.discontinue(plan.id), body: { reason } })}
            >
              Discontinue plan
            </Button>
          </Group>
        ) : null}
        {action.error ? (
          <Alert color={TONE.danger} title="Not done">
            {action.error.message}
          </Alert>
        ) : null}
        <Timeline active={plan.cycles.findIndex((c) => c.status === 'due' || c.status === 'held')} bulletSize={22} lineWidth={2}>
          {plan.cycles.map((c) => (
            <Timeline.Item key={c.number} title={<CycleTitle cycle={c} />}>
              <CycleDetail plan={plan} cycle={c} role={role} />
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Card>
  );
}

/** Hold one signed or verified order, or unhold a held one, with a reason (oncologist). */
function OrderHolds({ plan, cycle }: { plan: PlanView; cycle: PlanCycleView }) {
  const action = usePlanAction();
  const [reason, setReason] = useState('');
  const holdable = cycle.orders.filter((o) => ['signed', 'verified', 'held'].includes(o.status));
  if (holdable.length === 0) return null;
  return (
    <Group align="flex-end" gap="xs">
      <TextInput
        size="xs"
        aria-label={`Reason to hold or unhold a cycle ${cycle.number} order`}
        placeholder="Reason to hold or unhold"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      {holdable.map((o) => {
        const verb = o.status === 'held' ? 'unhold' : 'hold';
        return (
          <Button
            key={o.id}
            size="xs"
            variant="default"
            disabled={reason.trim().length < 3}
            loading={action.isPending}
            onClick={() =>
              action.mutate(
                { path: `/api/treatment-plans/${plan.id}/orders/${o.id}/${verb}`, body: { reason: reason.trim() } },
                { onSuccess: () => setReason('') },
              )
            }
          >
            {verb === 'hold' ? 'Hold' : 'Unhold'} {o.drugName}
          </Button>
        );
      })}
      {action.error ? (
        <Text size="sm" c={TONE.danger}>
          {action.error.message}
        </Text>
      ) : null}
    </Group>
  );
}

function CycleTitle({ cycle }: { cycle: PlanCycleView }) {
  return (
    <Group gap="xs">
      <Text fw={600}>
        Cycle {cycle.number} · {cycle.startDate}
      </Text>
      <CycleStatusBadge status={cycle.status} />
    </Group>
  );
}

function CycleDetail({ plan, cycle, role }: { plan: PlanView; cycle: PlanCycleView; role: Role }) {
  const action = usePlanAction();
  const [override, setOverride] = useState('');
  const current = cycle.status === 'due' || cycle.status === 'held';
  // Cycles far ahead stay folded: the timeline shows the one in hand and those given.
  if (cycle.status === 'planned' && !cycle.orders.some((o) => o.status !== 'planned')) {
    return (
      <Text size="xs" c="dimmed">
        {cycle.orders.map((o) => o.drugName).join(', ')}: planned
      </Text>
    );
  }
  const canRelease = ['oncologist', 'pharmacist', 'nurse'].includes(role) && current;
  const unmet = cycle.parameters.some((p) => p.met !== true);
  return (
    <Stack gap="xs" mt={4}>
      {cycle.signedAt ? (
        <Text size="xs">
          Signed {cycle.signedBy ? `by ${cycle.signedBy} ` : ''}
          {cycle.signedAt.slice(0, 16).replace('T', ' ')}
        </Text>
      ) : null}
      {cycle.release ? (
        <Text size="xs">
          Released {cycle.release.by ? `by ${cycle.release.by} ` : ''}
          {cycle.release.at.slice(0, 16).replace('T', ' ')}
          {cycle.release.overrideReason ? ` with override: ${cycle.release.overrideReason}` : ''}
        </Text>
      ) : null}
      <ParametersTable parameters={cycle.parameters} />
      <OrdersTable orders={cycle.orders} cycleHeld={cycle.status === 'held'} />
      {role === 'oncologist' && plan.status !== 'discontinued' && plan.status !== 'completed' ? (
        <OrderHolds plan={plan} cycle={cycle} />
      ) : null}
      <Group>
        <Button
          component={Link}
          to={planOrderSheetHref(plan, cycle.number)}
          variant="default"
          size="xs"
          leftSection={<Printer size={14} aria-hidden />}
        >
          Open cycle {cycle.number} order sheet
        </Button>
      </Group>
      {canRelease && plan.status !== 'draft' ? (
        <Group align="flex-end">
          {unmet && role === 'oncologist' ? (
            <TextInput
              label="Override reason"
              description="Needed to release with a parameter not met or not assessable"
              value={override}
              onChange={(e) => setOverride(e.currentTarget.value)}
            />
          ) : null}
          <Button
            variant={unmet ? 'default' : 'filled'}
            onClick={() =>
              action.mutate({
                path: planPaths.release(plan.id, cycle.number),
                body: override.trim() ? { overrideReason: override.trim() } : {},
              })
            }
            loading={action.isPending}
          >
            Release cycle {cycle.number}
          </Button>
        </Group>
      ) : null}
      {action.error ? (
        <Alert color={TONE.danger} title={`Cycle ${cycle.number} not released`}>
          {action.error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
