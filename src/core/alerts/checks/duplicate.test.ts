import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../../server/lib/knowledge-base';
import { evaluatePatientAlerts } from '../evaluate';
import type { EvaluateOptions } from '../result';
import { NOW, med, normalLabs, patient } from '../test-fixtures';

const kb = loadKnowledgeBase().alerts;
const run = (
  medications: ReturnType<typeof med>[],
  plannedRegimen?: EvaluateOptions['plannedRegimen'],
) =>
  evaluatePatientAlerts(patient({ labValues: normalLabs(), medications }), kb, {
    now: NOW,
    ...(plannedRegimen ? { plannedRegimen } : {}),
  });
const duplicates = (r: ReturnType<typeof run>) => r.alerts.filter((a) => a.kind === 'duplicate');

describe('duplicate therapy: loud', () => {
  it.each([
    [['apixaban', 'warfarin'], 'duplicate:apixaban+warfarin:anticoagulants', 'high'],
    [['enoxaparin', 'rivaroxaban'], 'duplicate:enoxaparin+rivaroxaban:anticoagulants', 'high'],
    [
      ['omeprazole', 'pantoprazole'],
      'duplicate:omeprazole+pantoprazole:proton-pump-inhibitor',
      'medium',
    ],
    [
      ['sertraline', 'venlafaxine'],
      'duplicate:sertraline+venlafaxine:serotonergic-antidepressants',
      'medium',
    ],
    [
      ['prednisone', 'methylprednisolone'],
      'duplicate:methylprednisolone+prednisone:corticosteroids',
      'medium',
    ],
    [['filgrastim', 'pegfilgrastim'], 'duplicate:filgrastim+pegfilgrastim:g-csf', 'medium'],
    [
      ['capecitabine', 'fluorouracil'],
      'duplicate:capecitabine+fluorouracil:fluoropyrimidine',
      'medium',
    ],
  ] as const)('%j → %s (%s)', (ids, key, severity) => {
    const found = duplicates(run(ids.map((id) => med(id))));
    expect(found.map((a) => [a.key, a.severity])).toEqual([[key, severity]]);
    expect(found[0]?.sources.length).toBeGreaterThan(0);
  });

  it('two scheduled opioids are a duplicate', () => {
    const found = duplicates(
      run([
        med('oxycodone', { frequency: 'every 12 hours' }),
        med('morphine', { frequency: 'every 12 hours' }),
      ]),
    );
    expect(found.map((a) => a.key)).toEqual(['duplicate:morphine+oxycodone:opioids']);
  });

  it('three members of one class make one alert naming all three', () => {
    const found = duplicates(run([med('omeprazole'), med('pantoprazole'), med('esomeprazole')]));
    expect(found).toHaveLength(1);
    expect(found[0]?.drugs).toHaveLength(3);
  });
});

describe('duplicate therapy: standard combinations (cited exemptions)', () => {
  it('dexamethasone with prednisone is silent, with a note', () => {
    const r = run([med('dexamethasone'), med('prednisone')]);
    expect(duplicates(r)).toEqual([]);
    expect(r.notes.map((n) => n.kind)).toContain('duplicate-exempt');
  });

  it('docetaxel-prednisone planned with its dexamethasone premedication raises no duplicate', () => {
    expect(duplicates(run([], { regimenId: 'docetaxel-prednisone' }))).toEqual([]);
  });

  it('a basal opioid with an as-needed breakthrough opioid is silent', () => {
    const r = run([
      med('fentanyl', { dosage: '25 mcg/h patch', frequency: 'every 72 hours' }),
      med('morphine', { dosage: '10 mg', frequency: 'PRN breakthrough pain' }),
    ]);
    expect(duplicates(r)).toEqual([]);
  });

  it('a heparin lock flush with warfarin is silent', () => {
    const r = run([
      med('warfarin'),
      med('heparin', { dosage: '100 units/mL flush', frequency: 'daily' }),
    ]);
    expect(duplicates(r)).toEqual([]);
  });

  it('heparin or enoxaparin overlapping warfarin is lowered to a low note about stopping the bridge', () => {
    const found = duplicates(run([med('warfarin'), med('enoxaparin')]));
    expect(found.map((a) => a.severity)).toEqual(['low']);
    expect(found[0]?.management).toMatch(/INR has been in range for 24 hours/);
  });
});
