import { fmt } from '../../dosing/outcome';
import type {
  LabThresholdRule,
  ThresholdCondition,
  ThresholdParameter,
} from '../../knowledge/alert-rule';
import type { Drug } from '../../knowledge/drug';
import { formatSource } from '../../knowledge/source';
import {
  describeWindow,
  freshnessWindow,
  type FreshnessContext,
  type FreshnessWindow,
} from '../../knowledge/lab-freshness';
import type { ModificationParameter, Regimen } from '../../knowledge/regimen';
import { findLab, type LabName } from '../../patients/labs';
import {
  ageInDays,
  dateOf,
  describePoint,
  latest,
  timeOf,
  upperLimit,
  type LabPoint,
  type PatientContext,
} from '../context';
import { makeFinding, type Collector } from '../result';
import type { AlertSeverity } from '../types';
import type { RenalFunction } from './renal';

const PARAMETER_LABEL: Record<ThresholdParameter, string> = {
  anc: 'ANC',
  platelets: 'platelets',
  hemoglobin: 'haemoglobin',
  wbc: 'white cell count',
  bilirubin: 'bilirubin',
  alt: 'ALT',
  ast: 'AST',
  'alkaline-phosphatase': 'alkaline phosphatase',
  creatinine: 'creatinine',
  crcl: 'creatinine clearance',
  lvef: 'LVEF',
  'lvef-drop': 'LVEF',
  qtc: 'QTc',
  potassium: 'potassium',
  magnesium: 'magnesium',
  calcium: 'calcium',
  inr: 'INR',
};

type Reading =
  | { state: 'value'; value: number; text: string; point: LabPoint }
  | { state: 'missing'; reason?: string }
  | { state: 'stale'; point: LabPoint; age: number };

function compare(value: number, c: ThresholdCondition): boolean {
  switch (c.comparator) {
    case '<':
      return value < c.value;
    case '<=':
      return value <= c.value;
    case '>':
      return value > c.value;
    case '>=':
      return value >= c.value;
  }
}

/** The LVEF before the drug started (or the first on record) and the latest, for a fall. */
function lvefDrop(
  ctx: PatientContext,
  drugs: readonly Drug[],
): { drop: number; text: string; point: LabPoint } | null {
  const series = ctx.labs.get('lvef');
  const last = series?.[series.length - 1];
  if (!series || !last) return null;
  const starts = drugs
    .flatMap((d) => ctx.byId.get(d.id)?.orders ?? [])
    .map((o) => (o.startDate ? timeOf(o.startDate) : NaN))
    .filter((t) => !Number.isNaN(t));
  const start = starts.length > 0 ? Math.min(...starts) : null;
  const before = start === null ? series : series.filter((p) => p.time <= start);
  const baseline = before[before.length - 1] ?? series[0];
  if (!baseline || baseline === last) {
    return { drop: 0, text: `${describePoint(last, 0)}, no earlier value to compare`, point: last };
  }
  const drop = baseline.value - last.value;
  return {
    drop,
    text: `LVEF ${fmt(baseline.value, 0)}% (${dateOf(baseline.timestamp)}) → ${fmt(last.value, 0)}% (${dateOf(last.timestamp)}): ${drop >= 0 ? 'fall' : 'rise'} of ${fmt(Math.abs(drop), 0)} points`,
    point: last,
  };
}

function read(
  ctx: PatientContext,
  c: ThresholdCondition,
  windowDays: number,
  renal: RenalFunction,
  drugs: readonly Drug[],
): Reading {
  let value: number;
  let text: string;
  let point: LabPoint;
  if (c.parameter === 'crcl') {
    if (renal.status !== 'ok') {
      return renal.creatinine ? { state: 'missing', reason: renal.reason } : { state: 'missing' };
    }
    value = renal.crcl;
    text = renal.chain;
    point = renal.creatinine;
  } else if (c.parameter === 'lvef-drop') {
    const d = lvefDrop(ctx, drugs);
    if (!d) return { state: 'missing' };
    value = d.drop;
    text = d.text;
    point = d.point;
  } else {
    const p = latest(ctx, c.parameter as LabName);
    if (!p) return { state: 'missing' };
    point = p;
    value = p.value;
    text = describePoint(p);
    if (c.scale === 'x-uln') {
      const uln = upperLimit(p.lab, ctx.record.sex);
      if (uln === null) return { state: 'missing' };
      value = p.value / uln;
      text = `${text} = ${fmt(value, 1)} × ULN`;
    }
  }
  const age = ageInDays(point, ctx.now);
  if (age > windowDays) return { state: 'stale', point, age };
  return { state: 'value', value, text, point };
}

function conditionText(c: ThresholdCondition): string {
  const unit =
    c.scale === 'x-uln'
      ? ' × ULN'
      : c.parameter === 'crcl'
        ? ' mL/min'
        : c.parameter === 'lvef-drop'
          ? ' points'
          : c.parameter === 'lvef'
            ? '%'
            : ` ${findLab(c.parameter)?.unit ?? ''}`;
  const what = c.parameter === 'lvef-drop' ? 'LVEF fall' : PARAMETER_LABEL[c.parameter];
  return `${what} ${c.comparator} ${c.value}${unit}`;
}

const MODIFICATION_PARAMETER: Partial<
  Record<ModificationParameter, Array<Pick<ThresholdCondition, 'parameter' | 'scale'>>>
> = {
  anc: [{ parameter: 'anc', scale: 'absolute' }],
  platelets: [{ parameter: 'platelets', scale: 'absolute' }],
  crcl: [{ parameter: 'crcl', scale: 'absolute' }],
  'bilirubin-x-uln': [{ parameter: 'bilirubin', scale: 'x-uln' }],
  'ast-alt-x-uln': [
    { parameter: 'ast', scale: 'x-uln' },
    { parameter: 'alt', scale: 'x-uln' },
  ],
};

const ACTION_SEVERITY: Record<string, AlertSeverity> = { avoid: 'critical' };

/**
 * The planned regimen's own cited dose-modification triggers (day 1, before each dose, or at any
 * time) as lab rules, so that a plan is checked against the thresholds its record states.
 */
export function regimenLabRules(regimen: Regimen): LabThresholdRule[] {
  const allDrugIds = [...new Set(regimen.phases.flatMap((p) => p.components.map((c) => c.drugId)))];
  const out: LabThresholdRule[] = [];
  regimen.doseModifications.forEach((m, index) => {
    const trigger = m.trigger;
    if (!trigger) return;
    const parameters = MODIFICATION_PARAMETER[trigger.parameter];
    if (!parameters) return;
    parameters.forEach((p, k) => {
      out.push({
        id: `regimen-${regimen.id}-${index}${parameters.length > 1 ? `-${k}` : ''}`,
        drugIds: m.drugIds ?? allDrugIds,
        conditions: [{ ...p, comparator: trigger.comparator, value: trigger.value }],
        severity: ACTION_SEVERITY[m.action] ?? 'high',
        title: `${regimen.name}: ${conditionText({ ...p, comparator: trigger.comparator, value: trigger.value })} (${m.action.replace(/-/g, ' ')})`,
        text: m.text,
        management: m.text,
        sources: m.source ? [m.source] : regimen.sources,
      });
    });
  });
  return out;
}

function sameThreshold(a: LabThresholdRule, b: LabThresholdRule): boolean {
  if (a.conditions.length !== 1 || b.conditions.length !== 1) return false;
  const [x, y] = [a.conditions[0], b.conditions[0]] as [ThresholdCondition, ThresholdCondition];
  return (
    x.parameter === y.parameter &&
    x.comparator === y.comparator &&
    x.value === y.value &&
    x.scale === y.scale &&
    b.drugIds.every((id) => a.drugIds.includes(id))
  );
}

const RENAL_PARAMETERS: ReadonlySet<ThresholdParameter> = new Set(['crcl', 'creatinine']);
const HEPATIC_PARAMETERS: ReadonlySet<ThresholdParameter> = new Set([
  'bilirubin',
  'ast',
  'alt',
  'alkaline-phosphatase',
]);

/** The organ function a rule reads, when the renal or hepatic check reads it too. */
function organOf(rule: LabThresholdRule): 'renal' | 'hepatic' | undefined {
  if (rule.conditions.some((c) => RENAL_PARAMETERS.has(c.parameter))) return 'renal';
  if (rule.conditions.some((c) => HEPATIC_PARAMETERS.has(c.parameter))) return 'hepatic';
  return undefined;
}

interface Gap {
  parameter: ThresholdParameter;
  window: FreshnessWindow;
  drugs: Map<string, Drug>;
  stale: { point: LabPoint; age: number } | null;
  reasons: Set<string>;
}

/**
 * The window a condition's value must fall in: the rule's own (a label schedule) when it states
 * one, else the lab's freshness window for this context (issue 20), else the product default.
 */
function conditionWindow(
  ctx: PatientContext,
  rule: LabThresholdRule,
  c: ThresholdCondition,
  context: FreshnessContext,
): FreshnessWindow {
  if (rule.windowDays !== undefined) {
    const source = rule.sources[0];
    return {
      days: rule.windowDays,
      basis: 'rule',
      ...(source ? { citation: formatSource(source).label } : {}),
    };
  }
  const lab = c.parameter === 'lvef-drop' ? 'lvef' : c.parameter;
  return freshnessWindow(ctx.kb.rules, lab, context);
}

/**
 * Pre-treatment (and on-treatment) thresholds that each label names for the drugs due: the cited
 * per-drug table in `src/knowledge/alert-rules` plus the planned regimen's own triggers. A value
 * missing or older than the rule's window is a "no recent value" limitation, never silence claimed
 * as normal.
 */
export function labAlerts(ctx: PatientContext, renal: RenalFunction, out: Collector): void {
  const table = new Map<string, LabThresholdRule>();
  for (const { drug } of ctx.drugs) {
    for (const rule of ctx.kb.labRulesByDrug.get(drug.id) ?? []) table.set(rule.id, rule);
  }
  const rules = [...table.values()];
  if (ctx.planned) {
    for (const rule of regimenLabRules(ctx.planned.regimen)) {
      if (!rules.some((r) => sameThreshold(r, rule))) rules.push(rule);
    }
  }
  const gaps = new Map<string, Gap>();
  for (const rule of rules) {
    const drugs = rule.drugIds.map((id) => ctx.byId.get(id)?.drug).filter((d): d is Drug => !!d);
    if (drugs.length === 0) continue;
    const context: FreshnessContext = drugs.some((d) => d.kind === 'antineoplastic')
      ? 'before-cycle'
      : 'other-drugs';
    const readings = rule.conditions.map((c) => {
      const window = conditionWindow(ctx, rule, c, context);
      return { c, window, r: read(ctx, c, window.days, renal, drugs) };
    });
    if (readings.some(({ c, r }) => r.state === 'value' && !compare(r.value, c))) continue;
    const unknown = readings.filter(({ r }) => r.state !== 'value');
    if (unknown.length > 0) {
      for (const { c, r, window } of unknown) {
        const key = `${c.parameter}:${window.days}`;
        const gap = gaps.get(key) ?? {
          parameter: c.parameter,
          window,
          drugs: new Map(),
          stale: null,
          reasons: new Set<string>(),
        };
        for (const d of drugs) gap.drugs.set(d.id, d);
        if (r.state === 'stale') gap.stale = { point: r.point, age: r.age };
        if (r.state === 'missing' && r.reason) gap.reasons.add(r.reason);
        gaps.set(key, gap);
      }
      continue;
    }
    out.alert(
      makeFinding({
        kind: 'lab',
        ruleId: rule.id,
        severity: rule.severity,
        title: rule.title,
        drugs,
        rationale: [
          ...readings.map(({ c, r }) =>
            r.state === 'value' ? `${r.text} → ${conditionText(c)}` : conditionText(c),
          ),
          `${drugs.map((d) => d.name).join(', ')} label: ${rule.text}`,
        ],
        management: rule.management,
        sources: rule.sources,
      }),
      organOf(rule),
    );
  }
  for (const gap of gaps.values()) {
    const names = [...gap.drugs.values()].map((d) => d.name);
    const what =
      gap.parameter === 'crcl' ? 'creatinine (for CrCl)' : PARAMETER_LABEL[gap.parameter];
    const last = gap.stale
      ? ` The latest is ${describePoint(gap.stale.point)}, ${gap.stale.age} days old.`
      : '';
    const plural = names.length > 1 ? 's' : '';
    out.limit({
      kind: 'lab-no-recent-value',
      text:
        gap.reasons.size > 0
          ? `${PARAMETER_LABEL[gap.parameter]} could not be worked out (${[...gap.reasons].join('; ')}): the threshold${plural} of ${names.join(', ')} could not be checked.`
          : `No ${what} within ${describeWindow(gap.window)}: the threshold${plural} of ${names.join(', ')} could not be checked.${last}`,
      drugNames: names,
    });
  }
}
