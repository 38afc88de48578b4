import { describe, expect, it } from 'vitest';
import { ROLES, canAccessRoute, searchPages } from './index';

describe('searchPages (the pages group of the one search box)', () => {
  it.each([
    ['oncologist', 'dosing', '/clinical', 'dosing'],
    ['pharmacist', 'BSA', '/clinical', 'BSA'],
    ['oncologist', 'pgx', '/genomics', 'PGx'],
    ['oncologist', 'treatment', '/regimens', undefined],
    ['researcher', 'subj', '/patients', undefined],
    ['student', 'case', '/patients', undefined],
    ['nurse', 'password', '/profile', 'password'],
    ['student', 'changelog', '/help/knowledge-changes', 'changelog'],
    ['pharmacist', 'triage', '/admin/feedback', 'triage'],
  ] as const)('%s typing %j finds %s first', (role, q, path, matched) => {
    const [top] = searchPages(role, q);
    expect(top?.path).toBe(path);
    expect(top?.matched).toBe(matched);
  });

  it.each([
    ['student', 'dosing'],
    ['researcher', 'dosing'],
    ['researcher', 'calculator'],
    ['nurse', 'pgx'],
    ['pharmacist', 'regimen'],
    ['student', 'triage'],
  ] as const)('never offers a %s a page it cannot open (%j)', (role, q) => {
    for (const hit of searchPages(role, q)) expect(canAccessRoute(role, hit.path)).toBe(true);
  });

  it('labels pages with the role term ("Subjects", "Case Studies")', () => {
    expect(searchPages('researcher', 'patients')[0]?.label).toBe('Subjects');
    expect(searchPages('student', 'patients')[0]?.label).toBe('Case Studies');
  });

  it.each(ROLES)('%s: one character or nothing finds nothing', (role) => {
    expect(searchPages(role, 'd')).toEqual([]);
    expect(searchPages(role, '  ')).toEqual([]);
  });

  it('ranks a name match above a word match and honours the limit', () => {
    const hits = searchPages('oncologist', 'drug');
    expect(hits.map((h) => h.path).slice(0, 2)).toEqual(['/database', '/search']);
    expect(searchPages('oncologist', 'drug', 1)).toHaveLength(1);
  });
});
