import type {
  TreatmentDoseUnit,
  TreatmentHistoryInput,
  TreatmentIntent,
  TreatmentSetting,
} from '../../patients';
import { TREATMENT_SETTINGS, treatmentHistorySchema } from '../../patients';
import {
  MCODE_PROCEDURE_INTENT_URL,
  ONCOCDS_EXTENSION,
  PROCEDURE_INTENT,
  SETTING_INTENT_CODES,
  SYSTEM,
} from '../codes';
import type { Node } from '../json';
import type { ImportContext } from './context';
import { fhirDate } from './dates';
import type { Entry } from './entries';
import { drugName, medicationConcept } from './medication';

/* MedicationAdministration → treatment history (dose with its unit, cycle and regimen extensions). */

/** Units a treatment-history dose may be in, with the factor to the product's unit. */
export function doseUnit(unit: string): { unit: TreatmentDoseUnit; factor: number } | null {
  const u = unit.toLowerCase().replace(/\s+/g, '').replace(/²/g, '2').replace(/\^2/g, '2');
  const table: Record<string, { unit: TreatmentDoseUnit; factor: number }> = {
    mg: { unit: 'mg', factor: 1 },
    g: { unit: 'mg', factor: 1000 },
    ug: { unit: 'mg', factor: 0.001 },
    mcg: { unit: 'mg', factor: 0.001 },
    µg: { unit: 'mg', factor: 0.001 },
    'mg/m2': { unit: 'mg/m2', factor: 1 },
    'mg/kg': { unit: 'mg/kg', factor: 1 },
    auc: { unit: 'AUC', factor: 1 },
    '{auc}': { unit: 'AUC', factor: 1 },
    'mg/ml.min': { unit: 'AUC', factor: 1 },
    'mg.min/ml': { unit: 'AUC', factor: 1 },
    unit: { unit: 'units', factor: 1 },
    units: { unit: 'units', factor: 1 },
    u: { unit: 'units', factor: 1 },
    '[iu]': { unit: 'units', factor: 1 },
    iu: { unit: 'units', factor: 1 },
    "[usp'u]": { unit: 'units', factor: 1 },
    'units/m2': { unit: 'units/m2', factor: 1 },
    'u/m2': { unit: 'units/m2', factor: 1 },
    '[iu]/m2': { unit: 'units/m2', factor: 1 },
    "[usp'u]/m2": { unit: 'units/m2', factor: 1 },
  };
  return table[u] ?? null;
}

/**
 * Setting and intent of an administration (issue 20): the mCODE ProcedureIntent extension
 * (curative / palliative; adjuvant and neo-adjuvant intent codes as some senders write them) and
 * the product's own setting extension. Anything else reads as not recorded.
 */
export function readTreatmentSetting(n: Node): {
  setting: TreatmentSetting | null;
  intent: TreatmentIntent | null;
} {
  const extensions = n.get('extension').items();
  const ext = (url: string) => extensions.find((x) => x.get('url').text() === url);
  let setting: TreatmentSetting | null = null;
  let intent: TreatmentIntent | null = null;
  const intentNode = ext(MCODE_PROCEDURE_INTENT_URL);
  for (const c of intentNode?.get('valueCodeableConcept').get('coding').items() ?? []) {
    if (c.get('system').text() !== SYSTEM.snomed) continue;
    const code = c.get('code').text();
    if (code === PROCEDURE_INTENT.curative.code) intent = 'curative';
    else if (code === PROCEDURE_INTENT.palliative.code) intent = 'palliative';
    else if (code && code in SETTING_INTENT_CODES) {
      setting = SETTING_INTENT_CODES[code as keyof typeof SETTING_INTENT_CODES];
      intent = 'curative';
    }
  }
  const settingNode = ext(ONCOCDS_EXTENSION.treatmentSetting);
  const code = settingNode?.get('valueCode').text();
  if (code && (TREATMENT_SETTINGS as readonly string[]).includes(code)) {
    setting = code as TreatmentSetting;
  }
  return { setting, intent };
}

export function readAdministration(ctx: ImportContext, e: Entry): void {
  const n = e.node;
  const status = n.get('status').text();
  if (status === 'not-done') return ctx.skip(e, 'recorded as not given');
  if (status === 'on-hold') return ctx.skip(e, 'on hold, not given');
  const concept = medicationConcept(ctx, e);
  if (!concept) return ctx.skip(e, 'no medication code, text or resolvable reference');
  const date = fhirDate(
    n.get('effectiveDateTime').text() ?? n.get('effectivePeriod').get('start').text(),
  );
  if (!date) return ctx.skip(e, 'no date of administration (a full date is needed)');
  const doseNode = n.get('dosage').get('dose');
  const value = doseNode.get('value').num();
  const unitText = doseNode.get('unit').text() ?? doseNode.get('code').text();
  if (value === undefined || !unitText) {
    return ctx.skip(e, 'no dose given: the treatment history needs the dose for cumulative limits');
  }
  const unit = doseUnit(unitText);
  if (!unit) {
    return ctx.skip(
      e,
      `dose unit "${unitText}" is not one of mg, g, mcg, mg/m2, mg/kg, AUC, units, units/m2`,
    );
  }
  if (!ctx.room(e, 'treatmentHistory')) return;
  const drug = drugName(ctx, e, concept, 'treatmentHistory.drugName');
  if (!drug) return ctx.skip(e, 'the medication has neither a code nor a name');
  const ext = (url: string) =>
    n
      .get('extension')
      .items()
      .find((x) => x.get('url').text() === url);
  const cycleNode = ext(ONCOCDS_EXTENSION.treatmentCycle);
  const cycle = cycleNode?.get('valuePositiveInt').num() ?? cycleNode?.get('valueInteger').num();
  const regimenNode = ext(ONCOCDS_EXTENSION.regimenId);
  const regimenId = regimenNode?.get('valueString').text() ?? regimenNode?.get('valueCode').text();
  const { setting, intent } = readTreatmentSetting(n);
  const input: TreatmentHistoryInput = {
    drugName: drug.name,
    date,
    dose: Math.round(value * unit.factor * 1e6) / 1e6,
    doseUnit: unit.unit,
    ...(cycle !== undefined ? { cycle } : {}),
    ...(regimenId ? { regimenId } : {}),
    ...(setting ? { setting } : {}),
    ...(intent ? { intent } : {}),
  };
  if (!ctx.valid(e, treatmentHistorySchema, input)) return;
  ctx.lists.treatmentHistory.push(input);
  ctx.mapped(
    e,
    'treatmentHistory',
    `${drug.name} ${input.dose} ${input.doseUnit} on ${date}${cycle ? `, cycle ${cycle}` : ''}${setting ? `, ${setting}` : ''}${intent ? `, ${intent} intent` : ''}${drug.resolved ? '' : ' — not in the knowledge base'}${status === 'stopped' ? '; stopped before completion' : ''}${drug.conflict ? `; ${drug.conflict}` : ''}`,
  );
}
