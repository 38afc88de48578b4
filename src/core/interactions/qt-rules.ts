import type { Drug, QtRisk } from '../knowledge/drug';
import type { Evidence, Severity } from '../knowledge/interaction';
import { sourcesFor } from './citations';
import type { InferredMechanism, ManagementAction } from './types';

/**
 * Additive QT prolongation, from each drug's CredibleMeds-style QT category (`Drug.qtRisk`).
 *
 * Issue 13 item 6: two QT-prolonging drugs must surface as a QT finding of their own grade. A
 * "conditional" drug (torsades only under certain conditions: a raised level, low potassium,
 * another QT-prolonging drug) used to add only a note to another finding's reasoning, so
 * voriconazole with ondansetron showed nothing. Every pairing of two drugs with any QT risk now
 * yields a finding:
 *
 * | pair                                   | severity | evidence    | action     |
 * |----------------------------------------|----------|-------------|------------|
 * | known + known, either with a boxed QT warning (Tasigna, methadone) | major | suspected | substitute |
 * | known + known                          | moderate | suspected   | monitor    |
 * | known + possible, known + conditional  | moderate | theoretical | monitor    |
 * | possible or conditional on both sides  | minor    | theoretical | monitor    |
 *
 * Only contraindicated and major findings interrupt (CLINICAL-NOTES, alert fatigue), so a
 * profile-level rule reaches `major` only where a label itself asks to avoid other QT-prolonging
 * drugs. When one drug also raises the exposure of the other QT-prolonging drug (an inferred
 * CYP or transporter inhibition), the grade rises one step: `withExposureRise`. Drug-specific
 * grades come from curated records, which win.
 */

const QT_RANK: Partial<Record<QtRisk, number>> = { known: 2, possible: 1, conditional: 1 };

/** The drug prolongs QT to some degree: known, possible or conditional risk. */
export function prolongsQt(drug: Drug): boolean {
  return QT_RANK[drug.qtRisk] !== undefined;
}

export const QT_RISK_FACTORS = [
  'prolonged baseline QTc',
  'hypokalemia',
  'hypomagnesemia',
  'bradycardia',
  'congenital long QT syndrome',
  'heart failure or structural heart disease',
  'female sex',
  'older age',
];

/** A boxed warning that names QT prolongation or torsades (nilotinib, methadone). */
const BOXED_QT = /\bQTc?\b|torsade/i;

/** Whether the drug's label carries a boxed warning about QT prolongation. */
export function hasBoxedQtWarning(drug: Drug): boolean {
  return drug.boxedWarnings.some((w) => BOXED_QT.test(w));
}

const MONITOR_KNOWN =
  'Get an ECG, potassium and magnesium at baseline and correct potassium and magnesium before starting; repeat the ECG after starting, after dose increases and with palpitations, dizziness or syncope.';
const MONITOR_LOWER =
  'Get a baseline ECG and electrolytes, keep potassium and magnesium normal, and repeat the ECG if symptoms or other QT risk factors appear.';

export function inferQt(a: Drug, b: Drug): InferredMechanism | undefined {
  const ra = QT_RANK[a.qtRisk];
  const rb = QT_RANK[b.qtRisk];
  if (ra === undefined || rb === undefined) return undefined;
  const bothKnown = ra === 2 && rb === 2;
  const boxed = bothKnown ? [a, b].filter(hasBoxedQtWarning) : [];
  const severity: Severity =
    boxed.length > 0 ? 'major' : Math.max(ra, rb) === 2 ? 'moderate' : 'minor';
  const evidence: Evidence = bothKnown ? 'suspected' : 'theoretical';
  // Boxed: the label asks for another drug where possible, so the action is to substitute.
  const action: ManagementAction = boxed.length > 0 ? 'substitute' : 'monitor';
  const boxedNames = boxed.map((d) => d.name).join(' and ');
  const boxedNote =
    boxed.length > 0 ? `; boxed QT warning: ${boxed.map((d) => d.name).join(', ')}` : '';
  return {
    rule: 'qt',
    type: 'pharmacodynamic',
    severity,
    evidence,
    action,
    onset: 'not-specified',
    riskFactors: QT_RISK_FACTORS,
    mechanism: `Both prolong the QT interval (${a.name}: ${a.qtRisk} risk; ${b.name}: ${b.qtRisk} risk).`,
    effect: 'Additive QT prolongation, with risk of torsades de pointes and sudden cardiac death.',
    management:
      boxed.length > 0
        ? `${boxedNames} ${boxed.length > 1 ? 'carry boxed QT warnings' : 'carries a boxed QT warning'}: prefer an alternative without QT risk where one exists. If both are needed, get an ECG, potassium and magnesium at baseline, correct potassium and magnesium first, and repeat the ECG after starting, after each dose increase and with palpitations, dizziness or syncope.`
        : severity === 'moderate'
          ? MONITOR_KNOWN
          : MONITOR_LOWER,
    reasoning: [
      `${a.name}: ${a.qtRisk} QT risk + ${b.name}: ${b.qtRisk} QT risk → ${severity} (additive QT prolongation${boxedNote})`,
    ],
    sources: [...sourcesFor(a, 'qt'), ...sourcesFor(b, 'qt')],
  };
}

const STEP_UP: Record<Severity, Severity> = {
  minor: 'moderate',
  moderate: 'major',
  major: 'major',
  contraindicated: 'contraindicated',
};

/**
 * The QT mechanism, one grade higher when one drug also raises the exposure of the other,
 * QT-prolonging drug (an inferred inhibition of a pathway that clears it): CredibleMeds'
 * "conditional" category exists because a raised level is what turns QT prolongation into
 * torsades. Only a rise of 2-fold or more by the FDA classes counts (an inferred PK finding of
 * moderate or higher); prodrug activation is left out: there the inhibitor lowers the active drug.
 */
export function withExposureRise(
  qt: InferredMechanism,
  pk: readonly InferredMechanism[],
  drugs: readonly [Drug, Drug],
): InferredMechanism {
  const raised = pk.find(
    (m) =>
      m.rule.startsWith('pk-inhibition:') &&
      // A rise the FDA classes put at 2-fold or more; the smaller moderate-on-moderate one is not.
      m.severity !== 'minor' &&
      !m.prodrug &&
      m.victim !== undefined &&
      drugs.some((d) => d.id === m.victim && prolongsQt(d)),
  );
  if (!raised || qt.severity === STEP_UP[qt.severity]) return qt;
  const victim = drugs.find((d) => d.id === raised.victim) as Drug;
  const perpetrator = drugs.find((d) => d.id !== raised.victim) as Drug;
  const severity = STEP_UP[qt.severity];
  const pathway = raised.rule.slice('pk-inhibition:'.length);
  return {
    ...qt,
    severity,
    action: severity === 'major' && qt.action === 'monitor' ? 'substitute' : qt.action,
    effect: `${qt.effect} ${perpetrator.name} also raises ${victim.name} exposure (${pathway}), which adds to its QT effect.`,
    management:
      severity === 'major'
        ? `Prefer an alternative to one of them (one without QT risk or without ${pathway} inhibition). If both are needed: ${MONITOR_KNOWN}`
        : MONITOR_KNOWN,
    reasoning: [
      ...qt.reasoning,
      `${perpetrator.name} inhibits ${pathway}, raising the QT-prolonging ${victim.name} → QT finding raised from ${qt.severity} to ${severity}`,
    ],
  };
}
