import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canAccessRoute } from '../../../core/access';
import { DomainError } from '../../../core/errors';
import {
  calculateRegimenDoses,
  getRegimen,
  listRegimens,
  regimenCalculateBodySchema,
  regimenCalculationResponseSchema,
  regimenDetailSchema,
  regimenIdParamsSchema,
  regimenListQuerySchema,
  regimenListResponseSchema,
} from './service';
import type { FeatureDeps } from '../../lib/feature-deps';

/**
 * Pages that use the regimen API. An endpoint is open to every role that may open a page using
 * it (SPEC §2): the /regimens page (oncologist) plans regimens, and /clinical (oncologist,
 * pharmacist, nurse) is where pharmacists verify and nurses double-check the doses before
 * administration. Researchers and students can open neither, so they get a 403.
 */
export const REGIMEN_API_PAGES = ['/regimens', '/clinical'] as const;

export async function regimenRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = [
    app.requireUser,
    async (request: FastifyRequest) => {
      const role = request.authUser?.role;
      if (!role || !REGIMEN_API_PAGES.some((page) => canAccessRoute(role, page))) {
        throw new DomainError('forbidden', "You don't have permission to access regimens.");
      }
    },
  ];

  r.get(
    '/api/regimens',
    {
      preValidation: guard,
      schema: {
        tags: ['regimens'],
        querystring: regimenListQuerySchema,
        response: { 200: regimenListResponseSchema },
      },
    },
    async (request) => listRegimens(deps.knowledge, request.query),
  );

  r.get(
    '/api/regimens/:id',
    {
      preValidation: guard,
      schema: {
        tags: ['regimens'],
        params: regimenIdParamsSchema,
        response: { 200: regimenDetailSchema },
      },
    },
    async (request) => getRegimen(deps.knowledge, request.params.id),
  );

  r.post(
    '/api/regimens/:id/calculate',
    {
      preValidation: guard,
      schema: {
        tags: ['regimens'],
        params: regimenIdParamsSchema,
        body: regimenCalculateBodySchema,
        response: { 200: regimenCalculationResponseSchema },
      },
    },
    async (request) => calculateRegimenDoses(deps.knowledge, request.params.id, request.body),
  );
}
