import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../../server/lib/knowledge-base';
import { evaluatePatientAlerts } from '../evaluate';
import { NOW, lab, med, normalLabs, patient } from '../test-fixtures';

const kb = loadKnowledgeBase().alerts;
const run = (...args: Parameters<typeof patient>) =>
  evaluatePatientAlerts(patient(...args), kb, { now: NOW });
const interactions = (r: ReturnType<typeof run>) =>
  r.alerts.filter((a) => a.kind === 'interaction');

describe('interaction alerts: engine severity to alert tier', () => {
  it.each([
    // Venclexta label 4: strong CYP3A inhibitors are contraindicated at initiation and ramp-up.
    ['venetoclax', 'posaconazole', 'critical', 'curated:venetoclax-posaconazole'],
    // Xeloda label 5/7: INR rise and bleeding with warfarin; the record grades it major.
    ['capecitabine', 'warfarin', 'high', 'curated:warfarin-capecitabine'],
    // Paroxetine blocks endoxifen formation (Kelly BMJ 2010; CPIC tamoxifen 2018): major.
    ['tamoxifen', 'paroxetine', 'high', 'curated:tamoxifen-paroxetine'],
  ])('%s + %s → %s', (a, b, severity, rule) => {
    const found = interactions(run({ medications: [med(a), med(b)], labValues: normalLabs() }));
    expect(found).toHaveLength(1);
    expect(found[0]?.severity).toBe(severity);
    expect(found[0]?.key).toBe(`interaction:${[a, b].sort().join('+')}:${rule}`);
    expect(found[0]?.sources.length).toBeGreaterThan(0);
  });

  it('keeps the key when the patient data change but the finding does not', () => {
    const first = run({
      medications: [med('capecitabine'), med('warfarin')],
      labValues: normalLabs(),
    });
    const second = run({
      medications: [med('warfarin'), med('capecitabine')],
      labValues: [...normalLabs(), lab('inr', 1.3, 'INR', 0)],
    });
    expect(interactions(second).map((a) => a.key)).toEqual(interactions(first).map((a) => a.key));
  });
});

describe('interaction alerts: patient context', () => {
  it('leaves a profile-level QT pair to the QT check, which reads the QTc (osimertinib + lapatinib)', () => {
    const r = run({ medications: [med('osimertinib'), med('lapatinib')], labValues: normalLabs() });
    expect(interactions(r)).toEqual([]);
    expect(r.alerts.filter((a) => a.kind === 'qt').map((a) => a.severity)).toEqual(['medium']);
  });

  it('raises the acid-suppressant pair while the pH-dependent drug is active, not once it is stopped', () => {
    const active = run({
      medications: [med('lapatinib'), med('omeprazole')],
      labValues: normalLabs(),
    });
    expect(interactions(active).map((a) => a.severity)).toEqual(['medium']);
    const stopped = run({
      medications: [
        med('lapatinib', { isActive: false, stopDate: '2026-10-01' }),
        med('omeprazole'),
      ],
      labValues: normalLabs(),
    });
    expect(interactions(stopped)).toEqual([]);
  });

  it('drops the acid-suppressant pair when the pH-dependent drug is given intravenously', () => {
    const oral = run({ medications: [med('posaconazole', { route: 'oral' }), med('famotidine')] });
    expect(interactions(oral).map((a) => a.key)).toContain(
      'interaction:famotidine+posaconazole:inferred:acid-reduction:h2-receptor-antagonist',
    );
    const iv = run({ medications: [med('posaconazole', { route: 'iv' }), med('famotidine')] });
    expect(interactions(iv).filter((a) => a.key.includes('acid-reduction'))).toEqual([]);
  });

  it('drops additive marrow toxicity with recent normal counts, keeps it without counts, raises it with low counts', () => {
    const meds = [med('oxaliplatin'), med('fluorouracil')];
    const myelo = (r: ReturnType<typeof run>) =>
      interactions(r).filter((a) => a.key.includes('additive:myelosuppression'));
    expect(myelo(run({ medications: meds, labValues: normalLabs() }))).toEqual([]);
    expect(myelo(run({ medications: meds })).map((a) => a.severity)).toEqual(['low']);
    const low = run({
      medications: meds,
      labValues: [...normalLabs(), lab('anc', 0.9, '10^9/L', 0)],
    });
    expect(myelo(low).map((a) => a.severity)).toEqual(['medium']);
    expect(myelo(low)[0]?.rationale).toMatch(/Absolute neutrophil count 0\.9/);
  });

  it('does not rate a basal opioid with an as-needed breakthrough opioid as a major interaction', () => {
    const r = run({
      medications: [
        med('oxycodone', { dosage: '20 mg ER', frequency: 'every 12 hours' }),
        med('morphine', { dosage: '10 mg IR', frequency: 'every 4 hours as needed' }),
      ],
      labValues: normalLabs(),
    });
    expect(r.alerts.filter((a) => a.severity === 'high' || a.severity === 'critical')).toEqual([]);
  });

  it('forwards the checker limitations (QT not assessed for a drug with unknown QT risk)', () => {
    const r = run({
      medications: [med('ondansetron'), med('capecitabine')],
      labValues: normalLabs(),
    });
    expect(r.limitations.some((l) => l.kind === 'interaction-qt-not-assessed')).toBe(true);
  });
});

describe('interaction alerts: curated QT records', () => {
  it('a moderate curated QT record (oxaliplatin + ondansetron) becomes one QT alert, rated by the QTc', () => {
    const normal = run({
      medications: [med('oxaliplatin'), med('ondansetron')],
      labValues: normalLabs(),
    });
    expect(interactions(normal)).toEqual([]);
    expect(normal.alerts.filter((a) => a.kind === 'qt').map((a) => a.severity)).toEqual(['medium']);
    const long = run({
      medications: [med('oxaliplatin'), med('ondansetron')],
      labValues: [...normalLabs(2), lab('qtc', 515, 'ms', 0)],
    });
    expect(long.alerts.filter((a) => a.kind === 'qt').map((a) => a.severity)).toEqual(['critical']);
  });

  it('a major curated QT record (nilotinib boxed warning) stays an interaction alert', () => {
    const r = run({ medications: [med('nilotinib'), med('ondansetron')], labValues: normalLabs() });
    expect(interactions(r).map((a) => a.severity)).toEqual(['high']);
  });
});
