import type { AlertFinding } from '../alerts/types';
import type { InferredMechanism } from '../interactions/types';
import type { Drug } from '../knowledge/drug';
import type { CuratedInteraction, Evidence } from '../knowledge/interaction';
import {
  lowerName,
  onMedicationList,
  resolvedOf,
  sourcesOf,
  stopChange,
  type Draft,
  type EngineContext,
} from './context';
import { classesNamedIn, drugsNamedIn, nameIndex } from './names';
import { recheckWith } from './recheck';
import type {
  AlternativeOption,
  EvidenceGrade,
  RecommendationSource,
  RecommendationType,
  ResolvedAlert,
} from './types';

/**
 * Interaction recommendations: a curated record's management as an action, and the alternatives
 * the record itself names (never a drug it does not name). An alternative named by its class
 * ("use an antacid") is proposed only through a member that has its own curated record with the
 * drug that stays, which supplies the timing; every alternative is checked again against the
 * patient's record by the alert engine.
 */

export const CURATED_EVIDENCE: Record<Evidence, EvidenceGrade> = {
  established: 'strong',
  probable: 'moderate',
  suspected: 'limited',
  theoretical: 'theoretical',
};

/** The curated record behind a pair, as the checker chooses it (most specific, most severe). */
export function curatedRecordFor(ctx: EngineContext, a: Drug, b: Drug): CuratedInteraction | null {
  const finding = ctx.kb.checker
    .check([a.id, b.id])
    .interactions.find((f) => f.basis === 'curated' && f.recordId);
  if (!finding) return null;
  return recordById(ctx, a.id, finding.recordId as string);
}

function recordById(ctx: EngineContext, drugId: string, recordId: string) {
  return (
    ctx.kb.checker.interactionsForDrug(drugId).find((e) => e.record.id === recordId)?.record ?? null
  );
}

/** The drug ids one side of a record stands for (a group expands to its members). */
function sideMembers(ctx: EngineContext, side: CuratedInteraction['a']): Set<string> {
  if ('drug' in side) return new Set([side.drug]);
  return new Set(ctx.kb.checker.expandGroup(side.group) ?? []);
}

/** Clause that tells what to do instead: not one that says what to avoid. */
const NEGATIVE = /^\s*(avoid|do not|don't|never|stop|not recommended|generally not advisable)\b/i;
const SUBSTITUTION = /\b(instead|switch|substitut\w*|replace|in place of|prefer|rather than)\b/i;

function clauses(text: string): string[] {
  return text
    .split(/[.;:](?:\s+|$)/)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

interface Candidate {
  drug: Drug;
  via: 'named' | 'class';
  className: string | null;
  clause: string;
  /** Where in the management text it was found (for the order shown). */
  at: number;
}

/**
 * Drugs a record's management text proposes instead of one side of the pair. In a clause that
 * names drugs, those drugs; in one that names only a class, the class's members.
 */
function candidatesIn(
  ctx: EngineContext,
  record: CuratedInteraction,
  excluded: ReadonlySet<string>,
): {
  candidates: Candidate[];
  classOnly: Array<{ phrase: string; clause: string; members: Drug[] }>;
} {
  const index = nameIndex(ctx.kb);
  const text = record.management.text;
  const anyPositive =
    record.management.action === 'avoid' || record.management.action === 'substitute';
  const candidates: Candidate[] = [];
  const classOnly: Array<{ phrase: string; clause: string; members: Drug[] }> = [];
  let offset = 0;
  for (const clause of clauses(text)) {
    const at = text.indexOf(clause, offset);
    offset = at + clause.length;
    if (NEGATIVE.test(clause) || /\bnot recommended\b/i.test(clause)) continue;
    if (!anyPositive && !SUBSTITUTION.test(clause)) continue;
    const named = drugsNamedIn(clause, index).filter((h) => !excluded.has(h.drug.id));
    if (named.length > 0) {
      for (const h of named) {
        candidates.push({ drug: h.drug, via: 'named', className: null, clause, at: at + h.at });
      }
      continue;
    }
    for (const hit of classesNamedIn(clause, index)) {
      const members = index.membersOf(hit.tag).filter((d) => !excluded.has(d.id));
      if (members.length === 0) continue;
      classOnly.push({ phrase: hit.phrase, clause, members });
      for (const d of members) {
        candidates.push({ drug: d, via: 'class', className: hit.phrase, clause, at: at + hit.at });
      }
    }
  }
  return { candidates, classOnly };
}

/**
 * Which side of the pair an alternative replaces: a cancer drug replaces the cancer drug and a
 * supportive drug the supportive one; between two of a kind, the one sharing its class, else the
 * one the text names first.
 */
function replacedSide(record: CuratedInteraction, x: Drug, a: Drug, b: Drug): Drug | null {
  const cancer = (d: Drug) => d.kind === 'antineoplastic';
  if (cancer(a) !== cancer(b)) return cancer(x) === cancer(a) ? a : b;
  const shares = (d: Drug) => d.classTags.some((t) => x.classTags.includes(t));
  if (shares(a) !== shares(b)) return shares(a) ? a : b;
  const text = record.management.text.toLowerCase();
  const pos = (d: Drug) => {
    const i = text.indexOf(d.name.toLowerCase());
    return i < 0 ? Infinity : i;
  };
  if (pos(a) === pos(b)) return null;
  return pos(a) < pos(b) ? a : b;
}

function decapitalise(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? `${text[0]?.toLowerCase()}${text.slice(1)}` : text;
}

function joinNames(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

export interface Substitution {
  /** Null when the record names no usable alternative. */
  action: string | null;
  detail: string | null;
  alternatives: AlternativeOption[];
  reasoning: string[];
  sources: RecommendationSource[];
  /** Curated interaction alerts of the pair the substitution also answers. */
  resolves: ResolvedAlert[];
}

const MAX_ALTERNATIVES = 6;

/**
 * The alternatives a curated record of the pair names for `replaced`, each with its own record
 * with `kept` (when there is one) and what the alert engine raises with it in place.
 */
export function substitutionFor(
  ctx: EngineContext,
  kept: Drug,
  replaced: Drug,
  known?: CuratedInteraction | null,
): Substitution {
  const record = known === undefined ? curatedRecordFor(ctx, kept, replaced) : known;
  const empty: Substitution = {
    action: null,
    detail: null,
    alternatives: [],
    reasoning: [],
    sources: [],
    resolves: [],
  };
  if (!record) return empty;
  const resolves = ctx.alerts
    .filter(
      (a) =>
        a.kind === 'interaction' &&
        a.drugIds.includes(kept.id) &&
        a.drugIds.includes(replaced.id) &&
        a.key.endsWith(`:curated:${record.id}`),
    )
    .map(resolvedOf);
  const excluded = new Set([kept.id, replaced.id]);
  for (const side of [record.a, record.b]) {
    if ('group' in side) for (const id of sideMembers(ctx, side)) excluded.add(id);
  }
  const { candidates, classOnly } = candidatesIn(ctx, record, excluded);
  const chosen: AlternativeOption[] = [];
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const c of candidates.sort((x, y) => x.at - y.at)) {
    if (seen.has(c.drug.id) || chosen.length >= MAX_ALTERNATIVES) continue;
    if (replacedSide(record, c.drug, kept, replaced)?.id !== replaced.id) continue;
    seen.add(c.drug.id);
    const sibling = curatedRecordFor(ctx, kept, c.drug);
    if (
      sibling &&
      (sibling.severity === 'contraindicated' ||
        sibling.management.action === 'avoid' ||
        sibling.management.action === 'substitute')
    ) {
      lines.push(
        `${c.drug.name} is not proposed: its own record with ${lowerName(kept.name)} (${sibling.id}) says ${sibling.management.action}.`,
      );
      continue;
    }
    // A class member is proposed only when its own record says how to give it with the drug kept.
    if (c.via === 'class' && !sibling) continue;
    const check = recheckWith(ctx, c.drug, replaced);
    // The alternative's own record with the drug kept is what its timing above manages.
    const newAlerts = check.added.filter(
      (a) => !sibling || !a.key.endsWith(`:curated:${sibling.id}`),
    );
    chosen.push({
      drugId: c.drug.id,
      name: c.drug.name,
      via: c.via,
      className: c.className,
      detail: sibling ? sibling.management.text : null,
      recordIds: sibling ? [sibling.id] : [],
      sources: sibling ? sourcesOf(sibling.sources) : [],
      newAlerts: newAlerts.map((a) => ({ severity: a.severity, title: a.title })),
      alreadyTaking: onMedicationList(ctx, c.drug.id),
    });
    lines.push(
      `${c.drug.name}: ${c.via === 'named' ? `named by record ${record.id}` : `a member of "${c.className}", which record ${record.id} names`}` +
        (sibling
          ? `; record ${sibling.id} with ${lowerName(kept.name)}: ${sibling.management.text}`
          : '') +
        `; re-checked with the patient's record in place of ${lowerName(replaced.name)}: ` +
        (newAlerts.length > 0
          ? `raises ${newAlerts.map((a) => `${a.severity} "${a.title}"`).join(', ')}.`
          : sibling
            ? `no new alert beyond record ${sibling.id}, which the timing above manages.`
            : 'no new alert (the record’s limitations still apply).'),
    );
  }
  const reasoning = [
    `Curated record ${record.id} (${record.severity}, ${record.evidence} evidence): ${record.management.text}`,
    ...lines,
  ];
  const sources = sourcesOf(record.sources);
  const r = lowerName(replaced.name);
  if (chosen.length === 1) {
    const only = chosen[0] as AlternativeOption;
    return {
      action: `Replace ${r} with ${lowerName(only.name)}${only.detail ? `: ${decapitalise(only.detail)}` : ''}`,
      detail: record.management.text,
      alternatives: chosen,
      reasoning,
      sources,
      resolves,
    };
  }
  if (chosen.length > 1) {
    return {
      action: `Replace ${r} with ${joinNames(chosen.map((c) => lowerName(c.name)))}`,
      detail: record.management.text,
      alternatives: chosen,
      reasoning,
      sources,
      resolves,
    };
  }
  const ownClasses = classOnly.filter((c) =>
    c.members.some((m) => replacedSide(record, m, kept, replaced)?.id === replaced.id),
  );
  if (ownClasses.length > 0) {
    const clause = ownClasses[0]?.clause as string;
    return {
      action: `Replace ${r} as record ${record.id} advises: ${decapitalise(clause)}`,
      detail: record.management.text,
      alternatives: [],
      reasoning: [
        ...reasoning,
        `The record names ${joinNames([...new Set(ownClasses.map((c) => `"${c.phrase}"`))])} as a class; no member has its own record with ${lowerName(kept.name)}, so none is proposed by name.`,
      ],
      sources,
      resolves,
    };
  }
  return { ...empty, reasoning, sources, resolves };
}

const TYPE_OF_ACTION: Record<CuratedInteraction['management']['action'], RecommendationType> = {
  avoid: 'avoid',
  substitute: 'avoid',
  'adjust-dose': 'dose-adjust',
  'separate-administration': 'separate',
  monitor: 'monitor',
  'no-action-needed': 'review',
};

/** The drug to stop when a record says to avoid the pair: the one that is not the cancer drug. */
function drugToStop(a: Drug, b: Drug): Drug | null {
  const cancer = (d: Drug) => d.kind === 'antineoplastic';
  if (cancer(a) === cancer(b)) return null;
  return cancer(a) ? b : a;
}

export function curatedRecommendations(
  ctx: EngineContext,
  alert: AlertFinding,
  recordId: string,
): Draft[] {
  const [a, b] = alert.drugIds.map((id) => ctx.kb.drugsById.get(id));
  if (!a || !b) return [];
  const record = recordById(ctx, a.id, recordId);
  if (!record || record.management.action === 'no-action-needed') return [];
  const evidence = {
    grade: CURATED_EVIDENCE[record.evidence],
    label: `Curated interaction record: ${record.evidence} evidence`,
  };
  const pairText = `${a.name} + ${b.name}`;
  const baseReasoning = [
    `${a.name} and ${b.name} are both on the medication list.`,
    `Curated record ${record.id}: ${record.mechanism.text}`,
    `Effect: ${record.effect}`,
    ...(record.riskFactors.length > 0
      ? [`Risk rises with: ${record.riskFactors.join('; ')}.`]
      : []),
    `Severity ${record.severity}, evidence ${record.evidence}; management: ${record.management.action}.`,
  ];
  const out: Draft[] = [];
  let substituted = false;
  for (const [kept, replaced] of [
    [a, b],
    [b, a],
  ] as const) {
    const sub = substitutionFor(ctx, kept, replaced, record);
    if (!sub.action) continue;
    substituted = true;
    out.push({
      id: `substitute:${replaced.id}:${kept.id}`,
      type: 'substitute',
      action: sub.action,
      detail: sub.detail,
      severity: alert.severity,
      evidence,
      reasoning: [...baseReasoning, ...sub.reasoning.slice(1)],
      sources: sourcesOf([...sub.sources, ...sub.alternatives.flatMap((x) => x.sources)]),
      resolves: [resolvedOf(alert)],
      drugIds: [replaced.id, kept.id],
      drugs: [replaced.name, kept.name],
      alternatives: sub.alternatives,
      change: stopChange(ctx, replaced),
    });
  }
  const restrictive =
    record.management.action === 'avoid' || record.management.action === 'substitute';
  if (!substituted || !restrictive) {
    const stop = restrictive ? drugToStop(a, b) : null;
    out.push({
      id: `${TYPE_OF_ACTION[record.management.action]}:${[a.id, b.id].join('+')}:${record.id}`,
      type: TYPE_OF_ACTION[record.management.action],
      action: `${pairText}: ${record.management.text}`,
      detail: null,
      severity: alert.severity,
      evidence,
      reasoning: baseReasoning,
      sources: sourcesOf(record.sources),
      resolves: [resolvedOf(alert)],
      drugIds: [a.id, b.id],
      drugs: [a.name, b.name],
      alternatives: [],
      change: stop ? stopChange(ctx, stop) : null,
    });
  }
  return out;
}

/** Inferred from the two drug profiles (FDA DDI guidance classes, additive toxicity). */
export function inferredRecommendations(
  ctx: EngineContext,
  alert: AlertFinding,
  rules: readonly string[],
): Draft[] {
  const [a, b] = alert.drugIds.map((id) => ctx.kb.drugsById.get(id));
  if (!a || !b) return [];
  const mechanisms: InferredMechanism[] = ctx.kb
    .mechanisms(a, b)
    .filter((m) => rules.includes(m.rule));
  if (mechanisms.length === 0) return [];
  const top = mechanisms[0] as InferredMechanism;
  const type = TYPE_OF_ACTION[top.action];
  const management = [...new Set(mechanisms.map((m) => m.management))].join(' ');
  return [
    {
      id: `${type}:${[a.id, b.id].join('+')}:inferred:${rules.join(',')}`,
      type,
      action: `${a.name} + ${b.name}: ${management}`,
      detail: null,
      severity: alert.severity,
      evidence: {
        grade: 'theoretical',
        label: 'Inferred from the two drug profiles, not from a study of the pair',
      },
      reasoning: [
        `${a.name} and ${b.name} are both on the medication list.`,
        ...mechanisms.flatMap((m) => m.reasoning),
        ...mechanisms.map((m) => m.effect),
      ],
      sources: sourcesOf(mechanisms.flatMap((m) => m.sources)),
      resolves: [resolvedOf(alert)],
      drugIds: [a.id, b.id],
      drugs: [a.name, b.name],
      alternatives: [],
      change: null,
    },
  ];
}
