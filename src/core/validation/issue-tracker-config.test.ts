import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ISSUE_TRACKER_API_URL,
  issueTrackerConfigSchema,
  validateIssueTrackerConfig,
} from './issue-tracker-config';

const TOKEN_40 = `ghp_${'A1b2C3d4E5'.repeat(3)}abcdef`;
const TOKEN_39 = TOKEN_40.slice(0, 39);
const good = { enabled: true, owner: 'onco-cds', repo: 'feedback.app', token: TOKEN_40 };

// SPEC §5 and §8, messages verbatim.
describe('validateIssueTrackerConfig', () => {
  it('the test tokens sit either side of the 40-character minimum', () => {
    expect([TOKEN_40.length, TOKEN_39.length]).toEqual([40, 39]);
  });

  it.each([
    ['complete config', good, []],
    ['token of exactly 40 characters', { ...good, token: TOKEN_40 }, []],
    ['fine-grained token', { ...good, token: `github_pat_${'x'.repeat(82)}` }, []],
    ['missing owner', { ...good, owner: undefined }, ['Repository owner is required']],
    ['blank owner', { ...good, owner: '   ' }, ['Repository owner is required']],
    ['missing repo', { ...good, repo: '' }, ['Repository name is required']],
    ['missing token', { ...good, token: undefined }, ['GitHub token is required']],
    ['blank token', { ...good, token: '  ' }, ['GitHub token is required']],
    [
      '39-character token',
      { ...good, token: TOKEN_39 },
      ['GitHub token appears to be invalid (too short)'],
    ],
    ['http API URL', { ...good, apiUrl: 'http://api.github.com' }, ['API URL must use HTTPS']],
    ['schemeless API URL', { ...good, apiUrl: 'api.github.com' }, ['API URL must use HTTPS']],
    ['ftp API URL', { ...good, apiUrl: 'ftp://x.org' }, ['API URL must use HTTPS']],
    ['https with no host', { ...good, apiUrl: 'https://' }, ['API URL is not a valid URL']],
    [
      'owner with a slash',
      { ...good, owner: 'onco/../admin' },
      ['Repository owner may contain only letters, digits, hyphens and underscores'],
    ],
    [
      'repo of two dots',
      { ...good, repo: '..' },
      ['Repository name may contain only letters, digits, hyphens, underscores and dots'],
    ],
    [
      'everything wrong, reported in field order',
      { owner: '', repo: '', token: 'short', apiUrl: 'http://x' },
      [
        'Repository owner is required',
        'Repository name is required',
        'GitHub token appears to be invalid (too short)',
        'API URL must use HTTPS',
      ],
    ],
    [
      'empty object',
      {},
      ['Repository owner is required', 'Repository name is required', 'GitHub token is required'],
    ],
    ['not an object', null, ['Issue-tracker configuration must be an object']],
  ])('%s', (_name, config, errors) => {
    const result = validateIssueTrackerConfig(config);
    expect(result.errors).toEqual(errors);
    expect(result.valid).toBe(errors.length === 0);
  });

  it.each([
    [undefined, DEFAULT_ISSUE_TRACKER_API_URL],
    ['', DEFAULT_ISSUE_TRACKER_API_URL],
    ['https://ghe.example.org/api/v3/', 'https://ghe.example.org/api/v3'],
    ['  https://api.github.com  ', 'https://api.github.com'],
  ])('normalises API URL %j to %j', (apiUrl, expected) => {
    const result = validateIssueTrackerConfig({ ...good, apiUrl });
    expect(result.valid && result.config.apiUrl).toBe(expected);
  });

  it('trims names and keeps enabled, defaulting it to false', () => {
    const parsed = issueTrackerConfigSchema.parse({
      ...good,
      owner: ' onco-cds ',
      enabled: undefined,
    });
    expect(parsed).toEqual({ ...good, enabled: false, apiUrl: DEFAULT_ISSUE_TRACKER_API_URL });
  });

  it.each([
    ['token left out', { owner: 'o', repo: 'r' }, []],
    ['blank token means keep the saved one', { owner: 'o', repo: 'r', token: '' }, []],
    [
      'a sent token is still checked',
      { owner: 'o', repo: 'r', token: 'abc' },
      ['GitHub token appears to be invalid (too short)'],
    ],
    [
      'other fields still required',
      { token: TOKEN_40 },
      ['Repository owner is required', 'Repository name is required'],
    ],
  ])('update: %s', (_name, config, errors) => {
    const result = validateIssueTrackerConfig(config, { tokenOptional: true });
    expect(result.errors).toEqual(errors);
    if (result.valid && !('token' in config && config.token)) {
      expect(result.config.token).toBeUndefined();
    }
  });
});
