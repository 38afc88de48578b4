import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { precisionMatchBodySchema, precisionMatchResponseSchema } from '../../../core/precision';
import type { FeatureDeps } from '../../lib/feature-deps';
import { createPatientPrivacy } from '../../lib/patient-privacy';
import { buildPrecisionKnowledge } from '../../lib/precision-knowledge';
import { matchRequest, patientPrecision, type PrecisionContext } from './service';

const patientIdParams = z.object({ id: z.uuid() });

/**
 * Precision oncology (issue 23): a tumour's biomarkers matched to biomarker-defined therapies and
 * resistance markers. Any signed-in role may match a report it types in (no patient data); a
 * patient's matches follow the patient-record rules (institution scope, de-identification, audit).
 */
export async function precisionRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: PrecisionContext = {
    db: deps.db.db,
    precision: buildPrecisionKnowledge(deps.knowledge),
    privacy: createPatientPrivacy(deps.secrets),
  };
  const signedIn = { onRequest: app.requireUser };
  const tags = ['precision'];

  r.post(
    '/api/precision/match',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Matches a tumour’s biomarkers to FDA-labelled, guideline and trial evidence and to ' +
          'resistance markers: exact cancer first, tumour-agnostic next, other cancers last; ' +
          'biomarkers no record knows are listed as unmatched (not in the knowledge base).',
        body: precisionMatchBodySchema,
        response: { 200: precisionMatchResponseSchema },
      },
    },
    async (request) => matchRequest(ctx, request.body),
  );

  r.get(
    '/api/patients/:id/precision',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'The same match from the patient’s recorded tumour findings and cancer diagnosis ' +
          '(de-identified for researchers and students; audited).',
        params: patientIdParams,
        response: { 200: precisionMatchResponseSchema },
      },
    },
    async (request) => patientPrecision(ctx, request, request.params.id),
  );
}
