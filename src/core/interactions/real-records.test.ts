import { describe, expect, it } from 'vitest';
import { drugSchema, type Drug } from '../knowledge/drug';
import {
  SEVERITY_ORDER,
  curatedInteractionSchema,
  drugGroupSchema,
  type CuratedInteraction,
} from '../knowledge/interaction';
import { drugRecords } from '../../knowledge/drugs';
import { curatedInteractionRecords, drugGroups } from '../../knowledge/interactions';
import { createInteractionChecker } from './checker';
import { specificity } from './curated';
import { inferQt, prolongsQt } from './qt-rules';

const drugs: Drug[] = drugRecords.map((d) => drugSchema.parse(d));
const groups = drugGroups.map((g) => drugGroupSchema.parse(g));
const curated: CuratedInteraction[] = curatedInteractionRecords.map((r) =>
  curatedInteractionSchema.parse(r),
);
const byId = new Map(drugs.map((d) => [d.id, d]));

/** Inference alone, so that a curated record written later for the same pair cannot mask it. */
const inferOnly = createInteractionChecker({ drugs, curated: [], groups });
const full = createInteractionChecker({ drugs, curated, groups });

function inferred(a: string, b: string) {
  const result = inferOnly.check([a, b]);
  expect(result.unknownDrugIds, `${a} and ${b} must be roster drugs`).toEqual([]);
  const [finding, ...rest] = result.interactions;
  expect(rest).toHaveLength(0);
  if (!finding) throw new Error(`no finding for ${a} + ${b}`);
  expect(finding.basis).toBe('inferred');
  return finding;
}

describe('inference on real drug records', () => {
  it.each([
    // Tykerb label 12.3: ketoconazole raised lapatinib AUC about 3.6-fold, a moderate CYP3A4
    // substrate by FDA definition; itraconazole is a strong CYP3A4 inhibitor (FDA DDI table). Both
    // prolong QT, and the raised lapatinib level lifts the QT finding to major (Tykerb label 7:
    // avoid strong CYP3A4 inhibitors).
    [
      'itraconazole',
      'lapatinib',
      'pk-inhibition:CYP3A4',
      'major',
      'Itraconazole: strong CYP3A4 inhibitor → Lapatinib: moderate CYP3A4 substrate',
    ],
    // Imbruvica label 7: strong CYP3A inducers are to be avoided; ibrutinib is a sensitive substrate.
    [
      'rifampin',
      'ibrutinib',
      'pk-induction:CYP3A4',
      'major',
      'Rifampin: strong CYP3A4 inducer → Ibrutinib: sensitive CYP3A4 substrate',
    ],
    [
      'rifampin',
      'venetoclax',
      'pk-induction:CYP3A4',
      'major',
      'Rifampin: strong CYP3A4 inducer → Venetoclax: sensitive CYP3A4 substrate',
    ],
    // Sprycel label 7: acid-reducing agents lower dasatinib exposure; proton pump inhibitors are not recommended.
    [
      'omeprazole',
      'dasatinib',
      'acid-reduction:proton-pump-inhibitor',
      'moderate',
      'Omeprazole: proton pump inhibitor → Dasatinib: pH-dependent absorption (label) → moderate',
    ],
    [
      'famotidine',
      'erlotinib',
      'acid-reduction:h2-receptor-antagonist',
      'moderate',
      'Famotidine: H2-receptor antagonist → Erlotinib: pH-dependent absorption (label) → moderate',
    ],
    // CredibleMeds-style "known" QT risk for both, no boxed QT warning: monitored, not interrupting.
    [
      'azithromycin',
      'ondansetron',
      'qt',
      'moderate',
      'Azithromycin: known QT risk + Ondansetron: known QT risk → moderate (additive QT prolongation)',
    ],
    // Tasigna boxed warning: QT prolongation and sudden deaths; avoid other QT-prolonging drugs.
    [
      'nilotinib',
      'ondansetron',
      'qt',
      'major',
      'Nilotinib: known QT risk + Ondansetron: known QT risk → major (additive QT prolongation; boxed QT warning: Nilotinib)',
    ],
    // Methadone boxed warning: QT prolongation and torsades de pointes.
    [
      'methadone',
      'levofloxacin',
      'qt',
      'major',
      'Levofloxacin: known QT risk + Methadone: known QT risk → major (additive QT prolongation; boxed QT warning: Methadone)',
    ],
    [
      'sertraline',
      'citalopram',
      'duplicate-therapy',
      'moderate',
      "Citalopram and Sertraline share class tag 'ssri' → duplicate therapy (moderate)",
    ],
    [
      'oxycodone',
      'phenobarbital',
      'cns-depression',
      'major',
      'Oxycodone: respiratory and CNS depressant (opioid) + Phenobarbital: respiratory and CNS depressant (benzodiazepine-like) → major',
    ],
  ])('%s + %s: %s (%s)', (a, b, rule, severity, line) => {
    const finding = inferred(a, b);
    expect(finding.rules).toContain(rule);
    expect(finding.severity).toBe(severity);
    expect(finding.reasoning).toContain(line);
    expect(finding.sources.length).toBeGreaterThan(0);
  });

  it.each([
    // Plavix label 5: CYP2C19 inhibitors lower the active metabolite; CPIC 2022 (PMID 35034351).
    ['clopidogrel', 'fluconazole', 'CYP2C19', 'Clopidogrel'],
    // Codeine label and CPIC 2021: CYP2D6 forms morphine; paroxetine is a strong CYP2D6 inhibitor.
    ['codeine', 'paroxetine', 'CYP2D6', 'Codeine'],
    // CPIC tamoxifen 2018 (PMID 29385237): strong CYP2D6 inhibitors lower endoxifen.
    ['tamoxifen', 'paroxetine', 'CYP2D6', 'Tamoxifen'],
  ])(
    '%s + %s: prodrug activation read as loss of efficacy',
    (prodrug, inhibitor, pathway, name) => {
      expect(byId.get(prodrug)?.pathways[pathway as 'CYP2D6']?.prodrugActivation).toBe(true);
      const finding = inferred(prodrug, inhibitor);
      expect(finding.rules).toContain(`pk-inhibition:${pathway}`);
      expect(finding.effect).toContain(`less active ${name} is formed`);
      expect(finding.effect).toContain('loss of efficacy');
      expect(finding.effect).not.toContain(`Higher ${name} exposure`);
      expect(finding.reasoning.some((l) => l.includes(`activated by ${pathway} (prodrug)`))).toBe(
        true,
      );
    },
  );

  it('cites the drug records that established each role', () => {
    const finding = inferred('itraconazole', 'lapatinib');
    const labels = finding.sources.map((s) => s.label);
    expect(labels.some((l) => l.startsWith('Sporanox (itraconazole)'))).toBe(true);
    expect(labels.some((l) => l.startsWith('Tykerb (lapatinib)'))).toBe(true);
    expect(labels.some((l) => l.includes('Clinical Drug Interaction Studies'))).toBe(true);
  });
});

describe('real curated records', () => {
  it('reference only known drugs and groups', () => {
    expect(full.problems).toEqual([]);
  });

  it('each record is found for a pair it covers, as the winner or in alsoMatched', () => {
    for (const record of curated) {
      const side = (p: CuratedInteraction['a']) =>
        'drug' in p ? [p.drug] : [...(full.expandGroup(p.group) ?? [])];
      const a = side(record.a);
      const b = side(record.b);
      const pair = a.flatMap((x) => b.filter((y) => y !== x).map((y) => [x, y] as const))[0];
      if (!pair) throw new Error(`record ${record.id} covers no pair of distinct drugs`);
      const [finding] = full.check([pair[1], pair[0]]).interactions;
      expect(finding?.basis, record.id).toBe('curated');
      const ids = [finding?.recordId, ...(finding?.alsoMatched ?? [])];
      expect(ids, record.id).toContain(record.id);
    }
  });

  it('every drug taking part in a record lists it on its monograph', () => {
    for (const record of curated) {
      for (const p of [record.a, record.b]) {
        const ids = 'drug' in p ? [p.drug] : [...(full.expandGroup(p.group) ?? [])];
        for (const id of ids) {
          expect(
            full.interactionsForDrug(id).some((e) => e.record.id === record.id),
            `${id} / ${record.id}`,
          ).toBe(true);
        }
      }
    }
  });
});

describe('the whole roster at once', () => {
  const result = full.check(drugs.map((d) => d.id));

  it('checks every pair once', () => {
    expect(result.checkedPairs).toBe((drugs.length * (drugs.length - 1)) / 2);
    expect(result.unknownDrugIds).toEqual([]);
    const keys = result.interactions.map((f) => f.drugs.join('+'));
    expect(new Set(keys).size).toBe(keys.length);
  });

  // Tens of thousands of findings: collect the offenders and assert once, since one expect() per
  // finding took over 5 s on a loaded machine.
  it('never grades an inferred finding above probable, nor says no action is needed', () => {
    const inferredGrades = new Set(['probable', 'suspected', 'theoretical']);
    const offenders = result.interactions
      .filter((f) => f.basis === 'inferred')
      .filter((f) => !inferredGrades.has(f.evidence) || f.managementAction === 'no-action-needed')
      .map((f) => `${f.drugs.join('+')}: ${f.evidence}, ${f.managementAction}`);
    expect(offenders).toEqual([]);
  });

  it('gives every finding reasoning, a management and at least one source', () => {
    const offenders = result.interactions
      .filter((f) => f.reasoning.length === 0 || f.management.length < 15 || f.sources.length === 0)
      .map((f) => f.drugs.join('+'));
    expect(offenders).toEqual([]);
  });
});

describe('QT combinations on the real records (issue 13 item 6)', () => {
  it('voriconazole + amiodarone: a major QT finding that names the CYP3A4 inhibition', () => {
    const [f] = full.check(['voriconazole', 'amiodarone']).interactions;
    expect(f?.severity).toBe('major');
    expect(f?.recordId).toBe('voriconazole-amiodarone');
    expect(f?.rules).toContain('qt');
    expect(f?.mechanism).toMatch(/QT/);
    expect(f?.mechanism).toMatch(/CYP3A4/);
  });

  it('voriconazole + ondansetron: a QT finding, moderate', () => {
    const [f] = full.check(['voriconazole', 'ondansetron']).interactions;
    expect(f?.severity).toBe('moderate');
    expect(f?.rules).toContain('qt');
    expect(f?.mechanism).toMatch(/prolong the QT/);
  });

  it('every pair of QT-prolonging drugs surfaces QT in the finding itself, at least at the QT grade', () => {
    const qtDrugs = drugs.filter(prolongsQt);
    expect(qtDrugs.length).toBeGreaterThan(40);
    for (let i = 0; i < qtDrugs.length; i++) {
      for (let j = i + 1; j < qtDrugs.length; j++) {
        const a = qtDrugs[i] as Drug;
        const b = qtDrugs[j] as Drug;
        const qt = inferQt(a, b);
        const [f] = full.check([a.id, b.id]).interactions;
        const pair = `${a.id}+${b.id}`;
        expect(f, pair).toBeDefined();
        expect(`${f?.mechanism} ${f?.effect}`, pair).toMatch(/\bQTc?\b|torsade/i);
        // A drug-drug record that grades the QT risk of exactly this pair is the one exception.
        const record = curated.find((r) => r.id === f?.recordId);
        if (record && specificity(record) === 0) continue;
        expect(
          SEVERITY_ORDER.indexOf(f?.severity ?? 'minor'),
          `${pair}: ${f?.severity} below the QT grade ${qt?.severity}`,
        ).toBeLessThanOrEqual(SEVERITY_ORDER.indexOf(qt?.severity ?? 'minor'));
      }
    }
  });
});
