import { buildAlertKnowledge, type AlertKnowledge } from '../../core/alerts';
import {
  createInteractionChecker,
  standardCombinationSchema,
  type InteractionChecker,
  type StandardCombination,
} from '../../core/interactions';
import { createPgxEngine, type PgxEngine } from '../../core/pgx';
import { createRxNormVocabulary, type RxNormVocabulary } from '../../core/rxnorm';
import {
  combinationProductSchema,
  createDrugIndex,
  nameAliasSchema,
  type CombinationProduct,
  type DrugIndex,
  type NameAlias,
} from '../../core/search';
import {
  changelogSchema,
  type Changelog,
  type KnowledgeSnapshot,
} from '../../core/knowledge/changes';
import { drugSchema, type Drug } from '../../core/knowledge/drug';
import {
  indexLabelPins,
  labelPinSchema,
  pinRecordSources,
  type LabelPinIndex,
} from '../../core/knowledge/label-pin';
import {
  curatedInteractionSchema,
  drugGroupSchema,
  type CuratedInteraction,
  type DrugGroup,
} from '../../core/knowledge/interaction';
import { protocolSchema, type Protocol } from '../../core/knowledge/protocol';
import { regimenSchema, type Regimen } from '../../core/knowledge/regimen';
import { alertRules } from '../../knowledge/alert-rules';
import { currentChangelog, previousSnapshot } from '../../knowledge/changes';
import { drugRecords } from '../../knowledge/drugs';
import {
  curatedInteractionRecords,
  drugGroups,
  standardCombinationRecords,
} from '../../knowledge/interactions';
import { labelRegistry } from '../../knowledge/labels';
import { combinationProductRecords, nameAliasRecords } from '../../knowledge/names';
import { pgxKnowledge } from '../../knowledge/pgx';
import { protocolRecords } from '../../knowledge/protocols';
import { regimenRecords } from '../../knowledge/regimens';
import { rxnormIndex } from '../../knowledge/rxnorm';
import { KNOWLEDGE_BASE_VERSION } from '../../knowledge/version';
import type { z } from 'zod';

export interface KnowledgeBase {
  version: string;
  /** What changed since the previous version (hand-written part) and that version's records. */
  changelog: Changelog;
  previousSnapshot: KnowledgeSnapshot;
  drugs: readonly Drug[];
  drugsById: ReadonlyMap<string, Drug>;
  drugsByRxcui: ReadonlyMap<string, Drug>;
  interactions: readonly CuratedInteraction[];
  groups: readonly DrugGroup[];
  /** Combination products (Percocet, Lonsurf...) with their ingredient drug ids. */
  combinationProducts: readonly CombinationProduct[];
  /** International names, unambiguous abbreviations and common misspellings of one drug each. */
  nameAliases: readonly NameAlias[];
  /** Same-class pairs that standard care combines (basal + breakthrough opioid...). */
  standardCombinations: readonly StandardCombination[];
  regimens: readonly Regimen[];
  protocols: readonly Protocol[];
  pgx: PgxEngine;
  /** The label registry: every cited FDA label by title, with its setId/version/revision pin. */
  labelPins: LabelPinIndex;
  /** Typo-tolerant, brand-aware drug search and exact resolution over `drugs`. */
  search: DrugIndex;
  /** The shipped RxNorm vocabulary (products, brands, salts, NDCs -> ingredients). */
  vocabulary: RxNormVocabulary;
  /** Curated pairs (with group expansion) plus mechanism-based inference over `drugs`. */
  checker: InteractionChecker;
  /** Everything the patient alert engine reads: `evaluatePatientAlerts(record, kb.alerts, ...)`. */
  alerts: AlertKnowledge;
  counts: {
    drugs: number;
    antineoplastics: number;
    interactions: number;
    drugGroups: number;
    pgxGenes: number;
    pgxDrugs: number;
    regimens: number;
    protocols: number;
  };
}

function parseAll<S extends z.ZodType>(
  label: string,
  schema: S,
  records: readonly unknown[],
  idOf: (r: unknown) => string,
): z.infer<S>[] {
  const problems: string[] = [];
  const parsed: z.infer<S>[] = [];
  for (const record of records) {
    const result = schema.safeParse(record);
    if (result.success) parsed.push(result.data);
    else {
      const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      problems.push(`${label} ${idOf(record)}: ${issues}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`Knowledge base is invalid; refusing to start:\n${problems.join('\n')}`);
  }
  return parsed;
}

const idOf = (r: unknown) => String((r as { id?: unknown }).id ?? '?');

let cached: KnowledgeBase | undefined;

/**
 * Parses and indexes every knowledge record once per process. A record that fails its schema
 * stops the server at start: serving clinical advice from a malformed record is worse than not
 * serving at all.
 */
export function loadKnowledgeBase(): KnowledgeBase {
  if (cached) return cached;
  const labelPins = indexLabelPins(
    parseAll('label pin', labelPinSchema, labelRegistry, (r) =>
      String((r as { titles?: string[] }).titles?.[0] ?? '?'),
    ),
  );
  // Label citations get their setId, version, revision month and document link from the
  // registry here, once, so that every record and every API response carries the pin.
  const pin = <T>(records: T): T => pinRecordSources(records, labelPins);
  const drugs = parseAll('drug', drugSchema, pin(drugRecords), idOf);
  const interactions = parseAll(
    'interaction',
    curatedInteractionSchema,
    pin(curatedInteractionRecords),
    idOf,
  );
  const groups = parseAll('drug group', drugGroupSchema, pin(drugGroups), idOf);
  const standardCombinations = parseAll(
    'standard combination',
    standardCombinationSchema,
    pin(standardCombinationRecords),
    idOf,
  );
  const combinationProducts = parseAll(
    'combination product',
    combinationProductSchema,
    pin(combinationProductRecords),
    idOf,
  );
  const nameAliases = parseAll('name alias', nameAliasSchema, nameAliasRecords, (r) =>
    String((r as { text?: unknown }).text ?? '?'),
  );
  const regimens = parseAll('regimen', regimenSchema, pin(regimenRecords), idOf);
  const protocols = parseAll('protocol', protocolSchema, pin(protocolRecords), idOf);
  const pgx = createPgxEngine(pin(pgxKnowledge));
  const changelog = changelogSchema.parse(currentChangelog);
  if (changelog.version !== KNOWLEDGE_BASE_VERSION) {
    throw new Error(
      `Knowledge base is invalid; refusing to start: the changelog is for ${changelog.version}, the knowledge base is ${KNOWLEDGE_BASE_VERSION}`,
    );
  }
  const drugsById = new Map(drugs.map((d) => [d.id, d]));
  const drugsByRxcui = new Map(
    drugs.filter((d): d is Drug & { rxcui: string } => d.rxcui !== null).map((d) => [d.rxcui, d]),
  );
  const pgxDrugIds = new Set(pgx.knowledge.rules.map((r) => r.drugId));
  // Both indexes precompute everything that does not depend on the query, so they are built
  // here, once per process, and every request reuses them.
  const vocabulary = createRxNormVocabulary(rxnormIndex);
  const search = createDrugIndex(drugs, {
    combinations: combinationProducts,
    aliases: nameAliases,
    vocabulary,
  });
  const checker = createInteractionChecker({
    drugs,
    curated: interactions,
    groups,
    standardCombinations,
  });
  const alerts = buildAlertKnowledge({
    drugs,
    regimens,
    checker,
    pgx,
    rules: pin(alertRules),
    resolveDrugName: (name) => search.resolve(name),
    matchMedication: (name) => {
      const r = search.resolveAll(name);
      return r ? { drugs: r.drugs, uncurated: (r.uncurated ?? []).map((u) => u.name) } : undefined;
    },
  });
  cached = {
    version: KNOWLEDGE_BASE_VERSION,
    changelog,
    previousSnapshot,
    drugs,
    drugsById,
    drugsByRxcui,
    interactions,
    groups,
    standardCombinations,
    combinationProducts,
    nameAliases,
    regimens,
    protocols,
    pgx,
    labelPins,
    search,
    vocabulary,
    checker,
    alerts,
    counts: {
      drugs: drugs.length,
      antineoplastics: drugs.filter((d) => d.kind === 'antineoplastic').length,
      interactions: interactions.length,
      drugGroups: groups.length,
      pgxGenes: pgx.knowledge.genes.length,
      pgxDrugs: pgxDrugIds.size,
      regimens: regimens.length,
      protocols: protocols.length,
    },
  };
  return cached;
}
