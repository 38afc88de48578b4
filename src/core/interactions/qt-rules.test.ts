import { describe, expect, it } from 'vitest';
import type { QtRisk } from '../knowledge/drug';
import { inferPharmacokinetic } from './pk-rules';
import { hasBoxedQtWarning, inferQt, prolongsQt, withExposureRise } from './qt-rules';
import { makeDrug } from './test-fixtures';

const qt = (id: string, qtRisk: QtRisk) => makeDrug(id, { qtRisk });

describe('QT prolongation, by risk category (issue 13 item 6)', () => {
  it.each([
    ['known', 'known', 'moderate', 'suspected'],
    ['known', 'possible', 'moderate', 'theoretical'],
    ['possible', 'known', 'moderate', 'theoretical'],
    // Conditional risk used to add a note only, so voriconazole + ondansetron showed nothing.
    ['known', 'conditional', 'moderate', 'theoretical'],
    ['conditional', 'known', 'moderate', 'theoretical'],
    ['possible', 'possible', 'minor', 'theoretical'],
    ['possible', 'conditional', 'minor', 'theoretical'],
    ['conditional', 'conditional', 'minor', 'theoretical'],
  ] as const)('%s + %s -> %s (%s)', (x, y, severity, evidence) => {
    const m = inferQt(qt('alpha', x), qt('beta', y));
    expect(m?.severity).toBe(severity);
    expect(m?.evidence).toBe(evidence);
    expect(m?.action).toBe('monitor');
    expect(m?.rule).toBe('qt');
    expect(m?.riskFactors).toContain('hypokalemia');
    expect(m?.management).toMatch(/ECG/);
    expect(m?.reasoning[0]).toBe(
      `alpha: ${x} QT risk + beta: ${y} QT risk → ${severity} (additive QT prolongation)`,
    );
  });

  it.each([
    ['known', 'none'],
    ['known', 'unknown'],
    ['conditional', 'none'],
    ['possible', 'unknown'],
    ['unknown', 'unknown'],
    ['none', 'none'],
  ] as const)('%s + %s -> no finding', (x, y) => {
    expect(inferQt(qt('alpha', x), qt('beta', y))).toBeUndefined();
  });

  it('asks for ECG, potassium and magnesium monitoring when a known-risk drug is involved', () => {
    expect(inferQt(qt('alpha', 'known'), qt('beta', 'known'))?.management).toContain(
      'ECG, potassium and magnesium at baseline',
    );
  });

  const boxedQt = (id: string, qtRisk: QtRisk, warning: string) =>
    makeDrug(id, { qtRisk, boxedWarnings: [warning] });

  it.each([
    // Tasigna boxed warning: QT prolongation and sudden deaths.
    ['QT prolongation and sudden deaths: avoid QT-prolonging drugs.', 'known', 'major'],
    // Methadone boxed warning names torsades de pointes.
    ['Serious arrhythmias (torsades de pointes) have occurred.', 'known', 'major'],
    ['Prolonged QTc was seen.', 'known', 'major'],
    // A boxed warning about something else does not raise the grade.
    ['Hepatotoxicity, sometimes fatal.', 'known', 'moderate'],
    // A boxed QT warning raises only the known+known pairing.
    ['QT prolongation and sudden deaths.', 'possible', 'moderate'],
  ] as const)('boxed warning "%s" on a %s-risk drug -> %s', (warning, risk, severity) => {
    for (const [a, b] of [
      [boxedQt('boxed', risk, warning), qt('other', 'known')],
      [qt('other', 'known'), boxedQt('boxed', risk, warning)],
    ] as const) {
      const m = inferQt(a, b);
      expect(m?.severity).toBe(severity);
      expect(m?.action).toBe(severity === 'major' ? 'substitute' : 'monitor');
      if (severity === 'major') {
        expect(m?.reasoning[0]).toContain('boxed QT warning: boxed');
        expect(m?.management).toContain('boxed carries a boxed QT warning');
      } else {
        expect(m?.reasoning[0]).not.toContain('boxed QT warning');
      }
    }
  });

  it('names both drugs when both carry a boxed QT warning', () => {
    const a = boxedQt('first', 'known', 'QT prolongation.');
    const b = boxedQt('second', 'known', 'Torsades de pointes.');
    expect(inferQt(a, b)?.management).toContain('first and second carry boxed QT warnings');
  });

  it.each([
    ['QT prolongation', true],
    ['torsade de pointes', true],
    ['QTc above 500 ms', true],
    ['Hepatotoxicity', false],
    // A word that merely contains the letters is not a QT warning.
    ['Aquatic toxicity', false],
  ] as const)('hasBoxedQtWarning("%s") -> %s', (warning, expected) => {
    expect(hasBoxedQtWarning(makeDrug('xdrug', { boxedWarnings: [warning] }))).toBe(expected);
  });

  it.each([
    ['known', true],
    ['possible', true],
    ['conditional', true],
    ['none', false],
    ['unknown', false],
  ] as const)('prolongsQt(%s) -> %s', (risk, expected) => {
    expect(prolongsQt(qt('xdrug', risk))).toBe(expected);
  });
});

describe('QT grade rises when one drug raises the other QT-prolonging drug', () => {
  const inhibitor = makeDrug('azole', {
    qtRisk: 'conditional',
    pathways: { CYP3A4: { inhibitor: 'strong' } },
  });
  const victim = makeDrug('antiarrhythmic', {
    qtRisk: 'known',
    pathways: { CYP3A4: { substrate: 'moderate' } },
  });

  it('moderate -> major, with the pathway in the reasoning and the effect', () => {
    const base = inferQt(inhibitor, victim);
    expect(base?.severity).toBe('moderate');
    const pk = inferPharmacokinetic(inhibitor, victim);
    const raised = withExposureRise(base!, pk, [inhibitor, victim]);
    expect(raised.severity).toBe('major');
    expect(raised.action).toBe('substitute');
    expect(raised.effect).toContain('azole also raises antiarrhythmic exposure (CYP3A4)');
    expect(raised.reasoning.at(-1)).toBe(
      'azole inhibits CYP3A4, raising the QT-prolonging antiarrhythmic → QT finding raised from moderate to major',
    );
  });

  it('leaves the grade alone when the raised drug has no QT risk', () => {
    const plain = makeDrug('plain', {
      qtRisk: 'known',
      pathways: { CYP3A4: { inhibitor: 'strong' } },
    });
    const noQt = makeDrug('no-qt', { qtRisk: 'conditional' });
    const base = inferQt(plain, noQt)!;
    expect(withExposureRise(base, inferPharmacokinetic(plain, noQt), [plain, noQt])).toBe(base);
  });

  it('does not raise it for prodrug activation, where the inhibitor lowers the active drug', () => {
    const prodrug = makeDrug('prodrug', {
      qtRisk: 'possible',
      pathways: { CYP3A4: { substrate: 'moderate', prodrugActivation: true } },
    });
    const base = inferQt(inhibitor, prodrug)!;
    const pk = inferPharmacokinetic(inhibitor, prodrug);
    expect(pk).toHaveLength(1);
    expect(withExposureRise(base, pk, [inhibitor, prodrug])).toBe(base);
  });
});
