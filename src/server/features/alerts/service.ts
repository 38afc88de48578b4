import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { applyPolicyToFindings, type PolicyOverlay } from '../../../core/alert-policy';
import {
  ALERT_SEVERITIES,
  type AcknowledgeAlertInput,
  type AlertSeverity,
} from '../../../core/alerts';
import {
  alertAcknowledgementMode,
  canCosignAlerts,
  roleProfile,
  seesIdentifiedPatients,
} from '../../../core/access';
import { DomainError } from '../../../core/errors';
import {
  redactTerms,
  shiftDatesInText,
  shiftTimestamp,
  type StoredLabValue,
} from '../../../core/patients';
import type { Db } from '../../../db/client';
import { alertAcknowledgements, patientAlerts, patients, users } from '../../../db/schema';
import {
  nextTimeChange,
  type AlertEvaluationCache,
  type CachedEvaluation,
} from '../../lib/alert-cache';
import type { AlertEvaluator } from '../../lib/alert-evaluator';
import { policyOverlay } from '../../lib/alert-policy-store';
import { writeAudit, writeReadAudit } from '../../lib/audit';
import { recordEvent } from '../../lib/events';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import { orderedId } from '../../lib/ordered-id';
import { withheldTerms } from '../../lib/patient-deidentify';
import type { PatientPrivacy } from '../../lib/patient-privacy';
import {
  findPatient,
  loadPatient,
  loadPatientLists,
  patientAuditEntry,
  toClinicalRecord,
  type PatientRow,
} from '../../lib/patient-record';
import {
  readAlertRows,
  syncAlertsOfPatients,
  syncPatientAlerts,
  type AlertRow,
  type PatientAlertSync,
} from './persist';
import type { AlertView, checkRegimenSchema, cosignSchema } from './schemas';
import { alertView, byClinicalOrder, countBySeverity, type Scrub } from './views';
import type { z } from 'zod';

/*
 * Patient alerts: computed by the engine on every read, persisted (see persist.ts), shown at the
 * caller's role's levels (SPEC §6 alertLevels), de-identified for researchers and students.
 * Acknowledging needs canOverrideAlerts, or is kept pending until an oncologist or pharmacist
 * co-signs for roles that require supervisor approval (core/access alertAcknowledgementMode).
 */

export interface AlertsContext {
  db: Db;
  kb: KnowledgeBase;
  privacy: PatientPrivacy;
  evaluate: AlertEvaluator;
  now: () => number;
  /**
   * Evaluations known to be current (lib/alert-cache.ts); null when the evaluator is not a pure
   * function of the record (a test's stand-in), so every read runs it.
   */
  cache: AlertEvaluationCache | null;
}

const levelsOf = (request: FastifyRequest) =>
  roleProfile(request.authUser!.role).alertLevels as readonly AlertSeverity[];

async function scrubFor(
  ctx: AlertsContext,
  request: FastifyRequest,
  patient: PatientRow,
  lists?: Awaited<ReturnType<typeof loadPatientLists>>,
): Promise<Scrub | null> {
  if (seesIdentifiedPatients(request.authUser!.role)) return null;
  const all = lists ?? (await loadPatientLists(ctx.db, patient.id, { notes: false }));
  return {
    terms: withheldTerms(patient, all, ctx.kb),
    shiftDays: ctx.privacy.shiftDays(patient.id),
  };
}

/**
 * The knowledge version an evaluation answers for: the knowledge base and the institution's alert
 * policy in effect (issue 22), so an approved, reverted or newly effective policy re-evaluates.
 */
const knowledgeVersionOf = (ctx: AlertsContext, overlay: PolicyOverlay) =>
  `${ctx.kb.version}|policy:${overlay.version}`;

const overlayFor = (ctx: AlertsContext, request: FastifyRequest, nowMs: number) =>
  policyOverlay(ctx.db, ctx.kb, request.authUser!.institutionId, nowMs);

/** The engine's findings graded by the institution's policy, ready to store. */
function policed(findings: Parameters<typeof applyPolicyToFindings>[0], overlay: PolicyOverlay) {
  return applyPolicyToFindings(findings, overlay).map(({ policy: _policy, ...f }) => f);
}

const scrubText = (text: string, scrub: Scrub | null) =>
  scrub ? shiftDatesInText(redactTerms(text, scrub.terms), scrub.shiftDays) : text;

export async function getPatientAlerts(
  ctx: AlertsContext,
  request: FastifyRequest,
  patientId: string,
) {
  const user = request.authUser!;
  const nowMs = ctx.now();
  const overlay = await overlayFor(ctx, request, nowMs);
  // The cached path: the patient row (scope and record version), then only the alert rows.
  if (ctx.cache) {
    // Both queries go out together (one round trip to the database thread); the rows are
    // dropped unread when the patient is out of scope (findPatient throws the 404).
    const rowsRead = readAlertRows(ctx.db, patientId);
    rowsRead.catch(() => undefined);
    const patient = await findPatient(ctx.db, user, patientId);
    const hit = ctx.cache.get(
      patientId,
      patient.updatedAt.getTime(),
      knowledgeVersionOf(ctx, overlay),
      nowMs,
    );
    if (hit) return alertsAnswer(ctx, request, patient, undefined, await rowsRead, hit, overlay);
  }
  const { patient, lists } = await loadPatient(ctx.db, user, patientId, { notes: false });
  const { rows, evaluated, audited } = await evaluateAndStore(
    ctx,
    request,
    patient,
    lists,
    nowMs,
    overlay,
    { asRead: true },
  );
  return alertsAnswer(ctx, request, patient, lists, rows, evaluated, overlay, audited);
}

/** What a read of the alerts records: the view given and how many alerts it showed and hid. */
function readDetails(
  request: FastifyRequest,
  current: ReadonlyArray<{ severity: AlertSeverity }>,
): Record<string, unknown> {
  const levels = levelsOf(request);
  const shown = current.filter((r) => levels.includes(r.severity)).length;
  return {
    view: seesIdentifiedPatients(request.authUser!.role) ? 'identified' : 'deidentified',
    shown,
    hidden: current.length - shown,
  };
}

/**
 * Runs the engine over the record, brings the stored alerts in line (persist.ts) and remembers
 * the evaluation in the cache. Returns the stored rows after it.
 */
async function evaluateAndStore(
  ctx: AlertsContext,
  request: FastifyRequest,
  patient: PatientRow,
  lists: Awaited<ReturnType<typeof loadPatientLists>>,
  nowMs: number,
  overlay: PolicyOverlay,
  options: { asRead?: boolean } = {},
) {
  const user = request.authUser!;
  const { findings, evaluated } = evaluatePatient(ctx, patient, lists, nowMs, overlay);
  let rows = await readAlertRows(ctx.db, patient.id);
  // When a read brings the stored alerts up to date, its one audit row is the read's, carrying
  // what the read changed (issue 21: one row per access, written with the change). The patient
  // list's refresh is no read of the alerts, so it records the update alone.
  const current = [...new Map(findings.map((f) => [f.key, f])).values()];
  const wrote = await syncPatientAlerts(
    ctx.db,
    patient.id,
    findings,
    rows,
    nowMs,
    (d) =>
      options.asRead
        ? patientAuditEntry(request, 'patient.alerts.read', patient.id, {
            ...readDetails(request, current),
            ...d,
          })
        : patientAuditEntry(request, 'patient.alerts.update', patient.id, d),
    { institutionId: user.institutionId, role: user.role },
  );
  if (wrote) rows = await readAlertRows(ctx.db, patient.id);
  ctx.cache?.set(patient.id, evaluated);
  return { rows, evaluated, audited: wrote && options.asRead === true };
}

/** The engine's findings for a record (local policy applied), and the cache entry remembering them. */
function evaluatePatient(
  ctx: AlertsContext,
  patient: PatientRow,
  lists: Awaited<ReturnType<typeof loadPatientLists>>,
  nowMs: number,
  overlay: PolicyOverlay,
) {
  const record = toClinicalRecord(patient, lists, nowMs);
  const evaluation = ctx.evaluate(record, { now: nowMs });
  const evaluated: CachedEvaluation = {
    recordVersion: patient.updatedAt.getTime(),
    knowledgeVersion: knowledgeVersionOf(ctx, overlay),
    validUntil: nextTimeChange([record, patient.dateOfBirth], nowMs),
    limitations: evaluation.limitations,
    notes: evaluation.notes ?? [],
  };
  return { findings: policed(evaluation.findings, overlay), evaluated };
}

/**
 * Brings the stored alerts of these patients (already in the caller's scope, with the record
 * version the caller read) up to date where the cache does not know them to be, so the patient
 * list counts alerts right before anyone opened the record. Returns how many were evaluated.
 */
export async function refreshStoredAlerts(
  ctx: AlertsContext,
  request: FastifyRequest,
  seen: ReadonlyArray<{ id: string; updatedAt: Date }>,
): Promise<number> {
  if (!ctx.cache) return 0;
  const nowMs = ctx.now();
  const overlay = await overlayFor(ctx, request, nowMs);
  const version = knowledgeVersionOf(ctx, overlay);
  const stale = seen.filter((p) => !ctx.cache!.get(p.id, p.updatedAt.getTime(), version, nowMs));
  const user = request.authUser!;
  const syncs: PatientAlertSync[] = [];
  const evaluations: Array<[string, CachedEvaluation]> = [];
  for (const p of stale) {
    const { patient, lists } = await loadPatient(ctx.db, user, p.id, { notes: false });
    const { findings, evaluated } = evaluatePatient(ctx, patient, lists, nowMs, overlay);
    syncs.push({
      patientId: patient.id,
      findings,
      existing: await readAlertRows(ctx.db, patient.id),
      audit: (d) => patientAuditEntry(request, 'patient.alerts.update', patient.id, d),
    });
    evaluations.push([patient.id, evaluated]);
  }
  // The page's patients in one transaction (persist.ts: the cohort facts in one statement).
  await syncAlertsOfPatients(ctx.db, syncs, nowMs, {
    institutionId: user.institutionId,
    role: user.role,
  });
  for (const [id, evaluated] of evaluations) ctx.cache.set(id, evaluated);
  return stale.length;
}

/** The answer to a read of a patient's alerts, and its audit row. */
async function alertsAnswer(
  ctx: AlertsContext,
  request: FastifyRequest,
  patient: PatientRow,
  lists: Awaited<ReturnType<typeof loadPatientLists>> | undefined,
  rows: readonly AlertRow[],
  evaluation: Pick<CachedEvaluation, 'limitations' | 'notes'>,
  overlay: PolicyOverlay,
  /** The read's row was already written with the alerts it brought up to date. */
  audited = false,
) {
  const current = rows.filter((r) => r.isCurrent).sort(byClinicalOrder);
  const levels = levelsOf(request);
  const shown = current.filter((r) => levels.includes(r.severity));
  const scrub = await scrubFor(ctx, request, patient, lists);
  if (!audited) {
    // Grouped with concurrent reads' rows; settles once this row is committed (lib/audit.ts).
    await writeReadAudit(
      ctx.db,
      patientAuditEntry(request, 'patient.alerts.read', patient.id, readDetails(request, current)),
    );
  }
  return {
    alerts: shown.map((r) => alertView(r, scrub, overlay)),
    limitations: evaluation.limitations.map((l) => scrubText(l, scrub)),
    notes: evaluation.notes.map((n) => scrubText(n, scrub)),
    counts: countBySeverity(current),
    hiddenLevels: ALERT_SEVERITIES.filter((s) => !levels.includes(s)),
  };
}

/**
 * The alert with this id, if its patient is in the caller's institution and its level is one the
 * caller's role is shown; otherwise 404, as for a patient of another institution.
 */
async function findAlert(ctx: AlertsContext, request: FastifyRequest, alertId: string) {
  const user = request.authUser!;
  const [row] = await ctx.db
    .select({ alert: patientAlerts, patient: patients })
    .from(patientAlerts)
    .innerJoin(patients, eq(patients.id, patientAlerts.patientId))
    .where(and(eq(patientAlerts.id, alertId), eq(patients.institutionId, user.institutionId)));
  if (!row || !levelsOf(request).includes(row.alert.severity)) {
    throw new DomainError('not_found', 'Alert not found');
  }
  return row;
}

async function viewOf(
  ctx: AlertsContext,
  request: FastifyRequest,
  patient: PatientRow,
  alertId: string,
): Promise<AlertView> {
  const row = (await readAlertRows(ctx.db, patient.id)).find((r) => r.id === alertId) as AlertRow;
  return alertView(row, await scrubFor(ctx, request, patient));
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function acknowledgeAlert(
  ctx: AlertsContext,
  request: FastifyRequest,
  alertId: string,
  input: AcknowledgeAlertInput,
): Promise<AlertView> {
  const user = request.authUser!;
  const mode = alertAcknowledgementMode(user.role);
  if (mode === 'forbidden') {
    throw new DomainError('forbidden', 'Your role may not acknowledge alerts');
  }
  const { alert, patient } = await findAlert(ctx, request, alertId);
  if (!alert.isCurrent) {
    throw new DomainError('conflict', 'This alert is no longer raised for the patient');
  }
  const nowMs = ctx.now();
  const status = mode === 'direct' ? 'confirmed' : 'pending';
  try {
    await ctx.db.transaction(async (tx) => {
      const [live] = await tx
        .select()
        .from(alertAcknowledgements)
        .where(
          and(
            eq(alertAcknowledgements.alertId, alertId),
            inArray(alertAcknowledgements.status, ['pending', 'confirmed']),
          ),
        )
        .for('update');
      if (live?.status === 'confirmed') {
        throw new DomainError('conflict', 'This alert is already acknowledged');
      }
      if (live && mode === 'needs-cosign') {
        throw new DomainError(
          'conflict',
          'This alert already has an acknowledgement awaiting co-signature',
        );
      }
      if (live) {
        // An oncologist or pharmacist acknowledging directly settles a pending acknowledgement.
        await tx
          .update(alertAcknowledgements)
          .set({ status: 'superseded', reviewedBy: user.id, reviewedAt: new Date(nowMs) })
          .where(eq(alertAcknowledgements.id, live.id));
      }
      await tx.insert(alertAcknowledgements).values({
        id: orderedId(),
        alertId,
        patientId: patient.id,
        institutionId: user.institutionId,
        userId: user.id,
        userRole: user.role,
        reason: input.reason,
        comment: input.comment || null,
        acknowledgedAt: new Date(nowMs),
        status,
      });
      await recordEvent(
        tx,
        'alert.acknowledged',
        {
          kind: alert.kind,
          severity: alert.severity,
          reason: input.reason,
          pending: status === 'pending',
        },
        { institutionId: user.institutionId, role: user.role, at: nowMs },
      );
      await writeAudit(
        tx,
        patientAuditEntry(request, 'alert.acknowledge', patient.id, {
          alertId,
          kind: alert.kind,
          severity: alert.severity,
          reason: input.reason,
          status,
        }),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DomainError('conflict', 'This alert was acknowledged by someone else just now');
    }
    throw error;
  }
  return viewOf(ctx, request, patient, alertId);
}

export async function cosignAlert(
  ctx: AlertsContext,
  request: FastifyRequest,
  alertId: string,
  input: z.output<typeof cosignSchema>,
): Promise<AlertView> {
  const user = request.authUser!;
  if (!canCosignAlerts(user.role)) {
    throw new DomainError(
      'forbidden',
      'Only an oncologist or a pharmacist co-signs acknowledgements',
    );
  }
  const { alert, patient } = await findAlert(ctx, request, alertId);
  const nowMs = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(alertAcknowledgements)
      .where(
        and(
          eq(alertAcknowledgements.alertId, alertId),
          eq(alertAcknowledgements.status, 'pending'),
        ),
      )
      .for('update');
    if (!pending) {
      throw new DomainError('conflict', 'This alert has no acknowledgement awaiting co-signature');
    }
    const status = input.decision === 'approve' ? 'confirmed' : 'rejected';
    await tx
      .update(alertAcknowledgements)
      .set({
        status,
        reviewedBy: user.id,
        reviewedAt: new Date(nowMs),
        reviewComment: input.comment || null,
      })
      .where(eq(alertAcknowledgements.id, pending.id));
    await recordEvent(
      tx,
      'alert.cosigned',
      {
        kind: alert.kind,
        severity: alert.severity,
        reason: pending.reason,
        decision: input.decision,
      },
      { institutionId: user.institutionId, role: user.role, at: nowMs },
    );
    await writeAudit(
      tx,
      patientAuditEntry(request, 'alert.cosign', patient.id, {
        alertId,
        kind: alert.kind,
        severity: alert.severity,
        decision: input.decision,
        acknowledgedByRole: pending.userRole,
      }),
    );
  });
  return viewOf(ctx, request, patient, alertId);
}

/** Acknowledgements awaiting co-signature in the caller's institution, oldest first. */
export async function listPendingCosign(ctx: AlertsContext, request: FastifyRequest) {
  const user = request.authUser!;
  if (!canCosignAlerts(user.role)) {
    throw new DomainError(
      'forbidden',
      'Only an oncologist or a pharmacist co-signs acknowledgements',
    );
  }
  const levels = levelsOf(request);
  const rows = await ctx.db
    .select({
      alertId: patientAlerts.id,
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      kind: patientAlerts.kind,
      severity: patientAlerts.severity,
      title: patientAlerts.title,
      reason: alertAcknowledgements.reason,
      comment: alertAcknowledgements.comment,
      at: alertAcknowledgements.acknowledgedAt,
      userId: alertAcknowledgements.userId,
      userRole: alertAcknowledgements.userRole,
      userFirst: users.firstName,
      userLast: users.lastName,
    })
    .from(alertAcknowledgements)
    .innerJoin(patientAlerts, eq(patientAlerts.id, alertAcknowledgements.alertId))
    .innerJoin(patients, eq(patients.id, alertAcknowledgements.patientId))
    .leftJoin(users, eq(users.id, alertAcknowledgements.userId))
    .where(
      and(
        eq(alertAcknowledgements.institutionId, user.institutionId),
        eq(alertAcknowledgements.status, 'pending'),
        inArray(patientAlerts.severity, [...levels]),
      ),
    )
    .orderBy(desc(alertAcknowledgements.acknowledgedAt))
    .limit(200);
  const items = rows.reverse().map((r) => ({
    alertId: r.alertId,
    patientId: r.patientId,
    patientLabel: `${r.lastName}, ${r.firstName}`,
    kind: r.kind,
    severity: r.severity,
    title: r.title,
    reason: r.reason,
    comment: r.comment,
    by: r.userId
      ? {
          id: r.userId,
          name: r.userFirst ? `${r.userFirst} ${r.userLast}` : 'deleted account',
          role: r.userRole,
        }
      : null,
    at: r.at.toISOString(),
  }));
  // Each patient whose alert is listed has been read (name and alert): one audit row each.
  const seen = [...new Set(items.map((i) => i.patientId))];
  for (const patientId of seen) {
    await writeAudit(ctx.db, patientAuditEntry(request, 'alert.pending.read', patientId));
  }
  return { items };
}

/** The latest creatinine the record holds, in mg/dL (the catalogue's canonical unit). */
function latestCreatinine(lists: { labValues: readonly StoredLabValue[] }, nowMs: number) {
  const values = lists.labValues
    .filter(
      (l) =>
        l.labName === 'creatinine' && l.canonicalValue !== null && Date.parse(l.timestamp) <= nowMs,
    )
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  const [latest] = values;
  return latest ? { value: latest.canonicalValue, timestamp: latest.timestamp } : null;
}

/**
 * Checks a regimen about to be ordered together with the patient's active therapy, labs,
 * genotypes and history (issue 11, `/clinical`). Nothing is stored but the audit row: the
 * findings become alerts only once the regimen's drugs are ordered.
 */
export async function checkPlannedRegimen(
  ctx: AlertsContext,
  request: FastifyRequest,
  patientId: string,
  input: z.output<typeof checkRegimenSchema>,
) {
  const user = request.authUser!;
  const regimen = ctx.kb.regimens.find((r) => r.id === input.regimenId);
  if (!regimen) {
    const message = `no regimen "${input.regimenId}" in the knowledge base`;
    throw new DomainError('validation', `Invalid request: body.regimenId: ${message}`, [
      { path: 'body.regimenId', message },
    ]);
  }
  const { patient, lists } = await loadPatient(ctx.db, user, patientId, { notes: false });
  const nowMs = ctx.now();
  const record = toClinicalRecord(patient, lists, nowMs);
  const evaluated = ctx.evaluate(record, { now: nowMs, plannedRegimen: input });
  const findings = applyPolicyToFindings(evaluated.findings, await overlayFor(ctx, request, nowMs));
  const evaluation = { ...evaluated, findings };
  const stored = new Map(
    (await readAlertRows(ctx.db, patientId))
      .filter((r) => r.isCurrent)
      .map((r) => [r.findingKey, r.id]),
  );
  const levels = levelsOf(request);
  const scrub = await scrubFor(ctx, request, patient, lists);
  const creatinine = latestCreatinine(lists, nowMs);
  await writeAudit(
    ctx.db,
    patientAuditEntry(request, 'patient.regimen.check', patientId, {
      regimenId: regimen.id,
      findings: evaluation.findings.length,
    }),
  );
  const counts = { critical: 0, high: 0, medium: 0, low: 0 };
  for (const f of evaluation.findings) counts[f.severity] += 1;
  return {
    regimen: { id: regimen.id, name: regimen.name },
    findings: evaluation.findings
      .filter((f) => levels.includes(f.severity))
      .map((f) => ({
        kind: f.kind,
        severity: f.severity,
        title: scrubText(f.title, scrub),
        drugs: f.drugs.map((d) => scrubText(d, scrub)),
        rationale: scrubText(f.rationale, scrub),
        management: scrubText(f.management, scrub),
        sources: f.sources,
        existingAlertId: stored.get(f.key) ?? null,
        ...(f.policy ? { localPolicy: f.policy } : {}),
      })),
    limitations: evaluation.limitations.map((l) => scrubText(l, scrub)),
    notes: (evaluation.notes ?? []).map((n) => scrubText(n, scrub)),
    counts,
    hiddenLevels: ALERT_SEVERITIES.filter((s) => !levels.includes(s)),
    calculatorInputs: {
      heightCm: record.heightCm,
      weightKg: record.weightKg,
      ageYears: record.ageYears,
      sex: record.sex,
      creatinineMgDl: creatinine?.value ?? null,
      creatinineDate:
        creatinine && scrub
          ? shiftTimestamp(creatinine.timestamp, scrub.shiftDays)
          : (creatinine?.timestamp ?? null),
    },
  };
}
