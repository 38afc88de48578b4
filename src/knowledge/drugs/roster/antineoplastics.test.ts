import { describe, expect, it } from 'vitest';
import { ROSTER_DRUG_IDS } from '../../regimens/roster-ids';
import { drugRecords } from '../index';
import { antineoplasticRoster } from './antineoplastics';

const records = new Map(drugRecords.map((d) => [d.id, d]));

describe('antineoplastic coverage roster', () => {
  it('has unique roster ids', () => {
    const ids = antineoplasticRoster.map((e) => e.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('points every covered entry at an existing antineoplastic record', () => {
    const broken = antineoplasticRoster
      .filter((e) => e.coveredBy !== null)
      .filter((e) => records.get(e.coveredBy ?? '')?.kind !== 'antineoplastic')
      .map((e) => `${e.id} -> ${e.coveredBy}`);
    expect(broken).toEqual([]);
  });

  it('marks no entry as a gap when a record with its id exists', () => {
    const stale = antineoplasticRoster
      .filter((e) => e.coveredBy === null && records.has(e.id))
      .map((e) => e.id);
    expect(stale).toEqual([]);
  });

  it('lists every antineoplastic record of the knowledge base', () => {
    const covered = new Set(antineoplasticRoster.map((e) => e.coveredBy));
    const missing = drugRecords
      .filter((d) => d.kind === 'antineoplastic' && !covered.has(d.id))
      .map((d) => d.id);
    expect(missing).toEqual([]);
  });

  it('agrees with the regimen roster: every roster-ids antineoplastic is on it, every record id is in roster-ids', () => {
    const rosterIds = new Set(antineoplasticRoster.map((e) => e.id));
    const antineoplasticRosterIds = [...ROSTER_DRUG_IDS].filter(
      (id) => records.get(id)?.kind === 'antineoplastic',
    );
    expect(antineoplasticRosterIds.filter((id) => !rosterIds.has(id))).toEqual([]);
    const notInRegimenRoster = antineoplasticRoster
      .map((e) => e.coveredBy)
      .filter((id): id is string => id !== null && !ROSTER_DRUG_IDS.has(id));
    expect(notInRegimenRoster).toEqual([]);
  });

  it('covers at least 95% of the roster', () => {
    const covered = antineoplasticRoster.filter((e) => e.coveredBy !== null).length;
    const pct = (100 * covered) / antineoplasticRoster.length;
    const gaps = antineoplasticRoster.filter((e) => e.coveredBy === null).map((e) => e.id);
    // The figure the issue asks to see on every run.
    console.info(
      `antineoplastic coverage: ${covered}/${antineoplasticRoster.length} = ${pct.toFixed(1)}%; gaps: ${gaps.join(', ') || 'none'}`,
    );
    expect(pct).toBeGreaterThanOrEqual(95);
  });
});
