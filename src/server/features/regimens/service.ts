import { z } from 'zod';
import {
  BSA_FORMULAS,
  calculateRegimen,
  dosingPatientSchema,
  round,
  type CalculatedComponent,
} from '../../../core/dosing';
import { DomainError } from '../../../core/errors';
import type { Drug } from '../../../core/knowledge/drug';
import {
  cancerSchema,
  cyclesSchema,
  doseBasisSchema,
  intentSchema,
  regimenComponentSchema,
  regimenPhaseSchema,
  regimenSchema,
  settingSchema,
  type Regimen,
  type RegimenComponent,
} from '../../../core/knowledge/regimen';
import type { KnowledgeBase } from '../../lib/knowledge-base';

const drugRefSchema = z.object({ id: z.string(), rxcui: z.string().nullable(), name: z.string() });
type DrugRef = z.infer<typeof drugRefSchema>;

export const regimenListQuerySchema = z
  .object({
    /** Matches the name, aliases, id and component drug names (case-insensitive substring). */
    q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
    cancer: cancerSchema.optional(),
  })
  .strict();
export type RegimenListQuery = z.infer<typeof regimenListQuerySchema>;

export const regimenIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

const perUnitDoseSchema = z.object({ value: z.number(), unit: z.string() });

const regimenSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  cancers: z.array(cancerSchema),
  intent: z.array(intentSchema),
  setting: z.array(settingSchema),
  population: z.string().optional(),
  emetogenicRisk: z.string(),
  /** Distinct drugs, in order of first appearance. */
  drugs: z.array(drugRefSchema),
  /** One entry per component of every phase: drug, dose per unit, route and days. */
  components: z.array(
    z.object({
      phaseId: z.string(),
      drug: drugRefSchema,
      basis: doseBasisSchema,
      perUnitDose: perUnitDoseSchema,
      route: z.string(),
      days: z.array(z.number()),
    }),
  ),
  phases: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      cycleLengthDays: z.number(),
      cycles: cyclesSchema,
      /** Plain-language cycle description, e.g. "14-day cycles, until progression". */
      cycleText: z.string(),
    }),
  ),
});
export type RegimenSummary = z.infer<typeof regimenSummarySchema>;

export const regimenListResponseSchema = z.object({
  regimens: z.array(regimenSummarySchema),
  total: z.number(),
});
export type RegimenListResponse = z.infer<typeof regimenListResponseSchema>;

/** The whole regimen record, with each component's drug resolved to `{ id, rxcui, name }`. */
export const regimenDetailSchema = z.object({
  ...regimenSchema.shape,
  phases: z.array(
    z.object({
      ...regimenPhaseSchema.shape,
      cycleText: z.string(),
      components: z.array(z.object({ ...regimenComponentSchema.shape, drug: drugRefSchema })),
    }),
  ),
});
export type RegimenDetail = z.infer<typeof regimenDetailSchema>;

/**
 * Body of `POST /api/regimens/:id/calculate`. The patient fields and their bounds are core's
 * `dosingPatientSchema`; `priorCumulative` is keyed by RxCUI as the API contract says (a drug id is
 * also accepted), in the unit of that drug's cumulative limit.
 */
export const regimenCalculateBodySchema = dosingPatientSchema
  .omit({ priorCumulative: true })
  .extend({
    priorCumulative: z
      .record(
        z.string().trim().min(1).max(100),
        z
          .number({ error: 'priorCumulative values must be numbers' })
          .nonnegative('priorCumulative values must be 0 or more'),
      )
      .optional(),
    bsaFormula: z
      .enum(BSA_FORMULAS, { error: `bsaFormula must be one of ${BSA_FORMULAS.join(', ')}` })
      .optional(),
    crclWeightBasis: z
      .enum(['actual', 'ideal', 'adjusted', 'auto'], {
        error: 'crclWeightBasis must be actual, ideal, adjusted or auto',
      })
      .optional(),
    /** Below this creatinine a Calvert dose is also shown at it (the user's setting; default 0.7). */
    lowCreatinineReferenceMgDl: z
      .number({ error: 'lowCreatinineReferenceMgDl must be a number' })
      .min(0.3, 'lowCreatinineReferenceMgDl must be between 0.3 and 1.5 mg/dL')
      .max(1.5, 'lowCreatinineReferenceMgDl must be between 0.3 and 1.5 mg/dL')
      .optional(),
  });
export type RegimenCalculateBody = z.infer<typeof regimenCalculateBodySchema>;

const calculatedComponentSchema = z.object({
  phaseId: z.string(),
  phaseName: z.string(),
  drugId: z.string(),
  rxcui: z.string().nullable(),
  name: z.string(),
  formulation: z.string().optional(),
  route: z.string(),
  days: z.array(z.number()),
  timesPerDay: z.number(),
  basis: doseBasisSchema,
  perUnitDose: perUnitDoseSchema,
  /** `unknown` when the dose cannot be calculated (e.g. carboplatin without CrCl); see warnings. */
  status: z.enum(['ok', 'unknown']),
  /** One administration; null exactly when `status` is `unknown`. */
  dose: z.object({ value: z.number(), unit: z.enum(['mg', 'units']) }).nullable(),
  capped: z.boolean(),
  /** Carboplatin with a creatinine below the reference: the dose with creatinine raised to it. */
  alternativeDose: z
    .object({
      value: z.number(),
      unit: z.enum(['mg', 'units']),
      scrMgDl: z.number(),
      crclMlMin: z.number(),
      label: z.string(),
    })
    .optional(),
  /** A continuous infusion: total per pump, daily share and rate (issue 13 item 1). */
  continuousInfusion: z
    .object({
      hours: z.number(),
      perUnitTotal: z.object({ value: z.number(), unit: z.string() }),
      total: z.object({ value: z.number(), unit: z.enum(['mg', 'units']) }),
      perDay: z.object({ value: z.number(), unit: z.enum(['mg', 'units']) }),
      ratePerHour: z.number(),
    })
    .optional(),
  working: z.array(z.string()),
  warnings: z.array(z.string()),
  /** Not findings: the label needs no renal change, or there is no renal data (issue 13). */
  notes: z.array(z.string()),
});

export const regimenCalculationResponseSchema = z.object({
  regimenId: z.string(),
  regimenName: z.string(),
  bsaM2: z.number(),
  bsaFormula: z.enum(BSA_FORMULAS),
  /** Cockcroft–Gault, mL/min, to 0.1; null when it cannot be estimated (see warnings). */
  crclMlMin: z.number().nullable(),
  egfrMlMinPer173m2: z.number().nullable(),
  working: z.array(z.string()),
  components: z.array(calculatedComponentSchema),
  warnings: z.array(z.string()),
});
export type RegimenCalculationResponse = z.infer<typeof regimenCalculationResponseSchema>;

function drugRef(kb: KnowledgeBase, id: string): DrugRef {
  const drug = kb.drugsById.get(id);
  return { id, rxcui: drug?.rxcui ?? null, name: drug?.name ?? id };
}

const BASIS_UNIT: Record<RegimenComponent['dose']['basis'], string> = {
  'mg/m2': 'mg/m²',
  'units/m2': 'units/m²',
  'mg/kg': 'mg/kg',
  AUC: 'AUC (mg/mL·min)',
  flat: '',
};

function perUnitDose(c: RegimenComponent): { value: number; unit: string } {
  return c.dose.basis === 'flat'
    ? { value: c.dose.value, unit: c.dose.unit }
    : { value: c.dose.value, unit: BASIS_UNIT[c.dose.basis] };
}

function cycleText(p: Regimen['phases'][number]): string {
  const length = `${p.cycleLengthDays}-day cycles`;
  const c = p.cycles;
  switch (c.type) {
    case 'fixed':
      return c.count === 1 ? `one ${p.cycleLengthDays}-day cycle` : `${length} × ${c.count}`;
    case 'range':
      return `${length} × ${c.min}–${c.max}`;
    case 'until-progression':
      return c.maxCount === undefined
        ? `${length}, until progression or unacceptable toxicity`
        : `${length}, until progression or unacceptable toxicity (at most ${c.maxCount})`;
  }
}

function summarise(kb: KnowledgeBase, r: Regimen): RegimenSummary {
  const components = r.phases.flatMap((p) =>
    p.components.map((c) => ({
      phaseId: p.id,
      drug: drugRef(kb, c.drugId),
      basis: c.dose.basis,
      perUnitDose: perUnitDose(c),
      route: c.route,
      days: c.days,
    })),
  );
  const drugIds = [...new Set(components.map((c) => c.drug.id))];
  return {
    id: r.id,
    name: r.name,
    aliases: r.aliases,
    cancers: r.cancers,
    intent: r.intent,
    setting: r.setting,
    ...(r.population ? { population: r.population } : {}),
    emetogenicRisk: r.emetogenicRisk,
    drugs: drugIds.map((id) => drugRef(kb, id)),
    components,
    phases: r.phases.map((p) => ({
      id: p.id,
      name: p.name,
      cycleLengthDays: p.cycleLengthDays,
      cycles: p.cycles,
      cycleText: cycleText(p),
    })),
  };
}

/** Regimens filtered by cancer and by a text query over names, aliases, id and drug names. */
export function listRegimens(kb: KnowledgeBase, query: RegimenListQuery): RegimenListResponse {
  const q = query.q?.toLowerCase();
  const regimens = kb.regimens
    .filter((r) => !query.cancer || r.cancers.includes(query.cancer))
    .map((r) => summarise(kb, r))
    .filter((s) => {
      if (!q) return true;
      const haystack = [s.id, s.name, ...s.aliases, ...s.drugs.map((d) => d.name)];
      return haystack.some((text) => text.toLowerCase().includes(q));
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return { regimens, total: regimens.length };
}

function findRegimen(kb: KnowledgeBase, id: string): Regimen {
  const regimen = kb.regimens.find((r) => r.id === id);
  if (!regimen) throw new DomainError('not_found', `No regimen with id "${id}"`);
  return regimen;
}

export function getRegimen(kb: KnowledgeBase, id: string): RegimenDetail {
  const r = findRegimen(kb, id);
  return {
    ...r,
    phases: r.phases.map((p) => ({
      ...p,
      cycleText: cycleText(p),
      components: p.components.map((c) => ({ ...c, drug: drugRef(kb, c.drugId) })),
    })),
  };
}

/**
 * Maps the contract's RxCUI keys (or drug ids) to the drug ids core's calculation reads. An unknown
 * key is a 400: dropping it would understate a lifetime dose, which is the one thing the
 * cumulative check exists to catch.
 */
function priorByDrugId(
  kb: KnowledgeBase,
  prior: Record<string, number> | undefined,
): Record<string, number> | undefined {
  if (!prior) return undefined;
  const out: Record<string, number> = {};
  const problems: { path: string; message: string }[] = [];
  for (const [key, amount] of Object.entries(prior)) {
    const drug: Drug | undefined = kb.drugsByRxcui.get(key) ?? kb.drugsById.get(key);
    if (!drug) {
      problems.push({
        path: `body.priorCumulative.${key}`,
        message: `"${key}" is not the RxCUI (or id) of a drug in the knowledge base`,
      });
    } else if (out[drug.id] !== undefined) {
      problems.push({
        path: `body.priorCumulative.${key}`,
        message: `${drug.name} is given twice (by RxCUI and by id)`,
      });
    } else {
      out[drug.id] = amount;
    }
  }
  if (problems.length > 0) {
    throw new DomainError(
      'validation',
      `Invalid request: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
      problems,
    );
  }
  return out;
}

function toResponseComponent(
  c: CalculatedComponent,
): RegimenCalculationResponse['components'][number] {
  const { formulation, dose, alternativeDose, continuousInfusion: pump, ...rest } = c;
  // Four decimals removes floating-point noise (85 × 1.82 = 154.70000000000002) without touching
  // any digit that could matter clinically; dose banding, when wanted, is core's `roundingStep`.
  const out = {
    ...rest,
    dose: dose && { value: round(dose.value, 4), unit: dose.unit },
    ...(pump
      ? {
          continuousInfusion: {
            ...pump,
            total: { ...pump.total, value: round(pump.total.value, 4) },
            perDay: { ...pump.perDay, value: round(pump.perDay.value, 4) },
            ratePerHour: round(pump.ratePerHour, 2),
          },
        }
      : {}),
    ...(alternativeDose
      ? {
          alternativeDose: {
            ...alternativeDose,
            value: round(alternativeDose.value, 4),
            crclMlMin: round(alternativeDose.crclMlMin, 1),
          },
        }
      : {}),
  };
  return formulation === undefined ? out : { ...out, formulation };
}

/**
 * Calculates every dose of a regimen for the patient values given (core `calculateRegimen`:
 * BSA, Cockcroft–Gault, Calvert with the FDA cap, per-dose caps, dose level, cumulative limits).
 * Not audited: it reads and writes no patient record.
 */
export function calculateRegimenDoses(
  kb: KnowledgeBase,
  id: string,
  body: RegimenCalculateBody,
): RegimenCalculationResponse {
  const regimen = findRegimen(kb, id);
  const { bsaFormula, crclWeightBasis, priorCumulative, lowCreatinineReferenceMgDl, ...patient } =
    body;
  const prior = priorByDrugId(kb, priorCumulative);
  const result = calculateRegimen(
    regimen,
    { ...patient, ...(prior ? { priorCumulative: prior } : {}) },
    (drugId) => kb.drugsById.get(drugId),
    {
      ...(bsaFormula ? { bsaFormula } : {}),
      ...(crclWeightBasis ? { crclWeightBasis } : {}),
      ...(lowCreatinineReferenceMgDl ? { lowCreatinineReferenceMgDl } : {}),
    },
  );
  if (result.status === 'invalid') {
    const details = result.issues.map((i) => ({ path: `body.${i.field}`, message: i.message }));
    throw new DomainError(
      'validation',
      `Invalid request: ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`,
      details,
    );
  }
  return {
    regimenId: result.regimenId,
    regimenName: regimen.name,
    bsaM2: result.bsaM2,
    bsaFormula: result.bsaFormula,
    crclMlMin: result.crclMlMin === null ? null : round(result.crclMlMin, 1),
    egfrMlMinPer173m2:
      result.egfrMlMinPer173m2 === null ? null : round(result.egfrMlMinPer173m2, 1),
    working: result.working,
    components: result.components.map(toResponseComponent),
    warnings: result.warnings,
  };
}
