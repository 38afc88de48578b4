import { z } from 'zod';
import type { Source } from './source';

/**
 * One FDA label (an SPL document on DailyMed) as the knowledge base was checked against it
 * (issue 22). Label sources are joined to these pins by their exact title when the knowledge base
 * is compiled, so a record never has to repeat a setId, and a new label revision is one edit here.
 *
 * `confirmed: false` says a value could not be confirmed from a stored label record: the entry is
 * present (the citation is known) but not pinned, and the export says so. A setId is never guessed.
 */
const uuid = z
  .string()
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    'a DailyMed setId is a UUID',
  );

export const labelPinSchema = z
  .object({
    /** Drug ids whose label this is (a combination label names each ingredient). */
    drugIds: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)).default([]),
    /** Every source title in the knowledge base that cites this label, exactly as written. */
    titles: z.array(z.string().min(3)).min(1),
    setId: uuid.optional(),
    /** SPL version number of the document checked, when the stored record shows it. */
    splVersion: z.number().int().positive().optional(),
    /** The label's revision month ("Revised: 3/2025" is '2025-03'), or the SPL effective month. */
    labelRevised: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM')
      .optional(),
    confirmed: z.boolean(),
    /** Where the values were read, and what could not be confirmed. */
    note: z.string().min(5),
  })
  .strict()
  .refine((p) => !p.confirmed || (p.setId && p.labelRevised), {
    message: 'a confirmed pin carries its setId and labelRevised',
  });
export type LabelPin = z.infer<typeof labelPinSchema>;
export type LabelPinInput = z.input<typeof labelPinSchema>;

/** The DailyMed document (never a search page) for a setId. */
export function dailyMedDocumentUrl(setId: string): string {
  return `https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=${setId}`;
}

/** Anchor of a numbered label section ("5.3 Hepatotoxicity" → '#S5.3'), DailyMed's own anchor form. */
export function sectionAnchor(section: string | undefined): string {
  const m = /^\s*(?:section\s+)?(\d+(?:\.\d+)*)\b/i.exec(section ?? '');
  return m ? `#S${m[1]}` : '';
}

export interface LabelPinIndex {
  byTitle: ReadonlyMap<string, LabelPin>;
  pins: readonly LabelPin[];
}

export function indexLabelPins(pins: readonly LabelPin[]): LabelPinIndex {
  const byTitle = new Map<string, LabelPin>();
  for (const p of pins) for (const t of p.titles) byTitle.set(t, p);
  return { byTitle, pins };
}

/** Search pages are not documents: a pinned source replaces them with the document link. */
const SEARCH_PAGE = /dailymed\.nlm\.nih\.gov\/dailymed\/search\.cfm/i;

/**
 * A label source with its pin joined in: setId, version, revision month and the document link.
 * An unconfirmed pin, or no pin, leaves the source as written.
 */
export function pinSource(source: Source, index: LabelPinIndex): Source {
  if (source.kind !== 'label') return source;
  const pin = index.byTitle.get(source.title);
  if (!pin || !pin.confirmed || !pin.setId) return source;
  const url =
    source.url && !SEARCH_PAGE.test(source.url) && !/dailymed/i.test(source.url)
      ? source.url
      : dailyMedDocumentUrl(pin.setId) + sectionAnchor(source.section);
  return {
    ...source,
    setId: pin.setId,
    ...(pin.splVersion ? { splVersion: pin.splVersion } : {}),
    ...(pin.labelRevised ? { labelRevised: pin.labelRevised } : {}),
    url,
  };
}

/** Pins every label source in a record, at any depth (`sources` arrays and single `source`s); pure. */
export function pinRecordSources<T>(record: T, index: LabelPinIndex): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (node && typeof node === 'object') {
      const obj = node as Record<string, unknown>;
      if (obj.kind === 'label' && typeof obj.title === 'string')
        return pinSource(obj as Source, index);
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(obj)) out[k] = visit(v);
      return out;
    }
    return node;
  };
  return visit(record) as T;
}
