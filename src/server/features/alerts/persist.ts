import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SEVERITY_RANK, type AlertFinding } from '../../../core/alerts';
import type { Db, Tx } from '../../../db/client';
import { alertAcknowledgements, patientAlerts, users } from '../../../db/schema';
import { writeAudit, type AuditEntry } from '../../lib/audit';
import { countAlertChange } from '../../lib/cohort-data-version';
import { refreshCohortFacts } from '../../lib/cohort-facts';
import { recordEvents, type AnyEvent, type EventContext } from '../../lib/events';
import { orderedId } from '../../lib/ordered-id';
import { preparedOn } from '../../lib/prepared-queries';

/*
 * Persisting the engine's findings for one patient. The finding key is unique per patient, so the
 * same finding keeps its alert id (and its acknowledgement) across evaluations; a finding whose
 * content is unchanged writes nothing. Every level is stored, whoever asked. An acknowledgement
 * lapses (status `superseded`) when its alert stops being raised or comes back more severe: a
 * clinician acknowledged that finding at that severity, not whatever it later becomes.
 */

export type AlertRow = Awaited<ReturnType<typeof readAlertRows>>[number];

function contentHash(f: AlertFinding): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        f.kind,
        f.severity,
        f.title,
        f.drugs,
        f.drugIds,
        f.rationale,
        f.management,
        f.sources,
      ]),
    )
    .digest('base64url');
}

const acker = alias(users, 'acker');
const reviewer = alias(users, 'reviewer');

/** Every alert of a patient (current or not) with its live acknowledgement and the people on it. */
export async function readAlertRows(db: Db, patientId: string) {
  return preparedOn(db, 'patient_alert_rows', () => alertRowsQuery(db)).execute({ patientId });
}

function alertRowsQuery(db: Db) {
  return db
    .select({
      id: patientAlerts.id,
      findingKey: patientAlerts.findingKey,
      kind: patientAlerts.kind,
      severity: patientAlerts.severity,
      title: patientAlerts.title,
      drugs: patientAlerts.drugs,
      rationale: patientAlerts.rationale,
      management: patientAlerts.management,
      sources: patientAlerts.sources,
      contentHash: patientAlerts.contentHash,
      isCurrent: patientAlerts.isCurrent,
      ack: {
        status: alertAcknowledgements.status,
        reason: alertAcknowledgements.reason,
        comment: alertAcknowledgements.comment,
        at: alertAcknowledgements.acknowledgedAt,
        userId: alertAcknowledgements.userId,
        userRole: alertAcknowledgements.userRole,
        reviewedBy: alertAcknowledgements.reviewedBy,
        reviewedAt: alertAcknowledgements.reviewedAt,
      },
      ackerName: sql<string | null>`${acker.firstName} || ' ' || ${acker.lastName}`,
      reviewerName: sql<string | null>`${reviewer.firstName} || ' ' || ${reviewer.lastName}`,
      reviewerRole: reviewer.role,
    })
    .from(patientAlerts)
    .leftJoin(
      alertAcknowledgements,
      and(
        eq(alertAcknowledgements.alertId, patientAlerts.id),
        inArray(alertAcknowledgements.status, ['pending', 'confirmed']),
      ),
    )
    .leftJoin(acker, eq(acker.id, alertAcknowledgements.userId))
    .leftJoin(reviewer, eq(reviewer.id, alertAcknowledgements.reviewedBy))
    .where(eq(patientAlerts.patientId, sql.placeholder('patientId')))
    .prepare('patient_alert_rows');
}

/** What bringing one patient's stored alerts in line with the engine's findings writes. */
interface AlertSyncPlan {
  changed: Array<{ finding: AlertFinding; hash: string }>;
  cleared: string[];
  lapsed: string[];
  raised: number;
  events: AnyEvent[];
}

/** The writes `findings` call for against the stored rows; null when nothing changed. */
function planAlertSync(
  findings: readonly AlertFinding[],
  existing: readonly AlertRow[],
): AlertSyncPlan | null {
  const byKey = new Map(existing.map((e) => [e.findingKey, e]));
  const seen = new Set<string>();
  const changed: Array<{ finding: AlertFinding; hash: string }> = [];
  const lapsed: string[] = [];
  let raised = 0;
  const events: AnyEvent[] = [];
  for (const finding of findings) {
    if (seen.has(finding.key)) continue;
    seen.add(finding.key);
    const hash = contentHash(finding);
    const stored = byKey.get(finding.key);
    if (stored && stored.isCurrent && stored.contentHash === hash) continue;
    changed.push({ finding, hash });
    if (!stored || !stored.isCurrent) raised += 1;
    if (!stored || !stored.isCurrent || stored.severity !== finding.severity) {
      events.push({
        type: 'alert.raised',
        properties: { kind: finding.kind, severity: finding.severity },
      });
    }
    if (stored && SEVERITY_RANK[finding.severity] < SEVERITY_RANK[stored.severity]) {
      lapsed.push(stored.id);
    }
  }
  const cleared = existing.filter((e) => e.isCurrent && !seen.has(e.findingKey)).map((e) => e.id);
  if (changed.length === 0 && cleared.length === 0) return null;
  return { changed, cleared, lapsed, raised, events };
}

/** One patient's alert writes, their analytics events and audit row, in the caller's transaction. */
async function writeAlertSync(
  tx: Tx,
  patientId: string,
  plan: AlertSyncPlan,
  nowMs: number,
  audit: (details: Record<string, unknown>) => AuditEntry,
  eventContext: Omit<EventContext, 'at'>,
): Promise<void> {
  const { changed, cleared, lapsed, raised, events } = plan;
  const now = new Date(nowMs);
  if (changed.length > 0) {
    await tx
      .insert(patientAlerts)
      .values(
        changed.map(({ finding: f, hash }) => ({
          id: orderedId(),
          patientId,
          findingKey: f.key,
          kind: f.kind,
          severity: f.severity,
          title: f.title,
          drugs: f.drugs,
          drugIds: f.drugIds,
          rationale: f.rationale,
          management: f.management,
          sources: f.sources,
          contentHash: hash,
          isCurrent: true,
          firstRaisedAt: now,
          lastChangedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [patientAlerts.patientId, patientAlerts.findingKey],
        set: {
          kind: sql`excluded.kind`,
          severity: sql`excluded.severity`,
          title: sql`excluded.title`,
          drugs: sql`excluded.drugs`,
          drugIds: sql`excluded.drug_ids`,
          rationale: sql`excluded.rationale`,
          management: sql`excluded.management`,
          sources: sql`excluded.sources`,
          contentHash: sql`excluded.content_hash`,
          isCurrent: true,
          lastChangedAt: now,
        },
      });
  }
  if (cleared.length > 0) {
    await tx
      .update(patientAlerts)
      .set({ isCurrent: false, lastChangedAt: now })
      .where(inArray(patientAlerts.id, cleared));
  }
  const ended = [...cleared, ...lapsed];
  if (ended.length > 0) {
    await tx
      .update(alertAcknowledgements)
      .set({ status: 'superseded', reviewedAt: now })
      .where(
        and(
          inArray(alertAcknowledgements.alertId, ended),
          inArray(alertAcknowledgements.status, ['pending', 'confirmed']),
        ),
      );
  }
  await recordEvents(tx, events, { ...eventContext, at: nowMs });
  await writeAudit(
    tx,
    audit({
      raised,
      updated: changed.length - raised,
      cleared: cleared.length,
      acknowledgementsLapsed: ended.length,
    }),
  );
}

/**
 * Brings the stored alerts of a patient in line with `findings`. Returns true when anything was
 * written (the caller then reads the rows again). The writes, their audit row and the analytics
 * events of alerts raised (for the first time, again after clearing, or at a new severity; kind
 * and severity only) share one transaction.
 */
export async function syncPatientAlerts(
  db: Db,
  patientId: string,
  findings: readonly AlertFinding[],
  existing: readonly AlertRow[],
  nowMs: number,
  audit: (details: Record<string, unknown>) => AuditEntry,
  eventContext: Omit<EventContext, 'at'>,
): Promise<boolean> {
  const written = await syncAlertsOfPatients(
    db,
    [{ patientId, findings, existing, audit }],
    nowMs,
    eventContext,
  );
  return written.length > 0;
}

export interface PatientAlertSync {
  patientId: string;
  findings: readonly AlertFinding[];
  existing: readonly AlertRow[];
  audit: (details: Record<string, unknown>) => AuditEntry;
}

/**
 * `syncPatientAlerts` for several patients in one transaction (the patient list's refresh of a
 * page): each changed patient's writes and audit row as on its own, then the cohort facts of all
 * of them in one statement. Per patient, that statement and a transaction of its own cost ~5 ms
 * on the embedded database against ~0.6 ms in a batch of twenty (issue 24: the first view of a
 * list page of never-opened records spent most of its time there). Returns the patients written.
 */
export async function syncAlertsOfPatients(
  db: Db,
  patients: readonly PatientAlertSync[],
  nowMs: number,
  eventContext: Omit<EventContext, 'at'>,
): Promise<string[]> {
  const planned = patients.flatMap((p) => {
    const plan = planAlertSync(p.findings, p.existing);
    return plan ? [{ ...p, plan }] : [];
  });
  if (planned.length === 0) return [];
  await db.transaction(async (tx) => {
    for (const p of planned) {
      await writeAlertSync(tx, p.patientId, p.plan, nowMs, p.audit, eventContext);
    }
    // Research cohorts count current alerts (server/lib/cohort-data-version.ts). Last, so the
    // patients' and the institution's counter rows stay locked only until the commit that follows.
    await refreshCohortFacts(
      tx,
      planned.map((p) => p.patientId),
    );
    for (const p of planned) await countAlertChange(tx, p.patientId);
  });
  return planned.map((p) => p.patientId);
}
