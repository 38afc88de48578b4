import { z } from 'zod';
import type { Source } from './source';

/**
 * Every hard number of the knowledge base as a flat list (issue 22): doses, thresholds, caps,
 * limits, equivalence factors and severities, each with the basis it rests on and the sources it
 * cites, so that a pharmacy and therapeutics committee can review them one by one.
 *
 * A fact's id is `recordType:recordId:field`, where `field` is the dotted path of the value inside
 * the record (`renal.rules.0.crclBelow`). It stays stable while the record keeps its shape, which
 * is what the review ledger and the review workspace key on.
 */
export type FactBasis = 'label' | 'guideline' | 'trial' | 'product-default';
export const FACT_BASES: readonly FactBasis[] = ['label', 'guideline', 'trial', 'product-default'];

export type FactRecordType = 'drug' | 'interaction' | 'regimen' | 'pgx-rule' | 'alert-rule';

export interface KnowledgeFact {
  id: string;
  recordType: FactRecordType;
  recordId: string;
  field: string;
  value: string | number;
  unit?: string;
  basis: FactBasis;
  /** The sources nearest the value: the enclosing part's own sources, else the record's. */
  sources: readonly Source[];
}

/** Keys whose non-numeric value is still a hard clinical grade the product acts on. */
const GRADED_KEYS = new Set(['severity', 'emetogenicRisk', 'qtRisk']);
/** Numbers that are bibliographic or presentational, not clinical facts. */
const SKIPPED_KEYS = new Set(['sources', 'year', 'pmid', 'rxcui', 'atc']);

/** Units implied by the field name, so the export reads without the schema beside it. */
function unitOf(path: readonly string[], record: Record<string, unknown>): string | undefined {
  const key = path[path.length - 1] ?? '';
  if (/crcl/i.test(key)) return 'mL/min';
  if (/Ms$/.test(key) || path.includes('prolongedFromMs')) return 'ms';
  if (/MgM2$/.test(key)) return 'mg/m2';
  if (/Days$|^windowDays$|^cycleLengthDays$/.test(key) || key === 'days') return 'days';
  if (key === 'capMg') return 'mg';
  if (key === 'bsaCapM2') return 'm2';
  if (/Percent$/.test(key)) return '%';
  if (/XUln$/.test(key)) return '× ULN';
  // A sibling `unit` (doseCap, cumulativeLimit, flat doses) or `basis` (regimen doses) names it.
  const parent = path
    .slice(0, -1)
    .reduce<unknown>(
      (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
      record,
    );
  if (parent && typeof parent === 'object') {
    const p = parent as Record<string, unknown>;
    if (key === 'value' || key === 'maxDose') {
      if (typeof p.unit === 'string') return p.unit;
      if (typeof p.basis === 'string') return p.basis;
    }
  }
  return undefined;
}

/**
 * The basis of a value from the sources it cites. Regimens prefer the trial (their doses are the
 * trial's schedule); everything else prefers the label, then a guideline, then a paper. A value
 * with no clinical source at all is a product default.
 */
export function basisOf(
  sources: readonly Source[],
  prefer: 'label' | 'trial' = 'label',
): FactBasis {
  const kinds = new Set(sources.map((s) => s.kind));
  const hasLabel = kinds.has('label');
  const hasGuideline = kinds.has('guideline') || kinds.has('cpic');
  const hasTrial = kinds.has('pubmed');
  if (prefer === 'trial' && hasTrial) return 'trial';
  if (hasLabel) return 'label';
  if (hasGuideline) return 'guideline';
  if (hasTrial) return 'trial';
  return 'product-default';
}

function isSourceArray(v: unknown): v is Source[] {
  return (
    Array.isArray(v) &&
    v.length > 0 &&
    v.every((s) => s && typeof s === 'object' && 'kind' in s && 'title' in s)
  );
}

/**
 * Walks one record and returns a fact per numeric leaf (an array of numbers is one fact: a
 * schedule's days) and per graded key. `sources` of the nearest enclosing object are the fact's.
 */
export function factsOfRecord(
  recordType: FactRecordType,
  recordId: string,
  record: object,
  prefer: 'label' | 'trial' = 'label',
  fallbackSources: readonly Source[] = [],
): KnowledgeFact[] {
  const out: KnowledgeFact[] = [];
  const root = record as Record<string, unknown>;
  const visit = (node: unknown, path: string[], sources: readonly Source[]) => {
    if (Array.isArray(node)) {
      if (node.length > 0 && node.every((x) => typeof x === 'number')) {
        push(path, node.join(','), sources);
        return;
      }
      node.forEach((child, i) => visit(child, [...path, String(i)], sources));
      return;
    }
    if (node && typeof node === 'object') {
      const obj = node as Record<string, unknown>;
      const own = isSourceArray(obj.sources) ? obj.sources : sources;
      for (const [key, value] of Object.entries(obj)) {
        if (SKIPPED_KEYS.has(key)) continue;
        if (typeof value === 'number') push([...path, key], value, own);
        else if (typeof value === 'string' && GRADED_KEYS.has(key))
          push([...path, key], value, own);
        else if (value && typeof value === 'object') visit(value, [...path, key], own);
      }
    }
  };
  const push = (path: string[], value: string | number, sources: readonly Source[]) => {
    const field = path.join('.');
    const unit = unitOf(path, root);
    out.push({
      id: `${recordType}:${recordId}:${field}`,
      recordType,
      recordId,
      field,
      value,
      ...(unit ? { unit } : {}),
      basis: basisOf(sources, prefer),
      sources,
    });
  };
  visit(record, [], isSourceArray(root.sources) ? root.sources : fallbackSources);
  return out;
}

/** Per-fact overrides kept beside the records (the basis ledger): the basis a source cannot show. */
export interface BasisOverride {
  basis: FactBasis;
  /** Why the record's sources do not tell the whole story. */
  note: string;
}

export function applyBasisOverrides(
  facts: readonly KnowledgeFact[],
  overrides: Readonly<Record<string, BasisOverride>>,
): KnowledgeFact[] {
  return facts.map((f) => {
    const o = overrides[f.id];
    return o ? { ...f, basis: o.basis } : f;
  });
}

/** The pinned export shape (issue 22): `GET /api/knowledge/facts?format=json`. */
export const factSourceSchema = z
  .object({
    kind: z.string(),
    title: z.string(),
    section: z.string().optional(),
    setId: z.string().optional(),
    splVersion: z.number().optional(),
    labelRevised: z.string().optional(),
    url: z.string().optional(),
    pmid: z.string().optional(),
    // Additive to the pinned shape: a guideline's or paper's own identifiers and date, so a
    // committee can tell an edition apart without reopening the record.
    doi: z.string().optional(),
    /** Publication year when no finer date is recorded. */
    year: z.number().optional(),
    /** 'YYYY-MM' or 'YYYY-MM-DD'. */
    published: z.string().optional(),
    version: z.string().optional(),
    /** What about this citation could not be confirmed, and why. */
    unconfirmed: z.string().optional(),
  })
  .strict();

export const factReviewSchema = z
  .object({ reviewer: z.string(), reviewedAt: z.string(), note: z.string().optional() })
  .strict();
export type FactReview = z.infer<typeof factReviewSchema>;

export const exportedFactSchema = z
  .object({
    id: z.string(),
    recordType: z.string(),
    recordId: z.string(),
    field: z.string(),
    value: z.union([z.string(), z.number()]),
    unit: z.string().optional(),
    basis: z.enum(['label', 'guideline', 'trial', 'product-default']),
    sources: z.array(factSourceSchema),
    review: factReviewSchema.nullable(),
  })
  .strict();
export type ExportedFact = z.infer<typeof exportedFactSchema>;

export const factsResponseSchema = z.object({ facts: z.array(exportedFactSchema) }).strict();
export type FactsResponse = z.infer<typeof factsResponseSchema>;

/**
 * A source cut down to the export's allow-list. `url` stays the link to read: a DOI-only citation keeps its doi.org link
 * there as before, so readers of the pinned shape lose nothing, and `doi` now says so explicitly.
 */
export function exportSource(s: Source): z.infer<typeof factSourceSchema> {
  return {
    kind: s.kind,
    title: s.title,
    ...(s.section ? { section: s.section } : {}),
    ...(s.setId ? { setId: s.setId } : {}),
    ...(s.splVersion ? { splVersion: s.splVersion } : {}),
    ...(s.labelRevised ? { labelRevised: s.labelRevised } : {}),
    ...(s.url ? { url: s.url } : s.doi && !s.pmid ? { url: `https://doi.org/${s.doi}` } : {}),
    ...(s.pmid ? { pmid: s.pmid } : {}),
    ...(s.doi ? { doi: s.doi } : {}),
    ...(s.year ? { year: s.year } : {}),
    ...(s.published ? { published: s.published } : {}),
    ...(s.version ? { version: s.version } : {}),
    ...(s.unconfirmed ? { unconfirmed: s.unconfirmed } : {}),
  };
}

export const FACT_CSV_HEADER = [
  'id',
  'recordType',
  'recordId',
  'field',
  'value',
  'unit',
  'basis',
  'sources',
  'setIds',
  'labelRevised',
  'urls',
  'reviewer',
  'reviewedAt',
  'reviewNote',
  // Appended (not inserted) so that readers of the earlier columns by position keep working.
  'splVersions',
  'pmids',
  'dois',
  'published',
  'versions',
  'unconfirmed',
] as const;

/** A source's date for the CSV: the finer `published`, else its year; a label's is labelRevised. */
function sourceDate(s: ExportedFact['sources'][number]): string | undefined {
  return s.published ?? (s.year ? String(s.year) : undefined);
}

/** One CSV row per fact; several sources are joined with " | " in their columns. */
export function factCsvRow(f: ExportedFact): Array<string | number> {
  const join = (xs: Array<string | undefined>) => xs.filter(Boolean).join(' | ');
  return [
    f.id,
    f.recordType,
    f.recordId,
    f.field,
    f.value,
    f.unit ?? '',
    f.basis,
    join(f.sources.map((s) => (s.section ? `${s.title} § ${s.section}` : s.title))),
    join(f.sources.map((s) => s.setId)),
    join(f.sources.map((s) => s.labelRevised)),
    join(
      f.sources.map(
        (s) => s.url ?? (s.pmid ? `https://pubmed.ncbi.nlm.nih.gov/${s.pmid}/` : undefined),
      ),
    ),
    f.review?.reviewer ?? '',
    f.review?.reviewedAt ?? '',
    f.review?.note ?? '',
    join(f.sources.map((s) => (s.splVersion ? String(s.splVersion) : undefined))),
    join(f.sources.map((s) => s.pmid)),
    join(f.sources.map((s) => s.doi)),
    join(f.sources.map(sourceDate)),
    join(f.sources.map((s) => s.version)),
    join(f.sources.map((s) => s.unconfirmed)),
  ];
}
