import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../lib/feature-deps';
import { policyChangeSchema, policyResponseSchema, tunableRulesResponseSchema } from './schemas';
import { changePolicy, listTunableRules, readPolicy, type PolicyContext } from './service';

/** The institution alert policy (issue 22): `GET` and `PUT /api/institution/alert-policy`. */
export async function alertPolicyRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: PolicyContext = { db: deps.db.db, kb: deps.knowledge, now: deps.now };
  const tags = ['alert-policy'];
  // onRequest: an anonymous call is a 401 before its body is validated.
  const signedIn = { onRequest: app.requireUser };

  r.get(
    '/api/institution/alert-policy',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'The caller’s institution’s alert policy: every entry (pending, in effect, history) with ' +
          'the knowledge base’s own severity beside the local one. Any member may read it.',
        response: { 200: policyResponseSchema },
      },
    },
    async (request) => readPolicy(ctx, request.authUser!),
  );

  r.get(
    '/api/institution/alert-policy/rules',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'The rules a committee can tune by rule (curated interaction records, lab threshold ' +
          'rules, duplicate-therapy classes: each with one fixed severity in the knowledge base), ' +
          'with that severity; `protected` marks critical label contraindications. Knowledge only, ' +
          'no patient data: any signed-in user.',
        response: { 200: tunableRulesResponseSchema },
      },
    },
    async () => listTunableRules(ctx),
  );

  r.put(
    '/api/institution/alert-policy',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'One change to the policy: `propose` (per rule or interaction pair, a severity change or ' +
          '"do not interrupt", with rationale and effective date), `approve` or `reject` (a ' +
          'different person from the proposer), `revert` (an entry in effect). Institution admins ' +
          'and holders of canReviewKnowledge only; critical label contraindications cannot be ' +
          'silenced or downgraded (409). Audited.',
        body: policyChangeSchema,
        response: { 200: policyResponseSchema },
      },
    },
    async (request) => changePolicy(ctx, request, request.body),
  );
}
