import { z } from 'zod';
import { recordKindSchema } from '../../../core/knowledge/changes';

const countsSchema = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
});

/** `GET /api/knowledge/changes`: what changed since the previous knowledge-base version. */
export const knowledgeChangesResponseSchema = z.object({
  version: z.string(),
  previousVersion: z.string(),
  /** YYYY-MM-DD. */
  releasedOn: z.string(),
  summary: z.string(),
  counts: countsSchema,
  /** One row per kind of record, in a fixed order, including kinds with no change. */
  byKind: z.array(countsSchema.extend({ kind: recordKindSchema })),
  /** By kind, then added / changed / removed, then name. */
  changes: z.array(
    z.object({
      kind: recordKindSchema,
      id: z.string(),
      /** Display name (a drug's name, "A + B" for an interaction); the id for a removed record. */
      name: z.string(),
      change: z.enum(['added', 'changed', 'removed']),
      reason: z.string(),
    }),
  ),
});
export type KnowledgeChangesResponse = z.infer<typeof knowledgeChangesResponseSchema>;
