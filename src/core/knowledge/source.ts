import { z } from 'zod';

/**
 * Where a clinical fact comes from. Every knowledge record carries at least one.
 * - `label`: an FDA prescribing-information section (DailyMed SPL); `section` names it, e.g. "5.3 Hepatotoxicity".
 * - `cpic`: a CPIC guideline (CC0), with its publication year and PMID.
 * - `pubmed`: a primary paper or review, identified by its PMID.
 * - `guideline`: a published society guideline (ASCO, MASCC/ESMO, ...), paraphrased, with PMID when it has one.
 * - `rxnorm`: the RxNorm concept that fixes a drug's identity.
 */
export const sourceKindSchema = z.enum(['label', 'cpic', 'pubmed', 'guideline', 'rxnorm']);
export type SourceKind = z.infer<typeof sourceKindSchema>;

export const sourceSchema = z
  .object({
    kind: sourceKindSchema,
    /** Short human citation, e.g. "Venclexta (venetoclax) US prescribing information" or "Swain SM et al. Cancer 2003". */
    title: z.string().min(3),
    /** Label section, table or figure the fact comes from. */
    section: z.string().min(1).optional(),
    pmid: z
      .string()
      .regex(/^\d{6,9}$/, 'PMID must be 6-9 digits')
      .optional(),
    /** DOI of a journal guideline or paper (issue 22), e.g. "10.1093/annonc/mdw270". */
    doi: z
      .string()
      .regex(/^10\.\d{4,9}\/\S+$/, 'DOI must look like 10.NNNN/suffix')
      .optional(),
    year: z.number().int().min(1950).max(2030).optional(),
    /**
     * Finer publication or issue date than `year`, for dated documents (FDA safety communications,
     * Federal Register notices): 'YYYY-MM' or 'YYYY-MM-DD'. Must agree with `year` when both are set.
     */
    published: z
      .string()
      .regex(
        /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/,
        'published must be YYYY-MM or YYYY-MM-DD',
      )
      .optional(),
    /** Edition of a guideline or versioned document, e.g. "v2.2025" (NCCN style) or "2024.08". */
    version: z.string().min(1).optional(),
    url: z.url().optional(),
    /**
     * What about this citation could not be confirmed and why (issue 22), e.g. a living web list
     * with no version. Present only when the date/version or the identifier is genuinely missing.
     */
    unconfirmed: z.string().min(10).optional(),
    /**
     * Label pin (issue 22), joined from src/knowledge/labels at compile time, not written in
     * records: the DailyMed set id, the SPL version and the label's revision month.
     */
    setId: z
      .string()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
      .optional(),
    splVersion: z.number().int().positive().optional(),
    labelRevised: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.kind === 'label' && !s.section) {
      ctx.addIssue({ code: 'custom', message: 'a label source must name its section' });
    }
    if (s.kind === 'pubmed' && !s.pmid) {
      ctx.addIssue({ code: 'custom', message: 'a pubmed source must carry its PMID' });
    }
    if (s.published && s.year && !s.published.startsWith(String(s.year))) {
      ctx.addIssue({ code: 'custom', message: 'published date must agree with year' });
    }
    if (s.kind === 'cpic' && !s.year) {
      ctx.addIssue({ code: 'custom', message: 'a CPIC source must carry its guideline year' });
    }
  });
export type Source = z.infer<typeof sourceSchema>;

export const sourcesSchema = z.array(sourceSchema).min(1, 'every record needs at least one source');

/** The citation fields a display needs; the pinned export's sources carry the same names. */
export type CitationFields = Pick<
  Source,
  'title' | 'section' | 'pmid' | 'doi' | 'year' | 'published' | 'version' | 'url'
>;

/**
 * A citation split into its parts, for displays that link the PMID and DOI separately:
 * `head` is the title, section, version and date (the year only when the title does not already
 * name it: "… Lancet 2021" must not read "Lancet 2021, 2021"); `url` is where to read it (the
 * record's own link, else PubMed, else doi.org).
 */
export function citationParts(s: CitationFields): {
  head: string[];
  pmid?: string;
  doi?: string;
  url?: string;
} {
  const head = [s.title];
  if (s.section) head.push(`§ ${s.section}`);
  if (s.version && !s.title.includes(s.version)) head.push(`version ${s.version}`);
  const date = s.published ?? (s.year ? String(s.year) : undefined);
  // A title that already names the year ("… Lancet 2021", "(31 August 2016)") carries the date.
  if (date && !new RegExp(`\\b${date.slice(0, 4)}\\b`).test(s.title)) head.push(date);
  const url = s.url ?? (s.pmid ? pubmedUrl(s.pmid) : s.doi ? doiUrl(s.doi) : undefined);
  return {
    head,
    ...(s.pmid ? { pmid: s.pmid } : {}),
    ...(s.doi ? { doi: s.doi } : {}),
    ...(url ? { url } : {}),
  };
}

export const pubmedUrl = (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`;
export const doiUrl = (doi: string) => `https://doi.org/${doi}`;

/** One-line display form used in API responses: `{ label, url? }`. */
export function formatSource(s: CitationFields): { label: string; url?: string } {
  const { head, pmid, doi, url } = citationParts(s);
  const parts = [...head];
  if (pmid) parts.push(`PMID ${pmid}`);
  if (doi) parts.push(`doi:${doi}`);
  return url ? { label: parts.join(', '), url } : { label: parts.join(', ') };
}
