import { z } from 'zod';
import { MIN_ISSUE_TRACKER_TOKEN_LENGTH } from '../config/constants';

/**
 * Issue-tracker (GitHub) configuration (SPEC §3, §5, §7, §8).
 *
 * The five SPEC messages are exact. Beyond the SPEC, owner and repository names are limited to
 * GitHub's character sets, because they become path segments of `/repos/{owner}/{repo}` and a "/"
 * or ".." there would address a different API resource. A missing or blank API URL means the
 * provider's public API (SPEC §7), and a trailing slash is dropped so paths join cleanly.
 * Validation does not depend on `enabled`: a saved, disabled config is still a well-formed one.
 */

/** The provider's public API (SPEC §7: "default the provider's public API"). */
export const DEFAULT_ISSUE_TRACKER_API_URL = 'https://api.github.com';
/** GitHub's own limit on repository names. */
export const MAX_REPOSITORY_NAME_LENGTH = 100;

export const ISSUE_TRACKER_CONFIG_MESSAGES = {
  notAnObject: 'Issue-tracker configuration must be an object',
  enabledNotBoolean: 'Enabled must be true or false',
  ownerRequired: 'Repository owner is required',
  ownerInvalid: 'Repository owner may contain only letters, digits, hyphens and underscores',
  repoRequired: 'Repository name is required',
  repoInvalid: 'Repository name may contain only letters, digits, hyphens, underscores and dots',
  tokenRequired: 'GitHub token is required',
  tokenTooShort: 'GitHub token appears to be invalid (too short)',
  apiUrlNotHttps: 'API URL must use HTTPS',
  apiUrlInvalid: 'API URL is not a valid URL',
} as const;
const M = ISSUE_TRACKER_CONFIG_MESSAGES;

const OWNER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** Letters, digits, "-", "_", "." but never "." or ".." alone. */
const REPO_PATTERN = /^(?!\.\.?$)[A-Za-z0-9_.-]+$/;

const ownerSchema = z
  .string({ error: M.ownerRequired })
  .trim()
  .min(1, { error: M.ownerRequired, abort: true })
  .regex(OWNER_PATTERN, M.ownerInvalid);

const repoSchema = z
  .string({ error: M.repoRequired })
  .trim()
  .min(1, { error: M.repoRequired, abort: true })
  .max(MAX_REPOSITORY_NAME_LENGTH, M.repoInvalid)
  .regex(REPO_PATTERN, M.repoInvalid);

const tokenSchema = z
  .string({ error: M.tokenRequired })
  .trim()
  .min(1, { error: M.tokenRequired, abort: true })
  .min(MIN_ISSUE_TRACKER_TOKEN_LENGTH, M.tokenTooShort);

const apiUrlSchema = z.preprocess(
  (value) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
      ? DEFAULT_ISSUE_TRACKER_API_URL
      : value,
  z
    .string({ error: M.apiUrlNotHttps })
    .trim()
    .refine((url) => url.toLowerCase().startsWith('https://'), {
      error: M.apiUrlNotHttps,
      abort: true,
    })
    .refine((url) => URL.canParse(url), M.apiUrlInvalid)
    .transform((url) => url.replace(/\/+$/, '')),
);

const baseShape = {
  enabled: z.boolean({ error: M.enabledNotBoolean }).default(false),
  owner: ownerSchema,
  repo: repoSchema,
  token: tokenSchema,
  apiUrl: apiUrlSchema,
};

/** A complete configuration, as saved the first time or when the token changes. */
export const issueTrackerConfigSchema = z.object(baseShape, { error: M.notAnObject });
export type IssueTrackerConfig = z.output<typeof issueTrackerConfigSchema>;
export type IssueTrackerConfigInput = z.input<typeof issueTrackerConfigSchema>;

/**
 * An update to a saved configuration: the token may be left out, and a blank token means the same,
 * so a form that never shows the saved token can resubmit the other fields. A token that is sent is
 * checked like a new one.
 */
export const issueTrackerConfigUpdateSchema = z.object(
  {
    ...baseShape,
    token: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      tokenSchema.optional(),
    ),
  },
  { error: M.notAnObject },
);
export type IssueTrackerConfigUpdate = z.output<typeof issueTrackerConfigUpdateSchema>;

export type IssueTrackerConfigValidation<T> =
  { valid: true; errors: []; config: T } | { valid: false; errors: string[] };

function collect<T>(
  result: { success: true; data: T } | { success: false; error: z.ZodError },
): IssueTrackerConfigValidation<T> {
  if (result.success) return { valid: true, errors: [], config: result.data };
  const errors = [...new Set(result.error.issues.map((issue) => issue.message))];
  return { valid: false, errors };
}

/**
 * Validates a configuration and returns every problem at once, in field order (owner, repo, token,
 * API URL), so the settings form can list them together. With `{ tokenOptional: true }` it
 * validates an update that keeps the saved token.
 */
export function validateIssueTrackerConfig(
  config: unknown,
  options: { tokenOptional: true },
): IssueTrackerConfigValidation<IssueTrackerConfigUpdate>;
export function validateIssueTrackerConfig(
  config: unknown,
  options?: { tokenOptional?: false },
): IssueTrackerConfigValidation<IssueTrackerConfig>;
export function validateIssueTrackerConfig(
  config: unknown,
  options: { tokenOptional?: boolean } = {},
): IssueTrackerConfigValidation<IssueTrackerConfig | IssueTrackerConfigUpdate> {
  return options.tokenOptional
    ? collect(issueTrackerConfigUpdateSchema.safeParse(config))
    : collect(issueTrackerConfigSchema.safeParse(config));
}
