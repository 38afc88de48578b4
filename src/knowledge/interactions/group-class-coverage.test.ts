import { describe, expect, it } from 'vitest';
import { drugRecords } from '../drugs';
import { groupClassCoverage } from './group-class-coverage';
import { drugGroups } from '.';

/**
 * Group membership cannot drift from the class tags (issue 25): for every group, each tag its
 * members all share, and each tag group-class-coverage.ts declares for it, every record with that
 * tag is a member or a documented exclusion. A new NSAID record without its group membership
 * fails here instead of silently downgrading warfarin + that NSAID.
 */
const tagsOf = new Map(drugRecords.map((d) => [d.id, new Set<string>(d.classTags ?? [])]));

function classTagsOf(groupId: string, members: readonly string[]): string[] {
  const sets = members.map((m) => tagsOf.get(m) ?? new Set<string>());
  const shared = [...(sets[0] ?? [])].filter((t) => sets.every((s) => s.has(t)));
  return [...new Set([...shared, ...(groupClassCoverage[groupId]?.classTags ?? [])])];
}

describe('drug groups follow the class tags of the records (issue 25)', () => {
  it.each(drugGroups.map((g) => [g.id, g] as const))('%s', (_id, group) => {
    const excluded = groupClassCoverage[group.id]?.excluded ?? {};
    const tags = classTagsOf(group.id, group.members);
    const missing = drugRecords
      .filter((d) => (d.classTags ?? []).some((t) => tags.includes(t)))
      .map((d) => d.id)
      .filter((id) => !group.members.includes(id) && !(id in excluded));
    expect(missing, `tagged ${tags.join('/')} but neither member nor documented exclusion`).toEqual(
      [],
    );
  });

  it('names only real groups, real tags and current non-members in the coverage data', () => {
    const groups = new Map(drugGroups.map((g) => [g.id, g]));
    const allTags = new Set(drugRecords.flatMap((d) => d.classTags ?? []));
    for (const [groupId, coverage] of Object.entries(groupClassCoverage)) {
      const group = groups.get(groupId);
      expect(group, groupId).toBeDefined();
      for (const tag of coverage.classTags ?? []) expect(allTags.has(tag), tag).toBe(true);
      const tags = classTagsOf(groupId, group?.members ?? []);
      for (const [drugId, reason] of Object.entries(coverage.excluded ?? {})) {
        expect(group?.members, `${drugId} is excluded from ${groupId}`).not.toContain(drugId);
        expect(
          [...(tagsOf.get(drugId) ?? [])].some((t) => tags.includes(t)),
          `${drugId} excluded from ${groupId} must carry one of its tags`,
        ).toBe(true);
        expect(reason.length).toBeGreaterThan(30);
      }
    }
  });
});
