import { z } from 'zod';
import {
  ageYearsSchema,
  BSA_FORMULA_LABELS,
  BSA_FORMULAS,
  calculateBsa,
  calvertDose,
  ckdEpi2021,
  cockcroftGault,
  fmt,
  heightCmSchema,
  round,
  roundBsa,
  serumCreatinineMgDlSchema,
  weightKgSchema,
} from '../../../core/dosing';
import { DomainError } from '../../../core/errors';

/**
 * Request and response schemas of the dosing calculators (issue 5 API contract). Bounds come from
 * `DOSING_INPUT_BOUNDS` through the core field schemas, so a bad field is named in the 400.
 * Results carry `working`: each formula with the patient's numbers substituted, for the UI.
 */

export const bsaBodySchema = z
  .object({
    heightCm: heightCmSchema,
    weightKg: weightKgSchema,
    formula: z
      .enum(BSA_FORMULAS, { error: `formula must be one of ${BSA_FORMULAS.join(', ')}` })
      .default('mosteller'),
  })
  .strict();
export type BsaBody = z.infer<typeof bsaBodySchema>;

export const bsaResponseSchema = z.object({
  /** Rounded to 0.01 m², the precision at which doses are written (as regimen calculation uses). */
  bsaM2: z.number(),
  /** Before rounding, to 4 decimals. */
  bsaM2Unrounded: z.number(),
  formula: z.enum(BSA_FORMULAS),
  formulaLabel: z.string(),
  working: z.array(z.string()),
});
export type BsaResponse = z.infer<typeof bsaResponseSchema>;

const sexSchema = z.enum(['female', 'male'], { error: 'sex must be female or male' });
const weightBasisSchema = z.enum(['actual', 'ideal', 'adjusted', 'auto'], {
  error: 'weightBasis must be actual, ideal, adjusted or auto',
});
/** Optional SCr floor (NCCN suggests considering 0.7 mg/dL); never applied unless asked for. */
const scrFloorSchema = z
  .number({ error: 'scrFloorMgDl must be a number' })
  .gt(0, 'scrFloorMgDl must be greater than 0 and at most 2 mg/dL')
  .max(2, 'scrFloorMgDl must be greater than 0 and at most 2 mg/dL');

/** Ideal and adjusted weight (and `auto`, which reads BMI) need a height. */
function requireHeightForWeightBasis(
  body: { heightCm?: number; weightBasis?: string },
  ctx: z.core.$RefinementCtx,
) {
  if (body.heightCm === undefined && body.weightBasis && body.weightBasis !== 'actual') {
    ctx.addIssue({
      code: 'custom',
      path: ['heightCm'],
      message: `heightCm is required for weightBasis ${body.weightBasis}`,
    });
  }
}

const renalFields = {
  ageYears: ageYearsSchema,
  sex: sexSchema,
  weightKg: weightKgSchema,
  heightCm: heightCmSchema.optional(),
  serumCreatinineMgDl: serumCreatinineMgDlSchema,
  /** Default: `auto` (adjusted weight when BMI ≥ 25) with a height, actual weight without one. */
  weightBasis: weightBasisSchema.optional(),
  scrFloorMgDl: scrFloorSchema.optional(),
};

export const renalBodySchema = z
  .object(renalFields)
  .strict()
  .superRefine(requireHeightForWeightBasis);
export type RenalBody = z.infer<typeof renalBodySchema>;

export const renalResponseSchema = z.object({
  /** Cockcroft–Gault, mL/min, to 0.1; null when it cannot be estimated (see `notes`). */
  crclMlMin: z.number().nullable(),
  /** CKD-EPI 2021, mL/min/1.73 m², to 0.1; null when it cannot be estimated (see `notes`). */
  egfrMlMin173: z.number().nullable(),
  weightBasisUsed: z.enum(['actual', 'ideal', 'adjusted']).nullable(),
  weightUsedKg: z.number().nullable(),
  working: z.array(z.string()),
  notes: z.array(z.string()),
});
export type RenalResponse = z.infer<typeof renalResponseSchema>;

export const carboplatinBodySchema = z
  .object({
    targetAuc: z
      .number({
        error: (iss) =>
          iss.input === undefined ? 'targetAuc is required' : 'targetAuc must be a number',
      })
      .gt(0, 'targetAuc must be greater than 0 and at most 10 mg/mL·min')
      .max(10, 'targetAuc must be greater than 0 and at most 10 mg/mL·min'),
    ...renalFields,
    /** A measured GFR (mL/min); when given it is used instead of Cockcroft–Gault. */
    gfrMlMin: z
      .number({ error: 'gfrMlMin must be a number' })
      .gt(0, 'gfrMlMin must be greater than 0 and at most 400 mL/min')
      .max(400, 'gfrMlMin must be greater than 0 and at most 400 mL/min')
      .optional(),
  })
  .strict()
  .superRefine(requireHeightForWeightBasis);
export type CarboplatinBody = z.infer<typeof carboplatinBodySchema>;

export const carboplatinResponseSchema = z.object({
  /** The GFR put into the Calvert formula, after the 125 mL/min cap, to 0.1 mL/min. */
  gfrUsedMlMin: z.number(),
  /** The GFR before the cap, to 0.1 mL/min. */
  gfrMlMin: z.number(),
  gfrSource: z.enum(['measured', 'cockcroft-gault']),
  capped: z.boolean(),
  /** To 0.1 mg. */
  doseMg: z.number(),
  working: z.array(z.string()),
  notes: z.array(z.string()),
});
export type CarboplatinResponse = z.infer<typeof carboplatinResponseSchema>;

/** BSA by the chosen formula (default Mosteller), rounded to 0.01 m² as an order prints it. */
export function bsa(body: BsaBody): BsaResponse {
  const r = calculateBsa(body.heightCm, body.weightKg, body.formula);
  // The schema bounds equal the formula's own, so this is unreachable unless they drift apart.
  if (r.status !== 'ok') throw new DomainError('validation', r.reason);
  const rounded = roundBsa(r.bsaM2);
  return {
    bsaM2: rounded,
    bsaM2Unrounded: round(r.bsaM2, 4),
    formula: r.formula,
    formulaLabel: BSA_FORMULA_LABELS[r.formula],
    working: [r.working, `Rounded to ${fmt(rounded)} m²`],
  };
}

function crcl(body: RenalBody) {
  return cockcroftGault({
    ageYears: body.ageYears,
    sex: body.sex,
    weightKg: body.weightKg,
    // Only read for ideal/adjusted/auto, which the schema allows only with a height.
    heightCm: body.heightCm ?? 0,
    serumCreatinineMgDl: body.serumCreatinineMgDl,
    weightBasis: body.weightBasis ?? (body.heightCm === undefined ? 'actual' : 'auto'),
    scrFloorMgDl: body.scrFloorMgDl,
  });
}

/** Cockcroft–Gault CrCl and CKD-EPI 2021 eGFR; either is null with a note when not estimable. */
export function renal(body: RenalBody): RenalResponse {
  const cg = crcl(body);
  const egfr = ckdEpi2021(body.ageYears, body.sex, body.serumCreatinineMgDl);
  const working: string[] = [];
  const notes: string[] = [];
  if (cg.status === 'ok') {
    working.push(...cg.working);
    notes.push(...cg.notes);
  } else {
    notes.push(`Creatinine clearance unknown: ${cg.reason}.`);
  }
  if (egfr.status === 'ok') working.push(egfr.working);
  else notes.push(`eGFR unknown: ${egfr.reason}.`);
  return {
    crclMlMin: cg.status === 'ok' ? round(cg.crclMlMin, 1) : null,
    egfrMlMin173: egfr.status === 'ok' ? round(egfr.egfrMlMinPer173m2, 1) : null,
    weightBasisUsed: cg.status === 'ok' ? cg.weightBasisUsed : null,
    weightUsedKg: cg.status === 'ok' ? round(cg.weightUsedKg, 1) : null,
    working,
    notes,
  };
}

/**
 * Carboplatin by Calvert with the FDA 2010 GFR cap of 125 mL/min. A measured GFR wins over the
 * Cockcroft–Gault estimate; when neither is available the request is refused (400) rather than
 * dosed on a guess.
 */
export function carboplatin(body: CarboplatinBody): CarboplatinResponse {
  const working: string[] = [];
  const notes: string[] = [];
  let gfr: number;
  let gfrSource: CarboplatinResponse['gfrSource'];
  if (body.gfrMlMin !== undefined) {
    gfr = body.gfrMlMin;
    gfrSource = 'measured';
    working.push(`Measured GFR ${fmt(gfr, 1)} mL/min used`);
  } else {
    const cg = crcl(body);
    if (cg.status !== 'ok') {
      throw new DomainError(
        'validation',
        `GFR cannot be estimated (${cg.reason}); give a measured gfrMlMin`,
        [{ path: 'body.gfrMlMin', message: cg.reason }],
      );
    }
    gfr = cg.crclMlMin;
    gfrSource = 'cockcroft-gault';
    working.push(...cg.working);
    notes.push(...cg.notes);
  }
  const r = calvertDose(body.targetAuc, gfr);
  if (r.status !== 'ok') throw new DomainError('validation', r.reason);
  working.push(...r.working);
  return {
    gfrUsedMlMin: round(r.gfrUsedMlMin, 1),
    gfrMlMin: round(gfr, 1),
    gfrSource,
    capped: r.capped,
    doseMg: round(r.doseMg, 1),
    working,
    notes,
  };
}
