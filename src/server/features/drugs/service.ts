import { z } from 'zod';
import { configFor, environmentForHost } from '../../../core/config';
import { DomainError } from '../../../core/errors';
import {
  drugKindSchema,
  emetogenicRiskSchema,
  nioshTableSchema,
  organAdjustmentSchema,
  pathwayRoleSchema,
  pathwaySchema,
  qtRiskSchema,
  routeSchema,
  toxicitySchema,
  type Drug,
} from '../../../core/knowledge/drug';
import {
  evidenceSchema,
  managementActionSchema,
  SEVERITY_ORDER,
  severitySchema,
} from '../../../core/knowledge/interaction';
import { formatSource, sourceKindSchema } from '../../../core/knowledge/source';
import { DEFAULT_SEARCH_LIMIT } from '../../../core/search';
import type { KnowledgeBase } from '../../lib/knowledge-base';

/**
 * Drug search, browse and monographs (issue 4 API contract).
 *
 * Substances and drugs without an RxNorm ingredient concept keep `rxcui: null` everywhere; every
 * item also carries the stable drug `id`, so such a record can still be listed, linked
 * (`GET /api/drugs/id/:id`) and checked (by name).
 */

const MAX_QUERY_LENGTH = 200;

/** A text query value; a blank one means "not given" (a cleared filter box). */
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max).optional(),
  );
const optionalEnum = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const drugSearchQuerySchema = z.object({
  q: optionalText(MAX_QUERY_LENGTH),
  limit: z.coerce
    .number({ error: 'limit must be a whole number of at least 1' })
    .int('limit must be a whole number of at least 1')
    .min(1, 'limit must be a whole number of at least 1')
    .optional(),
  /** For browsing beyond the first page of a filtered list. */
  offset: z.coerce
    .number({ error: 'offset must be a whole number, 0 or more' })
    .int('offset must be a whole number, 0 or more')
    .min(0, 'offset must be a whole number, 0 or more')
    .default(0),
  /** A display class exactly as `/api/drugs/classes` lists it (case-insensitive). */
  class: optionalText(200),
  route: optionalEnum(routeSchema),
  qtRisk: optionalEnum(qtRiskSchema),
  /** Drugs with any documented role (substrate, inhibitor, inducer) on this pathway. */
  pathway: optionalEnum(pathwaySchema),
});
export type DrugSearchQuery = z.infer<typeof drugSearchQuerySchema>;

export const drugSummarySchema = z.object({
  id: z.string(),
  rxcui: z.string().nullable(),
  name: z.string(),
  brandNames: z.array(z.string()),
  drugClass: z.string(),
  routes: z.array(routeSchema),
  kind: drugKindSchema,
  qtRisk: qtRiskSchema,
  /** Only with `q`: which of the drug's terms matched, e.g. brand "Keytruda". */
  matchedOn: z.enum(['name', 'brand', 'synonym', 'rxcui']).optional(),
  matchedText: z.string().optional(),
});
export type DrugSummary = z.infer<typeof drugSummarySchema>;

export const drugSearchResponseSchema = z.object({
  results: z.array(drugSummarySchema),
  /** Every match before `limit` and `offset`. */
  total: z.number().int(),
  /** The limit actually applied, after the `maxSearchResults` cap. */
  limit: z.number().int(),
  offset: z.number().int(),
});
export type DrugSearchResponse = z.infer<typeof drugSearchResponseSchema>;

export const drugClassesResponseSchema = z.array(
  z.object({ drugClass: z.string(), count: z.number().int() }),
);

export const rxcuiParamsSchema = z.object({
  rxcui: z.string().regex(/^\d{1,8}$/, 'rxcui must be an RxNorm concept id: 1 to 8 digits'),
});
export const drugIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be a kebab-case drug id, e.g. st-johns-wort'),
});

const sourceOutSchema = z.object({
  kind: sourceKindSchema,
  title: z.string(),
  section: z.string().optional(),
  pmid: z.string().optional(),
  year: z.number().optional(),
  url: z.string().optional(),
  /** One-line citation for display, e.g. "Imbruvica label, § 7 Drug Interactions". */
  label: z.string(),
});

const citationSchema = z.object({ label: z.string(), url: z.string().optional() });

/** The pharmacist's reference sections (issue 13), field by field; absent when not yet written. */
export const monographOutSchema = z.object({
  indications: z.array(z.string()),
  dosing: z.array(
    z.object({ indication: z.string(), dose: z.string(), modifications: z.array(z.string()) }),
  ),
  administration: z.array(z.string()),
  hazardous: z.object({ niosh: nioshTableSchema, note: z.string().optional() }),
  pregnancy: z.string(),
  lactation: z.string(),
  adverseReactions: z.object({
    common: z.array(z.object({ reaction: z.string(), frequency: z.string() })),
    serious: z.array(z.string()),
  }),
  sources: z.array(sourceOutSchema),
});

export const drugInteractionEntrySchema = z.object({
  /** The curated record id. */
  id: z.string(),
  /** The drugs on the other side, after group expansion (this drug left out). */
  otherDrugs: z.array(z.object({ id: z.string(), rxcui: z.string().nullable(), name: z.string() })),
  /** Present when the other side of the record is a named group. */
  group: z.object({ id: z.string(), name: z.string() }).optional(),
  /** Present when this drug takes part through a group it belongs to. */
  via: z.object({ id: z.string(), name: z.string() }).optional(),
  severity: severitySchema,
  evidence: evidenceSchema,
  mechanism: z.string(),
  mechanismType: z.enum(['pharmacokinetic', 'pharmacodynamic', 'mixed']),
  effect: z.string(),
  management: z.string(),
  managementAction: managementActionSchema,
  onset: z.enum(['rapid', 'delayed', 'not-specified']),
  riskFactors: z.array(z.string()),
  sources: z.array(citationSchema),
});

/** The full drug record, field by field (an allow-list), plus its curated interactions. */
export const drugDetailSchema = z.object({
  id: z.string(),
  rxcui: z.string().nullable(),
  name: z.string(),
  synonyms: z.array(z.string()),
  brandNames: z.array(z.string()),
  atc: z.array(z.string()),
  kind: drugKindSchema,
  drugClass: z.string(),
  classTags: z.array(z.string()),
  mechanism: z.string(),
  routes: z.array(routeSchema),
  pathways: z.partialRecord(pathwaySchema, pathwayRoleSchema),
  qtRisk: qtRiskSchema,
  phDependentAbsorption: z.boolean(),
  toxicities: z.array(toxicitySchema),
  /** Idiosyncratic or rare toxicities: shown, never combined by the additive rules. */
  rareToxicities: z.array(toxicitySchema),
  renal: organAdjustmentSchema,
  hepatic: organAdjustmentSchema,
  doseCap: z
    .object({ maxDose: z.number(), unit: z.enum(['mg', 'units']), note: z.string() })
    .optional(),
  cumulativeLimit: z
    .object({
      value: z.number(),
      unit: z.enum(['mg/m2', 'units', 'mg']),
      doxorubicinEquivalence: z.number().optional(),
      note: z.string(),
    })
    .optional(),
  emetogenicRisk: emetogenicRiskSchema.optional(),
  boxedWarnings: z.array(z.string()),
  monitoring: z.array(z.string()),
  pgxGenes: z.array(z.string()),
  /** Why `rxcui` is null, when it is. */
  rxcuiNote: z.string().optional(),
  /** 'YYYY-MM' revision of the US label the record was checked against; null: no label (substance); absent: not recorded. */
  labelRevised: z.string().nullable().optional(),
  /** 'YYYY-MM-DD' of the last review against the sources; absent: not recorded. */
  lastReviewed: z.string().optional(),
  monograph: monographOutSchema.optional(),
  sources: z.array(sourceOutSchema),
  /** Curated records involving the drug, directly or through a group, most severe first. */
  interactions: z.array(drugInteractionEntrySchema),
});
export type DrugDetail = z.infer<typeof drugDetailSchema>;

/**
 * The result cap for this request. SPEC §9 decides the environment by hostname, so the server
 * applies the same rule to the Host it is reached by: `localhost` is development (50), a
 * staging or dev host is staging (50), anything else (including 127.0.0.1 and the production
 * name) is production (100). The Host header is the caller's, but the worst a caller can pick
 * is the production cap of 100, so nothing depends on trusting it.
 */
export function maxSearchResultsFor(hostname: string): number {
  const host = hostname.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return configFor(environmentForHost(host)).maxSearchResults;
}

export function toSummary(drug: Drug): DrugSummary {
  return {
    id: drug.id,
    rxcui: drug.rxcui,
    name: drug.name,
    brandNames: [...drug.brandNames],
    drugClass: drug.drugClass,
    routes: [...drug.routes],
    kind: drug.kind,
    qtRisk: drug.qtRisk,
  };
}

function byName(a: Drug, b: Drug): number {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const sortedByName = new WeakMap<KnowledgeBase, readonly Drug[]>();
function drugsByName(kb: KnowledgeBase): readonly Drug[] {
  let list = sortedByName.get(kb);
  if (!list) {
    list = [...kb.drugs].sort(byName);
    sortedByName.set(kb, list);
  }
  return list;
}

function filterOf(query: DrugSearchQuery): ((d: Drug) => boolean) | undefined {
  const tests: Array<(d: Drug) => boolean> = [];
  const cls = query.class?.toLowerCase();
  if (cls) tests.push((d) => d.drugClass.toLowerCase() === cls);
  const { route, qtRisk, pathway } = query;
  if (route) tests.push((d) => d.routes.includes(route));
  if (qtRisk) tests.push((d) => d.qtRisk === qtRisk);
  if (pathway) tests.push((d) => d.pathways[pathway] !== undefined);
  return tests.length === 0 ? undefined : (d) => tests.every((t) => t(d));
}

/**
 * With `q`: ranked matches (exact, prefix, word prefix, substring, then typo-tolerant), narrowed
 * by the filters. Without `q`: the filtered database, sorted by name. `limit` defaults to 20 and
 * is capped by `maxSearchResults`; `total` counts every match.
 */
export function searchDrugs(
  kb: KnowledgeBase,
  query: DrugSearchQuery,
  maxResults: number,
): DrugSearchResponse {
  const limit = Math.min(query.limit ?? DEFAULT_SEARCH_LIMIT, maxResults);
  const keep = filterOf(query);
  const offset = query.offset;
  if (query.q) {
    const hits = kb.search.search(query.q, kb.search.size);
    const matching = keep ? hits.filter((h) => keep(h.drug)) : hits;
    return {
      results: matching.slice(offset, offset + limit).map((h) => ({
        ...toSummary(h.drug),
        matchedOn: h.matchedOn,
        matchedText: h.matchedText,
      })),
      total: matching.length,
      limit,
      offset,
    };
  }
  const all = drugsByName(kb);
  const matching = keep ? all.filter(keep) : all;
  return {
    results: matching.slice(offset, offset + limit).map(toSummary),
    total: matching.length,
    limit,
    offset,
  };
}

/** At most this many drug ids per search event (the event schema's cap). */
const SEARCH_EVENT_MAX_DRUGS = 20;

/**
 * The analytics event of a search (issue 15), or null for a browse without `q`: the drugs the
 * query names exactly, resolved as the interaction checker resolves them (a brand, an alias or a
 * combination product gives its ingredients; a prefix or a typo names none), and the number of
 * results. Never the typed text, which may be anything, a patient's name included.
 */
export function searchEventProperties(
  kb: KnowledgeBase,
  query: DrugSearchQuery,
  response: DrugSearchResponse,
): { drugIds: string[]; results: number } | null {
  if (!query.q) return null;
  const named = kb.search.resolveAll(query.q)?.drugs ?? [];
  return {
    drugIds: [...new Set(named.map((d) => d.id))].slice(0, SEARCH_EVENT_MAX_DRUGS),
    results: response.total,
  };
}

/**
 * `GET /api/drugs/names`: every drug's searchable names, small enough for the browser to keep and
 * search when it is offline (issue 13). Listed aliases are folded into the synonyms; combination
 * product names are left out (they stand for several drugs, which only the server resolves).
 */
export const drugNameIndexSchema = z.object({
  /** Knowledge-base version: the browser refreshes its copy when it changes. */
  version: z.string(),
  drugs: z.array(
    z.object({
      id: z.string(),
      rxcui: z.string().nullable(),
      name: z.string(),
      brandNames: z.array(z.string()),
      synonyms: z.array(z.string()),
      drugClass: z.string(),
      routes: z.array(routeSchema),
    }),
  ),
});
export type DrugNameIndex = z.infer<typeof drugNameIndexSchema>;

const nameIndexes = new WeakMap<KnowledgeBase, DrugNameIndex>();

/**
 * The name index's entity tag: it is a function of the knowledge base, named by its version; the
 * count guards a knowledge base edited without a new version (development).
 */
export function drugNameIndexTag(index: DrugNameIndex): string {
  return `"${index.version}/${index.drugs.length}"`;
}

export function drugNameIndex(kb: KnowledgeBase): DrugNameIndex {
  const cached = nameIndexes.get(kb);
  if (cached) return cached;
  const aliases = new Map<string, string[]>();
  for (const a of kb.nameAliases) aliases.set(a.drugId, [...(aliases.get(a.drugId) ?? []), a.text]);
  const index: DrugNameIndex = {
    version: kb.version,
    drugs: drugsByName(kb).map((d) => ({
      id: d.id,
      rxcui: d.rxcui,
      name: d.name,
      brandNames: [...d.brandNames],
      synonyms: [...new Set([...d.synonyms, ...(aliases.get(d.id) ?? [])])],
      drugClass: d.drugClass,
      routes: [...d.routes],
    })),
  };
  nameIndexes.set(kb, index);
  return index;
}

const classLists = new WeakMap<KnowledgeBase, z.infer<typeof drugClassesResponseSchema>>();

/** Every display class with its number of drugs, alphabetically. Computed once per process. */
export function listDrugClasses(kb: KnowledgeBase): z.infer<typeof drugClassesResponseSchema> {
  const cached = classLists.get(kb);
  if (cached) return cached;
  const counts = new Map<string, number>();
  for (const d of kb.drugs) counts.set(d.drugClass, (counts.get(d.drugClass) ?? 0) + 1);
  const list = [...counts]
    .map(([drugClass, count]) => ({ drugClass, count }))
    .sort((a, b) => {
      const x = a.drugClass.toLowerCase();
      const y = b.drugClass.toLowerCase();
      return x < y ? -1 : x > y ? 1 : 0;
    });
  classLists.set(kb, list);
  return list;
}

const severityRank = (s: z.infer<typeof severitySchema>) => SEVERITY_ORDER.indexOf(s);

function drugInteractions(kb: KnowledgeBase, drug: Drug): DrugDetail['interactions'] {
  const groupName = (id: string) => kb.groups.find((g) => g.id === id)?.name ?? id;
  const entries = kb.checker.interactionsForDrug(drug.id).map((entry) => {
    const { record, partner, partnerDrugIds, via } = entry;
    const otherDrugs = partnerDrugIds
      .map((id) => kb.drugsById.get(id))
      .filter((d): d is Drug => d !== undefined)
      .sort(byName)
      .map((d) => ({ id: d.id, rxcui: d.rxcui, name: d.name }));
    return {
      id: record.id,
      otherDrugs,
      ...('group' in partner
        ? { group: { id: partner.group, name: groupName(partner.group) } }
        : {}),
      ...(via !== 'direct' ? { via: { id: via, name: groupName(via) } } : {}),
      severity: record.severity,
      evidence: record.evidence,
      mechanism: record.mechanism.text,
      mechanismType: record.mechanism.type,
      effect: record.effect,
      management: record.management.text,
      managementAction: record.management.action,
      onset: record.onset,
      riskFactors: [...record.riskFactors],
      sources: record.sources.map(formatSource),
    };
  });
  const label = (e: (typeof entries)[number]) =>
    (e.group?.name ?? e.otherDrugs[0]?.name ?? '').toLowerCase();
  return entries.sort(
    (a, b) =>
      severityRank(a.severity) - severityRank(b.severity) ||
      (label(a) < label(b) ? -1 : label(a) > label(b) ? 1 : 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

const sourceOut = (s: Drug['sources'][number]) => ({ ...s, label: formatSource(s).label });

function toDetail(kb: KnowledgeBase, drug: Drug): DrugDetail {
  return {
    id: drug.id,
    rxcui: drug.rxcui,
    name: drug.name,
    synonyms: drug.synonyms,
    brandNames: drug.brandNames,
    atc: drug.atc,
    kind: drug.kind,
    drugClass: drug.drugClass,
    classTags: drug.classTags,
    mechanism: drug.mechanism,
    routes: drug.routes,
    pathways: drug.pathways,
    qtRisk: drug.qtRisk,
    phDependentAbsorption: drug.phDependentAbsorption,
    toxicities: drug.toxicities,
    rareToxicities: drug.rareToxicities,
    renal: drug.renal,
    hepatic: drug.hepatic,
    ...(drug.doseCap ? { doseCap: drug.doseCap } : {}),
    ...(drug.cumulativeLimit ? { cumulativeLimit: drug.cumulativeLimit } : {}),
    ...(drug.emetogenicRisk ? { emetogenicRisk: drug.emetogenicRisk } : {}),
    boxedWarnings: drug.boxedWarnings,
    monitoring: drug.monitoring,
    pgxGenes: drug.pgxGenes,
    ...(drug.rxcuiNote !== undefined ? { rxcuiNote: drug.rxcuiNote } : {}),
    ...(drug.labelRevised !== undefined ? { labelRevised: drug.labelRevised } : {}),
    ...(drug.lastReviewed !== undefined ? { lastReviewed: drug.lastReviewed } : {}),
    ...(drug.monograph
      ? { monograph: { ...drug.monograph, sources: drug.monograph.sources.map(sourceOut) } }
      : {}),
    sources: drug.sources.map(sourceOut),
    interactions: drugInteractions(kb, drug),
  };
}

export function getDrugByRxcui(kb: KnowledgeBase, rxcui: string): DrugDetail {
  const drug = kb.drugsByRxcui.get(rxcui);
  if (!drug)
    throw new DomainError('not_found', `No drug with RxCUI ${rxcui} in the knowledge base`);
  return toDetail(kb, drug);
}

export function getDrugById(kb: KnowledgeBase, id: string): DrugDetail {
  const drug = kb.drugsById.get(id);
  if (!drug) throw new DomainError('not_found', `No drug with id "${id}" in the knowledge base`);
  return toDetail(kb, drug);
}
