import { z } from 'zod';
import { sourceSchema, sourcesSchema } from './source';

/** Enzymes and transporters tracked in each drug's metabolism/transport profile (FDA DDI guidance, 2020). */
export const pathwaySchema = z.enum([
  'CYP3A4',
  'CYP2D6',
  'CYP2C8',
  'CYP2C9',
  'CYP2C19',
  'CYP1A2',
  'CYP2B6',
  'UGT1A1',
  'P-gp',
  'BCRP',
  'OATP1B1/1B3',
  'OAT1/3',
  'OCT2',
]);
export type Pathway = z.infer<typeof pathwaySchema>;
export const PATHWAYS = pathwaySchema.options;

/**
 * FDA DDI terms. A sensitive substrate has AUC increased >=5-fold by a strong inhibitor;
 * moderate 2-5-fold; minor: a recognised but small contribution.
 */
export const substrateLevelSchema = z.enum(['sensitive', 'moderate', 'minor']);
/** Strong >=5-fold AUC change of a sensitive substrate, moderate 2-5-fold, weak 1.25-2-fold (inhibitors) / 20-50% fall (inducers). */
export const perpetratorLevelSchema = z.enum(['strong', 'moderate', 'weak']);
export type SubstrateLevel = z.infer<typeof substrateLevelSchema>;
export type PerpetratorLevel = z.infer<typeof perpetratorLevelSchema>;

export const pathwayRoleSchema = z
  .object({
    substrate: substrateLevelSchema.optional(),
    inhibitor: perpetratorLevelSchema.optional(),
    inducer: perpetratorLevelSchema.optional(),
    /**
     * This pathway forms the active moiety (clopidogrel/CYP2C19, codeine and tramadol/CYP2D6,
     * tamoxifen/CYP2D6, cyclophosphamide and ifosfamide/CYP2B6-3A4). Inhibiting it lowers
     * efficacy instead of raising exposure, so the interaction engine reverses its reasoning.
     */
    prodrugActivation: z.literal(true).optional(),
  })
  .strict()
  .refine((r) => r.substrate || r.inhibitor || r.inducer, 'an empty pathway role says nothing');
export type PathwayRole = z.infer<typeof pathwayRoleSchema>;

/** CredibleMeds-style categories. `unknown` = not assessed; never read it as "none". */
export const qtRiskSchema = z.enum(['known', 'possible', 'conditional', 'none', 'unknown']);
export type QtRisk = z.infer<typeof qtRiskSchema>;

export const toxicitySchema = z.enum([
  'myelosuppression',
  'cardiotoxicity',
  'nephrotoxicity',
  'hepatotoxicity',
  'neuropathy',
  'bleeding',
  'serotonergic',
  'pneumonitis',
  'hypertension',
  'thromboembolism',
  'hyperglycemia',
  'diarrhea',
  'mucositis',
  'ototoxicity',
  'immune-related',
  'infusion-reaction',
  'hypersensitivity',
  'tumor-lysis',
  /** Sedation that adds to other sedatives (opioids, benzodiazepines, antipsychotics...). */
  'cns-depression',
  /**
   * Central neurotoxicity that is not additive sedation: encephalopathy (ifosfamide,
   * fluorouracil), cerebellar toxicity (high-dose cytarabine), severe neurological effects
   * (fludarabine, nelarabine), cognitive effects (TRK inhibitors). Kept apart from
   * `cns-depression` so that it does not trigger the sedative-additive interaction rule.
   */
  'neurotoxicity',
  'hypokalemia',
  'hypomagnesemia',
  'hyperkalemia',
  'bradycardia',
  'teratogenic',
  'embryo-fetal',
  'dermatologic',
  'ocular',
  'infection',
  'hemorrhagic-cystitis',
  'hypocalcemia',
  'osteonecrosis-jaw',
  'respiratory-depression',
  'seizure',
  'anticholinergic',
  'hyponatremia',
  'myopathy',
  'hemolysis',
  'methemoglobinemia',
  'cytokine-release',
  'differentiation-syndrome',
  'lactic-acidosis',
]);
export type Toxicity = z.infer<typeof toxicitySchema>;

export const routeSchema = z.enum([
  'oral',
  'iv',
  'sc',
  'im',
  'intrathecal',
  'intravesical',
  'topical',
  'transdermal',
  'inhaled',
  'sublingual',
  'intranasal',
  'rectal',
  'intraperitoneal',
]);
export type Route = z.infer<typeof routeSchema>;

/**
 * Organ-function adjustment. `status` says what the label states:
 * - `no-adjustment`: the label/guideline says none is needed in the range studied;
 * - `adjust`: reduce dose or interval per `rules`;
 * - `avoid`: do not use below the threshold;
 * - `no-data`: not studied / not stated. The UI must say "no data", never "no adjustment".
 */
export const organAdjustmentSchema = z
  .object({
    status: z.enum(['no-adjustment', 'adjust', 'avoid', 'no-data']),
    summary: z.string().min(3),
    rules: z
      .array(
        z
          .object({
            /** Renal: CrCl (mL/min) strictly below this. Hepatic: use `hepaticClass` instead. */
            crclBelow: z.number().positive().optional(),
            /** Child-Pugh class or NCI-ODWG category for hepatic rules. */
            hepaticClass: z
              .enum(['child-pugh-a', 'child-pugh-b', 'child-pugh-c', 'bilirubin-elevated', 'any'])
              .optional(),
            action: z.enum(['reduce', 'extend-interval', 'avoid', 'monitor']),
            /** 0.5 = give 50% of the usual dose. Only when the source states a figure. */
            doseFactor: z.number().gt(0).lt(1).optional(),
            text: z.string().min(3),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();
export type OrganAdjustment = z.infer<typeof organAdjustmentSchema>;

/**
 * A class of co-medications as a label names it in an instruction (issue 25 items 4 and 5). The
 * class is defined over the other drug's own record, so a drug added later joins it by its profile,
 * not by a hand-kept list:
 * - `{ pathway, role: 'inhibitor' | 'inducer', levels }`: "strong CYP3A4 inducers", "P-gp
 *   inhibitors". Written on the drug whose exposure changes (the object drug).
 * - `{ pathway, role: 'substrate', levels, change }`: "sensitive CYP3A substrates", "P-gp
 *   substrates with a narrow therapeutic index". Written on the drug that changes the others'
 *   exposure (the anticancer drug as perpetrator); `change` says which way its label says.
 * - `{ classTag }`: a drug class, e.g. 'mao-inhibitor', 'tricyclic-antidepressant'.
 * - `{ toxicity }`: drugs flagged for a common toxicity, e.g. 'serotonergic'.
 */
export const coMedicationClassSchema = z.union([
  z
    .object({
      pathway: pathwaySchema,
      role: z.enum(['inhibitor', 'inducer']),
      levels: z.array(perpetratorLevelSchema).min(1),
    })
    .strict(),
  z
    .object({
      pathway: pathwaySchema,
      role: z.literal('substrate'),
      levels: z.array(substrateLevelSchema).min(1),
      /** Only substrates whose own record carries `narrowTherapeuticIndex`. */
      narrowTherapeuticIndexOnly: z.literal(true).optional(),
      change: z.enum(['raises', 'lowers']),
    })
    .strict(),
  z.object({ classTag: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/) }).strict(),
  z.object({ toxicity: toxicitySchema }).strict(),
]);
export type CoMedicationClass = z.infer<typeof coMedicationClassSchema>;

/**
 * What a label tells the prescriber to do with a class: `contraindicated` (section 4),
 * `avoid` ("avoid concomitant use", "not recommended"), `adjust` (a dose change), `monitor`.
 */
export const labelInstructionSchema = z.enum(['contraindicated', 'avoid', 'adjust', 'monitor']);
export type LabelInstruction = z.infer<typeof labelInstructionSchema>;

/** One label statement about a class of co-medications; the inference takes its tier from it. */
export const classInstructionSchema = z
  .object({
    with: coMedicationClassSchema,
    instruction: labelInstructionSchema,
    /** The label's instruction, paraphrased: what to do and why. */
    text: z.string().min(10),
    /** The label section that says it. */
    source: sourceSchema,
  })
  .strict();
export type ClassInstruction = z.infer<typeof classInstructionSchema>;

export const emetogenicRiskSchema = z.enum(['high', 'moderate', 'low', 'minimal']);
export type EmetogenicRisk = z.infer<typeof emetogenicRiskSchema>;

export const drugKindSchema = z.enum(['antineoplastic', 'supportive', 'substance']);

/** NIOSH List of Hazardous Drugs in Healthcare Settings, 2024: Table 1 (meets the definition and
 * has a manufacturer's special handling information or is an antineoplastic), Table 2 (meets the
 * definition otherwise). `not-listed` is a checked absence; `unknown` was not checked. */
export const nioshTableSchema = z.enum(['table-1', 'table-2', 'not-listed', 'unknown']);

/**
 * The reference sections a pharmacist works from (issue 13), paraphrased from the label with its
 * sections cited. Optional on a record; when present, every part is filled or says "no data".
 */
export const monographSchema = z
  .object({
    /** FDA-approved indications, one short line each. */
    indications: z.array(z.string().min(3)).min(1),
    /** Usual adult dose per indication, with the label's dose modifications for toxicity. */
    dosing: z
      .array(
        z
          .object({
            indication: z.string().min(2),
            dose: z.string().min(3),
            modifications: z.array(z.string().min(3)).default([]),
          })
          .strict(),
      )
      .min(1),
    /** Diluent, volume, infusion time, filter, light protection, key incompatibilities. */
    administration: z.array(z.string().min(3)).min(1),
    hazardous: z.object({ niosh: nioshTableSchema, note: z.string().optional() }).strict(),
    pregnancy: z.string().min(3),
    lactation: z.string().min(3),
    adverseReactions: z
      .object({
        /** Common reactions with the label's frequency, e.g. { reaction: 'neutropenia', frequency: '≥30%' }. */
        common: z
          .array(z.object({ reaction: z.string().min(2), frequency: z.string().min(1) }).strict())
          .default([]),
        serious: z.array(z.string().min(3)).default([]),
      })
      .strict(),
    sources: sourcesSchema,
  })
  .strict();
export type Monograph = z.infer<typeof monographSchema>;
export type MonographInput = z.input<typeof monographSchema>;

/** A label revision month as the label prints it ("Revised: 12/2022" is '2022-12'). */
const yearMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM');
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');

export const drugSchema = z
  .object({
    /** Stable kebab-case id, the generic name: 'venetoclax', 'trastuzumab-deruxtecan', 'st-johns-wort'. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    /** RxNorm ingredient (IN) or multiple-ingredient (MIN) RxCUI, SAB=RXNORM. Substances without one use null. */
    rxcui: z
      .string()
      .regex(/^\d{1,8}$/)
      .nullable(),
    name: z.string().min(2),
    synonyms: z.array(z.string()).default([]),
    brandNames: z.array(z.string()).default([]),
    /** WHO ATC codes (level 5 where one exists). */
    atc: z.array(z.string().regex(/^[A-Z]\d{2}[A-Z]{2}\d{2}$/)).default([]),
    kind: drugKindSchema,
    /** Display class, e.g. 'BCL-2 inhibitor'. */
    drugClass: z.string().min(2),
    /** Machine tags used for duplicate-therapy detection and filters, e.g. ['bcl2-inhibitor']. */
    classTags: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)).min(1),
    mechanism: z.string().min(10),
    routes: z.array(routeSchema).min(1),
    /** Only pathways with a documented role. A missing pathway means "no documented role", not "proven none". */
    pathways: z.partialRecord(pathwaySchema, pathwayRoleSchema).default({}),
    qtRisk: qtRiskSchema,
    /**
     * What this drug's own label instructs for whole classes of co-medications (section 4
     * contraindications, section 2/7 "avoid", dose changes, monitoring). Read by the class rule in
     * `core/interactions/class-instructions.ts`.
     */
    classInstructions: z.array(classInstructionSchema).min(1).optional(),
    /**
     * A small change in exposure causes serious toxicity or loss of effect (the FDA DDI table's
     * narrow-therapeutic-range examples, or the drug's label). Labels that say "avoid substrates
     * with a narrow therapeutic index" reach only these.
     */
    narrowTherapeuticIndex: z.literal(true).optional(),
    /** Absorption falls with raised gastric pH (acid suppressants), per label. */
    phDependentAbsorption: z.boolean(),
    /**
     * Dose-related toxicities that are common with this drug (roughly: in the label's adverse
     * reaction tables, or a warning that scales with dose or exposure). The additive-toxicity rules
     * read only these, so two drugs that each commonly injure the kidney are flagged together.
     */
    toxicities: z.array(toxicitySchema).default([]),
    /**
     * Idiosyncratic or rare toxicities (PPI interstitial nephritis, drug-induced liver injury that
     * is not dose-related): shown on the monograph, never combined by the additive rules, because
     * two drugs that each rarely cause it do not make it likelier together.
     */
    rareToxicities: z.array(toxicitySchema).default([]),
    renal: organAdjustmentSchema,
    hepatic: organAdjustmentSchema,
    /** Per-dose cap, e.g. vincristine 2 mg. */
    doseCap: z
      .object({ maxDose: z.number().positive(), unit: z.enum(['mg', 'units']), note: z.string() })
      .strict()
      .optional(),
    /** Lifetime cumulative limit. `doxorubicinEquivalence` = multiply this drug's mg/m2 by it to get doxorubicin mg/m2. */
    cumulativeLimit: z
      .object({
        value: z.number().positive(),
        unit: z.enum(['mg/m2', 'units', 'mg']),
        doxorubicinEquivalence: z.number().positive().optional(),
        note: z.string(),
      })
      .strict()
      .optional(),
    /**
     * Emetic risk of the usual dose. IV: MASCC/ESMO 2016 (+2023 update) / ASCO 2020 class. Oral: the
     * MASCC/ESMO four-class table of oral agents where it lists the drug (capecitabine is 'low', not
     * 'minimal'); NCCN's two oral classes are used only for agents MASCC/ESMO does not list, stored as
     * 'moderate' (moderate-to-high) and 'low' (minimal-to-low, its upper bound). Omit for
     * non-antineoplastics and for agents no guideline classes.
     */
    emetogenicRisk: emetogenicRiskSchema.optional(),
    /** Paraphrased, one line each. Empty when the label has none. */
    boxedWarnings: z.array(z.string()).default([]),
    monitoring: z.array(z.string()).default([]),
    /** HGNC symbols of genes with CPIC/label pharmacogenomic guidance. */
    pgxGenes: z.array(z.string().regex(/^[A-Z0-9-]+$/)).default([]),
    /** Why `rxcui` is null (a substance with no RxNorm ingredient, an identity not yet confirmed). */
    rxcuiNote: z.string().min(10).optional(),
    /** The US label revision this record was checked against; null for substances with no label. */
    labelRevised: yearMonthSchema.nullable().optional(),
    /** The day a reviewer last checked this record against its sources. */
    lastReviewed: dateSchema.optional(),
    monograph: monographSchema.optional(),
    sources: sourcesSchema,
  })
  .strict()
  .refine((d) => d.rxcui !== null || d.rxcuiNote !== undefined, {
    error: 'a record without an RxCUI must say why in rxcuiNote',
    path: ['rxcuiNote'],
  });
export type Drug = z.infer<typeof drugSchema>;
export type DrugInput = z.input<typeof drugSchema>;
