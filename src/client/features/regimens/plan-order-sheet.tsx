import './order-sheet.css';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError, LoadingState } from '../../components/query-state';
import {
  dose,
  usePlan,
  type PlanCycleView,
  type PlanView,
} from '../../components/treatment-plans/api';
import { routeLabel } from '../../lib/drug-format';
import { usePatient, type PatientDetail } from '../../lib/patient-api';
import { useRegimen, type RegimenDetail } from './api';
import { capitalise, formatDays } from './labels';
import { RecordIdentity } from './order-sheet';
import { SheetSection, SupportiveCareLines, WarningList, WorkingRow } from './order-sheet-parts';

const stamp = (t: string | null | undefined) => (t ? t.slice(0, 16).replace('T', ' ') : '');
const day = (t: string | null | undefined) => (t ? t.slice(0, 10) : 'no date on record');

/**
 * Every warning a person signing, verifying or giving this cycle should see: the plan's own
 * (calculation, resistance), the weight findings, each order's, the plan's high and critical
 * alerts, unmet or unassessable parameters, an override, and what could not be checked.
 */
export function planSheetWarnings(plan: PlanView, cycle: PlanCycleView): string[] {
  const out = [
    ...plan.measurements.findings.map((f) => `${f.text} (product default)`),
    ...plan.warnings,
    ...cycle.orders.flatMap((o) => o.warnings.map((w) => `${capitalise(o.drugName)}: ${w}`)),
    ...plan.alerts.map((a) => `${a.severity.toUpperCase()} ${a.kind}: ${a.title}. ${a.management}`),
    ...cycle.parameters
      .filter((p) => p.met !== true)
      .map((p) =>
        p.met === false
          ? `${p.label} ${p.latest?.value} ${p.latest?.unit ?? ''} does not meet ${p.operator} ${p.threshold} ${p.unit}: ${p.text}`
          : `${p.label}: not assessable (${p.reason ?? 'no recent value'}).`,
      ),
    ...(cycle.release?.overrideReason
      ? [`Released with an override: ${cycle.release.overrideReason}`]
      : []),
    ...plan.limitations.map((l) => `Could not be checked: ${l}`),
  ];
  return [...new Set(out)];
}

function Sheet({
  plan,
  cycle,
  patient,
  regimen,
}: {
  plan: PlanView;
  cycle: PlanCycleView;
  patient: PatientDetail;
  regimen: RegimenDetail | null;
}) {
  const m = plan.measurements;
  const warnings = planSheetWarnings(plan, cycle);
  const verifications = cycle.orders.filter((o) => o.verification);
  return (
    <article className="order-sheet" aria-label="Chemotherapy order sheet">
      <header style={{ marginBottom: 8 }}>
        <h2 style={{ margin: 0, fontSize: '1.3em' }}>
          Chemotherapy order sheet: {plan.regimenName}, cycle {cycle.number} of {plan.cycles.length}
        </h2>
        <div>
          Treatment plan ({plan.intent}), day 1 {cycle.startDate}, {plan.cycleLengthDays}-day cycle.
          Plan status: {plan.status}; cycle status: {cycle.status}.
        </div>
      </header>

      <SheetSection label="Patient identification">
        <table>
          <tbody>
            <RecordIdentity patient={patient} />
          </tbody>
        </table>
      </SheetSection>

      <SheetSection label="Dose basis">
        <table>
          <tbody>
            <tr>
              <th scope="row">Height</th>
              <td>
                {m.heightCm} cm (measured {day(m.heightMeasuredAt)})
              </td>
              <th scope="row">Weight</th>
              <td>
                {m.weightKg} kg (measured {day(m.weightMeasuredAt)})
                {m.currentWeightKg !== null && m.currentWeightKg !== m.weightKg
                  ? `; record now ${m.currentWeightKg} kg`
                  : ''}
              </td>
            </tr>
            <tr>
              <th scope="row">BSA</th>
              <td>
                {m.bsa} m² ({m.bsaFormula})
              </td>
              <th scope="row">CrCl</th>
              <td>
                {m.crcl ?? 'unknown'} mL/min (creatinine {m.creatinine ?? '—'} mg/dL,{' '}
                {day(m.creatinineAt)})
              </td>
            </tr>
            <tr>
              <th scope="row">Rounding</th>
              <td colSpan={3}>
                {plan.doseRoundingPercent === 0
                  ? 'Off: doses as calculated'
                  : `Within ±${plan.doseRoundingPercent}% to the fewest tablets or vials of the listed strengths`}
              </td>
            </tr>
            <WorkingRow lines={plan.working} />
          </tbody>
        </table>
      </SheetSection>

      <SheetSection label="Orders" keep={false}>
        <table>
          <thead>
            <tr>
              <th scope="col">Drug</th>
              <th scope="col">Protocol dose</th>
              <th scope="col">Calculated</th>
              <th scope="col">Dose to give</th>
              <th scope="col">Route</th>
              <th scope="col">Days</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {cycle.orders.map((o) => (
              <tr key={o.id} className="keep-together">
                <td>
                  <strong>{capitalise(o.drugName)}</strong>
                  {o.modificationPercent !== 100
                    ? ` (${o.modificationPercent}%${o.modificationReason ? `: ${o.modificationReason}` : ''})`
                    : ''}
                </td>
                <td>
                  {o.doseBasis.value} {o.doseBasis.unit}
                </td>
                <td>{dose(o.calculatedDose)}</td>
                <td>
                  <strong>{dose(o.roundedDose ?? o.calculatedDose)}</strong>
                  {o.timesPerDay > 1 ? ` × ${o.timesPerDay} daily` : ''}
                  <div style={{ fontSize: '0.85em' }}>{o.rounding.text}</div>
                </td>
                <td>{routeLabel(o.route)}</td>
                <td>{formatDays(o.days)}</td>
                <td>{o.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </SheetSection>

      <SheetSection label="Warnings" title={`Warnings (${warnings.length})`}>
        <WarningList
          warnings={warnings}
          none="No warning, unmet parameter or alert on this plan."
        />
      </SheetSection>

      {regimen ? (
        <SheetSection label="Supportive care">
          <SupportiveCareLines regimen={regimen} />
        </SheetSection>
      ) : null}

      <SheetSection label="Signatures" title="Signed, verified, released">
        <table>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">By</th>
              <th scope="col">Date and time</th>
              <th scope="col">Detail</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Prescriber (signed)</th>
              <td>{cycle.signedAt ? (cycle.signedBy ?? 'withheld') : 'not signed'}</td>
              <td>{stamp(cycle.signedAt)}</td>
              <td />
            </tr>
            {verifications.length > 0 ? (
              verifications.map((o) => (
                <tr key={o.id}>
                  <th scope="row">Verification: {capitalise(o.drugName)}</th>
                  <td>{o.verification!.by ?? 'withheld'}</td>
                  <td>{stamp(o.verification!.at)}</td>
                  <td>
                    Independent {dose(o.verification!.independentDose)}, variance{' '}
                    {o.verification!.variancePercent}%
                    {o.verification!.acceptVarianceReason
                      ? `; accepted: ${o.verification!.acceptVarianceReason}`
                      : ''}
                  </td>
                </tr>
              ))
            ) : (
              <tr>
                <th scope="row">Verification</th>
                <td>not verified</td>
                <td />
                <td />
              </tr>
            )}
            <tr>
              <th scope="row">Release</th>
              <td>{cycle.release ? (cycle.release.by ?? 'withheld') : 'not released'}</td>
              <td>{stamp(cycle.release?.at)}</td>
              <td>
                {cycle.release?.overrideReason ? `Override: ${cycle.release.overrideReason}` : ''}
              </td>
            </tr>
            {cycle.orders
              .filter((o) => o.administration)
              .map((o) => (
                <tr key={`adm-${o.id}`}>
                  <th scope="row">Given: {capitalise(o.drugName)}</th>
                  <td>{o.administration!.by ?? 'withheld'}</td>
                  <td>{stamp(o.administration!.startedAt)}</td>
                  <td>
                    {dose(o.administration!.doseGiven)}
                    {o.administration!.secondCheckBy
                      ? `; second check ${o.administration!.secondCheckBy}`
                      : ''}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </SheetSection>
    </article>
  );
}

/** /regimens?id=…&plan=…&cycle=n: the order sheet of one cycle of a patient's treatment plan. */
export function PlanOrderSheetView({
  planId,
  cycleNumber,
}: {
  planId: string;
  cycleNumber: number;
}) {
  const plan = usePlan(planId);
  const patient = usePatient(plan.data?.patientId);
  const regimen = useRegimen(plan.data?.regimenId ?? null);
  if (plan.isPending || (plan.data && patient.isPending))
    return <LoadingState what="order sheet" />;
  if (plan.isError) {
    return (
      <LoadError
        error={plan.error}
        retry={() => void plan.refetch()}
        title="Could not load the plan"
        notFoundTitle="Plan not found"
      />
    );
  }
  if (patient.isError) {
    return (
      <LoadError
        error={patient.error}
        retry={() => void patient.refetch()}
        title="Could not load the patient"
      />
    );
  }
  const cycle = plan.data.cycles.find((c) => c.number === cycleNumber) ?? plan.data.cycles[0];
  if (!cycle || !patient.data) return <Text>This plan has no cycle {cycleNumber}.</Text>;
  return (
    <Stack>
      <Group className="no-print" justify="space-between" wrap="wrap">
        <Anchor component={Link} to={`/patients/${plan.data.patientId}?tab=plans`} size="sm">
          <ArrowLeft size={14} aria-hidden style={{ verticalAlign: '-2px' }} /> Back to the
          treatment plan
        </Anchor>
        <Button leftSection={<Printer size={16} aria-hidden />} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      <Sheet plan={plan.data} cycle={cycle} patient={patient.data} regimen={regimen.data ?? null} />
    </Stack>
  );
}
