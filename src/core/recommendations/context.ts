import { buildContext, type PatientContext } from '../alerts/context';
import type { AlertKnowledge } from '../alerts/knowledge';
import { displaySources } from '../alerts/result';
import type { AlertFinding, AlertKind } from '../alerts/types';
import { ALERT_KINDS } from '../alerts/types';
import type { Drug } from '../knowledge/drug';
import type { Source } from '../knowledge/source';
import type { PatientClinicalRecord } from '../patients/schemas';
import type {
  Recommendation,
  RecommendationChange,
  RecommendationSource,
  ResolvedAlert,
} from './types';

/** What every recommendation rule reads: the alert engine's view of the patient, and its alerts. */
export interface EngineContext {
  record: PatientClinicalRecord;
  kb: AlertKnowledge;
  now: number;
  /** The alert engine's context: drugs due (active orders plus a plan) and usable labs. */
  patient: PatientContext;
  /** The alerts the recommendations answer (the engine's findings for this record). */
  alerts: readonly AlertFinding[];
}

export function engineContext(
  record: PatientClinicalRecord,
  kb: AlertKnowledge,
  alerts: readonly AlertFinding[],
  now: number,
): EngineContext {
  // Limitations were reported with the alerts; building the context again reports nothing new.
  const patient = buildContext(record, kb, { now }, () => undefined);
  return { record, kb, now, patient, alerts };
}

/** A finding key split into its parts: `kind:drug+drug:rule` (the rule may contain colons). */
export function parseFindingKey(
  key: string,
): { kind: AlertKind; drugIds: string[]; ruleId: string } | null {
  const first = key.indexOf(':');
  const second = key.indexOf(':', first + 1);
  if (first < 0 || second < 0) return null;
  const kind = key.slice(0, first) as AlertKind;
  if (!ALERT_KINDS.includes(kind)) return null;
  const drugIds = key
    .slice(first + 1, second)
    .split('+')
    .filter(Boolean);
  return { kind, drugIds, ruleId: key.slice(second + 1) };
}

export function resolvedOf(alert: AlertFinding): ResolvedAlert {
  return { key: alert.key, kind: alert.kind, severity: alert.severity, title: alert.title };
}

export function sourcesOf(
  sources: ReadonlyArray<Source | RecommendationSource>,
): RecommendationSource[] {
  return displaySources(sources);
}

/** 0.5 → 50, 0.75 → 75, 0.1 → 10: the percentage a dose factor states. */
export function percentOf(factor: number): number {
  return Math.round(factor * 1000) / 10;
}

/** "1", "1.5", "0.25": an activity score as CPIC writes it, without trailing zeros. */
export function formatScore(score: number): string {
  return String(Math.round(score * 100) / 100);
}

/** The patient's active orders that give this drug (a combination product counts for each part). */
export function activeOrdersOf(ctx: EngineContext, drugId: string): string[] {
  return ctx.patient.byId.get(drugId)?.orders.map((o) => o.id) ?? [];
}

export function onMedicationList(ctx: EngineContext, drugId: string): boolean {
  return activeOrdersOf(ctx, drugId).length > 0;
}

/** Stopping the drug's active orders (through the patient medication endpoint), when it has any. */
export function stopChange(ctx: EngineContext, drug: Drug): RecommendationChange | null {
  const medicationIds = activeOrdersOf(ctx, drug.id);
  if (medicationIds.length === 0) return null;
  return { kind: 'stop-medication', drugId: drug.id, drugName: drug.name, medicationIds };
}

/**
 * A dose level for the regimen calculator: the most recent regimen in the treatment history (or
 * the planned one) that gives the drug, so the calculator opens on it.
 */
export function doseChange(
  ctx: EngineContext,
  drug: Drug,
  percent: number | null,
  range: { min: number; max: number } | null,
): RecommendationChange {
  const gives = (regimenId: string | null) => {
    const regimen = regimenId ? ctx.kb.regimensById.get(regimenId) : undefined;
    return !!regimen?.phases.some((p) => p.components.some((c) => c.drugId === drug.id));
  };
  const planned = ctx.patient.planned?.regimen.id ?? null;
  const history = [...ctx.record.treatmentHistory]
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .map((t) => t.regimenId)
    .find((id) => gives(id));
  return {
    kind: 'dose-level',
    drugId: drug.id,
    drugName: drug.name,
    percent,
    range,
    regimenId: planned && gives(planned) ? planned : (history ?? null),
  };
}

/** Lower-case drug name inside a sentence, keeping capitalised brand-like names as written. */
export function lowerName(name: string): string {
  return /^[A-Z][a-z]/.test(name) && !/[A-Z]/.test(name.slice(1)) ? name.toLowerCase() : name;
}

export type Draft = Omit<Recommendation, 'caveats'> & { caveats?: string[] };
