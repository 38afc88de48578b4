import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acknowledgeAlertSchema } from '../../../core/alerts';
import { alertEvaluationCache, registerAlertRefresher } from '../../lib/alert-cache';
import { createAlertEvaluator } from '../../lib/alert-evaluator';
import type { FeatureDeps } from '../../lib/feature-deps';
import { createPatientPrivacy } from '../../lib/patient-privacy';
import { addServerTiming } from '../../lib/server-timing';
import {
  alertIdParams,
  alertSchema,
  alertsResponseSchema,
  checkRegimenResponseSchema,
  checkRegimenSchema,
  cosignSchema,
  patientIdParams,
  pendingCosignResponseSchema,
} from './schemas';
import {
  acknowledgeAlert,
  checkPlannedRegimen,
  cosignAlert,
  getPatientAlerts,
  listPendingCosign,
  refreshStoredAlerts,
  type AlertsContext,
} from './service';

/** A patient's alerts, their acknowledgement and co-signature (issue 11). */
export async function alertRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: AlertsContext = {
    db: deps.db.db,
    kb: deps.knowledge,
    privacy: createPatientPrivacy(deps.secrets),
    evaluate: deps.alertEvaluator ?? createAlertEvaluator(deps.knowledge),
    now: deps.now,
    // The product's engine is pure in the record, knowledge and time; a test's stand-in is not.
    cache: deps.alertEvaluator ? null : alertEvaluationCache(deps.db.db),
  };
  addServerTiming(app);
  // The patient list counts alerts from the same store, brought up to date first.
  registerAlertRefresher(deps.db.db, (request, seen) => refreshStoredAlerts(ctx, request, seen));
  const tags = ['alerts'];
  // Authenticate on request: an anonymous call is a 401 before its body is even parsed.
  const signedIn = { onRequest: app.requireUser };

  r.get(
    '/api/patients/:id/alerts',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Checks the patient’s whole therapy now and answers the alerts at the caller’s role’s ' +
          'levels (all levels are stored and counted), with what could not be checked.',
        params: patientIdParams,
        response: { 200: alertsResponseSchema },
      },
    },
    async (request) => getPatientAlerts(ctx, request, request.params.id),
  );

  r.post(
    '/api/patients/:id/check-regimen',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Checks a regimen about to be ordered with the patient’s active therapy, labs, ' +
          'genotypes and treatment history (interactions, PGx, renal and hepatic function, ' +
          'pre-treatment labs, projected cumulative dose); stores nothing but the audit row, and ' +
          'answers what the regimen calculator needs from the record.',
        params: patientIdParams,
        body: checkRegimenSchema,
        response: { 200: checkRegimenResponseSchema },
      },
    },
    async (request) => checkPlannedRegimen(ctx, request, request.params.id, request.body),
  );

  r.post(
    '/api/alerts/:id/acknowledge',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Acknowledges an alert with a reason (canOverrideAlerts); for roles that require ' +
          'supervisor approval it is stored pending until an oncologist or pharmacist co-signs.',
        params: alertIdParams,
        body: acknowledgeAlertSchema,
        response: { 200: alertSchema },
      },
    },
    async (request) => acknowledgeAlert(ctx, request, request.params.id, request.body),
  );

  r.post(
    '/api/alerts/:id/cosign',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Approves or rejects (with a comment) an acknowledgement awaiting co-signature ' +
          '(oncologist, pharmacist).',
        params: alertIdParams,
        body: cosignSchema,
        response: { 200: alertSchema },
      },
    },
    async (request) => cosignAlert(ctx, request, request.params.id, request.body),
  );

  r.get(
    '/api/alerts/pending-cosign',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Acknowledgements awaiting co-signature in the institution (oncologist, pharmacist).',
        response: { 200: pendingCosignResponseSchema },
      },
    },
    async (request) => listPendingCosign(ctx, request),
  );
}
