import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../server/lib/knowledge-base';
import { evaluatePatientAlerts } from '../alerts';
import { NOW, gene, lab, med, normalLabs, patient, treatment } from '../alerts/test-fixtures';
import type { PatientClinicalRecord } from '../patients/schemas';
import { buildRecommendations, compareRecommendations, type Recommendation } from '.';
import { classesNamedIn, drugsNamedIn, nameIndex } from './names';

const KB = loadKnowledgeBase();
const kb = KB.alerts;

function recommend(p: Partial<PatientClinicalRecord>) {
  const record = patient({ labValues: normalLabs(), ...p });
  const alerts = evaluatePatientAlerts(record, kb, { now: NOW }).alerts;
  return { record, alerts, ...buildRecommendations({ record, alerts, kb, now: NOW }) };
}

const meds = (...ids: string[]) => ids.map((id) => med(id));
const genes = (...pairs: Array<[string, string]>) =>
  pairs.map(([g, diplotype]) => gene(g, { diplotype }));
const find = (recs: readonly Recommendation[], pattern: RegExp) =>
  recs.find((r) => pattern.test(r.action));

describe('pharmacogenomic recommendations (the CPIC or label row, with its figure)', () => {
  it.each([
    // CPIC DPYD 2017 (PMID 29152729): AS 1 → intermediate, 50% starting dose, strong.
    [
      'capecitabine',
      [['DPYD', '*1/*2A']],
      /^Reduce capecitabine to 50% of the standard dose \(DPYD intermediate metabolizer, activity score 1\)$/,
      'dose-reduction',
      'strong',
      { percent: 50, range: null },
    ],
    // AS 1.5 (c.2846A>T heterozygote) → intermediate, 50%, moderate.
    [
      'capecitabine',
      [['DPYD', '*1/c.2846A>T']],
      /^Reduce capecitabine to 50% .*activity score 1\.5\)$/,
      'dose-reduction',
      'moderate',
      { percent: 50, range: null },
    ],
    // AS 0.5 and 0 → poor metabolizer: avoid fluoropyrimidines (strong).
    [
      'fluorouracil',
      [['DPYD', '*2A/c.2846A>T']],
      /^Avoid fluorouracil \(DPYD poor metabolizer, activity score 0\.5\)$/,
      'avoid',
      'strong',
      null,
    ],
    [
      'capecitabine',
      [['DPYD', '*2A/*2A']],
      /^Avoid capecitabine \(DPYD poor metabolizer, activity score 0\)$/,
      'avoid',
      'strong',
      null,
    ],
    // Camptosar label § 2.3 and DPWG 2022 (PMID 36443464): *28/*28 → start at 70% (not CPIC-graded).
    [
      'irinotecan',
      [['UGT1A1', '*28/*28']],
      /^Reduce irinotecan to 70% of the standard dose \(UGT1A1 poor metabolizer\)$/,
      'dose-reduction',
      'moderate',
      { percent: 70, range: null },
    ],
    // CPIC thiopurines (2018, PMID 30447069; 2025 update): TPMT IM → 30–80%, a range, never a point.
    [
      'mercaptopurine',
      [
        ['TPMT', '*1/*3A'],
        ['NUDT15', '*1/*1'],
      ],
      /^Reduce mercaptopurine to 30–80% of the standard dose \(TPMT intermediate metabolizer, NUDT15 normal metabolizer\)$/,
      'dose-reduction',
      'strong',
      { percent: null, range: { min: 30, max: 80 } },
    ],
    // TPMT IM + NUDT15 IM (the March 2024 change) → 20–50%.
    [
      'mercaptopurine',
      [
        ['TPMT', '*1/*3A'],
        ['NUDT15', '*1/*3'],
      ],
      /^Reduce mercaptopurine to 20–50% /,
      'dose-reduction',
      'strong',
      { percent: null, range: { min: 20, max: 50 } },
    ],
    // TPMT PM with malignancy → one tenth of the dose (thrice weekly in the detail).
    [
      'mercaptopurine',
      [
        ['TPMT', '*3A/*3A'],
        ['NUDT15', '*1/*1'],
      ],
      /^Reduce mercaptopurine to 10% of the standard dose \(TPMT poor metabolizer/,
      'dose-reduction',
      'strong',
      { percent: 10, range: null },
    ],
    // CPIC CYP2D6 tamoxifen 2018 (PMID 29385237): poor metabolizer → alternative hormonal therapy.
    [
      'tamoxifen',
      [['CYP2D6', '*4/*4']],
      /^Choose an alternative to tamoxifen \(CYP2D6 poor metabolizer, activity score 0\)$/,
      'alternative-therapy',
      'strong',
      null,
    ],
  ] as const)('%s with %j', (drugId, pairs, action, type, grade, dose) => {
    const { recommendations } = recommend({
      medications: meds(drugId),
      genetics: genes(...(pairs as unknown as Array<[string, string]>)),
    });
    const rec = find(recommendations, action);
    expect(rec, recommendations.map((r) => r.action).join('\n')).toBeDefined();
    expect(rec?.type).toBe(type);
    expect(rec?.evidence.grade).toBe(grade);
    expect(rec?.resolves.map((r) => r.kind)).toEqual(['pgx']);
    expect(rec?.sources.length).toBeGreaterThan(0);
    if (dose) expect(rec?.change).toMatchObject({ kind: 'dose-level', drugId, ...dose });
    if (type === 'avoid') expect(rec?.change).toMatchObject({ kind: 'stop-medication', drugId });
  });

  it('reasons from the stored genotype through the activity score to the CPIC row', () => {
    const { recommendations } = recommend({
      medications: meds('capecitabine'),
      genetics: genes(['DPYD', '*1/*2A']),
    });
    const rec = find(recommendations, /^Reduce capecitabine/) as Recommendation;
    expect(rec.reasoning[0]).toMatch(
      /^DPYD result on record: \*1\/\*2A → .*activity score 1 → intermediate metabolizer$/,
    );
    expect(rec.reasoning.join('\n')).toMatch(
      /CPIC: DPYD and fluoropyrimidines .*→ reduce, 50% of the standard dose \(strong\)/,
    );
    expect(rec.sources.map((s) => s.label).join(' ')).toMatch(/PMID 29152729/);
    expect(rec.resolves[0]?.key).toBe('pgx:capecitabine:capecitabine-dpyd');
  });

  it('normal genotypes and untested genes give no recommendation', () => {
    expect(
      recommend({ medications: meds('capecitabine'), genetics: genes(['DPYD', '*1/*1']) })
        .recommendations,
    ).toEqual([]);
    expect(
      recommend({ medications: meds('irinotecan'), genetics: genes(['UGT1A1', '*1/*28']) })
        .recommendations,
    ).toEqual([]);
    expect(recommend({ medications: meds('capecitabine') }).recommendations).toEqual([]);
  });

  it('CYP2D6 phenoconversion: change the inhibitor, to the antidepressants the curated record names', () => {
    // CPIC tamoxifen: avoid strong CYP2D6 inhibitors; curated record tamoxifen-paroxetine (Kelly
    // BMJ 2010) names venlafaxine, escitalopram and mirtazapine.
    const { recommendations, alerts } = recommend({
      medications: meds('tamoxifen', 'paroxetine'),
      genetics: genes(['CYP2D6', '*1/*1']),
    });
    const rec = recommendations.find(
      (r) => r.id === 'substitute:paroxetine:tamoxifen',
    ) as Recommendation;
    expect(rec.action).toBe('Replace paroxetine with venlafaxine, escitalopram or mirtazapine');
    expect(rec.alternatives.map((a) => a.drugId)).toEqual([
      'venlafaxine',
      'escitalopram',
      'mirtazapine',
    ]);
    expect(rec.alternatives.every((a) => a.via === 'named')).toBe(true);
    // One action, two alerts: the curated pair and the phenoconverted pgx finding.
    expect(rec.resolves.map((r) => r.kind).sort()).toEqual(['interaction', 'pgx']);
    expect(rec.resolves.every((r) => alerts.some((a) => a.key === r.key))).toBe(true);
    expect(rec.reasoning.join('\n')).toMatch(
      /normal metabolizer → poor metabolizer while it is taken/,
    );
    expect(rec.reasoning.join('\n')).toMatch(
      /Without paroxetine: CYP2D6 normal metabolizer, activity score 2 → standard dosing/,
    );
    expect(rec.change).toMatchObject({ kind: 'stop-medication', drugId: 'paroxetine' });
    // The tamoxifen row of the phenoconverted phenotype is there too, for when the SSRI must stay.
    expect(
      find(
        recommendations,
        /^Choose an alternative to tamoxifen \(CYP2D6 poor metabolizer by phenoconversion \(paroxetine\), activity score 0\)$/,
      ),
    ).toBeDefined();
  });

  it('a group record (strong CYP2D6 inhibitors) names venlafaxine for bupropion', () => {
    const { recommendations } = recommend({
      medications: meds('tamoxifen', 'bupropion'),
      genetics: genes(['CYP2D6', '*1/*1']),
    });
    const rec = recommendations.find((r) => r.id === 'substitute:bupropion:tamoxifen');
    expect(rec?.alternatives.map((a) => a.drugId)).toEqual(['venlafaxine']);
  });
});

describe('label renal rules', () => {
  // 70-year-old woman, 65 kg, creatinine 1.6 mg/dL → Cockcroft–Gault about 34 mL/min.
  const renal = [
    ...normalLabs().filter((l) => l.labName !== 'creatinine'),
    lab('creatinine', 1.6, 'mg/dL'),
  ];

  it.each([
    // Xeloda label § 2: CrCl 30–50 mL/min → 75% of the starting dose.
    [
      'capecitabine',
      /^Reduce capecitabine to 75% of the standard dose \(CrCl 34 mL\/min\)$/,
      'dose-reduction',
      { kind: 'dose-level', percent: 75 },
    ],
    // Alimta label § 2: CrCl below 45 mL/min → do not give.
    [
      'pemetrexed',
      /^Do not give pemetrexed \(CrCl 34 mL\/min\)$/,
      'avoid',
      { kind: 'stop-medication' },
    ],
  ] as const)('%s', (drugId, action, type, change) => {
    const { recommendations } = recommend({
      ageYears: 70,
      labValues: renal,
      medications: meds(drugId),
    });
    const rec = find(recommendations, action);
    expect(rec, recommendations.map((r) => r.action).join('\n')).toBeDefined();
    expect(rec?.type).toBe(type);
    expect(rec?.evidence).toEqual({ grade: 'strong', label: 'FDA label dosing rule' });
    expect(rec?.reasoning[0]).toMatch(
      /^Creatinine 1\.6 mg\/dL .* → CrCl 34 mL\/min \(Cockcroft–Gault/,
    );
    expect(rec?.resolves[0]?.kind).toBe('renal');
    expect(rec?.change).toMatchObject({ drugId, ...change });
  });

  it('two dose rules on one drug are shown side by side, never multiplied', () => {
    const { recommendations } = recommend({
      ageYears: 70,
      labValues: renal,
      medications: meds('capecitabine'),
      genetics: genes(['DPYD', '*1/*2A']),
    });
    const doses = recommendations.filter((r) => r.change?.kind === 'dose-level');
    expect(doses.map((r) => (r.change as { percent: number }).percent).sort()).toEqual([50, 75]);
    for (const r of doses) expect(r.caveats.join(' ')).toMatch(/do not multiply/);
  });

  it('opens the regimen calculator on the regimen the history gives the drug in', () => {
    const history = [{ ...treatment('capecitabine', 1000, 'mg/m2', 21), regimenId: 'capox' }];
    const { recommendations } = recommend({
      medications: meds('capecitabine'),
      genetics: genes(['DPYD', '*1/*2A']),
      treatmentHistory: history,
    });
    const known = KB.regimens.some((r) => r.id === 'capox');
    expect(find(recommendations, /^Reduce capecitabine/)?.change).toMatchObject({
      regimenId: known ? 'capox' : null,
    });
  });
});

describe('interaction management and the alternatives the records name', () => {
  it.each([
    // Sprycel label § 7: no PPI; an antacid at least 2 h before or after (its own record).
    [
      'dasatinib',
      /^Replace omeprazole with calcium carbonate/,
      'calcium-carbonate',
      /at least 2 h before or 2 h after dasatinib/,
    ],
    // Tarceva label § 2, 7: no PPI; H2 blocker 10 h before and 2 h after (erlotinib-famotidine).
    [
      'erlotinib',
      /^Replace omeprazole with famotidine/,
      'famotidine',
      /10 hours after the H2 blocker dose and at least 2 hours before the next/,
    ],
    // Tasigna label § 7: famotidine 10 h before and 2 h after nilotinib.
    [
      'nilotinib',
      /^Replace omeprazole with famotidine/,
      'famotidine',
      /about 10 hours before and about 2 hours after the nilotinib dose/,
    ],
  ] as const)('%s with omeprazole', (tki, action, altId, timing) => {
    const { recommendations } = recommend({ medications: meds(tki, 'omeprazole') });
    const rec = find(recommendations, action) as Recommendation;
    expect(rec, recommendations.map((r) => r.action).join('\n')).toBeDefined();
    expect(rec.type).toBe('substitute');
    expect(rec.evidence.grade).toBe('strong');
    const alt = rec.alternatives.find((a) => a.drugId === altId);
    expect(alt?.via).toBe('class');
    expect(alt?.detail).toMatch(timing);
    expect(alt?.recordIds).toHaveLength(1);
    expect(rec.change).toMatchObject({ kind: 'stop-medication', drugId: 'omeprazole' });
    // The kinase inhibitor is never the drug replaced.
    expect(recommendations.some((r) => r.id.startsWith(`substitute:${tki}:`))).toBe(false);
  });

  it('never proposes an H2 blocker for dasatinib: its own record says avoid', () => {
    const { recommendations } = recommend({ medications: meds('dasatinib', 'omeprazole') });
    const all = recommendations.flatMap((r) => r.alternatives.map((a) => a.drugId));
    expect(all).not.toContain('famotidine');
    expect(all).toContain('calcium-carbonate');
  });

  it('a drug named by the record (clopidogrel with omeprazole: pantoprazole or famotidine)', () => {
    const { recommendations } = recommend({ medications: meds('clopidogrel', 'omeprazole') });
    const rec = recommendations.find((r) => r.id === 'substitute:omeprazole:clopidogrel');
    expect(rec?.action).toBe('Replace omeprazole with pantoprazole or famotidine');
    expect(rec?.alternatives.map((a) => [a.drugId, a.via])).toEqual([
      ['pantoprazole', 'named'],
      ['famotidine', 'named'],
    ]);
  });

  it('each alternative is checked again with the record: a new alert it raises is shown', () => {
    // The patient's CrCl is about 68 mL/min, where the venlafaxine label reduces the dose.
    const { recommendations } = recommend({
      medications: meds('tamoxifen', 'paroxetine'),
      genetics: genes(['CYP2D6', '*1/*1']),
    });
    const venlafaxine = recommendations
      .flatMap((r) => r.alternatives)
      .find((a) => a.drugId === 'venlafaxine');
    expect(venlafaxine?.newAlerts.map((a) => a.title).join('\n')).toMatch(
      /^Venlafaxine: dose adjustment at CrCl/m,
    );
  });

  it('a monitoring record keeps its management as the action', () => {
    const { recommendations } = recommend({ medications: meds('capecitabine', 'warfarin') });
    const rec = recommendations.find((r) => r.type === 'monitor');
    expect(rec?.action).toMatch(/^Capecitabine \+ Warfarin: Check the INR at least weekly/);
    expect(rec?.evidence.grade).toBe('strong');
  });
});

describe('ranking and coverage', () => {
  it('severity first, then evidence', () => {
    const renal = [
      ...normalLabs().filter((l) => l.labName !== 'creatinine'),
      lab('creatinine', 1.6, 'mg/dL'),
    ];
    const { recommendations } = recommend({
      ageYears: 70,
      labValues: renal,
      medications: meds('capecitabine', 'pemetrexed', 'cisplatin'),
      genetics: genes(['DPYD', '*1/*2A']),
    });
    expect(recommendations[0]?.action).toBe('Do not give pemetrexed (CrCl 34 mL/min)');
    const sorted = [...recommendations].sort(compareRecommendations);
    expect(recommendations).toEqual(sorted);
    const medium = recommendations.filter((r) => r.severity === 'medium');
    const grades = medium.map((r) => r.evidence.grade);
    expect(grades.indexOf('theoretical')).toBeGreaterThan(grades.indexOf('strong'));
  });

  it('every alert is resolved by a recommendation or listed as unresolved; nothing else is claimed', () => {
    const { alerts, recommendations, unresolved } = recommend({
      medications: meds('capecitabine', 'warfarin', 'omeprazole', 'pantoprazole', 'allopurinol'),
      genetics: [
        ...genes(['DPYD', '*1/*2A'], ['CYP2C9', '*1/*3']),
        gene('HLA-B', { phenotype: '*58:01 positive' }),
      ],
    });
    const keys = new Set(alerts.map((a) => a.key));
    const resolved = new Set(recommendations.flatMap((r) => r.resolves.map((x) => x.key)));
    for (const k of resolved) expect(keys.has(k)).toBe(true);
    for (const a of alerts)
      expect(resolved.has(a.key) || unresolved.some((u) => u.key === a.key)).toBe(true);
    expect(new Set(recommendations.map((r) => r.id)).size).toBe(recommendations.length);
  });

  it('is deterministic', () => {
    const p = {
      medications: meds('tamoxifen', 'paroxetine', 'dasatinib', 'omeprazole'),
      genetics: genes(['CYP2D6', '*1/*4']),
    };
    expect(recommend(p).recommendations).toEqual(recommend(p).recommendations);
  });
});

/**
 * Never an invented alternative: over every curated record that says avoid or substitute, for a
 * patient on one drug of each side, each proposed alternative is named in that record's
 * management text, or belongs to a class the text names and has its own record with the drug
 * that stays.
 */
describe('alternatives come only from the records', () => {
  const index = nameIndex(kb);
  const firstMember = (side: { drug: string } | { group: string }) =>
    'drug' in side ? side.drug : kb.checker.expandGroup(side.group)?.[0];
  const records = KB.interactions.filter(
    (r) => r.management.action === 'avoid' || r.management.action === 'substitute',
  );

  it(`holds for all ${records.length} restrictive records`, () => {
    let checked = 0;
    for (const record of records) {
      const a = firstMember(record.a);
      const b = firstMember(record.b);
      if (!a || !b || a === b) continue;
      const { recommendations } = recommend({ medications: meds(a, b) });
      const named = new Set(drugsNamedIn(record.management.text, index).map((h) => h.drug.id));
      const classes = new Set(classesNamedIn(record.management.text, index).map((h) => h.tag));
      for (const rec of recommendations) {
        if (!rec.resolves.some((r) => r.key.endsWith(`:curated:${record.id}`))) continue;
        for (const alt of rec.alternatives) {
          checked += 1;
          if (alt.via === 'named') {
            expect(named.has(alt.drugId), `${record.id}: ${alt.drugId}`).toBe(true);
          } else {
            const drug = kb.drugsById.get(alt.drugId);
            expect(
              drug?.classTags.some((t) => classes.has(t)),
              `${record.id}: ${alt.drugId}`,
            ).toBe(true);
            expect(alt.recordIds).toHaveLength(1);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  }, 120_000);
});
