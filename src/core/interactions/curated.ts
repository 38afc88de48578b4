import {
  EVIDENCE_ORDER,
  SEVERITY_ORDER,
  type CuratedInteraction,
  type DrugGroup,
  type Participant,
} from '../knowledge/interaction';
import type { DrugInteractionEntry } from './types';

/** Order-free key of a pair of drug ids. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

/** 0 for drug-drug, 1 for drug-group, 2 for group-group: lower is more specific. */
export function specificity(record: CuratedInteraction): number {
  return ('group' in record.a ? 1 : 0) + ('group' in record.b ? 1 : 0);
}

/**
 * Preference among curated records covering the same pair: the more specific record (a
 * drug-drug record was written for exactly this pair), then the higher severity, then the
 * stronger evidence, then the id so that the choice never depends on record order.
 */
export function compareCurated(x: CuratedInteraction, y: CuratedInteraction): number {
  return (
    specificity(x) - specificity(y) ||
    SEVERITY_ORDER.indexOf(x.severity) - SEVERITY_ORDER.indexOf(y.severity) ||
    EVIDENCE_ORDER.indexOf(x.evidence) - EVIDENCE_ORDER.indexOf(y.evidence) ||
    (x.id < y.id ? -1 : x.id > y.id ? 1 : 0)
  );
}

export interface CuratedIndex {
  /** Members of a group, sorted; undefined for an unknown group id. */
  expandGroup(groupId: string): readonly string[] | undefined;
  /** Records covering the pair, best first. */
  forPair(a: string, b: string): readonly CuratedInteraction[];
  forDrug(drugId: string): DrugInteractionEntry[];
  /** Reference problems found while indexing: unknown groups or drug ids. */
  problems: readonly string[];
  groupsById: ReadonlyMap<string, DrugGroup>;
}

/**
 * Indexes curated records by every concrete pair they cover, after expanding groups to their
 * members. A record matches a pair in either order; a group paired with itself covers every pair
 * of distinct members. Built once, so a check is a map lookup per pair.
 */
export function indexCurated(
  curated: readonly CuratedInteraction[],
  groups: readonly DrugGroup[],
  knownDrugIds: ReadonlySet<string>,
): CuratedIndex {
  const problems: string[] = [];
  const groupsById = new Map(groups.map((g) => [g.id, g]));
  const members = new Map<string, readonly string[]>();
  for (const g of groups) {
    members.set(g.id, [...new Set(g.members)].sort());
    for (const m of g.members) {
      if (!knownDrugIds.has(m)) problems.push(`group ${g.id}: unknown member drug "${m}"`);
    }
  }

  const expand = (p: Participant, recordId: string): readonly string[] => {
    if ('drug' in p) {
      if (!knownDrugIds.has(p.drug)) problems.push(`record ${recordId}: unknown drug "${p.drug}"`);
      return [p.drug];
    }
    const list = members.get(p.group);
    if (!list) {
      problems.push(`record ${recordId}: unknown group "${p.group}"`);
      return [];
    }
    return list;
  };

  const byPair = new Map<string, CuratedInteraction[]>();
  const byDrug = new Map<string, DrugInteractionEntry[]>();
  for (const record of curated) {
    const sideA = expand(record.a, record.id);
    const sideB = expand(record.b, record.id);
    const seen = new Set<string>();
    for (const x of sideA) {
      for (const y of sideB) {
        if (x === y) continue;
        const key = pairKey(x, y);
        if (seen.has(key)) continue;
        seen.add(key);
        const list = byPair.get(key);
        if (list) list.push(record);
        else byPair.set(key, [record]);
      }
    }
    const via = (p: Participant) => ('drug' in p ? 'direct' : p.group);
    const addEntry = (
      drug: string,
      own: Participant,
      partner: Participant,
      others: readonly string[],
    ) => {
      const list = byDrug.get(drug) ?? [];
      if (list.some((e) => e.record.id === record.id)) return;
      list.push({
        record,
        via: via(own),
        partner,
        partnerDrugIds: others.filter((o) => o !== drug),
      });
      byDrug.set(drug, list);
    };
    for (const x of sideA) addEntry(x, record.a, record.b, sideB);
    for (const y of sideB) addEntry(y, record.b, record.a, sideA);
  }
  for (const list of byPair.values()) list.sort(compareCurated);
  for (const list of byDrug.values()) {
    list.sort(
      (e, f) =>
        SEVERITY_ORDER.indexOf(e.record.severity) - SEVERITY_ORDER.indexOf(f.record.severity) ||
        (e.record.id < f.record.id ? -1 : e.record.id > f.record.id ? 1 : 0),
    );
  }

  return {
    expandGroup: (groupId) => members.get(groupId),
    forPair: (a, b) => byPair.get(pairKey(a, b)) ?? [],
    forDrug: (drugId) => [...(byDrug.get(drugId) ?? [])],
    problems: [...new Set(problems)].sort(),
    groupsById,
  };
}
