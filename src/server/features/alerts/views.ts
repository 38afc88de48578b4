import {
  applyEntry,
  entryFor,
  parseFindingKey,
  type AppliedPolicy,
  type PolicyOverlay,
} from '../../../core/alert-policy';
import { SEVERITY_RANK, type AlertSeverity } from '../../../core/alerts';
import { redactTerms, shiftDatesInText, shiftTimestamp } from '../../../core/patients';
import type { AlertRow } from './persist';
import type { AlertView } from './schemas';

/**
 * An alert row in the caller's view. De-identified (`scrub` given): every text the patient's
 * de-identified record withholds is redacted wherever the engine quoted it, every date inside
 * a text or on the acknowledgement is shifted, and the acknowledgement's comment is withheld.
 */
export interface Scrub {
  terms: readonly string[];
  shiftDays: number;
}

/**
 * The policy entry that graded a stored alert: the row holds the local severity, so the entry
 * applies when its local severity (or, for "do not interrupt", its knowledge severity) is the row's.
 */
export function policyOfRow(
  row: AlertRow,
  overlay: PolicyOverlay | undefined,
): AppliedPolicy | null {
  if (!overlay || overlay.byTarget.size === 0) return null;
  const parsed = parseFindingKey(row.findingKey);
  if (!parsed) return null;
  const entry = entryFor(overlay, parsed.kind, parsed.drugIds, parsed.ruleId);
  if (!entry) return null;
  const applied = applyEntry(entry, entry.kbSeverity);
  return applied && applied.localSeverity === row.severity ? applied : null;
}

export function alertView(row: AlertRow, scrub: Scrub | null, overlay?: PolicyOverlay): AlertView {
  const policy = policyOfRow(row, overlay);
  const text = (s: string) =>
    scrub ? shiftDatesInText(redactTerms(s, scrub.terms), scrub.shiftDays) : s;
  const time = (d: Date | null) =>
    d === null ? null : scrub ? shiftTimestamp(d.toISOString(), scrub.shiftDays) : d.toISOString();
  const ack = row.ack;
  const confirmed = ack?.status === 'confirmed';
  const by =
    ack && ack.userId
      ? { id: ack.userId, name: row.ackerName ?? 'deleted account', role: ack.userRole }
      : null;
  const cosignedBy =
    ack && ack.status === 'confirmed' && ack.reviewedBy
      ? {
          id: ack.reviewedBy,
          name: row.reviewerName ?? 'deleted account',
          role: row.reviewerRole ?? 'unknown',
        }
      : null;
  return {
    id: row.id,
    kind: row.kind,
    severity: row.severity,
    title: text(row.title),
    drugs: row.drugs.map(text),
    rationale: text(row.rationale),
    management: text(row.management),
    sources: row.sources,
    isAcknowledged: confirmed,
    acknowledgedAt: confirmed ? time(ack.at) : null,
    acknowledgedBy: confirmed ? (by?.name ?? null) : null,
    overrideReason: confirmed ? ack.reason : null,
    acknowledgement:
      ack && (ack.status === 'pending' || ack.status === 'confirmed') && ack.reason && ack.at
        ? {
            status: ack.status,
            reason: ack.reason,
            comment: scrub ? null : ack.comment,
            by,
            at: time(ack.at)!,
            cosignedBy,
            cosignedAt: cosignedBy ? time(ack.reviewedAt) : null,
          }
        : null,
    ...(policy ? { localPolicy: policy } : {}),
  };
}

/** Most severe first, then kind and title, so the list reads the same on every call. */
export function byClinicalOrder(a: AlertRow, b: AlertRow): number {
  return (
    SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
    a.kind.localeCompare(b.kind) ||
    a.title.localeCompare(b.title) ||
    a.id.localeCompare(b.id)
  );
}

export function countBySeverity(rows: readonly AlertRow[]): Record<AlertSeverity, number> {
  const counts = { critical: 0, high: 0, medium: 0, low: 0 };
  for (const r of rows) counts[r.severity] += 1;
  return counts;
}
