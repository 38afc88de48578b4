import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DomainError } from '../../../core/errors';
import { buildIssueBody, issueLabels, issueTitle, LABEL_MAX_LENGTH } from '../../../core/feedback';
import {
  ISSUE_TRACKER_CONFIG_MESSAGES,
  sanitizeText,
  validateIssueTrackerConfig,
} from '../../../core/validation';
import type { Db } from '../../../db/client';
import { feedbackItems, githubConfigs } from '../../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../../lib/audit';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { getFeedback, rowToItem, type AdminFeedbackItem } from './service';
import {
  createGithubClient,
  GithubCallError,
  type GithubClient,
  type GithubIssue,
  type GithubTarget,
} from './github-client';

/** SPEC §8 texts. */
export const GITHUB_MESSAGES = {
  notConfigured: 'GitHub integration not configured',
  notEnabled: 'GitHub integration not enabled',
  apiError: (message: string) => `GitHub API error: ${message}`,
  connected: 'Successfully connected to GitHub repository',
  connectFailed: 'Failed to connect to repository',
  connectionFailed: 'Connection failed',
  saveFailed: 'Failed to save GitHub configuration',
} as const;

export interface GithubDeps {
  db: Db;
  /** AES-256 key for the token at rest. */
  encryptionKey: Buffer;
  /** The server's GITHUB_API_URL, used when the institution set no API URL of its own. */
  defaultApiUrl: string;
  /**
   * Other API origins an institution may choose (GitHub Enterprise). The server sends the saved
   * token to whatever URL is configured, so an arbitrary URL would let an admin aim server-side
   * requests at internal hosts; only the default and these origins are accepted.
   */
  allowedApiUrls?: readonly string[];
  now: () => number;
  /** Tests pass a client factory to count calls; production uses Octokit. */
  clientFor?: (target: GithubTarget) => GithubClient;
}

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

export const githubConfigResponseSchema = z.object({
  configured: z.boolean(),
  enabled: z.boolean(),
  owner: z.string(),
  repo: z.string(),
  /** The institution's own API URL; null means the server default below. */
  apiUrl: z.string().nullable(),
  defaultApiUrl: z.string(),
  tokenSet: z.boolean(),
  /** Enough to recognise which token is saved; the token itself never leaves the server. */
  tokenLast4: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type GithubConfigResponse = z.infer<typeof githubConfigResponseSchema>;

/**
 * The body as the config form sends it. Field checks and their exact SPEC §5 messages are core's
 * `validateIssueTrackerConfig`, so this schema only documents the shape (and lets any value
 * through to it).
 */
export const githubConfigBodySchema = z.object({
  enabled: z.unknown().optional(),
  owner: z.unknown().optional(),
  repo: z.unknown().optional(),
  token: z.unknown().optional(),
  apiUrl: z.unknown().optional(),
});

export const connectionTestResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** What went wrong, e.g. "Bad credentials" (HTTP 401), when the test failed. */
  detail: z.string().optional(),
  status: z.number().optional(),
  repository: z.object({ fullName: z.string(), url: z.string(), private: z.boolean() }).optional(),
});

export const githubIssueSchema = z.object({
  number: z.number(),
  title: z.string(),
  state: z.string(),
  url: z.string(),
  labels: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  comments: z.number(),
  author: z.string().nullable(),
});

const labelList = z
  .string()
  .max(500)
  .transform((s) =>
    s
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean),
  );

export const issueListQuerySchema = z.object({
  state: z.enum(['open', 'closed', 'all']).default('open'),
  /** Comma-separated label names; an issue must carry all of them (GitHub's rule). */
  labels: labelList.optional(),
  since: z.iso.datetime({ offset: true }).optional(),
  sort: z.enum(['created', 'updated', 'comments']).default('created'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  creator: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,39}$/)
    .optional(),
  assignee: z
    .string()
    .regex(/^([A-Za-z0-9-]{1,39}|none|\*)$/)
    .optional(),
  perPage: z.coerce.number().int().min(1).max(100).default(30),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type IssueListQuery = z.infer<typeof issueListQuerySchema>;

export const issuePatchSchema = z
  .object({
    title: z.string().trim().min(1).max(256).optional(),
    body: z.string().max(65_536).optional(),
    state: z.enum(['open', 'closed']).optional(),
    stateReason: z.enum(['completed', 'not_planned', 'reopened']).optional(),
    labels: z.array(z.string().trim().min(1).max(LABEL_MAX_LENGTH)).max(20).optional(),
  })
  .strict()
  .refine((p) => Object.values(p).some((v) => v !== undefined), {
    message: 'Nothing to change: send title, body, state, stateReason or labels',
  });
export type IssuePatchBody = z.infer<typeof issuePatchSchema>;

// ---------------------------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------------------------

type ConfigRow = typeof githubConfigs.$inferSelect;

async function loadConfig(db: Db, institutionId: string): Promise<ConfigRow | undefined> {
  const [row] = await db
    .select()
    .from(githubConfigs)
    .where(eq(githubConfigs.institutionId, institutionId));
  return row;
}

function toConfigResponse(row: ConfigRow | undefined, defaultApiUrl: string): GithubConfigResponse {
  if (!row) {
    return {
      configured: false,
      enabled: false,
      owner: '',
      repo: '',
      apiUrl: null,
      defaultApiUrl,
      tokenSet: false,
      tokenLast4: null,
      updatedAt: null,
    };
  }
  return {
    configured: true,
    enabled: row.enabled,
    owner: row.owner,
    repo: row.repo,
    apiUrl: row.apiUrl,
    defaultApiUrl,
    tokenSet: row.tokenEncrypted !== '',
    tokenLast4: row.tokenLast4 || null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getGithubConfig(deps: GithubDeps, user: AuthUser) {
  return toConfigResponse(await loadConfig(deps.db, user.institutionId), deps.defaultApiUrl);
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

/**
 * Saves the institution's configuration (SPEC §3, §5). Validation is core's, with the exact SPEC
 * messages, all of them at once. Once a token is saved, the form may leave the token blank to keep
 * it. A blank API URL means the server's default. Anything that goes wrong after validation is
 * 'Failed to save GitHub configuration' (SPEC §8); the cause is logged, never shown.
 */
function isAllowedApiUrl(apiUrl: string, deps: GithubDeps): boolean {
  const origin = (u: string) => {
    try {
      return new URL(u).origin;
    } catch {
      return null;
    }
  };
  const allowed = [deps.defaultApiUrl, ...(deps.allowedApiUrls ?? [])].map(origin);
  return allowed.includes(origin(apiUrl));
}

export async function saveGithubConfig(
  deps: GithubDeps,
  user: AuthUser,
  body: unknown,
  requestId: string,
  log: { error: (obj: object, msg: string) => void } = console,
): Promise<GithubConfigResponse> {
  const existing = await loadConfig(deps.db, user.institutionId);
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : body;
  const validation = existing
    ? validateIssueTrackerConfig(raw, { tokenOptional: true })
    : validateIssueTrackerConfig(raw);
  if (!validation.valid) {
    throw new DomainError('validation', validation.errors.join('; '), {
      errors: validation.errors,
    });
  }
  const config = validation.config;
  const apiUrl =
    typeof raw === 'object' && raw !== null && !isBlank((raw as { apiUrl?: unknown }).apiUrl)
      ? config.apiUrl
      : null;
  if (apiUrl !== null && !isAllowedApiUrl(apiUrl, deps)) {
    throw new DomainError(
      'validation',
      'API URL is not allowed on this server; an administrator must add it to GITHUB_API_ALLOWED_URLS',
    );
  }
  try {
    const nowMs = deps.now();
    const token = config.token;
    const sealed = token ? encryptSecret(deps.encryptionKey, token) : existing?.tokenEncrypted;
    const last4 = token ? token.slice(-4) : (existing?.tokenLast4 ?? '');
    if (!sealed) throw new DomainError('validation', ISSUE_TRACKER_CONFIG_MESSAGES.tokenRequired);
    const values = {
      institutionId: user.institutionId,
      enabled: config.enabled,
      owner: config.owner,
      repo: config.repo,
      apiUrl,
      tokenEncrypted: sealed,
      tokenLast4: last4,
      updatedAt: new Date(nowMs),
      updatedBy: user.id,
    };
    await deps.db.transaction(async (tx) => {
      await tx
        .insert(githubConfigs)
        .values(values)
        .onConflictDoUpdate({ target: githubConfigs.institutionId, set: values });
      await writeAudit(tx, {
        actorId: user.id,
        institutionId: user.institutionId,
        action: existing ? 'github.config.update' : 'github.config.create',
        entityType: 'github_config',
        entityId: user.institutionId,
        // Never the token: only whether it changed.
        details: {
          enabled: config.enabled,
          owner: config.owner,
          repo: config.repo,
          apiUrl,
          tokenChanged: Boolean(token),
        },
        requestId,
      });
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    log.error({ err: error }, 'saving the GitHub configuration failed');
    throw new DomainError('unavailable', GITHUB_MESSAGES.saveFailed);
  }
  return getGithubConfig(deps, user);
}

/** The saved target, decrypted. `requireEnabled` is false only for the connection test. */
async function resolveTarget(
  deps: GithubDeps,
  user: AuthUser,
  requireEnabled: boolean,
): Promise<GithubTarget> {
  const row = await loadConfig(deps.db, user.institutionId);
  if (!row) throw new DomainError('conflict', GITHUB_MESSAGES.notConfigured);
  if (requireEnabled && !row.enabled) throw new DomainError('conflict', GITHUB_MESSAGES.notEnabled);
  let token: string;
  try {
    token = decryptSecret(deps.encryptionKey, row.tokenEncrypted);
  } catch {
    // The server secret changed since the token was saved: it has to be entered again.
    throw new DomainError('conflict', GITHUB_MESSAGES.notConfigured, {
      reason: 'The saved token can no longer be read; enter it again.',
    });
  }
  return { apiUrl: row.apiUrl ?? deps.defaultApiUrl, owner: row.owner, repo: row.repo, token };
}

function clientFor(deps: GithubDeps, target: GithubTarget): GithubClient {
  return (deps.clientFor ?? createGithubClient)(target);
}

function apiError(error: unknown): DomainError {
  const message = error instanceof GithubCallError ? error.message : 'unexpected failure';
  const status = error instanceof GithubCallError ? error.status : null;
  return new DomainError('bad_gateway', GITHUB_MESSAGES.apiError(message), { status });
}

/**
 * SPEC §7 connection test: GET /repos/{owner}/{repo} with the saved settings, enabled or not, so
 * a configuration can be checked before it is switched on. GitHub answering with an error is
 * 'Failed to connect to repository'; no answer at all is 'Connection failed'.
 */
export async function testGithubConnection(deps: GithubDeps, user: AuthUser) {
  const target = await resolveTarget(deps, user, false);
  try {
    const repo = await clientFor(deps, target).getRepository();
    return {
      success: true,
      message: GITHUB_MESSAGES.connected,
      repository: { fullName: repo.fullName, url: repo.url, private: repo.private },
    };
  } catch (error) {
    const e = error instanceof GithubCallError ? error : new GithubCallError('unexpected', null);
    return e.status === null
      ? { success: false, message: GITHUB_MESSAGES.connectionFailed, detail: e.message }
      : {
          success: false,
          message: GITHUB_MESSAGES.connectFailed,
          detail: e.message,
          status: e.status,
        };
  }
}

// ---------------------------------------------------------------------------------------------
// Issues
// ---------------------------------------------------------------------------------------------

/**
 * Files a feedback item as a GitHub issue (SPEC §7): title, a body from core's buildIssueBody
 * (sanitised, PHI-redacted) and core's labels. The issue's number, url and created_at are stored in
 * the item's metadata.linkedIssue. An item is filed once: if two admins file it at the same time,
 * the second issue is closed as not planned and the second caller gets a conflict.
 */
export async function createIssueFromFeedback(
  deps: GithubDeps,
  user: AuthUser,
  feedbackId: string,
  requestId: string,
): Promise<AdminFeedbackItem> {
  const [row] = await deps.db
    .select()
    .from(feedbackItems)
    .where(
      and(eq(feedbackItems.id, feedbackId), eq(feedbackItems.institutionId, user.institutionId)),
    );
  if (!row) throw new DomainError('not_found', 'Feedback item not found');
  const linked = row.metadata.linkedIssue;
  if (linked) {
    throw new DomainError(
      'conflict',
      `This feedback is already linked to GitHub issue #${linked.number}`,
    );
  }
  const target = await resolveTarget(deps, user, true);
  const client = clientFor(deps, target);
  const item = rowToItem(row);
  let issue: GithubIssue;
  try {
    issue = await client.createIssue({
      title: issueTitle(item),
      body: buildIssueBody(item),
      labels: issueLabels(item),
    });
  } catch (error) {
    throw apiError(error);
  }
  const linkedIssue = { number: issue.number, url: issue.url, created_at: issue.createdAt };
  const stored = await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(feedbackItems)
      .set({
        metadata: sql`jsonb_set(${feedbackItems.metadata}, '{linkedIssue}', ${JSON.stringify(linkedIssue)}::jsonb)`,
        updatedAt: new Date(deps.now()),
      })
      .where(
        and(
          eq(feedbackItems.id, feedbackId),
          sql`${feedbackItems.metadata} -> 'linkedIssue' is null`,
        ),
      )
      .returning({ id: feedbackItems.id });
    if (updated.length === 0) return false;
    await writeAudit(tx, {
      actorId: user.id,
      institutionId: user.institutionId,
      action: 'github.issue.create',
      entityType: 'feedback_item',
      entityId: feedbackId,
      details: { owner: target.owner, repo: target.repo, issueNumber: issue.number },
      requestId,
    });
    return true;
  });
  if (!stored) {
    await client
      .updateIssue(issue.number, { state: 'closed', stateReason: 'not_planned' })
      .catch(() => undefined);
    throw new DomainError('conflict', 'This feedback was filed as a GitHub issue meanwhile');
  }
  return getFeedback(deps.db, user, feedbackId);
}

export async function listGithubIssues(deps: GithubDeps, user: AuthUser, query: IssueListQuery) {
  const target = await resolveTarget(deps, user, true);
  try {
    return await clientFor(deps, target).listIssues({
      state: query.state,
      sort: query.sort,
      direction: query.direction,
      perPage: query.perPage,
      page: query.page,
      ...(query.labels ? { labels: query.labels } : {}),
      ...(query.since ? { since: query.since } : {}),
      ...(query.creator ? { creator: query.creator } : {}),
      ...(query.assignee ? { assignee: query.assignee } : {}),
    });
  } catch (error) {
    throw apiError(error);
  }
}

/** SPEC §7 issue update. Text goes through the same sanitiser as feedback (SPEC §5). */
export async function updateGithubIssue(
  deps: GithubDeps,
  user: AuthUser,
  issueNumber: number,
  patch: IssuePatchBody,
  requestId: string,
) {
  const target = await resolveTarget(deps, user, true);
  const clean = (s: string) => sanitizeText(s).trim();
  let issue: GithubIssue;
  try {
    issue = await clientFor(deps, target).updateIssue(issueNumber, {
      ...(patch.title !== undefined ? { title: clean(patch.title).replace(/\s+/g, ' ') } : {}),
      ...(patch.body !== undefined ? { body: clean(patch.body) } : {}),
      ...(patch.state ? { state: patch.state } : {}),
      ...(patch.stateReason ? { stateReason: patch.stateReason } : {}),
      ...(patch.labels ? { labels: patch.labels.map(clean).filter(Boolean) } : {}),
    });
  } catch (error) {
    throw apiError(error);
  }
  await writeAudit(deps.db, {
    actorId: user.id,
    institutionId: user.institutionId,
    action: 'github.issue.update',
    entityType: 'github_issue',
    entityId: `${target.owner}/${target.repo}#${issueNumber}`,
    details: { fields: Object.keys(patch) },
    requestId,
  });
  return issue;
}
