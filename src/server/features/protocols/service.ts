import { z } from 'zod';
import { DomainError } from '../../../core/errors';
import {
  protocolCategorySchema,
  protocolDrugIds,
  protocolSchema,
  type Protocol,
} from '../../../core/knowledge/protocol';
import { cancerSchema } from '../../../core/knowledge/regimen';
import type { KnowledgeBase } from '../../lib/knowledge-base';

const drugRefSchema = z.object({ id: z.string(), rxcui: z.string().nullable(), name: z.string() });

export const protocolListQuerySchema = z
  .object({
    /** Matches the name, summary and id (case-insensitive substring). */
    q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
    category: protocolCategorySchema.optional(),
  })
  .strict();
export type ProtocolListQuery = z.infer<typeof protocolListQuerySchema>;

export const protocolIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

const protocolSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  category: protocolCategorySchema,
  summary: z.string(),
  cancers: z.array(cancerSchema),
  stepCount: z.number(),
});
export type ProtocolSummary = z.infer<typeof protocolSummarySchema>;

export const protocolListResponseSchema = z.object({
  protocols: z.array(protocolSummarySchema),
  total: z.number(),
});
export type ProtocolListResponse = z.infer<typeof protocolListResponseSchema>;

/** The whole protocol, plus every drug it names resolved to `{ id, rxcui, name }` for display. */
export const protocolDetailSchema = z.object({
  ...protocolSchema.shape,
  drugs: z.array(drugRefSchema),
});
export type ProtocolDetail = z.infer<typeof protocolDetailSchema>;

function summarise(p: Protocol): ProtocolSummary {
  return {
    id: p.id,
    name: p.name,
    category: p.category,
    summary: p.summary,
    cancers: p.appliesTo.cancers,
    stepCount: p.steps.length,
  };
}

export function listProtocols(kb: KnowledgeBase, query: ProtocolListQuery): ProtocolListResponse {
  const q = query.q?.toLowerCase();
  const protocols = kb.protocols
    .filter((p) => !query.category || p.category === query.category)
    .filter((p) => !q || [p.id, p.name, p.summary].some((t) => t.toLowerCase().includes(q)))
    .map(summarise);
  return { protocols, total: protocols.length };
}

export function getProtocol(kb: KnowledgeBase, id: string): ProtocolDetail {
  const protocol = kb.protocols.find((p) => p.id === id);
  if (!protocol) throw new DomainError('not_found', `No protocol with id "${id}"`);
  return {
    ...protocol,
    drugs: protocolDrugIds(protocol).map((drugId) => {
      const drug = kb.drugsById.get(drugId);
      return { id: drugId, rxcui: drug?.rxcui ?? null, name: drug?.name ?? drugId };
    }),
  };
}
