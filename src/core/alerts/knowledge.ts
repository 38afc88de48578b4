import type { InteractionChecker } from '../interactions';
import { inferMechanisms } from '../interactions';
import type { InferredMechanism } from '../interactions/types';
import {
  alertRulesSchema,
  type AlertRules,
  type AlertRulesInput,
  type AllergyClass,
  type AllergyCrossLink,
  type DuplicateClass,
  type LabThresholdRule,
} from '../knowledge/alert-rule';
import type { Drug } from '../knowledge/drug';
import type { Regimen } from '../knowledge/regimen';
import type { PgxEngine } from '../pgx';

export interface AlertKnowledgeInput {
  drugs: readonly Drug[];
  regimens: readonly Regimen[];
  checker: InteractionChecker;
  pgx: PgxEngine;
  rules: AlertRulesInput;
  /**
   * Exact resolution of a name to one drug record (generic, brand, synonym or RxCUI, any case),
   * as the search index's `resolve`; used for allergens, which arrive as free text.
   */
  resolveDrugName: (name: string) => Drug | undefined;
  /**
   * What a medication name the record left unresolved stands for now, through the RxNorm
   * vocabulary: drug records, and RxNorm ingredients without one (issue 25). Optional: without it
   * every unresolved order is reported as matching nothing.
   */
  matchMedication?: (name: string) => MedicationMatch | undefined;
}

export interface MedicationMatch {
  drugs: Drug[];
  /** RxNorm ingredient names with no drug record: known, but OncoCDS holds no data on them. */
  uncurated: string[];
}

/** An allergy class with its members worked out against the drug records. */
export interface IndexedAllergyClass {
  record: AllergyClass;
  memberIds: ReadonlySet<string>;
  /** Lower-cased terms and member names an allergy list may carry. */
  names: ReadonlySet<string>;
  notCrossReactive: ReadonlyMap<string, string>;
  /** Cross-sensitivity with other classes (penicillins to cephalosporins), from this side. */
  linked: Array<{ record: AllergyCrossLink; to: IndexedAllergyClass }>;
}

export interface IndexedDuplicateClass {
  record: DuplicateClass;
  memberIds: ReadonlySet<string>;
}

export interface AlertKnowledge {
  drugsById: ReadonlyMap<string, Drug>;
  regimensById: ReadonlyMap<string, Regimen>;
  checker: InteractionChecker;
  pgx: PgxEngine;
  rules: AlertRules;
  resolveDrugName: (name: string) => Drug | undefined;
  matchMedication: (name: string) => MedicationMatch | undefined;
  allergyClasses: readonly IndexedAllergyClass[];
  labRulesByDrug: ReadonlyMap<string, readonly LabThresholdRule[]>;
  duplicateClasses: readonly IndexedDuplicateClass[];
  /** Drugs with a pharmacogenomic rule. */
  pgxDrugIds: ReadonlySet<string>;
  /** Inferred mechanisms of a pair, worked out once per process (knowledge never changes). */
  mechanisms(a: Drug, b: Drug): readonly InferredMechanism[];
}

/** Lower case, single spaces, no surrounding punctuation: how allergy text is compared. */
export function normaliseName(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Builds the alert engine's knowledge once, from the parsed knowledge base: the rule data is
 * validated here, class memberships are resolved against the drug records, and per-drug indexes
 * are built, so an evaluation costs lookups rather than scans.
 */
export function buildAlertKnowledge(input: AlertKnowledgeInput): AlertKnowledge {
  const rules = alertRulesSchema.parse(input.rules);
  const drugsById = new Map(input.drugs.map((d) => [d.id, d]));
  const membersOf = (ids: readonly string[], tags: readonly string[]) =>
    new Set([
      ...ids.filter((id) => drugsById.has(id)),
      ...input.drugs.filter((d) => d.classTags.some((t) => tags.includes(t))).map((d) => d.id),
    ]);

  const allergyClasses: IndexedAllergyClass[] = rules.allergyClasses.map((record) => ({
    record,
    memberIds: membersOf(record.drugIds, record.classTags),
    names: new Set([...record.terms, ...record.memberNames, ...record.drugIds].map(normaliseName)),
    notCrossReactive: new Map(
      record.notCrossReactive.flatMap((n) => n.drugIds.map((id) => [id, n.text] as const)),
    ),
    linked: [],
  }));
  const classById = new Map(allergyClasses.map((c) => [c.record.id, c]));
  for (const link of rules.allergyCrossLinks) {
    const [x, y] = link.classes.map((id) => classById.get(id));
    if (!x || !y) continue;
    x.linked.push({ record: link, to: y });
    y.linked.push({ record: link, to: x });
  }

  const labRulesByDrug = new Map<string, LabThresholdRule[]>();
  for (const rule of rules.labThresholds) {
    for (const id of rule.drugIds) {
      const list = labRulesByDrug.get(id) ?? [];
      list.push(rule);
      labRulesByDrug.set(id, list);
    }
  }

  const duplicateClasses = rules.duplicateClasses.map((record) => ({
    record,
    memberIds: membersOf(record.drugIds, record.classTags),
  }));

  const memo = new Map<string, readonly InferredMechanism[]>();
  const mechanisms = (a: Drug, b: Drug) => {
    const [x, y] = a.id < b.id ? [a, b] : [b, a];
    const key = `${x.id}\u0000${y.id}`;
    let found = memo.get(key);
    if (!found) {
      found = Object.freeze(inferMechanisms(x, y));
      memo.set(key, found);
    }
    return found;
  };

  return {
    drugsById,
    regimensById: new Map(input.regimens.map((r) => [r.id, r])),
    checker: input.checker,
    pgx: input.pgx,
    rules,
    resolveDrugName: input.resolveDrugName,
    matchMedication: input.matchMedication ?? (() => undefined),
    allergyClasses,
    labRulesByDrug,
    duplicateClasses,
    pgxDrugIds: new Set(input.pgx.knowledge.rules.map((r) => r.drugId)),
    mechanisms,
  };
}
