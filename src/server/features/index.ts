import type { FastifyInstance } from 'fastify';
import { aiRoutes } from './ai/routes';
import { alertPolicyRoutes } from './alert-policy/routes';
import { alertRoutes } from './alerts/routes';
import { analyticsRoutes } from './analytics/routes';
import { careSessionRoutes } from './care-sessions/routes';
import { cdsHooksRoutes } from './cds-hooks/routes';
import { collaborationRoutes } from './collaboration/routes';
import { dosingRoutes } from './dosing/routes';
import { drugRoutes } from './drugs/routes';
import type { FeatureDeps } from '../lib/feature-deps';
import { feedbackRoutes } from './feedback/routes';
import { githubRoutes } from './feedback/github-routes';
import { fhirRoutes } from './fhir/routes';
import { interactionRoutes } from './interactions/routes';
import { knowledgeRoutes } from './knowledge/routes';
import { knowledgeGovernanceRoutes } from './knowledge-governance/routes';
import { learningRoutes } from './learning/routes';
import { patientRoutes } from './patients/routes';
import { pgxRoutes } from './pgx/routes';
import { precisionRoutes } from './precision/routes';
import { protocolRoutes } from './protocols/routes';
import { regimenRoutes } from './regimens/routes';
import { researchRoutes } from './research/routes';
import { trialRoutes } from './trials/routes';
import { treatmentPlanRoutes } from './treatment-plans/routes';

/** Every feature's API. Each plugin owns one area and receives the same dependencies. */
export async function registerFeatureRoutes(
  app: FastifyInstance,
  deps: FeatureDeps,
): Promise<void> {
  for (const plugin of [
    drugRoutes,
    interactionRoutes,
    knowledgeRoutes,
    knowledgeGovernanceRoutes,
    pgxRoutes,
    precisionRoutes,
    dosingRoutes,
    regimenRoutes,
    protocolRoutes,
    feedbackRoutes,
    githubRoutes,
    patientRoutes,
    alertRoutes,
    alertPolicyRoutes,
    careSessionRoutes,
    cdsHooksRoutes,
    fhirRoutes,
    trialRoutes,
    learningRoutes,
    collaborationRoutes,
    aiRoutes,
    analyticsRoutes,
    researchRoutes,
    treatmentPlanRoutes,
  ]) {
    await app.register(async (scope) => plugin(scope, deps));
  }
}
