import { demographicsSchema, vitalSignsSchema, type VitalSignsInput } from '../../patients';
import { LOINC, SYSTEM, karnofskyToEcog } from '../codes';
import { hasCode, readConcept, type Node } from '../json';
import type { ImportContext } from './context';
import { timeOf } from './dates';
import type { Entry } from './entries';
import { numericValue } from './lab';

/*
 * Observation, vital signs → vitals (blood pressure panel or components, heart rate, temperature,
 * ECOG, Karnofsky converted), one row per time of measurement; body height and weight → the
 * latest becomes demographics.
 */

export function heightCm(value: number, unit: string): number | null {
  const u = unit.toLowerCase();
  const f: Record<string, number> = {
    cm: 1,
    m: 100,
    mm: 0.1,
    '[in_i]': 2.54,
    in: 2.54,
    '[in_us]': 2.54,
  };
  return f[u] === undefined ? null : Math.round(value * f[u] * 10) / 10;
}

export function weightKg(value: number, unit: string): number | null {
  const u = unit.toLowerCase();
  const f: Record<string, number> = {
    kg: 1,
    g: 0.001,
    '[lb_av]': 0.45359237,
    lb: 0.45359237,
    lbs: 0.45359237,
  };
  return f[u] === undefined ? null : Math.round(value * f[u] * 100) / 100;
}

export function celsius(value: number, unit: string): number | null {
  const u = unit.replace(/\s+/g, '');
  if (['Cel', 'cel', '°C', 'C', 'degC'].includes(u)) return value;
  if (['[degF]', '°F', 'F', 'degF'].includes(u))
    return Math.round((((value - 32) * 5) / 9) * 10) / 10;
  return null;
}

const VITAL_WORDS = {
  bloodPressureSystolic: 'systolic',
  bloodPressureDiastolic: 'diastolic',
  heartRate: 'heart rate',
  temperature: 'temperature',
  performanceStatus: 'ECOG',
} as const;
const VITAL_UNITS = {
  bloodPressureSystolic: ' mmHg',
  bloodPressureDiastolic: ' mmHg',
  heartRate: '/min',
  temperature: ' °C',
  performanceStatus: '',
} as const;

export function readBody(
  ctx: ImportContext,
  e: Entry,
  kind: 'height' | 'weight',
  at: number,
): void {
  const v = numericValue(ctx, e.node);
  if (!v) return ctx.skip(e, `a body ${kind} without a value`);
  const unit = e.node.get('valueQuantity').get('code').text() ?? v.unit;
  const value = kind === 'height' ? heightCm(v.value, unit) : weightKg(v.value, unit);
  if (value === null) return ctx.skip(e, `body ${kind} unit "${unit}" not recognised`);
  const r = demographicsSchema.shape[kind === 'height' ? 'heightCm' : 'weightKg'].safeParse(value);
  if (!r.success) return ctx.skip(e, `body ${kind} ${value}: ${r.error.issues[0]!.message}`);
  ctx.body[kind].push({ entry: e, value, at, unit: kind === 'height' ? 'cm' : 'kg' });
}

export function finishBody(ctx: ImportContext): void {
  for (const kind of ['height', 'weight'] as const) {
    const readings = [...ctx.body[kind]].sort((a, b) => b.at - a.at);
    const [latest, ...older] = readings;
    if (!latest) continue;
    ctx.demographics[kind === 'height' ? 'heightCm' : 'weightKg'] = latest.value;
    // Issue 19: the observation's time dates the dose basis; without one the value stays undated.
    ctx.demographics[kind === 'height' ? 'heightMeasuredAt' : 'weightMeasuredAt'] = Number.isFinite(
      latest.at,
    )
      ? new Date(latest.at).toISOString()
      : null;
    ctx.mapped(
      latest.entry,
      'demographics',
      `body ${kind} ${latest.value} ${latest.unit} (the latest)`,
    );
    for (const o of older) ctx.skip(o.entry, `an earlier body ${kind}; the latest is kept`);
  }
}

export function readVital(
  ctx: ImportContext,
  e: Entry,
  loinc: Set<string>,
  when: string | null,
): void {
  if (!when) return ctx.skip(e, 'no time of measurement');
  const n = e.node;
  const values: Partial<VitalSignsInput> = {};
  const notes: string[] = [];
  const quantity = (node: Node) => {
    const q = node.get('valueQuantity');
    const value = q.get('value').num();
    return value === undefined
      ? null
      : { value, unit: q.get('code').text() ?? q.get('unit').text() ?? '' };
  };
  if (loinc.has(LOINC.ecog)) {
    const ps = n.get('valueInteger').num() ?? quantity(n)?.value;
    if (ps === undefined) return ctx.skip(e, 'an ECOG performance status without an integer value');
    values.performanceStatus = ps;
  } else if (loinc.has(LOINC.karnofsky)) {
    const kps = n.get('valueInteger').num() ?? quantity(n)?.value;
    const ecog = kps === undefined ? null : karnofskyToEcog(kps);
    if (ecog === null) return ctx.skip(e, 'a Karnofsky score that is not 0-100 in steps of 10');
    values.performanceStatus = ecog;
    notes.push(
      `Karnofsky ${kps} recorded as ECOG ${ecog} (approximate conversion, Ma C et al. 2010)`,
    );
  } else if (loinc.has(LOINC.heartRate)) {
    const q = quantity(n);
    if (!q) return ctx.skip(e, 'a heart rate without a value');
    values.heartRate = Math.round(q.value);
  } else if (loinc.has(LOINC.bodyTemperature)) {
    const q = quantity(n);
    const c = q ? celsius(q.value, q.unit) : null;
    if (c === null)
      return ctx.skip(e, `a body temperature in an unrecognised unit "${q?.unit ?? ''}"`);
    values.temperature = c;
  } else {
    const read = (code: string) => {
      if (loinc.has(code)) return quantity(n)?.value;
      const comp = n
        .get('component')
        .items()
        .find((c) => hasCode(readConcept(c.get('code')), SYSTEM.loinc, code));
      return comp ? quantity(comp)?.value : undefined;
    };
    const systolic = read(LOINC.systolic);
    const diastolic = read(LOINC.diastolic);
    if (systolic === undefined && diastolic === undefined)
      return ctx.skip(e, 'a blood pressure without values');
    if (systolic !== undefined) values.bloodPressureSystolic = Math.round(systolic);
    if (diastolic !== undefined) values.bloodPressureDiastolic = Math.round(diastolic);
  }
  if (!ctx.valid(e, vitalSignsSchema, { timestamp: when, ...values })) return;
  const key = timeOf(when);
  let row = ctx.vitalsAt.get(key);
  if (!row) {
    if (!ctx.room(e, 'vitals')) return;
    row = { timestamp: when };
    ctx.vitalsAt.set(key, row);
    ctx.lists.vitals.push(row);
  }
  Object.assign(row, values);
  const words = Object.entries(values)
    .map(([k, v]) => {
      const key = k as keyof typeof VITAL_WORDS;
      return `${VITAL_WORDS[key]} ${v}${VITAL_UNITS[key]}`;
    })
    .join(', ');
  ctx.mapped(e, 'vitals', `${words} at ${when}${notes.length ? `; ${notes.join('; ')}` : ''}`);
}
