import { z } from 'zod';
import { ALERT_KINDS, ALERT_SEVERITIES } from '../alerts/types';
import { hlaBRiskAlleleSchema, pgxGeneSchema } from '../knowledge/pgx';
import { LABS, type LabName } from '../patients/labs';
import { pgxPhenotypeSchema } from '../pgx/schemas';

/*
 * The de-identified cohort builder of /research (issue 15): the criteria, the answer, and the
 * privacy rules applied to every count before it leaves the server.
 *
 * Small cells: a count of 1 to 4 subjects is shown as "<5" (the threshold the CMS cell-size
 * suppression policy and most data-sharing agreements use). Zero stays zero: it describes nobody.
 * In a breakdown whose groups partition the cohort (age bands, sex) a single suppressed cell could
 * be recovered by subtracting the others from the total, so the next smallest cell is suppressed
 * with it (complementary suppression). A cohort of 1 to 4 subjects shows only "<5": no breakdown,
 * no rows, no export.
 */

export const MIN_CELL_SIZE = 5;
export const SUPPRESSED = '<5' as const;
export type Cell = number | typeof SUPPRESSED;

export function cell(n: number): Cell {
  return n > 0 && n < MIN_CELL_SIZE ? SUPPRESSED : n;
}

/** Whether a cohort of `total` subjects is too small to describe beyond "<5". */
export function isSmallCohort(total: number): boolean {
  return total > 0 && total < MIN_CELL_SIZE;
}

/**
 * Suppresses each small cell; for a partition of the cohort, also the smallest other non-zero cell
 * when exactly one is suppressed, so that no suppressed cell equals the total minus the rest.
 */
export function suppressCells<T extends { n: number }>(
  groups: readonly T[],
  partition: boolean,
): Array<Omit<T, 'n'> & { subjects: Cell }> {
  const hidden = new Set<number>();
  groups.forEach((g, i) => {
    if (g.n > 0 && g.n < MIN_CELL_SIZE) hidden.add(i);
  });
  if (partition && hidden.size === 1) {
    let smallest = -1;
    groups.forEach((g, i) => {
      if (hidden.has(i) || g.n === 0) return;
      if (smallest === -1 || g.n < groups[smallest]!.n) smallest = i;
    });
    if (smallest !== -1) hidden.add(smallest);
  }
  return groups.map((g, i) => {
    const { n, ...rest } = g;
    return { ...rest, subjects: hidden.has(i) ? SUPPRESSED : n };
  });
}

// ---------------------------------------------------------------------------------------------
// Age bands and stage groups

export const AGE_BANDS = [
  { key: '0-17', min: 0, max: 17 },
  { key: '18-39', min: 18, max: 39 },
  { key: '40-49', min: 40, max: 49 },
  { key: '50-59', min: 50, max: 59 },
  { key: '60-69', min: 60, max: 69 },
  { key: '70-79', min: 70, max: 79 },
  { key: '80-89', min: 80, max: 89 },
  // HIPAA Safe Harbor: every age over 89 is one group.
  { key: '90+', min: 90, max: Number.POSITIVE_INFINITY },
] as const;
export type AgeBand = (typeof AGE_BANDS)[number]['key'];

export function ageBand(age: number | null): AgeBand | null {
  if (age === null || age < 0) return null;
  return AGE_BANDS.find((b) => age >= b.min && age <= b.max)!.key;
}

export const STAGE_GROUPS = ['0', 'I', 'II', 'III', 'IV'] as const;
export type StageGroup = (typeof STAGE_GROUPS)[number];

/**
 * The AJCC stage group a recorded stage names ("IIIA", "stage IV", "IVB"), or "IV" for a TNM
 * string with distant metastasis (M1, stage IV in every AJCC 8th edition solid-tumour chapter).
 * Other TNM strings and words ("limited", "extensive") need the cancer's own table: null.
 */
export function stageGroup(stage: string | null): StageGroup | null {
  if (!stage) return null;
  const t = stage.trim();
  const group = /^(?:stage\s*)?(0|I{1,3}|IV)[A-C]?\d?$/i.exec(t);
  if (group) return group[1]!.toUpperCase() as StageGroup;
  if (/^[cpyr]{0,2}T(?:[0-4]|x|is)[a-d]?\s*N[0-3x][a-c]?\s*M1[a-c]?$/i.test(t)) return 'IV';
  return null;
}

/** The latest birth date of someone at least `years` old on the UTC day of `nowMs`. */
export function bornOnOrBefore(nowMs: number, years: number): string {
  const now = new Date(nowMs);
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Criteria

export const LAB_NAMES = LABS.map((l) => l.name) as [LabName, ...LabName[]];
export const DRUG_SCOPES = ['active', 'ever'] as const;

const ICD10_PREFIX = /^[A-Za-z]\d[0-9A-Za-z]?(\.[0-9A-Za-z]{0,4})?$/;
export function isIcd10Prefix(text: string): boolean {
  return ICD10_PREFIX.test(text.trim());
}

export const cohortCriteriaSchema = z
  .object({
    /** An ICD-10 code prefix ("C50", "C18.7") or clinical words ("breast cancer"). */
    condition: z
      .string()
      .trim()
      .min(2, 'condition must be at least 2 characters')
      .max(100)
      .optional(),
    /** The AJCC stage group of a condition (the matching condition when one is given). */
    stage: z
      .enum(STAGE_GROUPS, { error: `stage must be one of ${STAGE_GROUPS.join(', ')}` })
      .optional(),
    /** A drug as the interaction checker resolves it (name, brand, RxCUI). */
    drug: z.string().trim().min(2, 'drug must be at least 2 characters').max(200).optional(),
    /** `active`: an active order now; `ever`: any order, stopped or not, or an administration. */
    drugScope: z.enum(DRUG_SCOPES).default('active'),
    phenotype: z
      .object({
        gene: pgxGeneSchema,
        /** HLA-B only: the risk allele the carrier status refers to. */
        allele: hlaBRiskAlleleSchema.optional(),
        phenotype: pgxPhenotypeSchema,
      })
      .strict()
      .refine((p) => (p.gene === 'HLA-B') === (p.allele !== undefined), {
        error: 'allele is required for HLA-B and only for HLA-B',
        path: ['allele'],
      })
      .optional(),
    lab: z
      .object({
        lab: z.enum(LAB_NAMES, { error: 'lab must be a test the product reads' }),
        /** In the catalogue's unit for the test (LABS[].unit), both ends included. */
        min: z.number().finite().optional(),
        max: z.number().finite().optional(),
        /** A measurement in the last this many days. */
        withinDays: z.number().int().min(1).max(3650).default(90),
      })
      .strict()
      .refine((l) => l.min !== undefined || l.max !== undefined, {
        error: 'give min, max or both',
        path: ['min'],
      })
      .refine((l) => l.min === undefined || l.max === undefined || l.min <= l.max, {
        error: 'min must not be above max',
        path: ['min'],
      })
      .optional(),
    ageMin: z.number().int().min(0).max(120).optional(),
    ageMax: z.number().int().min(0).max(120).optional(),
  })
  .strict()
  .refine((c) => c.ageMin === undefined || c.ageMax === undefined || c.ageMin <= c.ageMax, {
    error: 'ageMin must not be above ageMax',
    path: ['ageMin'],
  });
export type CohortCriteria = z.output<typeof cohortCriteriaSchema>;
export type CohortCriteriaInput = z.input<typeof cohortCriteriaSchema>;

export const cohortQuerySchema = z.object({
  criteria: cohortCriteriaSchema,
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(5).max(100).default(25),
});

// ---------------------------------------------------------------------------------------------
// Answer

const cellSchema = z.union([z.number().int().min(0), z.literal(SUPPRESSED)]);
const group = <K extends z.ZodType>(key: K) => z.object({ key, subjects: cellSchema });

export const cohortSubjectSchema = z.object({
  /** A pseudonym ("Subject 7K2M-QX9A"), the same one every de-identified view shows. */
  label: z.string(),
  ageYears: z.number().int().nullable(),
  ageBand: z.string().nullable(),
  sex: z.string(),
  conditions: z.array(
    z.object({
      icd10: z.string().nullable(),
      /** Only when made of clinical words; free text that may identify is withheld. */
      name: z.string().nullable(),
      stage: z.string().nullable(),
      /** Shifted by the subject's own offset, as in every de-identified view. */
      diagnosed: z.string().nullable(),
    }),
  ),
  interventions: z.array(z.string()),
  phenotypes: z.array(z.object({ gene: z.string(), phenotype: z.string() })),
  /** The latest measurement that met the lab criterion (shifted date), when there is one. */
  lab: z.object({ value: z.number(), unit: z.string(), measured: z.string() }).nullable(),
  /** Current research findings (alerts) at the caller's levels, by severity. */
  findings: z.object({
    low: z.number(),
    medium: z.number(),
    high: z.number(),
    critical: z.number(),
  }),
});
export type CohortSubject = z.infer<typeof cohortSubjectSchema>;

export const cohortResponseSchema = z.object({
  /** How each criterion was read: the ICD-10 prefix or words, the drugs a name resolved to. */
  criteria: z.object({
    condition: z.object({ text: z.string(), as: z.enum(['icd10-prefix', 'words']) }).nullable(),
    stage: z.string().nullable(),
    drug: z
      .object({
        text: z.string(),
        scope: z.enum(DRUG_SCOPES),
        drugs: z.array(z.object({ id: z.string(), name: z.string() })),
      })
      .nullable(),
    phenotype: z.object({ gene: z.string(), phenotype: z.string() }).nullable(),
    lab: z
      .object({
        lab: z.string(),
        label: z.string(),
        unit: z.string(),
        min: z.number().nullable(),
        max: z.number().nullable(),
        withinDays: z.number(),
      })
      .nullable(),
    age: z.object({ min: z.number().nullable(), max: z.number().nullable() }).nullable(),
  }),
  subjects: cellSchema,
  /** True when 1 to 4 subjects match: only "<5" is said about them. */
  suppressed: z.boolean(),
  breakdowns: z
    .object({
      ageBands: z.array(group(z.string())),
      sex: z.array(group(z.string())),
      conditions: z.array(group(z.string())),
      stages: z.array(group(z.string())),
      interventions: z.array(z.object({ key: z.string(), name: z.string(), subjects: cellSchema })),
      phenotypes: z.array(
        z.object({ gene: z.string(), phenotype: z.string(), subjects: cellSchema }),
      ),
      /** Subjects with a current interaction alert ("adverse event"), by its severity. */
      adverseEvents: z.array(group(z.enum(ALERT_SEVERITIES))),
      /** Subjects with a current alert of each kind ("research finding"). */
      findings: z.array(group(z.enum(ALERT_KINDS))),
    })
    .nullable(),
  /** Alert levels the caller's role is not shown (SPEC §6), left out of the counts above. */
  hiddenLevels: z.array(z.enum(ALERT_SEVERITIES)),
  table: z
    .object({
      page: z.number().int(),
      pageSize: z.number().int(),
      rows: z.array(cohortSubjectSchema),
    })
    .nullable(),
});
export type CohortResponse = z.infer<typeof cohortResponseSchema>;
