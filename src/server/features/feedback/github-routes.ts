import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminFeedbackItemSchema } from './service';
import {
  connectionTestResponseSchema,
  createIssueFromFeedback,
  getGithubConfig,
  githubConfigBodySchema,
  githubConfigResponseSchema,
  githubIssueSchema,
  issueListQuerySchema,
  issuePatchSchema,
  listGithubIssues,
  saveGithubConfig,
  testGithubConnection,
  updateGithubIssue,
  type GithubDeps,
} from './github-service';
import type { FeatureDeps } from '../../lib/feature-deps';

/**
 * The GitHub integration (SPEC §7), per institution, for the feedback-admin roles. The token is
 * write-only: responses say whether one is set and show its last four characters.
 */
export async function githubRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireRoute('/admin/feedback');
  const gh: GithubDeps = {
    db: deps.db.db,
    encryptionKey: deps.secrets.encryptionKey,
    defaultApiUrl: deps.env.GITHUB_API_URL,
    allowedApiUrls: deps.env.GITHUB_API_ALLOWED_URLS,
    now: deps.now,
  };
  const tags = ['github'];

  r.get(
    '/api/admin/github/config',
    { preHandler: admin, schema: { tags, response: { 200: githubConfigResponseSchema } } },
    async (request) => getGithubConfig(gh, request.authUser!),
  );

  r.put(
    '/api/admin/github/config',
    {
      preHandler: admin,
      schema: {
        tags,
        description:
          'Saves owner, repo, token, apiUrl and enabled. A blank token keeps the saved one; a ' +
          'blank apiUrl means the server default.',
        body: githubConfigBodySchema,
        response: { 200: githubConfigResponseSchema },
      },
    },
    async (request) =>
      saveGithubConfig(gh, request.authUser!, request.body, String(request.id), request.log),
  );

  r.post(
    '/api/admin/github/test',
    { preHandler: admin, schema: { tags, response: { 200: connectionTestResponseSchema } } },
    async (request) => testGithubConnection(gh, request.authUser!),
  );

  r.get(
    '/api/admin/github/issues',
    {
      preHandler: admin,
      schema: {
        tags,
        querystring: issueListQuerySchema,
        response: { 200: z.object({ issues: z.array(githubIssueSchema) }) },
      },
    },
    async (request) => ({ issues: await listGithubIssues(gh, request.authUser!, request.query) }),
  );

  r.patch(
    '/api/admin/github/issues/:number',
    {
      preHandler: admin,
      schema: {
        tags,
        params: z.object({ number: z.coerce.number().int().min(1).max(2_147_483_647) }),
        body: issuePatchSchema,
        response: { 200: githubIssueSchema },
      },
    },
    async (request) =>
      updateGithubIssue(
        gh,
        request.authUser!,
        request.params.number,
        request.body,
        String(request.id),
      ),
  );

  r.post(
    '/api/admin/feedback/:id/github-issue',
    {
      preHandler: admin,
      schema: {
        tags,
        description:
          'Files the feedback item as a GitHub issue and links it (metadata.linkedIssue).',
        params: z.object({ id: z.uuid() }),
        response: { 201: adminFeedbackItemSchema },
      },
    },
    async (request, reply) => {
      const item = await createIssueFromFeedback(
        gh,
        request.authUser!,
        request.params.id,
        String(request.id),
      );
      return reply.status(201).send(item);
    },
  );
}
