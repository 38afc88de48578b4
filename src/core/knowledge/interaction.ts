import { z } from 'zod';
import { sourcesSchema } from './source';

export const severitySchema = z.enum(['contraindicated', 'major', 'moderate', 'minor']);
export type Severity = z.infer<typeof severitySchema>;
export const SEVERITY_ORDER: readonly Severity[] = [
  'contraindicated',
  'major',
  'moderate',
  'minor',
];

export const evidenceSchema = z.enum(['established', 'probable', 'suspected', 'theoretical']);
export type Evidence = z.infer<typeof evidenceSchema>;
export const EVIDENCE_ORDER: readonly Evidence[] = [
  'established',
  'probable',
  'suspected',
  'theoretical',
];

/** One side of a curated interaction: a single drug (by drug id) or a named drug group. */
export const participantSchema = z.union([
  z.object({ drug: z.string().min(2) }).strict(),
  z.object({ group: z.string().min(2) }).strict(),
]);
export type Participant = z.infer<typeof participantSchema>;

export const managementActionSchema = z.enum([
  'avoid',
  'adjust-dose',
  'separate-administration',
  'monitor',
  'substitute',
  'no-action-needed',
]);

export const curatedInteractionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    a: participantSchema,
    b: participantSchema,
    severity: severitySchema,
    evidence: evidenceSchema,
    mechanism: z
      .object({
        type: z.enum(['pharmacokinetic', 'pharmacodynamic', 'mixed']),
        text: z.string().min(10),
      })
      .strict(),
    /** The clinical consequence, paraphrased. */
    effect: z.string().min(10),
    onset: z.enum(['rapid', 'delayed', 'not-specified']),
    management: z
      .object({
        action: managementActionSchema,
        /** A concrete instruction: a dose, an interval in hours, what to monitor and when. */
        text: z.string().min(15),
      })
      .strict(),
    /** Patient factors that raise the risk (Lexicomp "dependencies"), e.g. 'QTc > 470 ms', 'CrCl < 30'. */
    riskFactors: z.array(z.string()).default([]),
    sources: sourcesSchema,
  })
  .strict();
export type CuratedInteraction = z.infer<typeof curatedInteractionSchema>;
export type CuratedInteractionInput = z.input<typeof curatedInteractionSchema>;

/**
 * A named group used by class rules, e.g. 'strong-cyp3a4-inhibitors'. Members are listed explicitly
 * (never computed at run time) so a reviewer can read exactly what a rule covers.
 */
export const drugGroupSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: z.string().min(3),
    description: z.string().min(10),
    members: z.array(z.string()).min(1),
    sources: sourcesSchema,
  })
  .strict();
export type DrugGroup = z.infer<typeof drugGroupSchema>;
