import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hasPermission, seesIdentifiedPatients, type Role } from '../../../core/access';
import {
  applyPolicyToFindings,
  EMPTY_OVERLAY,
  type PolicyOverlay,
} from '../../../core/alert-policy';
import { DomainError } from '../../../core/errors';
import { freshnessWindow } from '../../../core/knowledge/lab-freshness';
import { shiftDate, shiftTimestamp } from '../../../core/patients';
import {
  assertTransition,
  cycleView,
  describeParameter,
  doseOrder,
  doseVariancePercent,
  evaluateParameters,
  exceedsVariance,
  generatePlan,
  nextCycleToSign,
  remainingCycles,
  resistanceFindings,
  resistanceWarning,
  VERIFICATION_VARIANCE_LIMIT_PERCENT,
  type ParameterPatient,
  type ParameterWindow,
  type PlanOrder,
  type StoredCycle,
  type StoredPlan,
  weightFindings,
} from '../../../core/treatment-plans';
import type { PrecisionKnowledge } from '../../../core/precision';
import type { Db, Tx } from '../../../db/client';
import { patients, patientTreatments, treatmentPlans } from '../../../db/schema';
import { strengthsOf } from '../../../knowledge/dose-forms';
import type { AlertEvaluator } from '../../lib/alert-evaluator';
import { policyOverlay } from '../../lib/alert-policy-store';
import { writeAudit } from '../../lib/audit';
import { refreshCohortFacts } from '../../lib/cohort-facts';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import { orderedId } from '../../lib/ordered-id';
import type { PatientPrivacy } from '../../lib/patient-privacy';
import {
  findPatient,
  loadPatient,
  patientAuditEntry,
  toClinicalRecord,
  type PatientLists,
  type PatientRow,
  nextRecordVersion,
} from '../../lib/patient-record';
import { treatmentRow } from '../../lib/patient-rows';
import type { AdministerInput, CreatePlanInput, PlanView, VerifyInput } from './schemas';

/*
 * The chemotherapy order lifecycle (issue 19): regimen → cycles → orders → verification →
 * release → administration → treatment history. Each write checks the role first (403 whatever
 * the id), then finds the plan within the caller's institution (404 otherwise), changes the plan
 * document under a row lock through the core state machines (409 for a forbidden step), stamps the
 * patient's lastUpdated (alerts depend on the plan) and writes its audit row, in one transaction.
 */

export interface PlansContext {
  db: Db;
  kb: KnowledgeBase;
  precision: PrecisionKnowledge;
  privacy: PatientPrivacy;
  evaluate: AlertEvaluator;
  now: () => number;
}

type PlanRow = typeof treatmentPlans.$inferSelect;

const forbidden = (what: string) => new DomainError('forbidden', `Your role may not ${what}`);
const displayName = (request: FastifyRequest) =>
  `${request.authUser!.firstName} ${request.authUser!.lastName}`.trim() || request.authUser!.id;
const roleOf = (request: FastifyRequest): Role => request.authUser!.role;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function requirePrescriber(request: FastifyRequest, what: string) {
  if (!hasPermission(roleOf(request), 'canPrescribe')) throw forbidden(what);
}

function requireRoles(request: FastifyRequest, roles: readonly Role[], what: string) {
  if (!roles.includes(roleOf(request))) throw forbidden(what);
}

/** The caller's institution's alert policy in effect (issue 22), for the plan's alerts. */
const overlayOf = (ctx: PlansContext, request: FastifyRequest) =>
  policyOverlay(ctx.db, ctx.kb, request.authUser!.institutionId, ctx.now());

/** Each parameter's lab against its own pre-cycle freshness window (issue 20). */
const windowDays =
  (ctx: PlansContext): ParameterWindow =>
  (lab) =>
    freshnessWindow(ctx.kb.alerts.rules, lab, 'before-cycle');

function parameterPatient(
  patient: PatientRow,
  lists: PatientLists,
  nowMs: number,
): ParameterPatient {
  const record = toClinicalRecord(patient, lists, nowMs);
  return {
    sex: record.sex,
    ageYears: record.ageYears,
    heightCm: record.heightCm,
    weightKg: record.weightKg,
    labValues: record.labValues,
  };
}

// ---------------------------------------------------------------------------------------------
// Views

interface Viewer {
  identified: boolean;
  shiftDays: number;
}

function viewerOf(ctx: PlansContext, request: FastifyRequest, patientId: string): Viewer {
  const identified = seesIdentifiedPatients(roleOf(request));
  return { identified, shiftDays: identified ? 0 : ctx.privacy.shiftDays(patientId) };
}

const WITHHELD = '[withheld in the de-identified view]';

function orderView(o: PlanOrder, v: Viewer) {
  const ts = (t: string) => (v.identified ? t : shiftTimestamp(t, v.shiftDays));
  return {
    id: o.id,
    drugName: o.drugName,
    rxcui: o.rxcui,
    day: o.day,
    days: o.days,
    timesPerDay: o.timesPerDay,
    route: o.route,
    doseBasis: o.doseBasis,
    calculatedDose: o.calculatedDose,
    roundedDose: o.roundedDose,
    rounding: o.rounding,
    modificationPercent: o.modificationPercent,
    ...(o.modificationReason !== undefined
      ? { modificationReason: v.identified ? o.modificationReason : WITHHELD }
      : {}),
    status: o.status,
    ...(o.hold
      ? {
          hold: {
            by: v.identified ? o.hold.byName : null,
            at: ts(o.hold.at),
            reason: v.identified ? o.hold.reason : WITHHELD,
          },
        }
      : {}),
    working: o.working,
    warnings: o.warnings,
    ...(o.verification
      ? {
          verification: {
            by: v.identified ? o.verification.byName : null,
            at: ts(o.verification.at),
            independentDose: o.verification.independentDose,
            variancePercent: o.verification.variancePercent,
            ...(o.verification.acceptVarianceReason !== undefined
              ? {
                  acceptVarianceReason: v.identified
                    ? o.verification.acceptVarianceReason
                    : WITHHELD,
                }
              : {}),
          },
        }
      : {}),
    ...(o.administration
      ? {
          administration: {
            by: v.identified ? o.administration.byName : null,
            at: ts(o.administration.at),
            doseGiven: o.administration.doseGiven,
            startedAt: ts(o.administration.startedAt),
            ...(o.administration.completedAt
              ? { completedAt: ts(o.administration.completedAt) }
              : {}),
            ...(o.administration.secondCheckBy && v.identified
              ? { secondCheckBy: o.administration.secondCheckBy }
              : {}),
          },
        }
      : {}),
  };
}

/**
 * The plan's dose basis with the dates of its height and weight, and the weight findings of the
 * record as it is now (undated, older than the window, or changed over 10% since the basis):
 * read each time, so a new weight shows at once. A closed plan has no findings.
 */
function measurementsView(
  plan: StoredPlan,
  patient: Pick<PatientRow, 'weightKg' | 'weightMeasuredAt'>,
  nowMs: number,
  v: Viewer,
) {
  const ts = (t: string) => (v.identified ? t : shiftTimestamp(t, v.shiftDays));
  const m = plan.measurements;
  const open = plan.status !== 'discontinued' && plan.status !== 'completed';
  const findings = open
    ? weightFindings({
        basisWeightKg: m.weightKg,
        currentWeightKg: patient.weightKg,
        currentWeightMeasuredAt: patient.weightMeasuredAt?.toISOString() ?? null,
        now: nowMs,
      })
    : [];
  return {
    ...m,
    measuredAt: ts(m.measuredAt),
    heightMeasuredAt: m.heightMeasuredAt ? ts(m.heightMeasuredAt) : null,
    weightMeasuredAt: m.weightMeasuredAt ? ts(m.weightMeasuredAt) : null,
    creatinineAt: m.creatinineAt ? ts(m.creatinineAt) : null,
    currentWeightKg: patient.weightKg,
    // The finding texts quote dates: a de-identified reader gets the kind without them.
    findings: findings.map((f) => ({
      ...f,
      text: v.identified ? f.text : f.text.replace(/\d{4}-\d{2}-\d{2}/g, '[date]'),
    })),
  };
}

function planView(
  ctx: PlansContext,
  row: PlanRow,
  patient: PatientRow,
  lists: PatientLists,
  v: Viewer,
  withAlerts: boolean,
  overlay: PolicyOverlay = EMPTY_OVERLAY,
): PlanView {
  const nowMs = ctx.now();
  const plan = row.plan;
  const pp = parameterPatient(patient, lists, nowMs);
  const date = (d: string) => (v.identified ? d : shiftDate(d, v.shiftDays));
  const ts = (t: string) => (v.identified ? t : shiftTimestamp(t, v.shiftDays));
  let alerts: PlanView['alerts'] = [];
  let limitations: string[] = [];
  if (withAlerts && plan.status !== 'discontinued' && plan.status !== 'completed') {
    // The plan's regimen checked with the record as the alert engine will check it once signed.
    const record = {
      ...toClinicalRecord(patient, lists, nowMs),
      treatmentPlan: {
        planId: row.id,
        regimenId: plan.regimenId,
        remainingCycles: remainingCycles(plan),
        replacesCurrentTherapy: plan.replacesCurrentTherapy,
      },
    };
    const evaluation = ctx.evaluate(record, { now: nowMs });
    // Graded as the institution grades alerts (issue 22), the knowledge base's severity beside.
    alerts = applyPolicyToFindings(evaluation.findings, overlay).map((f) => ({
      kind: f.kind,
      severity: f.severity,
      title: f.title,
      drugs: f.drugs,
      rationale: v.identified ? f.rationale : WITHHELD,
      management: f.management,
      sources: f.sources,
      ...(f.policy ? { kbSeverity: f.policy.kbSeverity, localPolicy: f.policy } : {}),
    }));
    // A drug of the plan that the tumour's somatic findings resist (issue 23), read from the
    // record as it is now, so a finding added after the plan was made still warns.
    const drugIds = [...new Set(plan.cycles.flatMap((c) => c.orders.map((o) => o.drugId)))];
    for (const f of resistanceFindings(ctx.precision, {
      genetics: lists.genetics,
      conditions: lists.conditions,
      drugIds,
    })) {
      alerts.unshift({
        kind: 'biomarker-resistance',
        severity: 'high',
        title: `${f.drugName} with ${f.marker} in ${f.cancer}`,
        drugs: [f.drugName],
        rationale: v.identified ? f.indication : WITHHELD,
        management:
          'Review the choice of this drug against the tumour’s biomarker result before signing; consider a regimen without it.',
        sources: f.sources,
      });
    }
    limitations = v.identified ? [...evaluation.limitations] : [];
  }
  return {
    id: row.id,
    patientId: row.patientId,
    regimenId: plan.regimenId,
    regimenName: plan.regimenName,
    status: plan.status,
    intent: plan.intent,
    startDate: date(plan.startDate),
    cycleLengthDays: plan.cycleLengthDays,
    doseRoundingPercent: plan.doseRoundingPercent,
    replacesCurrentTherapy: plan.replacesCurrentTherapy,
    measurements: measurementsView(plan, patient, nowMs, v),
    warnings: plan.warnings,
    working: plan.working,
    cycles: plan.cycles.map((c) => {
      const cv = cycleView(plan, c, pp, nowMs, windowDays(ctx));
      return {
        number: c.number,
        startDate: date(c.startDate),
        status: cv.status,
        ...(c.signedAt
          ? { signedBy: v.identified ? (c.signedByName ?? null) : null, signedAt: ts(c.signedAt) }
          : {}),
        ...(c.release
          ? {
              release: {
                by: v.identified ? c.release.byName : null,
                at: ts(c.release.at),
                ...(c.release.overrideReason !== undefined
                  ? { overrideReason: v.identified ? c.release.overrideReason : WITHHELD }
                  : {}),
              },
            }
          : {}),
        parameters: cv.parameters.map((p) => ({
          lab: p.lab,
          label: p.label,
          operator: p.operator,
          threshold: p.threshold,
          unit: p.unit,
          ...(p.xUln !== undefined ? { xUln: p.xUln } : {}),
          latest: p.latest ? { ...p.latest, timestamp: ts(p.latest.timestamp) } : null,
          met: p.met,
          ...(p.reason
            ? { reason: v.identified ? p.reason : p.reason.replace(/\d{4}-\d{2}-\d{2}/g, '[date]') }
            : {}),
          action: p.action,
          text: p.text,
          source: p.source,
        })),
        orders: c.orders.map((o) => orderView(o, v)),
      };
    }),
    alerts,
    limitations,
    ...(plan.discontinued
      ? {
          discontinued: {
            at: ts(plan.discontinued.at),
            reason: v.identified ? plan.discontinued.reason : WITHHELD,
          },
        }
      : {}),
    createdBy: null,
    createdAt: ts(row.createdAt.toISOString()),
  };
}

// ---------------------------------------------------------------------------------------------
// Reads

async function findPlanRow(
  db: Db | Tx,
  request: FastifyRequest,
  planId: string,
  forUpdate = false,
): Promise<PlanRow> {
  const query = db
    .select()
    .from(treatmentPlans)
    .where(
      and(
        eq(treatmentPlans.id, planId),
        eq(treatmentPlans.institutionId, request.authUser!.institutionId),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new DomainError('not_found', 'Treatment plan not found');
  return row;
}

export async function listPlans(ctx: PlansContext, request: FastifyRequest, patientId: string) {
  const user = request.authUser!;
  const { patient, lists } = await loadPatient(ctx.db, user, patientId, { notes: false });
  const rows = await ctx.db
    .select()
    .from(treatmentPlans)
    .where(eq(treatmentPlans.patientId, patientId))
    .orderBy(desc(treatmentPlans.createdAt), desc(treatmentPlans.id));
  const v = viewerOf(ctx, request, patientId);
  await writeAudit(
    ctx.db,
    patientAuditEntry(request, 'patient.treatment-plans.read', patientId, {
      view: v.identified ? 'identified' : 'deidentified',
      plans: rows.length,
    }),
  );
  // Alerts are worked out for the newest open plan only: the others are history.
  const open = rows.find((r) => r.status !== 'discontinued' && r.status !== 'completed');
  const overlay = open ? await overlayOf(ctx, request) : EMPTY_OVERLAY;
  return { plans: rows.map((r) => planView(ctx, r, patient, lists, v, r === open, overlay)) };
}

export async function getPlan(ctx: PlansContext, request: FastifyRequest, planId: string) {
  const row = await findPlanRow(ctx.db, request, planId);
  const { patient, lists } = await loadPatient(ctx.db, request.authUser!, row.patientId, {
    notes: false,
  });
  const v = viewerOf(ctx, request, row.patientId);
  await writeAudit(
    ctx.db,
    patientAuditEntry(request, 'patient.treatment-plan.read', row.patientId, {
      planId,
      view: v.identified ? 'identified' : 'deidentified',
    }),
  );
  return planView(ctx, row, patient, lists, v, true, await overlayOf(ctx, request));
}

// ---------------------------------------------------------------------------------------------
// Writes

async function stampPatient(tx: Tx, patientId: string, nowMs: number) {
  await tx
    .update(patients)
    .set({ updatedAt: nextRecordVersion(nowMs) })
    .where(eq(patients.id, patientId));
  await refreshCohortFacts(tx, [patientId]);
}

export async function createPlan(
  ctx: PlansContext,
  request: FastifyRequest,
  patientId: string,
  input: CreatePlanInput,
): Promise<PlanView> {
  requirePrescriber(request, 'start a treatment plan (canPrescribe)');
  const user = request.authUser!;
  const regimen = ctx.kb.regimens.find((r) => r.id === input.regimenId);
  const id = orderedId();
  await ctx.db.transaction(async (tx) => {
    await findPatient(tx, user, patientId, { forUpdate: true });
    if (!regimen) {
      throw new DomainError('validation', `regimenId: no regimen "${input.regimenId}"`, [
        { path: 'regimenId', message: 'no such regimen in the knowledge base' },
      ]);
    }
    const { patient, lists } = await loadPatient(tx, user, patientId, { notes: false });
    const nowMs = ctx.now();
    const record = toClinicalRecord(patient, lists, nowMs);
    const generated = generatePlan({
      regimen,
      patient: record,
      options: input,
      drugInfo: (drugId) => ctx.kb.drugsById.get(drugId),
      strengths: strengthsOf,
      now: nowMs,
      newId: () => orderedId(),
    });
    if (generated.status !== 'ok') {
      throw new DomainError(
        'conflict',
        `The record cannot be dosed from: ${generated.issues.map((i) => `${i.field} (${i.message})`).join('; ')}`,
        generated.issues.map((i) => ({ path: i.field, message: i.message })),
      );
    }
    // Resistance markers of the tumour against the regimen's drugs (issue 23) lead the warnings.
    generated.plan.warnings.unshift(
      ...resistanceFindings(ctx.precision, {
        genetics: lists.genetics,
        conditions: lists.conditions,
        drugIds: [...new Set(generated.plan.cycles.flatMap((c) => c.orders.map((o) => o.drugId)))],
      }).map(resistanceWarning),
    );
    await tx.insert(treatmentPlans).values({
      id,
      patientId,
      institutionId: user.institutionId,
      regimenId: regimen.id,
      status: generated.plan.status,
      startDate: generated.plan.startDate,
      plan: generated.plan,
      createdBy: user.id,
    });
    await stampPatient(tx, patientId, nowMs);
    await writeAudit(
      tx,
      patientAuditEntry(request, 'patient.treatment-plan.create', patientId, {
        planId: id,
        regimenId: regimen.id,
        cycles: generated.plan.cycles.length,
        doseRoundingPercent: generated.plan.doseRoundingPercent,
      }),
    );
  });
  return getPlanAfterWrite(ctx, request, id);
}

async function getPlanAfterWrite(ctx: PlansContext, request: FastifyRequest, planId: string) {
  const row = await findPlanRow(ctx.db, request, planId);
  const { patient, lists } = await loadPatient(ctx.db, request.authUser!, row.patientId, {
    notes: false,
  });
  const v = viewerOf(ctx, request, row.patientId);
  return planView(ctx, row, patient, lists, v, true, await overlayOf(ctx, request));
}

interface Change {
  plan: StoredPlan;
  patient: PatientRow;
  lists: PatientLists;
  tx: Tx;
  nowMs: number;
}

/** One change to one plan: the row lock, the change, the patient stamp and the audit row. */
async function changePlan(
  ctx: PlansContext,
  request: FastifyRequest,
  planId: string,
  action: string,
  change: (c: Change) => Promise<Record<string, unknown>> | Record<string, unknown>,
): Promise<PlanView> {
  await ctx.db.transaction(async (tx) => {
    const row = await findPlanRow(tx, request, planId, true);
    const { patient, lists } = await loadPatient(tx, request.authUser!, row.patientId, {
      notes: false,
    });
    const plan = structuredClone(row.plan);
    const nowMs = ctx.now();
    const details = await change({ plan, patient, lists, tx, nowMs });
    await tx
      .update(treatmentPlans)
      .set({ plan, status: plan.status, updatedAt: new Date(nowMs) })
      .where(eq(treatmentPlans.id, planId));
    await stampPatient(tx, row.patientId, nowMs);
    await writeAudit(tx, patientAuditEntry(request, action, row.patientId, { planId, ...details }));
  });
  return getPlanAfterWrite(ctx, request, planId);
}

function cycleOf(plan: StoredPlan, n: number): StoredCycle {
  const cycle = plan.cycles.find((c) => c.number === n);
  if (!cycle) throw new DomainError('not_found', `Cycle ${n} not found in this plan`);
  return cycle;
}

function orderOf(plan: StoredPlan, orderId: string): { cycle: StoredCycle; order: PlanOrder } {
  for (const cycle of plan.cycles) {
    const order = cycle.orders.find((o) => o.id === orderId);
    if (order) return { cycle, order };
  }
  throw new DomainError('not_found', 'Order not found in this plan');
}

const isOpen = (plan: StoredPlan) => plan.status !== 'discontinued' && plan.status !== 'completed';

function requireOpen(plan: StoredPlan) {
  if (!isOpen(plan)) {
    throw new DomainError('conflict', `The plan is ${plan.status}: nothing more can change in it`);
  }
}

export async function signPlan(ctx: PlansContext, request: FastifyRequest, planId: string) {
  requirePrescriber(request, 'sign treatment orders (canPrescribe)');
  return changePlan(ctx, request, planId, 'patient.treatment-plan.sign', ({ plan, nowMs }) => {
    requireOpen(plan);
    const cycle = nextCycleToSign(plan);
    if (!cycle)
      throw new DomainError('conflict', 'No cycle of this plan has orders waiting to be signed');
    if (plan.status === 'draft') {
      assertTransition('plan', plan.status, 'signed', 'The plan');
      plan.status = 'signed';
    }
    const signed: string[] = [];
    for (const o of cycle.orders) {
      if (o.status !== 'planned') continue;
      assertTransition('order', o.status, 'signed', `Order ${o.drugName}`);
      o.status = 'signed';
      signed.push(o.id);
    }
    cycle.signedBy = request.authUser!.id;
    cycle.signedByName = displayName(request);
    cycle.signedAt = new Date(nowMs).toISOString();
    return { cycle: cycle.number, orders: signed.length };
  });
}

export async function verifyCycle(
  ctx: PlansContext,
  request: FastifyRequest,
  planId: string,
  n: number,
  input: VerifyInput,
) {
  requireRoles(
    request,
    ['pharmacist', 'oncologist'],
    'verify treatment orders (pharmacist or oncologist)',
  );
  const user = request.authUser!;
  return changePlan(ctx, request, planId, 'patient.treatment-plan.verify', ({ plan, nowMs }) => {
    requireOpen(plan);
    const cycle = cycleOf(plan, n);
    if (cycle.signedBy === user.id) {
      throw forbidden('verify orders they signed: another oncologist or a pharmacist checks them');
    }
    const byId = new Map(cycle.orders.map((o) => [o.id, o]));
    input.orders.forEach((x, i) => {
      const order = byId.get(x.orderId);
      if (!order) {
        throw new DomainError('validation', `orders.${i}.orderId: not an order of cycle ${n}`, [
          { path: `orders.${i}.orderId`, message: `not an order of cycle ${n}` },
        ]);
      }
      const signedDose = order.roundedDose ?? order.calculatedDose;
      if (signedDose && signedDose.unit !== x.independentDose.unit) {
        throw new DomainError(
          'validation',
          `orders.${i}.independentDose.unit: the order is in ${signedDose.unit}`,
          [
            {
              path: `orders.${i}.independentDose.unit`,
              message: `the order is in ${signedDose.unit}`,
            },
          ],
        );
      }
    });
    const sent = new Set(input.orders.map((x) => x.orderId));
    const missing = cycle.orders.filter((o) => o.status === 'signed' && !sent.has(o.id));
    if (missing.length > 0) {
      throw new DomainError(
        'validation',
        `orders: every signed order of cycle ${n} needs an independent dose; missing ${missing.map((o) => o.drugName).join(', ')}`,
        [{ path: 'orders', message: `missing ${missing.map((o) => o.id).join(', ')}` }],
      );
    }
    const checks = input.orders.map((x) => {
      const order = byId.get(x.orderId) as PlanOrder;
      assertTransition('order', order.status, 'verified', `Order ${order.drugName}`);
      const signedDose = order.roundedDose ?? order.calculatedDose;
      const variance = signedDose
        ? doseVariancePercent(signedDose.value, x.independentDose.value)
        : null;
      if (variance === null) {
        throw new DomainError(
          'conflict',
          `Order ${order.drugName} has no signed dose to check against`,
        );
      }
      return { order, x, variance };
    });
    const over = checks.filter((c) => exceedsVariance(c.variance));
    if (over.length > 0 && !input.acceptVarianceReason) {
      throw new DomainError(
        'conflict',
        `Independent dose differs by more than ${VERIFICATION_VARIANCE_LIMIT_PERCENT}% for ${over
          .map(
            (c) =>
              `${c.order.drugName} (order ${c.order.id}: signed ${c.order.roundedDose?.value} ${c.order.roundedDose?.unit}, independent ${c.x.independentDose.value} ${c.x.independentDose.unit}, ${c.variance}%)`,
          )
          .join('; ')}. Recheck, or send acceptVarianceReason.`,
        {
          orders: over.map((c) => ({
            orderId: c.order.id,
            drugName: c.order.drugName,
            variancePercent: c.variance,
          })),
        },
      );
    }
    const at = new Date(nowMs).toISOString();
    for (const c of checks) {
      c.order.status = 'verified';
      c.order.verification = {
        by: user.id,
        byName: displayName(request),
        at,
        independentDose: c.x.independentDose,
        variancePercent: c.variance,
        ...(exceedsVariance(c.variance) && input.acceptVarianceReason
          ? { acceptVarianceReason: input.acceptVarianceReason }
          : {}),
      };
    }
    return {
      cycle: n,
      orders: checks.length,
      overVariance: over.length,
      varianceAccepted: over.length > 0,
    };
  });
}

export async function releaseCycle(
  ctx: PlansContext,
  request: FastifyRequest,
  planId: string,
  n: number,
  input: { overrideReason?: string | undefined },
) {
  requireRoles(request, ['oncologist', 'pharmacist', 'nurse'], 'release a treatment cycle');
  if (input.overrideReason !== undefined && roleOf(request) !== 'oncologist') {
    throw forbidden('override treatment parameters: only an oncologist may');
  }
  const user = request.authUser!;
  return changePlan(
    ctx,
    request,
    planId,
    'patient.treatment-plan.release',
    ({ plan, patient, lists, nowMs }) => {
      requireOpen(plan);
      const cycle = cycleOf(plan, n);
      const pp = parameterPatient(patient, lists, nowMs);
      const view = cycleView(plan, cycle, pp, nowMs, windowDays(ctx));
      if (view.status === 'planned') {
        throw new DomainError('conflict', `Cycle ${n} is not due until ${cycle.startDate}`);
      }
      assertTransition('cycle', view.status, 'released', `Cycle ${n}`);
      const unsigned = cycle.orders.filter((o) => o.status === 'planned');
      if (unsigned.length > 0) {
        throw new DomainError(
          'conflict',
          `Cycle ${n} has orders not yet signed: ${unsigned.map((o) => o.drugName).join(', ')}`,
        );
      }
      const parameters = evaluateParameters(plan.parameters, pp, nowMs, windowDays(ctx));
      const open = parameters.filter((p) => p.met !== true);
      if (open.length > 0 && input.overrideReason === undefined) {
        throw new DomainError(
          'conflict',
          `Cycle ${n} cannot be released: ${open.map(describeParameter).join('; ')}`,
          {
            parameters: open.map((p) => ({
              lab: p.lab,
              met: p.met,
              latest: p.latest,
              threshold: p.threshold,
              operator: p.operator,
              unit: p.unit,
            })),
          },
        );
      }
      cycle.status = 'released';
      cycle.release = {
        by: user.id,
        byName: displayName(request),
        at: new Date(nowMs).toISOString(),
        ...(open.length > 0 && input.overrideReason !== undefined
          ? { overrideReason: input.overrideReason }
          : {}),
        parameters,
      };
      if (plan.status === 'signed') {
        assertTransition('plan', plan.status, 'active', 'The plan');
        plan.status = 'active';
      }
      return { cycle: n, overridden: open.map((p) => p.lab), override: open.length > 0 };
    },
  );
}

export async function administerOrder(
  ctx: PlansContext,
  request: FastifyRequest,
  planId: string,
  orderId: string,
  input: AdministerInput,
) {
  requireRoles(request, ['nurse', 'oncologist'], 'record an administration (nurse or oncologist)');
  const user = request.authUser!;
  return changePlan(
    ctx,
    request,
    planId,
    'patient.treatment-plan.administer',
    async ({ plan, patient, tx, nowMs }) => {
      requireOpen(plan);
      const { cycle, order } = orderOf(plan, orderId);
      if (cycle.status !== 'released') {
        throw new DomainError(
          'conflict',
          `Cycle ${cycle.number} has not been released: its parameters are not cleared`,
        );
      }
      assertTransition('order', order.status, 'administered', `Order ${order.drugName}`);
      const unit = (order.roundedDose ?? order.calculatedDose)?.unit;
      if (unit && unit !== input.doseGiven.unit) {
        throw new DomainError('validation', `doseGiven.unit: the order is in ${unit}`, [
          { path: 'doseGiven.unit', message: `the order is in ${unit}` },
        ]);
      }
      if (input.completedAt && input.completedAt < input.startedAt) {
        throw new DomainError('validation', 'completedAt: must not be before startedAt', [
          { path: 'completedAt', message: 'must not be before startedAt' },
        ]);
      }
      order.status = 'administered';
      order.administration = {
        by: user.id,
        byName: displayName(request),
        at: new Date(nowMs).toISOString(),
        doseGiven: input.doseGiven,
        startedAt: input.startedAt,
        ...(input.completedAt ? { completedAt: input.completedAt } : {}),
        ...(input.secondCheckBy ? { secondCheckBy: input.secondCheckBy } : {}),
      };
      const drugName = ctx.kb.drugsById.get(order.drugId)?.name ?? order.drugName;
      await tx.insert(patientTreatments).values(
        treatmentRow(
          {
            drugName,
            date: input.startedAt.slice(0, 10),
            dose: input.doseGiven.value,
            doseUnit: input.doseGiven.unit,
            cycle: cycle.number,
            regimenId: plan.regimenId,
          },
          { kb: ctx.kb, patientId: patient.id, userId: user.id },
        ),
      );
      if (cycle.orders.every((o) => o.status === 'administered' || o.status === 'cancelled')) {
        assertTransition('cycle', cycle.status, 'completed', `Cycle ${cycle.number}`);
        cycle.status = 'completed';
      }
      if (plan.cycles.every((c) => c.status === 'completed' || c.status === 'skipped')) {
        assertTransition('plan', plan.status, 'completed', 'The plan');
        plan.status = 'completed';
      }
      return {
        orderId,
        cycle: cycle.number,
        drugId: order.drugId,
        doseUnit: input.doseGiven.unit,
        secondCheck: Boolean(input.secondCheckBy),
      };
    },
  );
}

export async function modifyOrder(
  ctx: PlansContext,
  request: FastifyRequest,
  planId: string,
  orderId: string,
  input: { percent: number; reason: string },
) {
  requirePrescriber(request, 'modify treatment orders (canPrescribe)');
  return changePlan(ctx, request, planId, 'patient.treatment-plan.modify', ({ plan }) => {
    requireOpen(plan);
    const { cycle, order } = orderOf(plan, orderId);
    if (order.status !== 'planned')
      assertTransition('order', order.status, 'planned', `Order ${order.drugName}`);
    Object.assign(
      order,
      doseOrder(order.fullDose, input.percent, strengthsOf(order.drugId), plan.doseRoundingPercent),
    );
    order.modificationPercent = input.percent;
    order.modificationReason = input.reason;
    // A changed dose is a new order: signed and checked again.
    order.status = 'planned';
    delete order.verification;
    return { orderId, cycle: cycle.number, percent: input.percent };
  });
}

/**
 * An oncologist holds one order (a signed or verified order only, per ORDER_TRANSITIONS) with a
 * reason; unholding returns it to `signed`, so the pharmacist verifies it again before it is given.
 */
export async function holdOrder(
  ctx: PlansContext,
  request: FastifyRequest,
  planId: string,
  orderId: string,
  input: { reason: string },
  hold: boolean,
) {
  requirePrescriber(request, `${hold ? 'hold' : 'unhold'} treatment orders (canPrescribe)`);
  const user = request.authUser!;
  return changePlan(
    ctx,
    request,
    planId,
    hold ? 'patient.treatment-plan.order.hold' : 'patient.treatment-plan.order.unhold',
    ({ plan }) => {
      requireOpen(plan);
      const { cycle, order } = orderOf(plan, orderId);
      const from = order.status;
      if (hold) {
        assertTransition('order', from, 'held', `Order ${order.drugName}`);
        order.hold = {
          by: user.id,
          byName: displayName(request),
          at: new Date(ctx.now()).toISOString(),
          reason: input.reason,
          from,
        };
        order.status = 'held';
      } else {
        assertTransition('order', from, 'signed', `Order ${order.drugName}`);
        order.status = 'signed';
        delete order.hold;
        // Checked again after a hold: the verification stood on the order as it was.
        delete order.verification;
      }
      return { orderId, cycle: cycle.number, from, to: order.status };
    },
  );
}

export async function discontinuePlan(
  ctx: PlansContext,
  request: FastifyRequest,
  planId: string,
  input: { reason: string },
) {
  requirePrescriber(request, 'discontinue a treatment plan (canPrescribe)');
  const user = request.authUser!;
  return changePlan(
    ctx,
    request,
    planId,
    'patient.treatment-plan.discontinue',
    ({ plan, nowMs }) => {
      assertTransition('plan', plan.status, 'discontinued', 'The plan');
      let cancelled = 0;
      for (const cycle of plan.cycles) {
        for (const o of cycle.orders) {
          if (o.status === 'administered' || o.status === 'cancelled') continue;
          o.status = 'cancelled';
          cancelled++;
        }
        if (cycle.status === 'planned' || cycle.status === 'released') {
          cycle.status = cycle.orders.some((o) => o.status === 'administered')
            ? 'completed'
            : 'skipped';
        }
      }
      plan.status = 'discontinued';
      plan.discontinued = { by: user.id, at: new Date(nowMs).toISOString(), reason: input.reason };
      return { cancelledOrders: cancelled };
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Work lists

async function openPlans(ctx: PlansContext, request: FastifyRequest) {
  return ctx.db
    .select({ plan: treatmentPlans, patient: patients })
    .from(treatmentPlans)
    .innerJoin(patients, eq(patients.id, treatmentPlans.patientId))
    .where(
      and(
        eq(treatmentPlans.institutionId, request.authUser!.institutionId),
        inArray(treatmentPlans.status, ['signed', 'active']),
      ),
    )
    .orderBy(treatmentPlans.startDate, treatmentPlans.id)
    .limit(500);
}

/** The institution's signed cycles with orders awaiting independent verification. */
export async function verificationQueue(ctx: PlansContext, request: FastifyRequest) {
  requireRoles(request, ['pharmacist', 'oncologist'], 'see the verification queue');
  const rows = await openPlans(ctx, request);
  const items = rows.flatMap(({ plan: row, patient }) => {
    const v = viewerOf(ctx, request, patient.id);
    return row.plan.cycles
      .filter((c) => c.orders.some((o) => o.status === 'signed'))
      .map((c) => ({
        planId: row.id,
        patientId: patient.id,
        patientName: `${patient.firstName} ${patient.lastName}`,
        mrn: patient.mrn,
        regimenName: row.plan.regimenName,
        cycle: c.number,
        cycleStartDate: c.startDate,
        signedAt: c.signedAt ?? null,
        signedBy: c.signedByName ?? null,
        measurements: measurementsView(row.plan, patient, ctx.now(), v),
        orders: c.orders.filter((o) => o.status === 'signed').map((o) => orderView(o, v)),
      }));
  });
  await writeAudit(
    ctx.db,
    patientAuditEntry(request, 'treatment-plans.verification-queue.read', null, {
      patients: [...new Set(items.map((i) => i.patientId))],
    }),
  );
  return { items };
}

/** Released cycles due by today with verified orders: what the nurse gives now. */
export async function administrationQueue(ctx: PlansContext, request: FastifyRequest) {
  requireRoles(request, ['nurse', 'oncologist'], 'see the administration list');
  const today = dayOf(ctx.now());
  const rows = await openPlans(ctx, request);
  const items = rows.flatMap(({ plan: row, patient }) => {
    const v = viewerOf(ctx, request, patient.id);
    return row.plan.cycles
      .filter((c) => c.status === 'released' && c.startDate <= today)
      .filter((c) => c.orders.some((o) => o.status === 'verified'))
      .map((c) => ({
        planId: row.id,
        patientId: patient.id,
        patientName: `${patient.firstName} ${patient.lastName}`,
        mrn: patient.mrn,
        regimenName: row.plan.regimenName,
        cycle: c.number,
        orders: c.orders.filter((o) => o.status === 'verified').map((o) => orderView(o, v)),
      }));
  });
  await writeAudit(
    ctx.db,
    patientAuditEntry(request, 'treatment-plans.administration-queue.read', null, {
      patients: [...new Set(items.map((i) => i.patientId))],
    }),
  );
  return { items };
}
