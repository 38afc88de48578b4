import { z } from 'zod';
import {
  ALERT_OF_INTERACTION,
  appliedPolicySchema,
  applyEntry,
  entryFor,
  INTERACTION_OF_ALERT,
  type PolicyOverlay,
} from '../../../core/alert-policy';
import { DomainError } from '../../../core/errors';
import type { Finding, Limitation } from '../../../core/interactions';
import type { Drug } from '../../../core/knowledge/drug';
import {
  EVIDENCE_ORDER,
  evidenceSchema,
  managementActionSchema,
  SEVERITY_ORDER,
  severitySchema,
  type CuratedInteraction,
  type Participant,
  type Severity,
} from '../../../core/knowledge/interaction';
import { formatSource } from '../../../core/knowledge/source';
import { toCsv } from './csv';
import type { KnowledgeBase } from '../../lib/knowledge-base';

/**
 * The interaction checker and the curated-record browser (issue 4 API contract).
 *
 * Drugs without an RxNorm ingredient concept (a few supportive agents and substances) appear
 * with `rxcui: null`; every drug reference also carries the stable drug `id` and its name, so
 * such a drug is still shown, named and checked.
 */

export const MIN_CHECK_DRUGS = 2;
export const MAX_CHECK_DRUGS = 30;
const MAX_INPUT_LENGTH = 200;

const DRUG_ITEM_MESSAGE =
  'each drug must be a non-empty string: an RxCUI, a generic name or a brand name';

export const checkBodySchema = z.object({
  drugs: z
    .array(
      z
        .string({ error: DRUG_ITEM_MESSAGE })
        .trim()
        .min(1, DRUG_ITEM_MESSAGE)
        .max(MAX_INPUT_LENGTH, `each drug must be at most ${MAX_INPUT_LENGTH} characters`),
      {
        error: (issue) =>
          issue.input === undefined
            ? 'drugs is required: a list of 2 to 30 RxCUIs, generic or brand names'
            : 'drugs must be a list of 2 to 30 RxCUIs, generic or brand names',
      },
    )
    .min(MIN_CHECK_DRUGS, `give at least ${MIN_CHECK_DRUGS} drugs to check`)
    .max(MAX_CHECK_DRUGS, `give at most ${MAX_CHECK_DRUGS} drugs per check`),
});
export type CheckBody = z.infer<typeof checkBodySchema>;

const drugRefSchema = z.object({ id: z.string(), rxcui: z.string().nullable(), name: z.string() });
type DrugRef = z.infer<typeof drugRefSchema>;
const citationSchema = z.object({ label: z.string(), url: z.string().optional() });
const mechanismTypeSchema = z.enum(['pharmacokinetic', 'pharmacodynamic', 'mixed']);
const onsetSchema = z.enum(['rapid', 'delayed', 'not-specified']);
const summarySchema = z.object({
  contraindicated: z.number().int(),
  major: z.number().int(),
  moderate: z.number().int(),
  minor: z.number().int(),
});

export const checkFindingSchema = z.object({
  /** RxCUIs of the pair (null for a drug without one), in the order of `drugIds`. */
  drugs: z.tuple([z.string().nullable(), z.string().nullable()]),
  /** Drug ids of the pair, in canonical (sorted) order whatever the input order. */
  drugIds: z.tuple([z.string(), z.string()]),
  names: z.tuple([z.string(), z.string()]),
  severity: severitySchema,
  evidence: evidenceSchema,
  basis: z.enum(['curated', 'inferred']),
  mechanism: z.string(),
  mechanismType: mechanismTypeSchema,
  effect: z.string(),
  management: z.string(),
  managementAction: managementActionSchema,
  onset: onsetSchema,
  riskFactors: z.array(z.string()),
  /** How the finding was reached, one step per line. */
  reasoning: z.array(z.string()),
  /** Machine-readable triggers (`curated`, `qt`, `pk-inhibition:CYP3A4`...), for filtering. */
  rules: z.array(z.string()),
  sources: z.array(citationSchema),
  recordId: z.string().optional(),
  alsoMatched: z.array(z.string()).optional(),
  /**
   * Set when the caller's institution's alert policy or a local knowledge correction grades this
   * pair (issue 22): `severity` is then the local one and `kbSeverity` the knowledge base's own.
   */
  kbSeverity: severitySchema.optional(),
  localPolicy: appliedPolicySchema.optional(),
});
type CheckFinding = z.infer<typeof checkFindingSchema>;

export const checkResponseSchema = z.object({
  /** Recognised inputs, sorted by drug name then input, so input order never shows. */
  resolved: z.array(
    z.object({
      input: z.string(),
      id: z.string(),
      rxcui: z.string().nullable(),
      name: z.string(),
    }),
  ),
  /** Inputs that match no drug exactly; nothing about them was checked. Sorted. */
  unresolved: z.array(z.string()),
  /** Close spellings for each unresolved input, for the user to pick; never applied silently. */
  suggestions: z.array(z.object({ input: z.string(), candidates: z.array(drugRefSchema) })),
  /** Most severe first, then evidence, then names. */
  interactions: z.array(checkFindingSchema),
  summary: summarySchema,
  /** Distinct pairs of recognised drugs examined. */
  checkedPairs: z.number().int(),
  /** Where the knowledge base is silent: an absence of findings is not proof of safety. */
  limitations: z.array(
    z.object({
      kind: z.enum(['unknown-drug', 'qt-not-assessed', 'no-pathway-data']),
      drugs: z.array(drugRefSchema),
      text: z.string(),
    }),
  ),
});
export type CheckResponse = z.infer<typeof checkResponseSchema>;

const ref = (d: Drug): DrugRef => ({ id: d.id, rxcui: d.rxcui, name: d.name });

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The checker shares one frozen finding per drug pair between results, so each is converted (and
 * later serialised) once, keyed by identity; weak, so findings the checker drops can be collected.
 */
const apiFindings = new WeakMap<Finding, CheckFinding>();

function toFinding(kb: KnowledgeBase, f: Finding): CheckFinding {
  let out = apiFindings.get(f);
  if (!out) {
    out = Object.freeze(buildFinding(kb, f));
    apiFindings.set(f, out);
  }
  return out;
}

/** Each shared finding's JSON, encoded once: findings are most of a response's bytes. */
const findingBytes = new WeakMap<CheckFinding, Buffer>();

/**
 * The UTF-8 body of a check response: the same value as `JSON.stringify` gives (findings are
 * written last), assembled from each finding's bytes, worked out once per process. A response is
 * about 20 KB for a 10-drug list and the reasoning's arrows make its text a two-byte string, so
 * joining and re-encoding it as text on each call cost more than the check itself; a cached
 * response keeps its bytes, which the socket then takes as they are.
 */
const responseBody = new WeakMap<CheckResponse, Buffer>();

export function serializeCheckResponse(response: CheckResponse): Buffer {
  let body = responseBody.get(response);
  if (body === undefined) {
    body = serializeFresh(response);
    // Only frozen responses come from the result cache and can be sent again unchanged.
    if (Object.isFrozen(response)) responseBody.set(response, body);
  }
  return body;
}

const COMMA = Buffer.from(',');
const END = Buffer.from(']}');

function serializeFresh(response: CheckResponse): Buffer {
  const { interactions, ...rest } = response;
  const head = JSON.stringify(rest);
  const parts: Buffer[] = [Buffer.from(`${head.slice(0, -1)},"interactions":[`, 'utf8')];
  interactions.forEach((f, i) => {
    let bytes = findingBytes.get(f);
    if (bytes === undefined) {
      bytes = Buffer.from(JSON.stringify(f), 'utf8');
      findingBytes.set(f, bytes);
    }
    if (i > 0) parts.push(COMMA);
    parts.push(bytes);
  });
  parts.push(END);
  return Buffer.concat(parts);
}

function buildFinding(kb: KnowledgeBase, f: Finding): CheckFinding {
  const [a, b] = f.drugs.map((id) => kb.drugsById.get(id)) as [Drug, Drug];
  return {
    drugs: [a.rxcui, b.rxcui],
    drugIds: [a.id, b.id],
    names: [a.name, b.name],
    severity: f.severity,
    evidence: f.evidence,
    basis: f.basis,
    mechanism: f.mechanism,
    mechanismType: f.mechanismType,
    effect: f.effect,
    management: f.management,
    managementAction: f.managementAction,
    onset: f.onset,
    riskFactors: f.riskFactors,
    reasoning: f.reasoning,
    rules: f.rules,
    sources: f.sources,
    ...(f.recordId ? { recordId: f.recordId } : {}),
    ...(f.alsoMatched ? { alsoMatched: f.alsoMatched } : {}),
  };
}

function toLimitation(kb: KnowledgeBase, l: Limitation): CheckResponse['limitations'][number] {
  return {
    kind: l.kind,
    drugs: l.drugIds.map((id) => {
      const d = kb.drugsById.get(id);
      return d ? ref(d) : { id, rxcui: null, name: id };
    }),
    text: l.text,
  };
}

/**
 * Recent results by input set. A result depends only on the set of inputs and the knowledge base,
 * which is fixed for the life of the process, and the same medication list is checked again and
 * again (every order, every view of the patient). Least recently used entries go first.
 */
const RESULT_CACHE_MAX = 256;
const resultCaches = new WeakMap<KnowledgeBase, Map<string, CheckResponse>>();

/**
 * Resolves each input exactly (RxCUI, generic, brand, synonym or a listed alias, any case, salt
 * words and a trailing strength ignored; never by fuzzy match, which could silently swap one drug
 * for another) and checks every pair of the recognised drugs. A combination product ("Percocet")
 * resolves to each of its ingredients under the same input; an ingredient without a record is
 * named in `limitations`. Unrecognised inputs are listed in `unresolved` with spelling
 * suggestions, and in `limitations`. The response is the same for any order of the same inputs, and is shared (frozen) between
 * callers who send the same inputs.
 */
export function checkInteractions(kb: KnowledgeBase, body: CheckBody): CheckResponse {
  const inputs = [...new Set(body.drugs)].sort();
  const key = inputs.join('\u0000');
  let cache = resultCaches.get(kb);
  if (!cache) resultCaches.set(kb, (cache = new Map()));
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const result = Object.freeze(runCheck(kb, inputs));
  if (cache.size >= RESULT_CACHE_MAX) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, result);
  return result;
}

/**
 * The check result as the caller's institution grades it: findings its alert policy (or an
 * approved local correction) names carry the local severity, the knowledge base's beside it, and
 * are re-ordered and counted by the local severity. Without an entry for any finding the shared
 * result is returned as it is (and keeps its cached bytes).
 */
export function withLocalPolicy(result: CheckResponse, overlay: PolicyOverlay): CheckResponse {
  if (overlay.byTarget.size === 0) return result;
  let changed = false;
  const interactions = result.interactions.map((f) => {
    const entry = entryFor(
      overlay,
      'interaction',
      f.drugIds,
      f.recordId ? `curated:${f.recordId}` : '',
    );
    const applied = applyEntry(entry, ALERT_OF_INTERACTION[f.severity]);
    if (!applied) return f;
    changed = true;
    return {
      ...f,
      severity: INTERACTION_OF_ALERT[applied.localSeverity],
      kbSeverity: f.severity,
      localPolicy: applied,
    };
  });
  if (!changed) return result;
  const rank = (s: Severity) => SEVERITY_ORDER.indexOf(s);
  // Stable: within a tier the shared order (evidence, then names) is kept.
  interactions.sort((a, b) => rank(a.severity) - rank(b.severity));
  const summary = { contraindicated: 0, major: 0, moderate: 0, minor: 0 };
  for (const f of interactions) summary[f.severity] += 1;
  return { ...result, interactions, summary };
}

const checkEvents = new WeakMap<CheckResponse, CheckEventProperties>();
interface CheckEventProperties {
  drugCount: number;
  unresolved: number;
  findings: Partial<Record<Severity, number>>;
}

/**
 * The analytics event of a check (issue 15): how many distinct drugs were recognised, how many
 * inputs were not, and the findings by severity (non-zero only). No drug names or typed text.
 * Shared results share their (frozen) event properties.
 */
export function checkEventProperties(result: CheckResponse): CheckEventProperties {
  let props = checkEvents.get(result);
  if (!props) {
    const findings: Partial<Record<Severity, number>> = {};
    for (const severity of SEVERITY_ORDER) {
      const n = result.summary[severity];
      if (n > 0) findings[severity] = n;
    }
    props = Object.freeze({
      drugCount: new Set(result.resolved.map((r) => r.id)).size,
      unresolved: result.unresolved.length,
      findings: Object.freeze(findings),
    });
    checkEvents.set(result, props);
  }
  return props;
}

function runCheck(kb: KnowledgeBase, inputs: readonly string[]): CheckResponse {
  const resolved: CheckResponse['resolved'] = [];
  const unresolved: string[] = [];
  const nameLimitations: CheckResponse['limitations'] = [];
  /** Combination products named exactly, even when none of their ingredients has a record. */
  const recognised = new Set<string>();
  for (const input of inputs) {
    const resolution = kb.search.resolveAll(input);
    // A combination product ("Percocet") contributes each ingredient under the same input.
    for (const drug of resolution?.drugs ?? []) resolved.push({ input, ...ref(drug) });
    const uncurated = resolution?.uncurated ?? [];
    if (!resolution || (resolution.drugs.length === 0 && uncurated.length === 0))
      unresolved.push(input);
    // Known to RxNorm, no record here: said once per ingredient, never read as "no interaction".
    for (const u of uncurated) nameLimitations.push(uncuratedLimitation(input, u));
    const unknownIngredients = (resolution?.missingIngredients ?? []).filter(
      (name) => !uncurated.some((u) => u.name === name),
    );
    if (resolution && unknownIngredients.length > 0) {
      nameLimitations.push(missingIngredientsLimitation(input, unknownIngredients));
      recognised.add(input);
    }
  }
  resolved.sort(
    (x, y) =>
      compareText(x.name.toLowerCase(), y.name.toLowerCase()) || compareText(x.input, y.input),
  );
  unresolved.sort((x, y) => compareText(x.toLowerCase(), y.toLowerCase()) || compareText(x, y));

  const result = kb.checker.check(resolved.map((r) => r.id));
  const suggestions = unresolved.map((input) => ({
    input,
    candidates: kb.search.search(input, 3).map((h) => ref(h.drug)),
  }));
  return {
    resolved,
    unresolved,
    suggestions,
    interactions: result.interactions.map((f) => toFinding(kb, f)),
    summary: result.summary,
    checkedPairs: result.checkedPairs,
    limitations: [
      ...suggestions.filter(({ input }) => !recognised.has(input)).map(unresolvedLimitation),
      ...nameLimitations,
      ...result.limitations.map((l) => toLimitation(kb, l)),
    ],
  };
}

/** An input that names no drug: said in `limitations` too, so the silence is never read as safe. */
function unresolvedLimitation(s: CheckResponse['suggestions'][number]) {
  const names = s.candidates.map((c) => c.name);
  const hint =
    names.length > 0
      ? ` Did you mean ${names.slice(0, -1).join(', ')}${names.length > 1 ? ' or ' : ''}${names.at(-1)}?`
      : '';
  return {
    kind: 'unknown-drug' as const,
    drugs: [{ id: s.input, rxcui: null, name: s.input }],
    text: `"${s.input}" matches no drug in the knowledge base, so none of its interactions were checked.${hint}`,
  };
}

/** A combination product with ingredients the knowledge base has no record for. */
/** An RxNorm ingredient without a drug record (issue 25): named, coded, but not checked. */
function uncuratedLimitation(input: string, u: { rxcui: string | null; name: string }) {
  const code = u.rxcui ? `, RxCUI ${u.rxcui}` : '';
  return {
    kind: 'no-pathway-data' as const,
    drugs: [{ id: u.rxcui ? `rxnorm-${u.rxcui}` : u.name, rxcui: u.rxcui, name: u.name }],
    text: `No interaction data in OncoCDS for ${u.name} (RxNorm ingredient${code}, from "${input}"): none of its interactions were checked.`,
  };
}

function missingIngredientsLimitation(input: string, missing: readonly string[]) {
  const list = missing.join(', ');
  return {
    kind: 'unknown-drug' as const,
    drugs: missing.map((id) => ({ id, rxcui: null, name: id })),
    text: `"${input}" contains ${list}, which ${missing.length > 1 ? 'are' : 'is'} not in the knowledge base, so ${missing.length > 1 ? 'their' : 'its'} interactions were not checked.`,
  };
}

// ---------------------------------------------------------------------------------------------
// Curated records: a filterable, sortable, paged list and its CSV export.

export const CURATED_SORTS = [
  'severity',
  '-severity',
  'name',
  '-name',
  'evidence',
  '-evidence',
  'id',
  '-id',
] as const;

const SEVERITY_LIST_MESSAGE = `severity must be one or more of ${SEVERITY_ORDER.join(', ')}, comma-separated`;

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max).optional(),
  );

const curatedFilterShape = {
  /** Free text over the record id, participant and group member names, mechanism, effect and management. */
  q: optionalText(200),
  /** One severity or several, comma-separated: `major,contraindicated`. */
  severity: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim().toLowerCase())
            .filter((s) => s.length > 0)
        : v,
    z.array(severitySchema, { error: SEVERITY_LIST_MESSAGE }).optional(),
  ),
  /** A drug (RxCUI, id, generic or brand name): records involving it, directly or via a group. */
  drug: optionalText(200),
  sort: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(CURATED_SORTS).optional())
    .default('severity'),
};

export const curatedCsvQuerySchema = z.object(curatedFilterShape);
export const curatedListQuerySchema = z.object({
  ...curatedFilterShape,
  page: z.coerce
    .number({ error: 'page must be a whole number of at least 1' })
    .int('page must be a whole number of at least 1')
    .min(1, 'page must be a whole number of at least 1')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a whole number from 1 to 100' })
    .int('pageSize must be a whole number from 1 to 100')
    .min(1, 'pageSize must be a whole number from 1 to 100')
    .max(100, 'pageSize must be a whole number from 1 to 100')
    .default(25),
});
export type CuratedCsvQuery = z.infer<typeof curatedCsvQuerySchema>;
export type CuratedListQuery = z.infer<typeof curatedListQuerySchema>;

const participantOutSchema = z.object({
  kind: z.enum(['drug', 'group']),
  /** Drug id or group id. */
  id: z.string(),
  name: z.string(),
  /** The drug's RxCUI; null for a group or a drug without one. */
  rxcui: z.string().nullable(),
  /** Group members, by name. */
  members: z.array(drugRefSchema).optional(),
});

export const curatedItemSchema = z.object({
  id: z.string(),
  participants: z.tuple([participantOutSchema, participantOutSchema]),
  severity: severitySchema,
  evidence: evidenceSchema,
  mechanism: z.string(),
  mechanismType: mechanismTypeSchema,
  effect: z.string(),
  management: z.string(),
  managementAction: managementActionSchema,
  onset: onsetSchema,
  riskFactors: z.array(z.string()),
  sources: z.array(citationSchema),
});
type CuratedItem = z.infer<typeof curatedItemSchema>;

export const curatedListResponseSchema = z.object({
  items: z.array(curatedItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CuratedListResponse = z.infer<typeof curatedListResponseSchema>;

interface IndexedRecord {
  record: CuratedInteraction;
  item: CuratedItem;
  /** Lower-case text searched by `q`. */
  haystack: string;
  /** Lower-case "A + B" for sorting by name. */
  nameKey: string;
}

const indexes = new WeakMap<KnowledgeBase, IndexedRecord[]>();

/** Built once per knowledge base: the records never change while the process runs. */
function curatedIndex(kb: KnowledgeBase): IndexedRecord[] {
  const cached = indexes.get(kb);
  if (cached) return cached;
  const groups = new Map(kb.groups.map((g) => [g.id, g]));
  const participant = (p: Participant): CuratedItem['participants'][number] => {
    if ('drug' in p) {
      const d = kb.drugsById.get(p.drug);
      return { kind: 'drug', id: p.drug, name: d?.name ?? p.drug, rxcui: d?.rxcui ?? null };
    }
    const members = (kb.checker.expandGroup(p.group) ?? [])
      .map((id) => kb.drugsById.get(id))
      .filter((d): d is Drug => d !== undefined)
      .map(ref)
      .sort((x, y) => compareText(x.name.toLowerCase(), y.name.toLowerCase()));
    return {
      kind: 'group',
      id: p.group,
      name: groups.get(p.group)?.name ?? p.group,
      rxcui: null,
      members,
    };
  };
  const list = kb.interactions.map((record): IndexedRecord => {
    const a = participant(record.a);
    const b = participant(record.b);
    const item: CuratedItem = {
      id: record.id,
      participants: [a, b],
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
    const names = [a, b].flatMap((p) => {
      const d = p.kind === 'drug' ? kb.drugsById.get(p.id) : undefined;
      return [
        p.name,
        ...(p.members ?? []).map((m) => m.name),
        ...(d ? [...d.brandNames, ...d.synonyms] : []),
      ];
    });
    const haystack = [
      record.id,
      ...names,
      record.mechanism.text,
      record.effect,
      record.management.text,
    ]
      .join('\n')
      .toLowerCase();
    return { record, item, haystack, nameKey: `${a.name} + ${b.name}`.toLowerCase() };
  });
  indexes.set(kb, list);
  return list;
}

const severityRank = (s: Severity) => SEVERITY_ORDER.indexOf(s);

function comparator(sort: (typeof CURATED_SORTS)[number]) {
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  const primary = (x: IndexedRecord, y: IndexedRecord): number => {
    if (key === 'severity') return severityRank(x.item.severity) - severityRank(y.item.severity);
    if (key === 'evidence') {
      return EVIDENCE_ORDER.indexOf(x.item.evidence) - EVIDENCE_ORDER.indexOf(y.item.evidence);
    }
    if (key === 'name') return compareText(x.nameKey, y.nameKey);
    return compareText(x.item.id, y.item.id);
  };
  // Ties fall back to name then id, ascending, so pages never reshuffle between requests.
  return (x: IndexedRecord, y: IndexedRecord) =>
    (desc ? -primary(x, y) : primary(x, y)) ||
    compareText(x.nameKey, y.nameKey) ||
    compareText(x.item.id, y.item.id);
}

function filterCurated(kb: KnowledgeBase, query: CuratedCsvQuery): IndexedRecord[] {
  let list = curatedIndex(kb);
  if (query.drug) {
    const drug = kb.search.resolve(query.drug);
    if (!drug) {
      throw new DomainError(
        'validation',
        `drug "${query.drug}" is not in the knowledge base (give an RxCUI, a generic or a brand name)`,
      );
    }
    const ids = new Set(kb.checker.interactionsForDrug(drug.id).map((e) => e.record.id));
    list = list.filter((r) => ids.has(r.record.id));
  }
  if (query.severity && query.severity.length > 0) {
    const wanted = new Set(query.severity);
    list = list.filter((r) => wanted.has(r.record.severity));
  }
  const q = query.q?.toLowerCase();
  if (q) list = list.filter((r) => r.haystack.includes(q));
  return [...list].sort(comparator(query.sort));
}

export function listCurated(kb: KnowledgeBase, query: CuratedListQuery): CuratedListResponse {
  const all = filterCurated(kb, query);
  const start = (query.page - 1) * query.pageSize;
  return {
    items: all.slice(start, start + query.pageSize).map((r) => r.item),
    total: all.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const CURATED_CSV_HEADER = [
  'id',
  'participant_a',
  'participant_a_rxcui',
  'participant_b',
  'participant_b_rxcui',
  'severity',
  'evidence',
  'onset',
  'mechanism_type',
  'mechanism',
  'effect',
  'management_action',
  'management',
  'risk_factors',
  'sources',
] as const;

/** Every record matching the filters (no paging), in the requested order. */
export function exportCuratedCsv(kb: KnowledgeBase, query: CuratedCsvQuery): string {
  const rows = filterCurated(kb, query).map(({ item }) => {
    const [a, b] = item.participants;
    return [
      item.id,
      a.name,
      a.rxcui,
      b.name,
      b.rxcui,
      item.severity,
      item.evidence,
      item.onset,
      item.mechanismType,
      item.mechanism,
      item.effect,
      item.managementAction,
      item.management,
      item.riskFactors.join('; '),
      item.sources.map((s) => (s.url ? `${s.label} <${s.url}>` : s.label)).join(' | '),
    ];
  });
  return toCsv(CURATED_CSV_HEADER, rows);
}
