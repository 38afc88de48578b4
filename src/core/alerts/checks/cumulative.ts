import { calculateBsa } from '../../dosing/bsa';
import { projectCumulativeByPhase, type PhaseExposure } from '../../dosing/cumulative';
import { fmt } from '../../dosing/outcome';
import type { Drug } from '../../knowledge/drug';
import { plannedCycles, type RegimenComponent } from '../../knowledge/regimen';
import type { Source } from '../../knowledge/source';
import type { TreatmentDoseUnit } from '../../patients/schemas';
import { timeOf, type PatientContext } from '../context';
import { makeFinding, type Collector } from '../result';
import type { AlertSeverity } from '../types';

type LimitUnit = NonNullable<Drug['cumulativeLimit']>['unit'];
type Converted = { ok: true; value: number; how: string } | { ok: false; reason: string };

interface Body {
  bsa: number | null;
  weightKg: number | null;
}

const UNIT_LABEL: Record<LimitUnit, string> = { 'mg/m2': 'mg/m²', units: 'units', mg: 'mg' };

/**
 * A dose in the unit of a drug's cumulative limit. mg ↔ mg/m² needs the BSA (height and weight),
 * mg/kg needs the weight; units never convert to or from mg (bleomycin units are not milligrams),
 * and a carboplatin AUC is not a dose amount.
 */
export function convertDose(
  dose: number,
  unit: TreatmentDoseUnit | 'units/m2' | 'flat-units',
  to: LimitUnit,
  body: Body,
): Converted {
  const bsaNeeded = (why: string): Converted =>
    body.bsa === null
      ? {
          ok: false,
          reason: `${why} needs the body-surface area, and height or weight is not recorded`,
        }
      : { ok: true, value: 0, how: '' };
  if (unit === 'AUC') return { ok: false, reason: 'a carboplatin AUC is not a dose amount' };
  if (to === 'units') {
    if (unit === 'units' || unit === 'flat-units') return { ok: true, value: dose, how: '' };
    if (unit === 'units/m2') {
      const need = bsaNeeded('converting units/m² to units');
      if (!need.ok) return need;
      const bsa = body.bsa as number;
      return { ok: true, value: dose * bsa, how: ` (× BSA ${fmt(bsa, 2)} m²)` };
    }
    return { ok: false, reason: `a dose in ${unit} cannot be counted against a limit in units` };
  }
  if (unit === 'units' || unit === 'units/m2' || unit === 'flat-units') {
    return { ok: false, reason: `a dose in units cannot be counted against a limit in ${to}` };
  }
  let mg: number | null = null;
  let mgM2: number | null = null;
  let how = '';
  if (unit === 'mg') mg = dose;
  if (unit === 'mg/m2') mgM2 = dose;
  if (unit === 'mg/kg') {
    if (body.weightKg === null) return { ok: false, reason: 'a mg/kg dose needs the weight' };
    mg = dose * body.weightKg;
    how = ` (× ${body.weightKg} kg)`;
  }
  if (to === 'mg/m2') {
    if (mgM2 !== null) return { ok: true, value: mgM2, how };
    const need = bsaNeeded('converting mg to mg/m²');
    if (!need.ok) return need;
    const bsa = body.bsa as number;
    return { ok: true, value: (mg as number) / bsa, how: `${how} (÷ BSA ${fmt(bsa, 2)} m²)` };
  }
  if (mg !== null) return { ok: true, value: mg, how };
  const need = bsaNeeded('converting mg/m² to mg');
  if (!need.ok) return need;
  const bsa = body.bsa as number;
  return { ok: true, value: (mgM2 as number) * bsa, how: ` (× BSA ${fmt(bsa, 2)} m²)` };
}

interface Pool {
  id: string;
  anthracycline: boolean;
  unit: LimitUnit;
  /** Drugs counted (given before, or due now). */
  drugs: Map<string, Drug>;
  due: boolean;
  prior: number;
  priorParts: string[];
  phases: PhaseExposure[];
  plannedParts: string[];
  problems: string[];
}

function poolOf(
  drug: Drug,
): { id: string; anthracycline: boolean; unit: LimitUnit; factor: number } | null {
  const lim = drug.cumulativeLimit;
  if (!lim) return null;
  if (lim.doxorubicinEquivalence !== undefined && lim.unit === 'mg/m2') {
    return {
      id: 'anthracycline',
      anthracycline: true,
      unit: 'mg/m2',
      factor: lim.doxorubicinEquivalence,
    };
  }
  return { id: drug.id, anthracycline: false, unit: lim.unit, factor: 1 };
}

function componentDose(
  c: RegimenComponent,
): { dose: number; unit: TreatmentDoseUnit | 'units/m2' | 'flat-units' } | null {
  switch (c.dose.basis) {
    case 'mg/m2':
      return { dose: c.dose.value, unit: 'mg/m2' };
    case 'units/m2':
      return { dose: c.dose.value, unit: 'units/m2' };
    case 'mg/kg':
      return { dose: c.dose.value, unit: 'mg/kg' };
    case 'flat':
      return { dose: c.dose.value, unit: c.dose.unit === 'units' ? 'flat-units' : 'mg' };
    case 'AUC':
      return null;
  }
}

/**
 * Lifetime cumulative doses: the treatment history plus the planned regimen, anthracyclines pooled
 * as doxorubicin equivalents (`src/core/dosing/cumulative.ts`), other drugs with a
 * `cumulativeLimit` (bleomycin units, carmustine, lomustine) on their own. Warns when the projected
 * total crosses the label's risk thresholds (issue 13 item 2), not only the final limit.
 */
export function cumulativeAlerts(ctx: PatientContext, out: Collector): void {
  const { heightCm, weightKg } = ctx.record;
  const bsaResult =
    heightCm !== null && weightKg !== null ? calculateBsa(heightCm, weightKg) : null;
  const body: Body = {
    bsa: bsaResult?.status === 'ok' ? bsaResult.bsaM2 : null,
    weightKg,
  };
  const pools = new Map<string, Pool>();
  const pool = (drug: Drug) => {
    const p = poolOf(drug);
    if (!p) return null;
    let entry = pools.get(p.id);
    if (!entry) {
      entry = {
        id: p.id,
        anthracycline: p.anthracycline,
        unit: p.unit,
        drugs: new Map(),
        due: false,
        prior: 0,
        priorParts: [],
        phases: [],
        plannedParts: [],
        problems: [],
      };
      pools.set(p.id, entry);
    }
    entry.drugs.set(drug.id, drug);
    return { entry, factor: p.factor };
  };

  for (const t of ctx.record.treatmentHistory) {
    const time = timeOf(t.date);
    if (!Number.isNaN(time) && time > ctx.now) continue;
    for (const id of t.drugIds) {
      const drug = ctx.kb.drugsById.get(id);
      if (!drug) continue;
      const p = pool(drug);
      if (!p) {
        // An anthracycline or anthracenedione with no cited doxorubicin factor (idarubicin: Feijen
        // 2019 could not estimate one) is a gap in the pool, never "no prior exposure".
        if (isAnthracyclineClass(drug)) {
          unconvertedAnthracycline(pools, drug).problems.push(
            `${drug.name} ${t.dose} ${t.doseUnit} on ${t.date} has no cited doxorubicin-equivalence factor in the knowledge base, so it is not in the total`,
          );
        }
        continue;
      }
      const converted = convertDose(t.dose, t.doseUnit, p.entry.unit, body);
      if (!converted.ok) {
        p.entry.problems.push(
          `${drug.name} ${t.dose} ${t.doseUnit} on ${t.date}: ${converted.reason}`,
        );
        continue;
      }
      const value = converted.value * p.factor;
      p.entry.prior += value;
      p.entry.priorParts.push(
        `${drug.name} ${t.dose} ${t.doseUnit}${converted.how}${p.factor !== 1 ? ` × ${p.factor}` : ''} (${t.date})`,
      );
    }
  }

  for (const { drug } of ctx.drugs) {
    const p = pool(drug);
    if (p) p.entry.due = true;
  }

  const plan = ctx.planned;
  if (plan) {
    const level = plan.options.doseLevelPercent;
    for (const phase of plan.regimen.phases) {
      const perPool = new Map<string, number>();
      for (const c of phase.components) {
        const drug = ctx.kb.drugsById.get(c.drugId);
        if (!drug) continue;
        const p = pool(drug);
        if (!p) continue;
        const dose = componentDose(c);
        const administrations = c.days.length * c.timesPerDay;
        const scale = level !== undefined && c.doseLevelApplies ? level / 100 : 1;
        const converted = dose
          ? convertDose(dose.dose * scale, dose.unit, p.entry.unit, body)
          : ({ ok: false, reason: 'dosed by AUC' } as const);
        if (!converted.ok) {
          p.entry.problems.push(`planned ${drug.name} in ${phase.name}: ${converted.reason}`);
          continue;
        }
        const perCycle = converted.value * administrations * p.factor;
        perPool.set(p.entry.id, (perPool.get(p.entry.id) ?? 0) + perCycle);
      }
      for (const [id, perCycle] of perPool) {
        const entry = pools.get(id) as Pool;
        const cycles = plan.options.cycles ?? plannedCycles(phase.cycles);
        entry.phases.push({ name: phase.name, perCycle, cycles });
        entry.plannedParts.push(
          `${fmt(perCycle, 1)} ${UNIT_LABEL[entry.unit]} per cycle × ${cycles ?? 'open-ended'} (${plan.regimen.name}, ${phase.name})`,
        );
      }
    }
  }

  for (const entry of pools.values()) {
    if (!entry.due) continue;
    if (entry.anthracycline) anthracyclineAlert(ctx, entry, out);
    else ownLimitAlert(ctx, entry, out);
  }
}

/** Anthracyclines and anthracenediones share one cardiotoxicity pool (doxorubicin equivalents). */
function isAnthracyclineClass(drug: Drug): boolean {
  return (
    drug.classTags.some((t) => /anthracycl|anthracenedione/i.test(t)) ||
    /anthracycl|anthracenedione/i.test(drug.drugClass)
  );
}

/** The anthracycline pool, created for a prior drug that cannot be converted into it. */
function unconvertedAnthracycline(pools: Map<string, Pool>, drug: Drug): Pool {
  let entry = pools.get('anthracycline');
  if (!entry) {
    entry = {
      id: 'anthracycline',
      anthracycline: true,
      unit: 'mg/m2',
      drugs: new Map(),
      due: false,
      prior: 0,
      priorParts: [],
      phases: [],
      plannedParts: [],
      problems: [],
    };
    pools.set('anthracycline', entry);
  }
  entry.drugs.set(drug.id, drug);
  return entry;
}

function problemLimitation(entry: Pool, out: Collector, names: string[]) {
  if (entry.problems.length === 0) return;
  out.limit({
    kind: 'cumulative-incomplete',
    text: `Cumulative ${names.join(', ')} exposure could not be fully counted: ${entry.problems.join('; ')}. The projection below counts only what could be converted; it cannot be assessed in full.`,
    drugNames: names,
  });
}

function anthracyclineAlert(ctx: PatientContext, entry: Pool, out: Collector) {
  const rules = ctx.kb.rules.anthracyclines;
  const plan = ctx.planned?.options;
  const drugs = [...entry.drugs.values()];
  const names = drugs.map((d) => d.name);
  problemLimitation(entry, out, names);
  const stated = plan?.priorDoxorubicinEquivalentMgM2;
  const prior = Math.max(entry.prior, stated ?? 0);
  const priorLine =
    stated !== undefined && stated > entry.prior
      ? `Prior exposure stated: ${fmt(stated, 1)} mg/m² doxorubicin equivalents${entry.priorParts.length > 0 ? ` (history counts ${fmt(entry.prior, 1)})` : ''}.`
      : entry.priorParts.length > 0
        ? `Prior: ${entry.priorParts.join(' + ')} = ${fmt(entry.prior, 1)} mg/m² doxorubicin equivalents.`
        : null;
  if (entry.priorParts.length === 0 && entry.problems.length === 0 && stated === undefined) {
    out.limit({
      kind: 'cumulative-no-history',
      text: `No prior anthracycline is recorded for this patient; the cumulative projection of ${names.join(', ')} assumes none. Record any given before.`,
      drugNames: names,
    });
  }
  const chest = plan?.priorChestRadiation === true;
  const ownLimit = Math.min(
    ...drugs.map(
      (d) =>
        (d.cumulativeLimit?.value ?? Infinity) * (d.cumulativeLimit?.doxorubicinEquivalence ?? 1),
    ),
  );
  const limit = chest ? Math.min(ownLimit, rules.chestRadiation.limitMgM2) : ownLimit;
  const projection = projectCumulativeByPhase({
    priorTotal: prior,
    phases: entry.phases,
    limit,
    unit: 'mg/m² doxorubicin equivalents',
  });
  if (projection.status !== 'ok') {
    out.limit({
      kind: 'cumulative-not-assessed',
      text: `Anthracycline projection: ${projection.reason}.`,
    });
    return;
  }
  const total = projection.totalAfterPlanned;
  const openEnded = total === undefined;
  // The doxorubicin label's figures (risk rising from 400, monitoring above 300) are doxorubicin's;
  // they apply to the pool when doxorubicin is in it. Other anthracyclines keep their own limit.
  const doxorubicinInPool = entry.drugs.has('doxorubicin');
  const highAbove = chest ? rules.chestRadiation.highRiskAboveMgM2 : rules.highRiskAboveMgM2;
  const reached = total ?? prior;
  let ruleId: string;
  let severity: AlertSeverity;
  let headline: string;
  if (projection.alreadyAtLimit || (projection.wouldExceed && !openEnded)) {
    ruleId = 'anthracycline-limit';
    severity = 'critical';
    headline = `above the lifetime limit of ${fmt(limit, 0)} mg/m²${chest ? ' (lowered for prior chest radiation)' : ''}`;
  } else if (projection.wouldExceed && projection.crossedAt) {
    ruleId = 'anthracycline-limit-open-ended';
    severity = 'high';
    headline = `the ${fmt(limit, 0)} mg/m² limit would be passed in cycle ${projection.crossedAt.cycle} of ${projection.crossedAt.phase}`;
  } else if (doxorubicinInPool && reached > highAbove) {
    ruleId = 'anthracycline-high-risk';
    severity = 'high';
    headline = chest
      ? `above ${highAbove} mg/m² after chest radiation`
      : `above ${highAbove} mg/m², where heart-failure risk rises steeply`;
  } else if (doxorubicinInPool && !chest && reached >= rules.risingRiskFromMgM2) {
    ruleId = 'anthracycline-rising-risk';
    severity = 'medium';
    headline = `${rules.risingRiskFromMgM2}-${highAbove} mg/m², where heart-failure risk begins to rise`;
  } else if (doxorubicinInPool && reached > rules.monitorAboveMgM2) {
    ruleId = 'anthracycline-monitoring';
    severity = 'low';
    headline = `above ${rules.monitorAboveMgM2} mg/m²`;
  } else {
    return;
  }
  const sources: Source[] = [
    ...rules.sources,
    ...drugs
      .filter((d) => d.id !== 'doxorubicin')
      .flatMap((d) => d.sources.filter((s) => s.kind === 'label').slice(0, 1)),
  ];
  out.alert(
    makeFinding({
      kind: 'cumulative',
      ruleId,
      severity,
      title: `Anthracycline cumulative dose ${openEnded ? 'projection' : `${fmt(reached, 0)} mg/m²`}: ${headline}`,
      drugs,
      rationale: [
        ...(priorLine ? [priorLine] : []),
        ...(entry.plannedParts.length > 0 ? [`Planned: ${entry.plannedParts.join(' + ')}.`] : []),
        `Projection: ${projection.working}.`,
        ...(chest
          ? ['Prior chest or mediastinal radiation lowers the limit and the risk thresholds.']
          : []),
        `${headline[0]?.toUpperCase()}${headline.slice(1)}.`,
      ],
      management:
        severity === 'critical'
          ? 'Do not give the planned anthracycline beyond the limit: choose a non-anthracycline regimen or fewer cycles, or involve cardio-oncology (dexrazoxane, liposomal formulation) if it must continue; check LVEF first.'
          : severity === 'high'
            ? 'Weigh the planned anthracycline against the steeply rising heart-failure risk: check LVEF before each further cycle, consider dexrazoxane or fewer cycles, and involve cardio-oncology.'
            : severity === 'medium'
              ? 'Check LVEF before further cycles and consider dexrazoxane if doxorubicin continues; record the cumulative dose on the treatment plan.'
              : 'Assess LVEF more often from here on, and consider dexrazoxane if doxorubicin continues (doxorubicin label).',
      sources,
    }),
  );
}

function ownLimitAlert(ctx: PatientContext, entry: Pool, out: Collector) {
  const drug = [...entry.drugs.values()][0] as Drug;
  const lim = drug.cumulativeLimit;
  if (!lim) return;
  const unit = UNIT_LABEL[lim.unit];
  problemLimitation(entry, out, [drug.name]);
  if (entry.priorParts.length === 0) {
    out.limit({
      kind: 'cumulative-no-history',
      text: `No prior ${drug.name} is recorded; its cumulative projection assumes none. Record any given before.`,
      drugNames: [drug.name],
    });
  }
  const projection = projectCumulativeByPhase({
    priorTotal: entry.prior,
    phases: entry.phases,
    limit: lim.value,
    unit,
  });
  if (projection.status !== 'ok' || !projection.wouldExceed) return;
  const reached = projection.totalAfterPlanned;
  out.alert(
    makeFinding({
      kind: 'cumulative',
      ruleId: `${drug.id}-limit`,
      severity: 'high',
      title:
        reached === undefined
          ? `${drug.name} cumulative dose would pass ${lim.value} ${unit}`
          : `${drug.name} cumulative dose ${fmt(reached, 0)} ${unit}: above ${lim.value} ${unit}`,
      drugs: [drug],
      rationale: [
        ...(entry.priorParts.length > 0
          ? [`Prior: ${entry.priorParts.join(' + ')} = ${fmt(entry.prior, 1)} ${unit}.`]
          : []),
        ...(entry.plannedParts.length > 0 ? [`Planned: ${entry.plannedParts.join(' + ')}.`] : []),
        `Projection: ${projection.working}.`,
        `${drug.name} label: ${lim.note}`,
      ],
      management: `Weigh further ${drug.name} against the toxicity that rises above ${lim.value} ${unit} (${lim.note.split('.')[0]?.toLowerCase()}); consider stopping at the threshold or an alternative, and monitor as the label directs.`,
      sources: drug.sources.filter((s) => s.kind === 'label').slice(0, 2),
    }),
  );
}
