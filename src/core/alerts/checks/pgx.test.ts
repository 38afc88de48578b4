import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../../server/lib/knowledge-base';
import { evaluatePatientAlerts } from '../evaluate';
import { NOW, gene, med, normalLabs, patient } from '../test-fixtures';
import { pgxSeverity } from './pgx';

const kb = loadKnowledgeBase().alerts;
const run = (p: Parameters<typeof patient>[0]) =>
  evaluatePatientAlerts(patient({ labValues: normalLabs(), ...p }), kb, { now: NOW });
const pgx = (r: ReturnType<typeof run>) => r.alerts.filter((a) => a.kind === 'pgx');

describe('pgx alerts read germline results only', () => {
  // A tumour's somatic finding in a pharmacogene, or a pertinent negative, is not a genotype.
  it.each([
    ['somatic', { origin: 'somatic' as const }],
    ['not detected', { status: 'not-detected' as const }],
  ])('a %s DPYD entry raises no DPYD alert and leaves DPYD untested', (_label, extra) => {
    const r = run({
      medications: [med('capecitabine')],
      genetics: [{ ...gene('DPYD', { diplotype: '*2A/*2A' }), ...extra }],
    });
    expect(pgx(r)).toEqual([]);
    expect(r.limitations.map((l) => l.text).join(' ')).toMatch(/DPYD/);
  });
});

describe('pgx alerts from genotype or reported phenotype', () => {
  it.each([
    // CPIC DPYD 2017: activity score 0 → avoid fluoropyrimidines (strong).
    [
      'capecitabine',
      'DPYD',
      { diplotype: '*2A/*2A' },
      'critical',
      /activity score 0\.0 → poor metabolizer/,
    ],
    // Activity score 1 → 50% starting dose (strong).
    [
      'capecitabine',
      'DPYD',
      { diplotype: '*1/*2A' },
      'high',
      /activity score 1\.0 → intermediate metabolizer/,
    ],
    [
      'fluorouracil',
      'DPYD',
      { phenotype: 'Intermediate Metabolizer' },
      'high',
      /reported phenotype → intermediate metabolizer/,
    ],
    // CPIC HLA-B/allopurinol: carriers of *58:01 should not receive allopurinol (strong).
    ['allopurinol', 'HLA-B', { phenotype: '*58:01 positive' }, 'critical', /HLA-B\*58:01 positive/],
    // CPIC TPMT/NUDT15 2018: poor metabolizer, malignancy → drastically reduced dose (strong).
    [
      'mercaptopurine',
      'TPMT',
      { diplotype: '*3A/*3A' },
      'high',
      /TPMT \*3A\/\*3A → poor metabolizer/,
    ],
    // Camptosar label: UGT1A1*28 homozygotes, a starting dose at least one level lower (not
    // CPIC-graded): a label dose reduction is high, as the dosing calculator treats it (issue 25).
    [
      'irinotecan',
      'UGT1A1',
      { diplotype: '*28/*28' },
      'high',
      /UGT1A1 \*28\/\*28 → poor metabolizer/,
    ],
    // CPIC G6PD 2022: deficient → rasburicase contraindicated.
    [
      'rasburicase',
      'G6PD',
      { phenotype: 'Deficient' },
      'critical',
      /G6PD reported phenotype → deficient/,
    ],
  ] as const)('%s with %s %j → %s', (drugId, symbol, result, severity, chain) => {
    const found = pgx(run({ medications: [med(drugId)], genetics: [gene(symbol, result)] }));
    expect(found).toHaveLength(1);
    expect(found[0]?.severity).toBe(severity);
    expect(found[0]?.rationale).toMatch(chain);
    expect(found[0]?.sources.some((s) => /CPIC|label|DPWG/i.test(s.label))).toBe(true);
  });

  it('lists CPIC populations it cannot rule out in one alert (clopidogrel by indication)', () => {
    const found = pgx(
      run({
        medications: [med('clopidogrel')],
        genetics: [gene('CYP2C19', { diplotype: '*2/*2' })],
      }),
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.management).toMatch(/Neurovascular/);
  });
});

describe('pgx phenoconversion (issue 13 item 5)', () => {
  it('CYP2D6 *1/*1 with paroxetine is a poor metabolizer for tamoxifen, and replacing the inhibitor comes first', () => {
    const found = pgx(
      run({
        medications: [med('tamoxifen'), med('paroxetine')],
        genetics: [gene('CYP2D6', { diplotype: '*1/*1' })],
      }),
    );
    expect(found).toHaveLength(1);
    const alert = found[0];
    expect(alert?.key).toBe('pgx:paroxetine+tamoxifen:tamoxifen-cyp2d6:phenoconverted');
    expect(alert?.severity).toBe('high');
    expect(alert?.rationale).toMatch(
      /normal metabolizer → Paroxetine \(strong CYP2D6 inhibitor\): phenoconversion → activity score 0 → poor metabolizer/,
    );
    expect(alert?.management).toMatch(
      /^Replace Paroxetine \(strong CYP2D6 inhibitor\) with a drug that does not inhibit CYP2D6/,
    );
    // The same-class alternatives come from the records: SSRIs without moderate/strong inhibition.
    expect(alert?.management).toContain('Citalopram');
    expect(alert?.management).not.toMatch(/lists without[^.]*Fluoxetine/);
  });

  it('the same genotype without the inhibitor raises nothing', () => {
    expect(
      pgx(
        run({
          medications: [med('tamoxifen')],
          genetics: [gene('CYP2D6', { diplotype: '*1/*1' })],
        }),
      ),
    ).toEqual([]);
  });
});

describe('pgx: unknown is never normal', () => {
  it('an untested gene is a limitation, not an alert and not silence', () => {
    const r = run({ medications: [med('capecitabine')] });
    expect(pgx(r)).toEqual([]);
    expect(r.limitations.find((l) => l.kind === 'pgx-untested')?.text).toMatch(
      /No DPYD result is on record.*unknown, not normal/,
    );
  });

  it('an allele outside the CPIC table gives an indeterminate phenotype and says so', () => {
    const r = run({
      medications: [med('capecitabine')],
      genetics: [gene('DPYD', { diplotype: '*1/*99' })],
    });
    expect(pgx(r)).toEqual([]);
    expect(r.limitations.map((l) => l.kind)).toEqual(
      expect.arrayContaining(['pgx-result-unreadable', 'pgx-indeterminate']),
    );
  });

  it('a normal result raises nothing', () => {
    const r = run({
      medications: [med('capecitabine')],
      genetics: [gene('DPYD', { diplotype: '*1/*1' })],
    });
    expect(pgx(r)).toEqual([]);
    expect(r.limitations.filter((l) => l.kind.startsWith('pgx'))).toEqual([]);
  });
});

describe('pgxSeverity', () => {
  it.each([
    ['avoid', 'strong', 'critical'],
    ['avoid', 'moderate', 'high'],
    ['reduce', 'strong', 'high'],
    ['reduce', 'optional', 'medium'],
    ['alternative', 'moderate', 'high'],
    ['alternative', 'not-graded', 'high'],
    ['reduce', 'not-graded', 'high'],
    ['reduce', 'no-recommendation', 'medium'],
    ['increase', 'strong', 'medium'],
    ['monitor', 'strong', 'low'],
    ['standard', 'strong', null],
    ['indeterminate', 'not-graded', null],
  ] as const)('%s (%s) → %s', (action, strength, expected) => {
    expect(pgxSeverity(action, strength)).toBe(expected);
  });
});

describe('pgx: genes the engine does not interpret', () => {
  it('a somatic or unsupported gene is named once as not used, and nothing else changes', () => {
    const r = run({
      medications: [med('capecitabine')],
      genetics: [gene('BRCA1', { phenotype: 'pathogenic variant' })],
    });
    expect(pgx(r)).toEqual([]);
    expect(r.limitations.map((l) => l.kind)).toEqual(
      expect.arrayContaining(['pgx-gene-not-interpreted', 'pgx-untested']),
    );
  });
});
