/**
 * Knowledge-base versions and what changed between them: a committed snapshot of the previous
 * version's records and a hand-written changelog of the current one.
 */
export { CHANGELOG_2026_12_0 as currentChangelog } from './changelog-2026.12.0';
export { SNAPSHOT_2026_11_0 as previousSnapshot } from './snapshot-2026.11.0';
