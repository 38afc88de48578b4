import { hasBoxedQtWarning } from '../../interactions';
import { sourcesFor } from '../../interactions/citations';
import type { Drug } from '../../knowledge/drug';
import {
  describeWindow,
  freshnessWindow,
  type FreshnessContext,
  type FreshnessWindow,
} from '../../knowledge/lab-freshness';
import {
  dateOf,
  describePoint,
  latest,
  ageInDays,
  timeOf,
  type LabPoint,
  type PatientContext,
} from '../context';
import { makeFinding, type Collector } from '../result';
import type { AlertSeverity } from '../types';

function recent(ctx: PatientContext, point: LabPoint | null, days: number): LabPoint | null {
  return point && ageInDays(point, ctx.now) <= days ? point : null;
}

/** The QTc before the first QT drug started (or the first on record) and the rise since. */
function qtcRise(
  ctx: PatientContext,
  drugs: readonly Drug[],
): { rise: number; text: string } | null {
  const series = ctx.labs.get('qtc');
  const last = series?.[series.length - 1];
  if (!series || !last || series.length < 2) return null;
  const starts = drugs
    .flatMap((d) => ctx.byId.get(d.id)?.orders ?? [])
    .map((o) => (o.startDate ? timeOf(o.startDate) : NaN))
    .filter((t) => !Number.isNaN(t));
  const start = starts.length > 0 ? Math.min(...starts) : null;
  const before = start === null ? series : series.filter((p) => p.time <= start);
  const baseline = before[before.length - 1] ?? series[0];
  if (!baseline || baseline === last) return null;
  const rise = last.value - baseline.value;
  return {
    rise,
    text: `QTc ${Math.round(baseline.value)} ms (${dateOf(baseline.timestamp)}) → ${Math.round(last.value)} ms (${dateOf(last.timestamp)}): ${rise >= 0 ? 'rise' : 'fall'} of ${Math.round(Math.abs(rise))} ms`,
  };
}

/**
 * QT risk of the drugs due (known or possible risk; conditional risk counts only beside another QT
 * drug or a risk factor) against the latest QTc, its rise from the pre-treatment value, potassium
 * and magnesium. One QT drug with a normal recent QTc and normal electrolytes raises nothing.
 * Thresholds: `src/knowledge/alert-rules/qt.ts` (AHA/ACCF 2010 scientific statement).
 */
export function qtAlerts(ctx: PatientContext, out: Collector): void {
  const t = ctx.kb.rules.qt;
  const risky = ctx.drugs
    .map((d) => d.drug)
    .filter((d) => d.qtRisk === 'known' || d.qtRisk === 'possible');
  const conditional = ctx.drugs.map((d) => d.drug).filter((d) => d.qtRisk === 'conditional');
  if (risky.length === 0 && conditional.length === 0) return;

  // Per-lab freshness windows (issue 20): an antineoplastic among the QT drugs is given by
  // cycle, so its electrolytes must come from the week of the cycle; otherwise the longer window.
  const context: FreshnessContext = [...risky, ...conditional].some(
    (d) => d.kind === 'antineoplastic',
  )
    ? 'before-cycle'
    : 'other-drugs';
  const windows: Record<'qtc' | 'potassium' | 'magnesium', FreshnessWindow> = {
    qtc: freshnessWindow(ctx.kb.rules, 'qtc', context),
    potassium: freshnessWindow(ctx.kb.rules, 'potassium', context),
    magnesium: freshnessWindow(ctx.kb.rules, 'magnesium', context),
  };
  const qtc = recent(ctx, latest(ctx, 'qtc'), windows.qtc.days);
  const k = recent(ctx, latest(ctx, 'potassium'), windows.potassium.days);
  const mg = recent(ctx, latest(ctx, 'magnesium'), windows.magnesium.days);
  const sex = ctx.record.sex;
  const prolongedFrom =
    sex === 'male' || sex === 'female'
      ? t.prolongedFromMs[sex]
      : Math.min(t.prolongedFromMs.male, t.prolongedFromMs.female);
  const lowK = k !== null && k.value < t.potassiumBelow;
  const lowMg = mg !== null && mg.value < t.magnesiumBelow;
  const highQtc = qtc !== null && qtc.value > t.highRiskQtcAboveMs;
  const prolonged = qtc !== null && qtc.value >= prolongedFrom;
  const riskFactor = lowK || lowMg || prolonged;

  const involved = risky.length > 0 || riskFactor ? [...risky, ...conditional] : [...risky];
  if (involved.length === 0) return;
  const rise = qtc ? qtcRise(ctx, involved) : null;
  const highRise = rise !== null && rise.rise > t.highRiskRiseAboveMs;
  const multiple = involved.length >= 2 && risky.length >= 1;
  const boxed = involved.filter(hasBoxedQtWarning);
  const known = involved.some((d) => d.qtRisk === 'known');

  let ruleId: string;
  let severity: AlertSeverity;
  let management: string;
  const names = involved.map((d) => d.name).join(', ');
  if (highQtc || highRise) {
    ruleId = 'qtc-high-risk';
    severity = known || multiple || lowK || lowMg ? 'critical' : 'high';
    management = `Hold or replace the QT-prolonging drugs (${names}) where the indication allows, correct potassium and magnesium, and monitor the ECG until the QTc falls; do not add other QT-prolonging drugs.`;
  } else if (prolonged) {
    ruleId = 'qtc-prolonged';
    severity = multiple || boxed.length > 0 || lowK || lowMg ? 'high' : 'medium';
    management = `Review whether each QT-prolonging drug (${names}) is needed and prefer alternatives without QT risk; correct potassium and magnesium, and repeat the ECG after starting or changing a dose.`;
  } else if (multiple) {
    ruleId = 'multiple-qt-drugs';
    severity = lowK || lowMg ? 'high' : 'medium';
    management = `Get an ECG before combining ${names} if none is recent, keep potassium and magnesium in range, and repeat the ECG after starting, after dose increases and with palpitations, dizziness or syncope.`;
  } else if (lowK || lowMg) {
    ruleId = 'qt-drug-low-electrolytes';
    severity = boxed.length > 0 ? 'high' : 'medium';
    management = `Correct ${[lowK ? 'potassium' : '', lowMg ? 'magnesium' : ''].filter(Boolean).join(' and ')} before the next dose of ${names}, and check the ECG.`;
  } else {
    return;
  }

  const lines: string[] = [
    `QT-risk drugs due: ${involved.map((d) => `${d.name} (${d.qtRisk} risk${hasBoxedQtWarning(d) ? ', boxed QT warning' : ''})`).join(', ')}.`,
  ];
  if (qtc) {
    lines.push(
      `${describePoint(qtc, 0)}${highQtc ? ` > ${t.highRiskQtcAboveMs} ms` : prolonged ? ` ≥ ${prolongedFrom} ms (prolonged)` : ' (not prolonged)'}`,
    );
  } else {
    lines.push(`No QTc within ${describeWindow(windows.qtc)}.`);
  }
  if (rise) lines.push(`${rise.text}${highRise ? ` > ${t.highRiskRiseAboveMs} ms` : ''}`);
  if (k) lines.push(`${describePoint(k, 1)}${lowK ? ` < ${t.potassiumBelow}` : ''}`);
  if (mg) lines.push(`${describePoint(mg, 1)}${lowMg ? ` < ${t.magnesiumBelow}` : ''}`);

  out.alert(
    makeFinding({
      kind: 'qt',
      ruleId,
      severity,
      title:
        ruleId === 'qtc-high-risk'
          ? `QTc at high torsades risk with ${names}`
          : ruleId === 'qtc-prolonged'
            ? `Prolonged QTc with ${names}`
            : ruleId === 'multiple-qt-drugs'
              ? `${involved.length} QT-prolonging drugs together`
              : `Low ${lowK ? 'potassium' : 'magnesium'} with ${names}`,
      drugs: involved,
      rationale: lines,
      management,
      sources: [...t.sources, ...involved.flatMap((d) => sourcesFor(d, 'qt').slice(0, 1))],
    }),
  );

  if (multiple || prolonged) {
    const missing = [
      qtc ? null : `QTc within ${describeWindow(windows.qtc)}`,
      k ? null : `potassium within ${describeWindow(windows.potassium)}`,
      mg ? null : `magnesium within ${describeWindow(windows.magnesium)}`,
    ].filter((x): x is string => x !== null);
    if (missing.length > 0) {
      out.limit({
        kind: 'qt-no-recent-value',
        text: `No ${missing.join(', ')}: the QT risk of ${names} was rated without ${missing.length > 1 ? 'them' : 'it'}.`,
        drugNames: involved.map((d) => d.name),
      });
    }
  }
}
