import type { Drug } from '../knowledge/drug';
import {
  EVIDENCE_ORDER,
  SEVERITY_ORDER,
  type CuratedInteraction,
  type Evidence,
  type Participant,
  type Severity,
} from '../knowledge/interaction';
import { formatSource, type Source } from '../knowledge/source';
import { indexCurated, specificity } from './curated';
import { inferMechanisms } from './infer';
import type {
  CheckResult,
  DrugInteractionEntry,
  Finding,
  InferredMechanism,
  InteractionKnowledge,
  Limitation,
  ManagementAction,
  MechanismType,
  Onset,
  SeveritySummary,
} from './types';

export interface InteractionChecker {
  /**
   * Every interaction among the given drug ids. Duplicates are collapsed and input order never
   * changes the result. An empty `interactions` list is not a statement of safety: see
   * `unknownDrugIds` and `limitations`.
   */
  check(drugIds: readonly string[]): CheckResult;
  /** Every curated record that involves the drug, directly or through a group. */
  interactionsForDrug(drugId: string): DrugInteractionEntry[];
  /** The members of a group, sorted; `undefined` when no such group exists. */
  expandGroup(groupId: string): readonly string[] | undefined;
  /** Curated records or groups that name an unknown drug or group (they can never match). */
  readonly problems: readonly string[];
  /**
   * Works out up to `maxPairs` more drug pairs ahead of any check that needs them; `true` once
   * every pair of the knowledge base has been seen. The server calls it in small slices while it
   * is otherwise idle, so a ward's new medication lists are answered from the pair table instead
   * of computing the pairs inside the request. Results are the same with or without it.
   */
  precompute(maxPairs: number): boolean;
}

const severityRank = (s: Severity) => SEVERITY_ORDER.indexOf(s);
const evidenceRank = (e: Evidence) => EVIDENCE_ORDER.indexOf(e);

/** More restrictive actions first, to pick one action for a merged finding. */
const ACTION_ORDER: readonly ManagementAction[] = [
  'avoid',
  'substitute',
  'adjust-dose',
  'separate-administration',
  'monitor',
  'no-action-needed',
];

function compareMechanisms(x: InferredMechanism, y: InferredMechanism): number {
  return (
    severityRank(x.severity) - severityRank(y.severity) ||
    evidenceRank(x.evidence) - evidenceRank(y.evidence) ||
    ACTION_ORDER.indexOf(x.action) - ACTION_ORDER.indexOf(y.action) ||
    (x.rule < y.rule ? -1 : x.rule > y.rule ? 1 : 0) ||
    (x.mechanism < y.mechanism ? -1 : x.mechanism > y.mechanism ? 1 : 0)
  );
}

/** Order-keeping de-duplication; the lists here hold a handful of items, so a scan beats a Set. */
function uniq<T>(items: readonly T[]): T[] {
  const out: T[] = [];
  for (const item of items) if (!out.includes(item)) out.push(item);
  return out;
}

/** Knowledge records are immutable once parsed, so each source is formatted once. */
const formatted = new WeakMap<Source, { key: string; label: string; url?: string }>();

function formatSources(sources: readonly Source[]): Finding['sources'] {
  const seen = new Set<string>();
  const out: Finding['sources'] = [];
  for (const s of sources) {
    let f = formatted.get(s);
    if (!f) {
      const { label, url } = formatSource(s);
      f = url ? { key: `${label}\u0000${url}`, label, url } : { key: label, label };
      formatted.set(s, f);
    }
    if (seen.has(f.key)) continue;
    seen.add(f.key);
    out.push(f.url ? { label: f.label, url: f.url } : { label: f.label });
  }
  return out;
}

/**
 * Several inferred mechanisms for one pair become one finding: the most severe mechanism sets
 * severity, evidence and action; every mechanism keeps its text and reasoning lines.
 */
function mergeInferred(pair: [string, string], mechanisms: InferredMechanism[]): Finding {
  const sorted = mechanisms.length > 1 ? [...mechanisms].sort(compareMechanisms) : mechanisms;
  const top = sorted[0] as InferredMechanism;
  const types = uniq(sorted.map((m) => m.type));
  const mechanismType: MechanismType = types.length === 1 ? (types[0] as MechanismType) : 'mixed';
  const onsets = uniq(sorted.map((m) => m.onset));
  const onset: Onset = onsets.length === 1 ? (onsets[0] as Onset) : 'not-specified';
  return {
    drugs: pair,
    severity: top.severity,
    evidence: top.evidence,
    basis: 'inferred',
    mechanism: uniq(sorted.map((m) => m.mechanism)).join(' '),
    mechanismType,
    effect: uniq(sorted.map((m) => m.effect)).join(' '),
    management: uniq(sorted.map((m) => m.management)).join(' '),
    managementAction: top.action,
    onset,
    riskFactors: uniq(sorted.flatMap((m) => m.riskFactors)),
    reasoning: uniq(sorted.flatMap((m) => m.reasoning)),
    rules: uniq(sorted.map((m) => m.rule)),
    sources: formatSources(sorted.flatMap((m) => m.sources)),
  };
}

/** Freezes a finding and its lists, so results that share it cannot change it for each other. */
function freezeFinding(finding: Finding | undefined): Finding | undefined {
  if (!finding) return undefined;
  for (const value of Object.values(finding)) {
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) Object.freeze(item);
      Object.freeze(value);
    }
  }
  return Object.freeze(finding);
}

const MENTIONS_QT = /\bQTc?\b|torsade/i;

/**
 * A curated record about another mechanism (CYP3A4, liver injury...) for two QT-prolonging drugs
 * must not hide the QT risk in its reasoning (issue 13 item 6): the QT mechanism joins the
 * finding's mechanism, effect and management, with its risk factors and sources, and raises the
 * finding's severity when the QT grade is higher than the record's.
 */
function surfaceQt(finding: Finding, qt: InferredMechanism): void {
  finding.mechanism = `${finding.mechanism} Also: ${qt.mechanism}`;
  finding.effect = `${finding.effect} ${qt.effect}`;
  finding.management = `${finding.management} QT: ${qt.management}`;
  finding.riskFactors = uniq([...finding.riskFactors, ...qt.riskFactors]);
  const cited = new Set(finding.sources.map((x) => `${x.label}\u0000${x.url ?? ''}`));
  for (const x of formatSources(qt.sources)) {
    if (!cited.has(`${x.label}\u0000${x.url ?? ''}`)) finding.sources.push(x);
  }
  if (finding.mechanismType !== qt.type) finding.mechanismType = 'mixed';
  raiseToQt(finding, qt);
}

/** The finding's severity and action, raised to the QT mechanism's where that is higher. */
function raiseToQt(finding: Finding, qt: InferredMechanism): void {
  if (severityRank(qt.severity) < severityRank(finding.severity)) {
    finding.reasoning.push(
      `QT finding raised the severity from the record's ${finding.severity} to ${qt.severity}.`,
    );
    finding.severity = qt.severity;
    if (ACTION_ORDER.indexOf(qt.action) < ACTION_ORDER.indexOf(finding.managementAction)) {
      finding.managementAction = qt.action;
    }
  }
}

/**
 * Builds a checker over the knowledge passed in (the server binds `src/knowledge`; core never
 * imports it). Lookup maps are built once here, so a check costs a map lookup and a few array
 * scans per pair.
 *
 * Sources: FDA Guidance for Industry, Clinical Drug Interaction Studies (January 2020) for the
 * pharmacokinetic magnitude classes; see `pk-rules.ts` and `pd-rules.ts` for each rule's table.
 */
export function createInteractionChecker(
  knowledge: InteractionKnowledge,
  options: { maxFindings?: number } = {},
): InteractionChecker {
  const drugsById = new Map<string, Drug>(knowledge.drugs.map((d) => [d.id, d]));
  const curated = indexCurated(knowledge.curated, knowledge.groups, new Set(drugsById.keys()));

  const participantText = (p: Participant): string => {
    if ('drug' in p) return drugsById.get(p.drug)?.name ?? p.drug;
    return curated.groupsById.get(p.group)?.name ?? p.group;
  };
  const nameOf = (id: string) => drugsById.get(id)?.name ?? id;
  const sortNames = new Map(knowledge.drugs.map((d) => [d.id, d.name.toLowerCase()]));

  function curatedReasoning(record: CuratedInteraction, x: string, y: string): string[] {
    const lines = [
      `Curated record ${record.id}: ${participantText(record.a)} + ${participantText(record.b)}`,
    ];
    for (const id of [x, y]) {
      for (const side of [record.a, record.b]) {
        if ('group' in side && curated.expandGroup(side.group)?.includes(id)) {
          lines.push(`${nameOf(id)} is in the group "${participantText(side)}"`);
          break;
        }
      }
    }
    return lines;
  }

  function curatedFinding(pair: [string, string], records: readonly CuratedInteraction[]) {
    const [record, ...others] = records as [CuratedInteraction, ...CuratedInteraction[]];
    const finding: Finding = {
      drugs: pair,
      severity: record.severity,
      evidence: record.evidence,
      basis: 'curated',
      mechanism: record.mechanism.text,
      mechanismType: record.mechanism.type,
      effect: record.effect,
      management: record.management.text,
      managementAction: record.management.action,
      onset: record.onset,
      riskFactors: [...record.riskFactors],
      reasoning: curatedReasoning(record, pair[0], pair[1]),
      rules: ['curated'],
      sources: formatSources(record.sources),
      recordId: record.id,
    };
    if (others.length > 0) finding.alsoMatched = others.map((r) => r.id);
    return finding;
  }

  const standard = knowledge.standardCombinations ?? [];

  /** Every inferred mechanism for the pair (infer.ts), with the standard combinations. */
  const inferAll = (a: Drug, b: Drug) => inferMechanisms(a, b, standard);

  function checkPair(a: Drug, b: Drug): Finding | undefined {
    const pair: [string, string] = [a.id, b.id];
    const mechanisms = inferAll(a, b);
    const records = curated.forPair(a.id, b.id);
    if (records.length > 0) {
      const finding = curatedFinding(pair, records);
      if (mechanisms.length > 0) {
        const inferred = mergeInferred(pair, mechanisms);
        finding.reasoning.push(
          ...inferred.reasoning.map((line) => `Also inferred from the drug profiles: ${line}`),
        );
        if (severityRank(inferred.severity) < severityRank(finding.severity)) {
          finding.reasoning.push(
            `Caution: the drug profiles suggest ${inferred.severity} severity, above this record's ${finding.severity}; review the inferred lines above.`,
          );
        }
        finding.rules.push(...inferred.rules);
        const qt = mechanisms.find((m) => m.rule === 'qt');
        if (qt && !MENTIONS_QT.test(`${finding.mechanism} ${finding.effect}`)) {
          surfaceQt(finding, qt);
        } else if (qt && specificity(records[0] as CuratedInteraction) > 0) {
          // A record written for a whole group (oxaliplatin with known-risk QT drugs) does not
          // know that this member carries a boxed QT warning (methadone): the QT grade is a floor.
          raiseToQt(finding, qt);
        }
      }
      return finding;
    }
    if (mechanisms.length === 0) return undefined;
    return mergeInferred(pair, mechanisms);
  }

  /** Severity, then evidence, then the two names alphabetically, then the ids: a total order. */
  function sortKey(f: Finding): string {
    const names = f.drugs.map((id) => sortNames.get(id) ?? id.toLowerCase()).sort();
    return [severityRank(f.severity), evidenceRank(f.evidence), ...names, ...f.drugs].join(
      '\u0000',
    );
  }

  /**
   * A pair's finding depends only on the two drugs and the knowledge, which never change for a
   * checker, and the same pairs recur across medication lists: each is worked out once, with its
   * sort key. Most pairs have no finding (about four in five), and that answer costs one byte in
   * a table of every pair (n(n-1)/2 bytes: 220 KB for 660 drugs), so it is never forgotten.
   * Pairs with a finding are kept in a map bounded all the same (first in, first out through a
   * ring of slots, O(1) per eviction) in case the knowledge grows past what memory should hold;
   * an evicted pair is simply worked out again. Findings are frozen because results share them.
   */
  type PairResult = { finding: Finding; key: string } | null;
  const drugIndex = new Map(knowledge.drugs.map((d, i) => [d.id, i]));
  const drugCount = knowledge.drugs.length;
  const NOT_SEEN = 0;
  const NO_FINDING = 1;
  const HAS_FINDING = 2;
  const pairState = new Uint8Array((drugCount * (drugCount - 1)) / 2);
  const FINDINGS_MAX = Math.max(1, options.maxFindings ?? 200_000);
  const findings = new Map<number, { finding: Finding; key: string }>();
  const ring = new Int32Array(Math.max(1, Math.min(FINDINGS_MAX, pairState.length)));
  let ringNext = 0;
  /** The pair's slot in `pairState`, for drug indexes i < j. */
  const slotOf = (i: number, j: number) => (i * (2 * drugCount - i - 1)) / 2 + (j - i - 1);

  function checkPairOnce(a: Drug, b: Drug): PairResult {
    const ia = drugIndex.get(a.id);
    const ib = drugIndex.get(b.id);
    // Drugs outside the knowledge list cannot reach here (check() resolves ids first).
    if (ia === undefined || ib === undefined || ia === ib) return computePair(a, b);
    const slot = ia < ib ? slotOf(ia, ib) : slotOf(ib, ia);
    const state = pairState[slot];
    if (state === NO_FINDING) return null;
    if (state === HAS_FINDING) return findings.get(slot) as { finding: Finding; key: string };
    const result = computePair(a, b);
    if (!result) {
      pairState[slot] = NO_FINDING;
      return null;
    }
    if (findings.size >= ring.length) {
      const old = ring[ringNext] as number;
      findings.delete(old);
      pairState[old] = NOT_SEEN;
    }
    ring[ringNext] = slot;
    ringNext = (ringNext + 1) % ring.length;
    findings.set(slot, result);
    pairState[slot] = HAS_FINDING;
    return result;
  }

  let precomputeI = 0;
  let precomputeJ = 1;
  function precompute(maxPairs: number): boolean {
    const drugs = knowledge.drugs;
    let left = maxPairs;
    while (precomputeI < drugCount - 1) {
      if (left-- <= 0) return false;
      const x = drugs[precomputeI] as Drug;
      const y = drugs[precomputeJ] as Drug;
      // check() passes each pair in id order; the table must hold the finding it would compute.
      if (x.id < y.id) checkPairOnce(x, y);
      else checkPairOnce(y, x);
      if (++precomputeJ >= drugCount) precomputeJ = ++precomputeI + 1;
    }
    return true;
  }

  function computePair(a: Drug, b: Drug): PairResult {
    const finding = freezeFinding(checkPair(a, b));
    return finding ? { finding, key: sortKey(finding) } : null;
  }

  function limitationsFor(known: Drug[], unknownIds: string[]): Limitation[] {
    const out: Limitation[] = unknownIds.map((id) => ({
      kind: 'unknown-drug',
      drugIds: [id],
      text: `"${id}" is not in the knowledge base, so none of its interactions were checked.`,
    }));
    const qtDrugs = known.filter((d) => d.qtRisk === 'known' || d.qtRisk === 'possible');
    const unassessed = known.filter((d) => d.qtRisk === 'unknown');
    if (qtDrugs.length > 0 && unassessed.length > 0) {
      const combination = unassessed.length === 1 ? 'its combination' : 'their combinations';
      out.push({
        kind: 'qt-not-assessed',
        drugIds: unassessed.map((d) => d.id),
        text: `QT risk is not assessed in the knowledge base for ${nameList(unassessed)}, so ${combination} with QT-prolonging ${nameList(qtDrugs)} could not be rated.`,
      });
    }
    for (const d of known) {
      if (known.length < 2 || !d.routes.includes('oral')) continue;
      if (Object.keys(d.pathways).length > 0) continue;
      out.push({
        kind: 'no-pathway-data',
        drugIds: [d.id],
        text: `No metabolic or transporter pathway is documented for ${d.name}, so pharmacokinetic interactions with it could not be inferred (this does not mean there are none).`,
      });
    }
    return out;
  }

  function check(drugIds: readonly string[]): CheckResult {
    const ids = [...new Set(drugIds.map((id) => id.trim()).filter((id) => id.length > 0))].sort();
    const known: Drug[] = [];
    const unknownIds: string[] = [];
    for (const id of ids) {
      const drug = drugsById.get(id);
      if (drug) known.push(drug);
      else unknownIds.push(id);
    }
    const found: Array<{ finding: Finding; key: string }> = [];
    for (let i = 0; i < known.length; i++) {
      for (let j = i + 1; j < known.length; j++) {
        const result = checkPairOnce(known[i] as Drug, known[j] as Drug);
        if (result) found.push(result);
      }
    }
    const sorted = found
      .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0))
      .map((x) => x.finding);
    const summary: SeveritySummary = { contraindicated: 0, major: 0, moderate: 0, minor: 0 };
    for (const f of sorted) summary[f.severity] += 1;
    return {
      interactions: sorted,
      summary,
      checkedPairs: known.length < 2 ? 0 : (known.length * (known.length - 1)) / 2,
      unknownDrugIds: unknownIds,
      limitations: limitationsFor(known, unknownIds),
    };
  }

  return {
    check,
    interactionsForDrug: (drugId) => curated.forDrug(drugId),
    expandGroup: (groupId) => curated.expandGroup(groupId),
    problems: curated.problems,
    precompute,
  };
}

/** "A", "A and B", "A, B and C". */
function nameList(drugs: readonly Drug[]): string {
  const names = drugs.map((d) => d.name);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
