import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bsa,
  bsaBodySchema,
  bsaResponseSchema,
  carboplatin,
  carboplatinBodySchema,
  carboplatinResponseSchema,
  renal,
  renalBodySchema,
  renalResponseSchema,
} from './service';
import type { FeatureDeps } from '../../lib/feature-deps';

/**
 * Dosing calculators. They serve the /clinical page, so they follow its SPEC §2 rule (oncologist,
 * pharmacist, nurse): an endpoint is open to the roles that may open the page it belongs to.
 * They read and write no patient data, so nothing is audited.
 */
export async function dosingRoutes(app: FastifyInstance, _deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = app.requireRoute('/clinical');

  r.post(
    '/api/dosing/bsa',
    {
      preValidation: guard,
      schema: { tags: ['dosing'], body: bsaBodySchema, response: { 200: bsaResponseSchema } },
    },
    async (request) => bsa(request.body),
  );

  r.post(
    '/api/dosing/renal',
    {
      preValidation: guard,
      schema: { tags: ['dosing'], body: renalBodySchema, response: { 200: renalResponseSchema } },
    },
    async (request) => renal(request.body),
  );

  r.post(
    '/api/dosing/carboplatin',
    {
      preValidation: guard,
      schema: {
        tags: ['dosing'],
        body: carboplatinBodySchema,
        response: { 200: carboplatinResponseSchema },
      },
    },
    async (request) => carboplatin(request.body),
  );
}
