import type { Route } from '../../knowledge/drug';
import { medicationSchema, parseRouteWord, type MedicationInput } from '../../patients';
import { ROUTE_SNOMED, ROUTE_WORD, SYSTEM } from '../codes';
import {
  codingsOf,
  conceptLabel,
  readConcept,
  type CodingValue,
  type ConceptValue,
  type Node,
} from '../json';
import type { ImportContext } from './context';
import { fhirDate } from './dates';
import type { Entry } from './entries';
import type { DrugResolution } from './types';

/*
 * MedicationRequest, MedicationStatement → medications. The drug name resolution and the
 * medication concept are shared with administrations and drug allergies.
 */

export function quantityText(q: Node): string | null {
  const value = q.get('value').num();
  if (value === undefined) return null;
  const unit = q.get('unit').text() ?? q.get('code').text();
  return unit ? `${value} ${unit}` : String(value);
}

const FREQUENCY_WORDS: Record<number, string> = {
  1: 'once',
  2: 'twice',
  3: 'three times',
  4: 'four times',
};
const PERIOD_UNITS: Record<string, [string, string]> = {
  s: ['second', 'seconds'],
  min: ['minute', 'minutes'],
  h: ['hour', 'hours'],
  d: ['day', 'days'],
  wk: ['week', 'weeks'],
  mo: ['month', 'months'],
  a: ['year', 'years'],
};
const PER_UNIT: Record<string, string> = {
  h: 'hourly',
  d: 'daily',
  wk: 'weekly',
  mo: 'monthly',
  a: 'yearly',
};

/** Timing.repeat as words: "twice daily", "once every 3 weeks", "every 8 hours". */
export function repeatText(repeat: Node): string | null {
  if (!repeat.object()) return null;
  const frequency = repeat.get('frequency').num() ?? 1;
  const period = repeat.get('period').num();
  const unit = repeat.get('periodUnit').text();
  if (period === undefined || !unit || !PERIOD_UNITS[unit]) return null;
  const [one, many] = PERIOD_UNITS[unit];
  const times = FREQUENCY_WORDS[frequency] ?? `${frequency} times`;
  if (period === 1 && PER_UNIT[unit]) return `${times} ${PER_UNIT[unit]}`;
  if (frequency === 1) return `every ${period === 1 ? one : `${period} ${many}`}`;
  return `${times} every ${period} ${many}`;
}

export function routeFrom(concept: ConceptValue): Route | null {
  for (const c of codingsOf(concept, SYSTEM.snomed)) {
    const hit = (Object.entries(ROUTE_SNOMED) as Array<[Route, { code: string }]>).find(
      ([, v]) => v.code === c.code,
    );
    if (hit) return hit[0];
  }
  for (const label of [concept.text, ...concept.codings.map((c) => c.display)]) {
    if (!label) continue;
    const word = label
      .toLowerCase()
      .replace(/\(.*\)/g, '')
      .replace(/\b(route|use|administration)\b/g, '')
      .trim();
    const route = parseRouteWord(word);
    if (route) return route;
  }
  return null;
}

/** The medication's concept: inline, or the Medication it references (contained or in the bundle). */
export function medicationConcept(ctx: ImportContext, e: Entry): ConceptValue | null {
  const inline = e.node.get('medicationCodeableConcept');
  if (inline.object()) return readConcept(inline);
  const ref = e.node.get('medicationReference');
  if (!ref.object()) return null;
  const target = ref.get('reference').text();
  if (target?.startsWith('#')) {
    const contained = e.node
      .get('contained')
      .items()
      .find((c) => c.get('id').text() === target.slice(1));
    return contained ? readConcept(contained.get('code')) : null;
  }
  const med = ctx.refs.resolve(target);
  if (med?.type === 'Medication') return readConcept(med.node.get('code'));
  const display = ref.get('display').text();
  return display ? { codings: [], text: display } : null;
}

/**
 * The drug name to keep. An RxCUI the knowledge base knows wins: the text is kept when it names
 * the same drug, else the knowledge base's name. Otherwise the text as written, reported as
 * unresolved when it resolves to nothing either.
 *
 * Issue 20: when the coding's display or the concept's text names another drug than the code
 * resolves to (none of the same ingredients), the code is kept and the conflict is said in the
 * report's notes and in `conflict`, for the mapped summary: a sender's display can be stale or
 * typed by hand, the code is what their system ordered.
 */
export function drugName(
  ctx: ImportContext,
  e: Entry,
  concept: ConceptValue,
  field: string,
): { name: string; resolved: boolean; conflict?: string } | null {
  const rx = codingsOf(concept, SYSTEM.rxnorm);
  const label = concept.text ?? rx.find((c) => c.display)?.display ?? conceptLabel(concept);
  const same = (a: DrugResolution, b: DrugResolution | null) =>
    !!b && a.drugIds.length === b.drugIds.length && a.drugIds.every((id) => b.drugIds.includes(id));
  for (const c of rx) {
    const hit = ctx.options.resolveDrug(c.code!);
    if (!hit) continue;
    const byLabel = label ? ctx.options.resolveDrug(label) : null;
    // A bare code is no name: a code-only coding keeps the knowledge base's (or RxNorm's) name.
    const named = label && label !== c.code && same(hit, byLabel);
    const conflict = displayConflict(ctx, hit, c, concept.text);
    if (conflict) {
      ctx.report.notes.push(
        `Entry ${e.index} (${e.type}): RxNorm ${c.code} is ${hit.name}, but its text "${conflict.text}" names ${conflict.names}; the code's drug is kept (${field}). Check the sending system's order.`,
      );
    }
    return {
      name: named ? label : hit.name,
      resolved: true,
      ...(conflict
        ? { conflict: `text "${conflict.text}" names ${conflict.names}: the code's drug is kept` }
        : {}),
    };
  }
  if (label && ctx.options.resolveDrug(label)) return { name: label, resolved: true };
  const name = label ?? rx[0]?.code ?? null;
  if (!name) return null;
  if (rx.length > 0) for (const c of rx) ctx.unresolved(e, c, field);
  else
    ctx.unresolved(
      e,
      {
        display: name,
        code: concept.codings[0]?.code ?? null,
        system: concept.codings[0]?.system ?? null,
      },
      field,
    );
  return { name, resolved: false };
}

/** A display or text naming a drug with none of the code's ingredients, or null. */
function displayConflict(
  ctx: ImportContext,
  byCode: DrugResolution,
  coding: CodingValue,
  text: string | null,
): { text: string; names: string } | null {
  for (const t of [coding.display, text]) {
    if (!t || t === coding.code) continue;
    const byText = ctx.options.resolveDrug(t);
    if (byText && !byText.drugIds.some((id) => byCode.drugIds.includes(id)))
      return { text: t, names: byText.name };
  }
  return null;
}

export function dosage(
  ctx: ImportContext,
  e: Entry,
  d: Node,
): Pick<MedicationInput, 'dosage' | 'frequency' | 'route'> & { notes: string[] } {
  const notes: string[] = [];
  const out: Pick<MedicationInput, 'dosage' | 'frequency' | 'route'> & { notes: string[] } = {
    notes,
  };
  if (!d.object()) return out;
  const rate = d.get('doseAndRate').first();
  const quantity = rate.get('doseQuantity');
  const range = rate.get('doseRange');
  let dose: string | null = quantity.object() ? quantityText(quantity) : null;
  if (!dose && range.object()) {
    const low = quantityText(range.get('low'));
    const high = quantityText(range.get('high'));
    dose = low && high ? `${low.split(' ')[0]}-${high}` : (low ?? high);
  }
  dose ??= d.get('text').text() ?? null;
  if (dose && dose.length <= 100) out.dosage = dose;
  else if (dose) notes.push('dose instruction longer than 100 characters not kept');
  const timing = d.get('timing');
  const timingCode = readConcept(timing.get('code'));
  let frequency = timingCode.text ?? timingCode.codings.find((c) => c.display)?.display ?? null;
  frequency ??= repeatText(timing.get('repeat'));
  if (d.get('asNeededBoolean').bool())
    frequency = frequency ? `${frequency} as needed` : 'as needed';
  if (frequency && frequency.length <= 100) out.frequency = frequency;
  const routeNode = d.get('route');
  if (routeNode.object()) {
    const routeConcept = readConcept(routeNode);
    const route = routeFrom(routeConcept);
    if (route) out.route = ROUTE_WORD[route];
    else {
      const c = routeConcept.codings[0];
      ctx.unresolved(
        e,
        { system: c?.system ?? null, code: c?.code ?? null, display: conceptLabel(routeConcept) },
        'medications.route',
      );
      notes.push('route not recognised');
    }
  }
  return out;
}

export function readMedication(ctx: ImportContext, e: Entry): void {
  const n = e.node;
  const status = n.get('status').text();
  let isActive: boolean;
  const notes: string[] = [];
  if (e.type === 'MedicationRequest') {
    if (status === 'draft') return ctx.skip(e, 'a draft order, not signed');
    isActive = !['completed', 'stopped', 'cancelled'].includes(status ?? '');
  } else {
    if (status === 'not-taken') return ctx.skip(e, 'recorded as not taken');
    isActive = !['completed', 'stopped'].includes(status ?? '');
  }
  if (status === 'unknown' || !status) notes.push('status unknown: kept as active');
  const concept = medicationConcept(ctx, e);
  if (!concept) return ctx.skip(e, 'no medication code, text or resolvable reference');
  if (!ctx.room(e, 'medications')) return;
  const drug = drugName(ctx, e, concept, 'medications.drugName');
  if (!drug) return ctx.skip(e, 'the medication has neither a code nor a name');
  const dosageNode =
    e.type === 'MedicationRequest' ? n.get('dosageInstruction').first() : n.get('dosage').first();
  const dose = dosage(ctx, e, dosageNode);
  notes.push(...dose.notes);
  if (drug.conflict) notes.push(drug.conflict);
  const start =
    e.type === 'MedicationRequest'
      ? (dosageNode.get('timing').get('repeat').get('boundsPeriod').get('start').text() ??
        n.get('authoredOn').text())
      : (n.get('effectivePeriod').get('start').text() ?? n.get('effectiveDateTime').text());
  const input: MedicationInput = {
    drugName: drug.name,
    ...(dose.dosage ? { dosage: dose.dosage } : {}),
    ...(dose.frequency ? { frequency: dose.frequency } : {}),
    ...(dose.route ? { route: dose.route } : {}),
    ...(fhirDate(start) ? { startDate: fhirDate(start)! } : {}),
    isActive,
  };
  const prescriber =
    e.type === 'MedicationRequest' ? n.get('requester').get('display').text() : undefined;
  if (prescriber && prescriber.length <= 200) input.prescribedBy = prescriber;
  const item = ctx.valid(e, medicationSchema, input);
  if (!item) return;
  ctx.lists.medications.push(input);
  const what = [drug.name, input.dosage, input.frequency].filter(Boolean).join(' ');
  ctx.mapped(
    e,
    'medications',
    `${what}${isActive ? '' : ' (not active)'}${drug.resolved ? '' : ' — not in the knowledge base'}${notes.length ? `; ${notes.join('; ')}` : ''}`,
  );
}
