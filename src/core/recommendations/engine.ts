import type { AlertKnowledge } from '../alerts/knowledge';
import { SEVERITY_RANK, type AlertFinding, type AlertSeverity } from '../alerts/types';
import type { PatientClinicalRecord } from '../patients/schemas';
import {
  engineContext,
  lowerName,
  parseFindingKey,
  resolvedOf,
  stopChange,
  type Draft,
  type EngineContext,
} from './context';
import { curatedRecommendations, inferredRecommendations } from './interaction';
import { hepaticRecommendations, renalRecommendations } from './organ';
import { pgxRecommendations } from './pgx';
import {
  EVIDENCE_RANK,
  RECOMMENDATION_TYPES,
  type EvidenceGrade,
  type Recommendation,
  type RecommendationResult,
  type RecommendationType,
} from './types';

export interface RecommendationInput {
  record: PatientClinicalRecord;
  /** The alert engine's findings for the same record and time (`evaluatePatientAlerts`). */
  alerts: readonly AlertFinding[];
  kb: AlertKnowledge;
  /** Evaluation time, milliseconds since the epoch: the engine never reads the clock. */
  now: number;
}

/**
 * An alert the checks raise from cited rule data that carries no structured dose or alternative
 * (allergy, lab threshold, cumulative dose, duplicate therapy, QT, a label's renal text without a
 * figure): its management, as the rule states it, becomes the action.
 */
function fromAlert(ctx: EngineContext, alert: AlertFinding): Draft[] {
  const labelled = alert.sources.some((s) =>
    /prescribing information|\blabel\b|CPIC/i.test(s.label),
  );
  const type: RecommendationType =
    alert.kind === 'allergy' ? 'avoid' : alert.kind === 'qt' ? 'monitor' : 'review';
  const drug = alert.kind === 'allergy' ? ctx.kb.drugsById.get(alert.drugIds[0] ?? '') : undefined;
  const parsed = parseFindingKey(alert.key);
  return [
    {
      id: `${type}:${alert.drugIds.join('+')}:${alert.kind}:${parsed?.ruleId ?? alert.key}`,
      type,
      action: alert.management,
      detail: null,
      severity: alert.severity,
      evidence: labelled
        ? { grade: 'strong', label: 'FDA label or CPIC rule' }
        : { grade: 'moderate', label: 'Cited guideline or study' },
      reasoning: [`${alert.title}.`, ...alert.rationale.split('\n').filter(Boolean)],
      sources: [...alert.sources],
      resolves: [resolvedOf(alert)],
      drugIds: [...alert.drugIds],
      drugs: [...alert.drugs],
      alternatives: [],
      change: drug ? stopChange(ctx, drug) : null,
    },
  ];
}

function draftsFor(ctx: EngineContext, alert: AlertFinding): Draft[] {
  const parsed = parseFindingKey(alert.key);
  if (!parsed) return [];
  const { kind, ruleId } = parsed;
  let drafts: Draft[] = [];
  if (kind === 'pgx') drafts = pgxRecommendations(ctx, alert, ruleId);
  else if (kind === 'interaction' && ruleId.startsWith('curated:')) {
    drafts = curatedRecommendations(ctx, alert, ruleId.slice('curated:'.length));
  } else if (kind === 'interaction' && ruleId.startsWith('inferred:')) {
    drafts = inferredRecommendations(ctx, alert, ruleId.slice('inferred:'.length).split(','));
  } else if (kind === 'renal') drafts = renalRecommendations(ctx, alert, ruleId);
  else if (kind === 'hepatic') drafts = hepaticRecommendations(ctx, alert, ruleId);
  // A check whose rule carries no structure the rules above read still has a cited management.
  if (drafts.length === 0 && kind !== 'pgx' && kind !== 'interaction') {
    drafts = fromAlert(ctx, alert);
  }
  return drafts;
}

const maxSeverity = (a: AlertSeverity, b: AlertSeverity) =>
  SEVERITY_RANK[a] <= SEVERITY_RANK[b] ? a : b;
const bestEvidence = (a: Draft['evidence'], b: Draft['evidence']) =>
  EVIDENCE_RANK[a.grade] <= EVIDENCE_RANK[b.grade] ? a : b;
const unique = <T>(items: readonly T[], key: (t: T) => string) => {
  const seen = new Set<string>();
  return items.filter((t) => {
    const k = key(t);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/** The same action reached from two alerts (a curated pair and a phenoconversion) is one card. */
function merge(into: Draft, other: Draft): Draft {
  return {
    ...into,
    severity: maxSeverity(into.severity, other.severity),
    evidence: bestEvidence(into.evidence, other.evidence),
    reasoning: unique([...into.reasoning, ...other.reasoning], (l) => l),
    sources: unique([...into.sources, ...other.sources], (s) => `${s.label}\u0000${s.url ?? ''}`),
    resolves: unique([...into.resolves, ...other.resolves], (r) => r.key),
    alternatives: into.alternatives.length > 0 ? into.alternatives : other.alternatives,
    detail: into.detail ?? other.detail,
    change: into.change ?? other.change,
    caveats: unique([...(into.caveats ?? []), ...(other.caveats ?? [])], (c) => c),
  };
}

const TYPE_RANK = new Map<RecommendationType, number>(RECOMMENDATION_TYPES.map((t, i) => [t, i]));

/** Severity, then evidence, then type (stronger changes first), then the action text. */
export function compareRecommendations(a: Recommendation, b: Recommendation): number {
  return (
    SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
    EVIDENCE_RANK[a.evidence.grade as EvidenceGrade] -
      EVIDENCE_RANK[b.evidence.grade as EvidenceGrade] ||
    (TYPE_RANK.get(a.type) ?? 0) - (TYPE_RANK.get(b.type) ?? 0) ||
    (a.action < b.action ? -1 : a.action > b.action ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * Two rules that both change one drug's dose (a DPYD reduction and a renal one): the sources do
 * not say how to combine them, so each says the other exists rather than multiplying them.
 */
function doseCaveats(recs: Recommendation[]): void {
  const byDrug = new Map<string, Recommendation[]>();
  for (const r of recs) {
    if (r.change?.kind !== 'dose-level') continue;
    byDrug.set(r.change.drugId, [...(byDrug.get(r.change.drugId) ?? []), r]);
  }
  for (const list of byDrug.values()) {
    if (list.length < 2) continue;
    for (const r of list) {
      const others = list.filter((o) => o !== r);
      r.caveats.push(
        `Another recommendation also changes the ${lowerName(r.drugs[0] ?? '')} dose (${others
          .map((o) => o.action)
          .join(
            '; ',
          )}). The sources do not say how to combine the two; decide the combined dose clinically, do not multiply them by default.`,
      );
    }
  }
}

/**
 * Explainable recommendations for one patient: for each alert, the action its rule data gives
 * (a CPIC dose factor, a label's renal band, a curated interaction's management and the
 * alternatives that record names), with the reasoning from the patient's data to the rule, the
 * sources and the alerts it resolves. Ranked by severity, then evidence. An alert no record gives
 * an action for is returned in `unresolved`, never dropped.
 */
export function buildRecommendations(input: RecommendationInput): RecommendationResult {
  const ctx = engineContext(input.record, input.kb, input.alerts, input.now);
  const byId = new Map<string, Draft>();
  const unresolved: RecommendationResult['unresolved'] = [];
  for (const alert of input.alerts) {
    const drafts = draftsFor(ctx, alert);
    if (drafts.length === 0) unresolved.push(resolvedOf(alert));
    for (const d of drafts) {
      const prev = byId.get(d.id);
      byId.set(d.id, prev ? merge(prev, d) : d);
    }
  }
  const recommendations: Recommendation[] = [...byId.values()].map((d) => ({
    ...d,
    caveats: [...(d.caveats ?? [])],
    resolves: [...d.resolves].sort(
      (x, y) => SEVERITY_RANK[x.severity] - SEVERITY_RANK[y.severity] || (x.key < y.key ? -1 : 1),
    ),
  }));
  doseCaveats(recommendations);
  recommendations.sort(compareRecommendations);
  return { recommendations, unresolved };
}
