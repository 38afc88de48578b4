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
    year: z.number().int().min(1950).max(2030).optional(),
    url: z.url().optional(),
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
    if (s.kind === 'cpic' && !s.year) {
      ctx.addIssue({ code: 'custom', message: 'a CPIC source must carry its guideline year' });
    }
  });
export type Source = z.infer<typeof sourceSchema>;

export const sourcesSchema = z.array(sourceSchema).min(1, 'every record needs at least one source');

/**
 * One-line display form used in API responses: `{ label, url? }`. The year is added only when the
 * citation does not already carry it ("… Lancet 2021" must not read "Lancet 2021, 2021").
 */
export function formatSource(s: Source): { label: string; url?: string } {
  const parts = [s.title];
  if (s.section) parts.push(`§ ${s.section}`);
  if (s.year && !new RegExp(`\\b${s.year}\\b`).test(s.title)) parts.push(String(s.year));
  if (s.pmid) parts.push(`PMID ${s.pmid}`);
  const url = s.url ?? (s.pmid ? `https://pubmed.ncbi.nlm.nih.gov/${s.pmid}/` : undefined);
  return url ? { label: parts.join(', '), url } : { label: parts.join(', ') };
}
