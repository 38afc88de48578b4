import { describe, expect, it } from 'vitest';
import { alertRules } from '../../../knowledge/alert-rules';
import { loadKnowledgeBase } from '../../../server/lib/knowledge-base';
import { createInteractionChecker } from '../../interactions';
import { makeDrug } from '../../interactions/test-fixtures';
import { createDrugIndex } from '../../search';
import { evaluatePatientAlerts } from '../evaluate';
import { buildAlertKnowledge } from '../knowledge';
import { NOW, allergy, med, normalLabs, patient } from '../test-fixtures';

const base = loadKnowledgeBase();
const kb = base.alerts;
const run = (p: Parameters<typeof patient>[0], knowledge = kb) =>
  evaluatePatientAlerts(patient({ labValues: normalLabs(), ...p }), knowledge, { now: NOW });
const allergyAlerts = (r: ReturnType<typeof run>) => r.alerts.filter((a) => a.kind === 'allergy');

describe('allergy alerts: the same drug', () => {
  it.each([
    // Exact ingredient, brand and any case resolve to the same record.
    ['carboplatin', 'carboplatin', 'severe', 'critical'],
    ['Taxol', 'paclitaxel', 'moderate', 'high'],
    ['ZOFRAN', 'ondansetron', 'mild', 'medium'],
  ] as const)('allergy to %s with %s active (%s) → %s', (allergen, drugId, severity, expected) => {
    const r = run({ allergies: [allergy(allergen, severity)], medications: [med(drugId)] });
    const found = allergyAlerts(r);
    expect(found).toHaveLength(1);
    expect(found[0]?.key).toBe(`allergy:${drugId}:exact`);
    expect(found[0]?.severity).toBe(expected);
  });

  it('treats anaphylaxis as severe whatever severity was recorded', () => {
    const r = run({
      allergies: [allergy('oxaliplatin', 'mild', { reaction: 'Anaphylaxis during infusion' })],
      medications: [med('oxaliplatin')],
    });
    expect(allergyAlerts(r).map((a) => a.severity)).toEqual(['critical']);
  });
});

describe('allergy alerts: cross-sensitivity classes', () => {
  it.each([
    // Carboplatin label: contraindicated after severe reactions to other platinum compounds.
    ['cisplatin', 'carboplatin', 'moderate', 'high', 'class:platinum-compounds'],
    ['cisplatin', 'oxaliplatin', 'severe', 'critical', 'class:platinum-compounds'],
    // 9 of 10 patients with a severe paclitaxel reaction reacted to docetaxel (PMID 16197986).
    ['paclitaxel', 'docetaxel', 'moderate', 'high', 'class:taxanes'],
    // Ellence label 4: hypersensitivity to other anthracyclines or anthracenediones.
    ['doxorubicin', 'epirubicin', 'mild', 'medium', 'class:anthracyclines'],
    // Bactrim label: contraindicated with sulfonamide hypersensitivity; "sulfa" names the class.
    ['sulfa', 'sulfamethoxazole-trimethoprim', 'moderate', 'high', 'class:sulfonamide-antibiotics'],
    // Levaquin label 4: hypersensitivity to other quinolones.
    ['ciprofloxacin', 'levofloxacin', 'severe', 'critical', 'class:fluoroquinolones'],
    // Zofran label 5.1: reactions after hypersensitivity to other 5-HT3 antagonists.
    ['granisetron', 'ondansetron', 'moderate', 'high', 'class:5ht3-antagonists'],
    // Lovenox label 4: hypersensitivity to heparin.
    ['heparin', 'enoxaparin', 'moderate', 'high', 'class:heparins'],
  ] as const)('%s allergy with %s (%s) → %s', (allergen, drugId, severity, expected, rule) => {
    const found = allergyAlerts(
      run({ allergies: [allergy(allergen, severity)], medications: [med(drugId)] }),
    );
    expect(found.map((a) => [a.key, a.severity])).toEqual([
      [`allergy:${drugId}:${rule}`, expected],
    ]);
  });

  it('never alerts on a non-antibiotic sulfonamide for a Bactrim allergy, and says why', () => {
    const r = run({
      allergies: [allergy('Bactrim', 'severe', { reaction: 'Stevens-Johnson syndrome' })],
      medications: [med('furosemide'), med('hydrochlorothiazide')],
    });
    expect(allergyAlerts(r)).toEqual([]);
    expect(r.notes.filter((n) => n.kind === 'allergy-not-cross-reactive')).toHaveLength(2);
    expect(r.notes[0]?.text).toMatch(/not cross-reactive/);
  });

  it('says penicillin to cephalosporin cross-reactivity is low, and tiers it low or medium', () => {
    const cefazolin = makeDrug('cefazolin', {
      name: 'Cefazolin',
      kind: 'supportive',
      classTags: ['cephalosporin'],
      routes: ['iv'],
      rxcuiNote: 'Test fixture: a beta-lactam the knowledge base does not hold yet.',
    });
    const drugs = [...base.drugs, cefazolin];
    const knowledge = buildAlertKnowledge({
      drugs,
      regimens: base.regimens,
      checker: createInteractionChecker({ drugs, curated: base.interactions, groups: base.groups }),
      pgx: base.pgx,
      rules: alertRules,
      resolveDrugName: (name) => createDrugIndex(drugs).resolve(name),
    });
    const mild = allergyAlerts(
      run(
        { allergies: [allergy('penicillin', 'mild')], medications: [med('cefazolin')] },
        knowledge,
      ),
    );
    expect(mild.map((a) => [a.key, a.severity])).toEqual([
      ['allergy:cefazolin:link:penicillin-cephalosporin', 'low'],
    ]);
    expect(mild[0]?.rationale).toMatch(/low \(about 1-2%\)/);
    const anaphylaxis = allergyAlerts(
      run(
        {
          allergies: [allergy('Amoxicillin', 'severe', { reaction: 'anaphylaxis' })],
          medications: [med('cefazolin')],
        },
        knowledge,
      ),
    );
    expect(anaphylaxis.map((a) => a.severity)).toEqual(['medium']);
  });
});

describe('allergy alerts: quiet cases', () => {
  it('ignores food and environmental allergies and unrelated drugs', () => {
    const r = run({
      allergies: [
        allergy('peanut', 'severe', { allergenType: 'food' }),
        allergy('latex', 'severe', { allergenType: 'environmental' }),
        allergy('cisplatin', 'severe'),
      ],
      medications: [med('paclitaxel'), med('ondansetron')],
    });
    expect(allergyAlerts(r)).toEqual([]);
  });

  it('reports an allergen it cannot match instead of treating it as checked', () => {
    const r = run({
      allergies: [allergy('Blorbazine', 'severe')],
      medications: [med('paclitaxel')],
    });
    expect(allergyAlerts(r)).toEqual([]);
    expect(r.limitations.map((l) => l.kind)).toContain('unresolved-allergen');
  });
});
