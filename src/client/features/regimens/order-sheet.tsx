import './order-sheet.css';
import { BSA_FORMULA_LABELS, fmt } from '../../../core/dosing';
import { formatSource } from '../../../core/knowledge/source';
import { routeLabel } from '../../lib/drug-format';
import type { PatientDetail } from '../../lib/patient-api';
import type { CalculateBody, CalculationResult, RegimenDetail } from './api';
import { allNotes, allWarnings, formatDose } from './calculation-result';
import { capitalise, formatCycles, formatDays, formatPerUnitDose } from './labels';
import { SheetSection, SupportiveCareLines, WarningList, WorkingRow } from './order-sheet-parts';
import { LIMITED_DRUGS } from './prior-exposure';
import { pumpText } from './pump-text';

const WEIGHT_BASIS_TEXT: Record<string, string> = {
  auto: 'automatic, adjusted if BMI ≥ 25',
  actual: 'actual body weight',
  ideal: 'ideal body weight',
  adjusted: 'adjusted body weight',
};

/** A blank ruled cell to complete by hand. */
function FillIn({ label }: { label: string }) {
  return (
    <tr>
      <th scope="row" style={{ width: '35%' }}>
        {label}
      </th>
      <td className="fill-in" aria-label={`${label} (to be written by hand)`} />
    </tr>
  );
}

export interface OrderSheetProps {
  regimen: RegimenDetail;
  body: CalculateBody;
  result: CalculationResult;
  calculatedAt: Date;
  /** The record the values were loaded from: its identity is printed instead of blank lines. */
  patient?: PatientDetail | null;
}

/** A filled identity row from the record. */
function Filled({ label, value }: { label: string; value: string }) {
  return (
    <tr>
      <th scope="row" style={{ width: '35%' }}>
        {label}
      </th>
      <td>{value}</td>
    </tr>
  );
}

const measured = (t: string | null | undefined) =>
  t ? `measured ${t.slice(0, 10)}` : 'no measurement date';

export function RecordIdentity({ patient }: { patient: PatientDetail }) {
  const d = patient.demographics;
  const diagnoses = patient.conditions
    .filter((c) => c.status === 'active' || c.status === 'recurrence' || c.status === 'relapse')
    .map(
      (c) =>
        `${c.name ?? 'withheld'}${c.icd10 ? ` (${c.icd10})` : ''}${c.stage ? `, stage ${c.stage}` : ''}`,
    );
  const allergies = patient.allergies.map(
    (a) => `${a.allergen ?? 'withheld'}${a.reaction ? `: ${a.reaction}` : ''} (${a.severity})`,
  );
  return (
    <>
      <Filled label="Name" value={patient.label} />
      <Filled label="Date of birth" value={d.dateOfBirth ?? 'not shown'} />
      <Filled label="Hospital / MRN number" value={d.mrn ?? 'not shown'} />
      <Filled label="Diagnosis" value={diagnoses.join('; ') || 'none recorded'} />
      <Filled
        label="Allergies"
        value={allergies.join('; ') || 'none recorded (confirm with the patient)'}
      />
      <Filled
        label="Height / weight (record)"
        value={`${d.heightCm ?? '—'} cm (${measured(d.heightMeasuredAt)}) / ${d.weightKg ?? '—'} kg (${measured(d.weightMeasuredAt)})`}
      />
    </>
  );
}

/**
 * The printable order: identity from the record when the values were loaded from a patient (issue
 * 19), otherwise left blank to be written and checked by hand, the inputs and method behind every number, each dose with its working
 * basis, every warning, supportive care and the signatures for independent checks.
 */
export function OrderSheet({ regimen, body, result, calculatedAt, patient }: OrderSheetProps) {
  const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' }).format(
    calculatedAt,
  );
  const warnings = allWarnings(result);
  const notes = allNotes(result);
  const prior = Object.entries(body.priorCumulative ?? {}).map(([rxcui, amount]) => {
    const drug = LIMITED_DRUGS.find((d) => d.rxcui === rxcui);
    return `${drug?.name ?? `RxCUI ${rxcui}`} ${amount} ${drug?.unit ?? ''}`.trim();
  });
  const multiPhase = regimen.phases.length > 1;
  const recordComponents = regimen.phases.flatMap((p) => p.components);

  return (
    <article className="order-sheet" aria-label="Chemotherapy order sheet">
      <header style={{ marginBottom: 8 }}>
        <h2 style={{ margin: 0, fontSize: '1.3em' }}>Chemotherapy order sheet: {regimen.name}</h2>
        <div>
          Calculated {when} with OncoCDS.{' '}
          {regimen.phases
            .map(
              (p) =>
                `${multiPhase ? `${p.name}: ` : ''}${p.cycleLengthDays}-day cycle, ${formatCycles(p.cycles).toLowerCase()}`,
            )
            .join('; ')}
          .
        </div>
      </header>

      <SheetSection label="Patient identification">
        <table>
          <tbody>
            {patient ? (
              <RecordIdentity patient={patient} />
            ) : (
              <>
                <FillIn label="Name" />
                <FillIn label="Date of birth" />
                <FillIn label="Hospital / MRN number" />
                <FillIn label="Allergies" />
              </>
            )}
            <FillIn label="Ward or clinic" />
            <FillIn label="Cycle number and day 1 date" />
          </tbody>
        </table>
      </SheetSection>

      <SheetSection label="Calculation inputs">
        <table>
          <tbody>
            <tr>
              <th scope="row">Height / weight</th>
              <td>
                {body.heightCm} cm / {body.weightKg} kg
              </td>
              <th scope="row">Age / sex</th>
              <td>
                {body.ageYears} years / {body.sex}
              </td>
            </tr>
            <tr>
              <th scope="row">Serum creatinine</th>
              <td>{body.serumCreatinineMgDl} mg/dL</td>
              <th scope="row">Dose level</th>
              <td>{body.doseLevelPercent ?? 100}% of protocol dose</td>
            </tr>
            <tr>
              <th scope="row">BSA</th>
              <td>
                {fmt(result.bsaM2, 2)} m² ({BSA_FORMULA_LABELS[result.bsaFormula]})
              </td>
              <th scope="row">CrCl</th>
              <td>
                {result.crclMlMin === null ? 'unknown' : `${fmt(result.crclMlMin, 1)} mL/min`}{' '}
                (Cockcroft–Gault; weight: {WEIGHT_BASIS_TEXT[body.crclWeightBasis ?? 'auto']})
              </td>
            </tr>
            <tr>
              <th scope="row">Prior lifetime exposure</th>
              <td colSpan={3}>{prior.length > 0 ? prior.join('; ') : 'Not recorded'}</td>
            </tr>
            <WorkingRow lines={result.working} />
          </tbody>
        </table>
      </SheetSection>

      <SheetSection label="Orders" keep={false}>
        <table>
          <thead>
            <tr>
              <th scope="col">Drug</th>
              <th scope="col">Protocol dose</th>
              <th scope="col">Dose to give</th>
              <th scope="col">Route</th>
              <th scope="col">Days</th>
              <th scope="col">Administration</th>
              <th scope="col">Checked (initials)</th>
            </tr>
          </thead>
          <tbody>
            {result.components.map((c, i) => {
              // The calculation returns components in record order, phase by phase.
              const candidate = recordComponents[i];
              const component = candidate?.drugId === c.drugId ? candidate : undefined;
              const pump = pumpText(c);
              if (pump) {
                return (
                  <tr key={`${c.phaseId}-${c.drugId}-${i}`} className="keep-together">
                    <td>
                      <strong>{capitalise(c.name)}</strong>
                      {c.formulation ? ` (${c.formulation})` : ''}
                      {multiPhase ? <div>{c.phaseName}</div> : null}
                    </td>
                    <td>{pump.protocol}</td>
                    <td>
                      <strong>{pump.total}</strong>
                      {c.capped ? ' (capped)' : ''}
                      <div>
                        <strong>{pump.rate}</strong>
                      </div>
                      <div>{pump.perDay}</div>
                    </td>
                    <td>{routeLabel(c.route)}, continuous infusion</td>
                    <td>{pump.days}</td>
                    <td>{component?.administration ?? ''}</td>
                    <td className="fill-in" />
                  </tr>
                );
              }
              return (
                <tr key={`${c.phaseId}-${c.drugId}-${i}`} className="keep-together">
                  <td>
                    <strong>{capitalise(c.name)}</strong>
                    {c.formulation ? ` (${c.formulation})` : ''}
                    {multiPhase ? <div>{c.phaseName}</div> : null}
                  </td>
                  <td>{formatPerUnitDose(c.basis, c.perUnitDose)}</td>
                  <td>
                    <strong>{formatDose(c)}</strong>
                    {c.timesPerDay > 1 ? ` × ${c.timesPerDay} daily` : ''}
                    {c.capped ? ' (capped)' : ''}
                  </td>
                  <td>{routeLabel(c.route)}</td>
                  <td>{formatDays(c.days)}</td>
                  <td>{component?.administration ?? ''}</td>
                  <td className="fill-in" />
                </tr>
              );
            })}
          </tbody>
        </table>
      </SheetSection>

      <SheetSection label="Warnings" title={`Warnings (${warnings.length})`}>
        <WarningList
          warnings={warnings}
          none="No per-dose cap, renal rule or cumulative limit was triggered."
        />
        {notes.length > 0 ? (
          <>
            <div style={{ marginTop: 4 }}>Notes (no change needed from these):</div>
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </>
        ) : null}
      </SheetSection>

      <SheetSection label="Supportive care">
        <SupportiveCareLines regimen={regimen} />
        <div>Monitoring: {regimen.monitoring.join('; ')}.</div>
      </SheetSection>

      <section className="keep-together" aria-label="Verification">
        <p style={{ fontWeight: 700, border: '2px solid #000', padding: 6, margin: '10px 0' }}>
          Verify before administration: an independent second check of the patient&apos;s identity,
          height, weight, laboratory values, cumulative exposure and every dose above is required
          before any drug is given. This sheet is decision support, not a prescription until signed.
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">Role</th>
              <th scope="col">Name</th>
              <th scope="col">Signature</th>
              <th scope="col">Date and time</th>
            </tr>
          </thead>
          <tbody>
            {['Prescriber', 'Pharmacist verification', 'Nurse double-check'].map((role) => (
              <tr key={role}>
                <th scope="row">{role}</th>
                <td className="fill-in" />
                <td className="fill-in" />
                <td className="fill-in" />
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-label="Sources" style={{ marginTop: 8, fontSize: '0.85em' }}>
        <strong>Sources:</strong> {regimen.sources.map((s) => formatSource(s).label).join('; ')}.
      </section>
    </article>
  );
}
