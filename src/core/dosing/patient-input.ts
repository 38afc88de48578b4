import { z } from 'zod';

/**
 * Bounds for dosing inputs. They reject data-entry errors (a height typed in metres, a creatinine in
 * µmol/L), not unusual patients: the limits are set just outside the range seen in adult and
 * paediatric oncology practice.
 */
export const DOSING_INPUT_BOUNDS = {
  heightCm: { min: 30, max: 250 },
  weightKg: { min: 1, max: 400 },
  serumCreatinineMgDl: { minExclusive: 0, max: 20 },
  ageYears: { min: 0, max: 120 },
} as const;

const B = DOSING_INPUT_BOUNDS;

const num = (field: string) =>
  z.number({
    error: (iss) =>
      iss.input === undefined ? `${field} is required` : `${field} must be a number`,
  });

export const heightCmSchema = num('heightCm')
  .min(B.heightCm.min, `heightCm must be between ${B.heightCm.min} and ${B.heightCm.max} cm`)
  .max(B.heightCm.max, `heightCm must be between ${B.heightCm.min} and ${B.heightCm.max} cm`);

export const weightKgSchema = num('weightKg')
  .min(B.weightKg.min, `weightKg must be between ${B.weightKg.min} and ${B.weightKg.max} kg`)
  .max(B.weightKg.max, `weightKg must be between ${B.weightKg.min} and ${B.weightKg.max} kg`);

export const serumCreatinineMgDlSchema = num('serumCreatinineMgDl')
  .gt(
    0,
    `serumCreatinineMgDl must be greater than 0 and at most ${B.serumCreatinineMgDl.max} mg/dL`,
  )
  .max(
    B.serumCreatinineMgDl.max,
    `serumCreatinineMgDl must be greater than 0 and at most ${B.serumCreatinineMgDl.max} mg/dL (is it in µmol/L? divide by 88.4)`,
  );

export const ageYearsSchema = num('ageYears')
  .min(B.ageYears.min, `ageYears must be between ${B.ageYears.min} and ${B.ageYears.max} years`)
  .max(B.ageYears.max, `ageYears must be between ${B.ageYears.min} and ${B.ageYears.max} years`);

/** Sex used by Cockcroft-Gault, CKD-EPI and Devine IBW. `unknown` makes those outcomes unknown. */
export const dosingSexSchema = z.enum(['female', 'male', 'unknown'], {
  error: 'sex must be female, male or unknown',
});
export type DosingSex = z.infer<typeof dosingSexSchema>;

/** Percentage of the full protocol dose (100 = full dose, 80 = a 20% reduction). */
export const doseLevelPercentSchema = num('doseLevelPercent')
  .gt(0, 'doseLevelPercent must be greater than 0 and at most 150')
  .max(150, 'doseLevelPercent must be greater than 0 and at most 150');

/** The patient record that regimen calculation reads. Shared with the server's request schema. */
export const dosingPatientSchema = z
  .object({
    heightCm: heightCmSchema,
    weightKg: weightKgSchema,
    ageYears: ageYearsSchema,
    sex: dosingSexSchema,
    serumCreatinineMgDl: serumCreatinineMgDlSchema,
    doseLevelPercent: doseLevelPercentSchema.optional(),
    /** Lifetime doses already given, by drug id, in the unit of that drug's cumulative limit. */
    priorCumulative: z
      .record(
        z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'priorCumulative keys must be drug ids'),
        z.number().nonnegative('priorCumulative values must be 0 or more'),
      )
      .optional(),
  })
  .strict();
export type DosingPatient = z.infer<typeof dosingPatientSchema>;

export type InputIssue = { field: string; message: string };

/** Flattens zod issues into `{ field, message }` pairs that name each bad field. */
export function inputIssues(error: z.ZodError): InputIssue[] {
  return error.issues.map((i) => ({
    field: i.path.length > 0 ? i.path.map(String).join('.') : '(input)',
    message: i.message,
  }));
}
