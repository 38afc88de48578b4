import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../server/lib/knowledge-base';
import { evaluatePatientAlerts } from './evaluate';
import { compareFindings, findingKey } from './result';
import { NOW, allergy, gene, lab, med, normalLabs, patient, unresolvedMed } from './test-fixtures';
import { ALERT_KINDS, SEVERITY_RANK } from './types';

const kb = loadKnowledgeBase().alerts;

/** A patient who trips several checks at once. */
function busyPatient(creatinine = 1.9) {
  return patient({
    ageYears: 72,
    heightCm: 170,
    weightKg: 95,
    medications: [
      med('capecitabine'),
      med('warfarin'),
      med('ondansetron'),
      med('levofloxacin'),
      med('omeprazole'),
      med('pantoprazole'),
    ],
    labValues: [
      ...normalLabs().filter((l) => l.labName !== 'creatinine' && l.labName !== 'inr'),
      lab('creatinine', creatinine, 'mg/dL'),
      lab('inr', 5.1, 'INR'),
    ],
    allergies: [allergy('ciprofloxacin', 'moderate')],
    genetics: [gene('DPYD', { diplotype: '*1/*2A' })],
  });
}

describe('evaluatePatientAlerts', () => {
  it('sorts by severity, then kind, and every alert has its parts', () => {
    const { alerts } = evaluatePatientAlerts(busyPatient(), kb, { now: NOW });
    expect(new Set(alerts.map((a) => a.kind))).toEqual(
      new Set(['interaction', 'allergy', 'pgx', 'renal', 'lab', 'duplicate', 'qt']),
    );
    expect([...alerts].sort(compareFindings)).toEqual(alerts);
    for (let i = 1; i < alerts.length; i++) {
      const [a, b] = [alerts[i - 1], alerts[i]];
      if (!a || !b) continue;
      const bySeverity = SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity];
      expect(bySeverity).toBeLessThanOrEqual(0);
      if (bySeverity === 0)
        expect(ALERT_KINDS.indexOf(a.kind)).toBeLessThanOrEqual(ALERT_KINDS.indexOf(b.kind));
    }
    for (const a of alerts) {
      expect(a.title.length).toBeGreaterThan(5);
      expect(a.rationale.length).toBeGreaterThan(10);
      expect(a.management.length).toBeGreaterThan(10);
      expect(a.sources.length).toBeGreaterThan(0);
      expect(a.drugs).toHaveLength(a.drugIds.length);
      expect(a.key).toBe(findingKey(a.kind, a.drugIds, a.key.split(':').slice(2).join(':')));
    }
    expect(new Set(alerts.map((a) => a.key)).size).toBe(alerts.length);
  });

  it('is deterministic and keeps keys when values change but findings do not', () => {
    const first = evaluatePatientAlerts(busyPatient(1.9), kb, { now: NOW });
    expect(evaluatePatientAlerts(busyPatient(1.9), kb, { now: NOW })).toEqual(first);
    const second = evaluatePatientAlerts(busyPatient(1.8), kb, { now: NOW });
    expect(second.alerts.map((a) => a.key)).toEqual(first.alerts.map((a) => a.key));
  });

  it('a changed finding is a new key (CrCl now below 30: capecitabine becomes "do not use")', () => {
    const keys = (c: number) =>
      evaluatePatientAlerts(busyPatient(c), kb, { now: NOW })
        .alerts.filter((a) => a.kind === 'renal' && a.drugIds.includes('capecitabine'))
        .map((a) => a.key);
    expect(keys(1.9)).toEqual(['renal:capecitabine:renal:51:reduce']);
    expect(keys(2.6)).toEqual(['renal:capecitabine:renal:30:avoid']);
  });

  it('names an unresolved medication as a limitation and checks the rest', () => {
    const r = evaluatePatientAlerts(
      patient({
        medications: [unresolvedMed('Zorbitrax 50 mg'), med('capecitabine'), med('warfarin')],
        labValues: normalLabs(),
      }),
      kb,
      { now: NOW },
    );
    expect(r.limitations.find((l) => l.kind === 'unresolved-medication')?.drugNames).toEqual([
      'Zorbitrax 50 mg',
    ]);
    expect(r.alerts.some((a) => a.kind === 'interaction')).toBe(true);
  });

  it('ignores stopped medications and names an unknown planned regimen', () => {
    const r = evaluatePatientAlerts(
      patient({
        medications: [med('warfarin', { isActive: false }), med('apixaban')],
        labValues: normalLabs(),
      }),
      kb,
      { now: NOW, plannedRegimen: { regimenId: 'no-such-regimen' } },
    );
    expect(r.alerts.filter((a) => a.kind === 'duplicate')).toEqual([]);
    expect(r.limitations.map((l) => l.kind)).toContain('unknown-regimen');
  });

  it('a deceased patient raises no therapy alert, and says so (issue 20)', () => {
    const alive = evaluatePatientAlerts(busyPatient(), kb, { now: NOW });
    expect(alive.alerts.length).toBeGreaterThan(0);
    const dead = evaluatePatientAlerts({ ...busyPatient(), deceased: true }, kb, { now: NOW });
    expect(dead.alerts).toEqual([]);
    expect(dead.limitations).toEqual([
      {
        kind: 'deceased',
        text: 'The patient is recorded as deceased: no therapy alerts are computed.',
      },
    ]);
  });

  it('no medications and no plan: nothing to check, nothing claimed', () => {
    expect(evaluatePatientAlerts(patient(), kb, { now: NOW })).toEqual({
      alerts: [],
      limitations: [],
      notes: [],
    });
  });
});
