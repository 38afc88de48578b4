import { z } from 'zod';
import type { Drug } from '../knowledge/drug';
import { sourcesSchema } from '../knowledge/source';

const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/**
 * A same-class pair that standard regimens combine on purpose, so that the duplicate-therapy rule
 * reports it as a minor reminder instead of "duplicate therapy: avoid" (issue 12): a basal plus a
 * breakthrough opioid, dexamethasone as an antiemetic beside a regimen's own corticosteroid, the
 * two-NRTI backbone of HIV therapy. The data (with its sources) lives in `src/knowledge`.
 */
export const standardCombinationSchema = z
  .object({
    id: kebab,
    /** The class tag both drugs share (see `Drug.classTags`). */
    classTag: kebab,
    /**
     * When given, one drug of the pair must be one of these ids (dexamethasone as the antiemetic
     * or premedication beside any other corticosteroid); otherwise any two drugs of the class.
     */
    anyOf: z.array(kebab).min(1).optional(),
    /** Pairs of the class that the standard never combines (emtricitabine with lamivudine). */
    exceptPairs: z.array(z.tuple([kebab, kebab])).default([]),
    /** How regimens combine them, one line. */
    use: z.string().min(10),
    /** What to check instead of stopping one: a concrete instruction. */
    management: z.string().min(15),
    sources: sourcesSchema,
  })
  .strict();
export type StandardCombination = z.infer<typeof standardCombinationSchema>;
export type StandardCombinationInput = z.input<typeof standardCombinationSchema>;

/** The standard combination that covers this pair for the given shared class tag, if any. */
export function standardCombinationFor(
  combinations: readonly StandardCombination[],
  tag: string,
  a: Drug,
  b: Drug,
): StandardCombination | undefined {
  return combinations.find(
    (c) =>
      c.classTag === tag &&
      (!c.anyOf || c.anyOf.includes(a.id) || c.anyOf.includes(b.id)) &&
      !c.exceptPairs.some(([x, y]) => (x === a.id && y === b.id) || (x === b.id && y === a.id)),
  );
}
