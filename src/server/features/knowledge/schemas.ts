/** The response allow-list lives in core, where the client reads the same schema. */
export {
  knowledgeChangesResponseSchema,
  type KnowledgeChangesResponse,
} from '../../../core/knowledge/changes';
