import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../../../server/lib/knowledge-base';
import type { StoredLabValue } from '../../patients/schemas';
import { evaluatePatientAlerts } from '../evaluate';
import { NOW, daysAgo, lab, med, normalLabs, patient } from '../test-fixtures';

const kb = loadKnowledgeBase().alerts;
const replace = (...extra: StoredLabValue[]) => [
  ...normalLabs().filter((l) => !extra.some((e) => e.labName === l.labName)),
  ...extra,
];
const run = (p: Parameters<typeof patient>[0]) =>
  evaluatePatientAlerts(patient(p), kb, { now: NOW });
const qt = (r: ReturnType<typeof run>) => r.alerts.filter((a) => a.kind === 'qt');

describe('QT alerts (AHA/ACCF 2010 scientific statement)', () => {
  it.each([
    // One known-risk drug, QTc above 500 ms → critical.
    [
      'ondansetron alone, QTc 512',
      ['ondansetron'],
      [lab('qtc', 512, 'ms')],
      'qtc-high-risk',
      'critical',
    ],
    // A possible-risk drug alone with QTc above 500 → high.
    [
      'granisetron alone, QTc 512',
      ['granisetron'],
      [lab('qtc', 512, 'ms')],
      'qtc-high-risk',
      'high',
    ],
    // Prolonged (≥ 470 ms in a man) with one known-risk drug → medium.
    [
      'ondansetron, man, QTc 475',
      ['ondansetron'],
      [lab('qtc', 475, 'ms')],
      'qtc-prolonged',
      'medium',
    ],
    // Two QT drugs with normal QTc and electrolytes → medium (the engine's moderate).
    [
      'ondansetron + levofloxacin',
      ['ondansetron', 'levofloxacin'],
      [],
      'multiple-qt-drugs',
      'medium',
    ],
    // ... with low potassium → high.
    [
      'ondansetron + levofloxacin, K 3.1',
      ['ondansetron', 'levofloxacin'],
      [lab('potassium', 3.1, 'mmol/L')],
      'multiple-qt-drugs',
      'high',
    ],
    // Issue 13 item 6: voriconazole (conditional) + ondansetron must surface as a QT finding.
    [
      'voriconazole + ondansetron',
      ['voriconazole', 'ondansetron'],
      [],
      'multiple-qt-drugs',
      'medium',
    ],
    // One QT drug and low magnesium → medium; with a boxed QT warning (methadone) → high.
    [
      'ondansetron, Mg 1.4',
      ['ondansetron'],
      [lab('magnesium', 1.4, 'mg/dL')],
      'qt-drug-low-electrolytes',
      'medium',
    ],
    [
      'methadone, Mg 1.4',
      ['methadone'],
      [lab('magnesium', 1.4, 'mg/dL')],
      'qt-drug-low-electrolytes',
      'high',
    ],
  ] as const)('%s → %s (%s)', (_name, drugs, labs, rule, severity) => {
    const found = qt(
      run({ sex: 'male', medications: drugs.map((d) => med(d)), labValues: replace(...labs) }),
    );
    expect(found.map((a) => [a.key.split(':').at(-1), a.severity])).toEqual([[rule, severity]]);
    expect(found[0]?.sources.some((s) => /Drew BJ/.test(s.label))).toBe(true);
  });

  it('a rise of more than 60 ms from the pre-treatment QTc is high risk even below 500 ms', () => {
    const labs = replace(lab('qtc', 490, 'ms', 1));
    labs.push(lab('qtc', 425, 'ms', 40));
    const found = qt(
      run({ medications: [med('ondansetron', { startDate: daysAgo(30) })], labValues: labs }),
    );
    expect(found.map((a) => a.severity)).toEqual(['critical']);
    expect(found[0]?.rationale).toMatch(
      /QTc 425 ms \(\d{4}-\d{2}-\d{2}\) → 490 ms \(\d{4}-\d{2}-\d{2}\): rise of 65 ms > 60 ms/,
    );
  });
});

describe('QT alerts: quiet cases', () => {
  it('one QT drug with a normal QTc and normal electrolytes → nothing above low', () => {
    const r = run({ medications: [med('ondansetron')], labValues: normalLabs() });
    expect(qt(r).filter((a) => a.severity !== 'low')).toEqual([]);
  });

  it('QTc 475 ms is not prolonged in a woman (99th percentile 480 ms) → nothing with one drug', () => {
    expect(
      qt(
        run({
          sex: 'female',
          medications: [med('ondansetron')],
          labValues: replace(lab('qtc', 475, 'ms')),
        }),
      ),
    ).toEqual([]);
  });

  it('a conditional-risk drug alone with normal values → nothing', () => {
    expect(qt(run({ medications: [med('voriconazole')], labValues: normalLabs() }))).toEqual([]);
  });

  it('two QT drugs without a recent QTc say the QTc is missing', () => {
    const r = run({
      medications: [med('ondansetron'), med('levofloxacin')],
      labValues: normalLabs().filter((l) => l.labName !== 'qtc'),
    });
    expect(r.limitations.find((l) => l.kind === 'qt-no-recent-value')?.text).toMatch(
      /^No QTc within 30 days/,
    );
  });
});

// Issue 20: QTc, potassium and magnesium are read with the per-lab freshness windows
// (src/knowledge/alert-rules/lab-freshness.ts): QTc 30 days; electrolytes 7 days when a QT drug is
// an antineoplastic given by cycle, 30 days otherwise. Just inside counts, one day older does not.
describe('QT alerts: per-lab freshness windows', () => {
  const kinds = (r: ReturnType<typeof run>) =>
    qt(r).map((a) => [a.key.split(':').at(-1), a.severity]);

  it.each([
    [
      'ondansetron + levofloxacin, K 3.1 (other drugs: 30 days)',
      ['ondansetron', 'levofloxacin'],
      lab('potassium', 3.1, 'mmol/L', 30),
      lab('potassium', 3.1, 'mmol/L', 31),
      [['multiple-qt-drugs', 'high']],
      [['multiple-qt-drugs', 'medium']],
      'potassium within 30 days (product default)',
    ],
    [
      'vandetanib, Mg 1.4 (antineoplastic: 7 days before a cycle)',
      ['vandetanib'],
      lab('magnesium', 1.4, 'mg/dL', 7),
      lab('magnesium', 1.4, 'mg/dL', 8),
      [['qt-drug-low-electrolytes', 'high']],
      [],
      null,
    ],
    [
      'ondansetron, QTc 512 (30 days)',
      ['ondansetron'],
      lab('qtc', 512, 'ms', 30),
      lab('qtc', 512, 'ms', 31),
      [['qtc-high-risk', 'critical']],
      [],
      null,
    ],
  ] as const)('%s', (_n, drugs, inside, outside, insideKinds, outsideKinds, gap) => {
    const go = (l: StoredLabValue) =>
      run({ sex: 'male', medications: drugs.map((d) => med(d)), labValues: replace(l) });
    expect(kinds(go(inside))).toEqual(insideKinds);
    const old = go(outside);
    expect(kinds(old)).toEqual(outsideKinds);
    if (gap) {
      expect(old.limitations.find((l) => l.kind === 'qt-no-recent-value')?.text).toContain(gap);
    }
  });

  it('a missing QTc names its window and basis', () => {
    const r = run({
      medications: [med('ondansetron'), med('levofloxacin')],
      labValues: normalLabs().filter((l) => l.labName !== 'qtc'),
    });
    expect(r.limitations.find((l) => l.kind === 'qt-no-recent-value')?.text).toBe(
      'No QTc within 30 days (product default): the QT risk of Levofloxacin, Ondansetron was rated without it.',
    );
  });
});
