import type { Route } from '../knowledge/drug';

/*
 * Code systems, codes and profile URLs the FHIR mapping reads and writes. Each group names where
 * it was checked:
 * - FHIR R4 (4.0.1) code systems and the vital-signs profiles (hl7.org/fhir/R4/observation-vitalsigns);
 * - mCODE STU4 (4.0.0, hl7.org/fhir/us/mcode; FSH sources at github.com/HL7/fhir-mCODE-ig);
 * - Genomics Reporting (hl7.org/fhir/uv/genomics-reporting; github.com/HL7/genomics-reporting);
 * - US Core (hl7.org/fhir/us/core).
 */

export const SYSTEM = {
  loinc: 'http://loinc.org',
  snomed: 'http://snomed.info/sct',
  rxnorm: 'http://www.nlm.nih.gov/research/umls/rxnorm',
  icd10cm: 'http://hl7.org/fhir/sid/icd-10-cm',
  icd10: 'http://hl7.org/fhir/sid/icd-10',
  ucum: 'http://unitsofmeasure.org',
  hgnc: 'http://www.genenames.org',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  diagnosticService: 'http://terminology.hl7.org/CodeSystem/v2-0074',
  identifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  conditionClinical: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
  conditionVerification: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
  conditionCategory: 'http://terminology.hl7.org/CodeSystem/condition-category',
  allergyClinical: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
  allergyVerification: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification',
  interpretation: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
  dataAbsentReason: 'http://terminology.hl7.org/CodeSystem/data-absent-reason',
  /** Genomics Reporting's interim codes (TbdCodesCS), e.g. `therapeutic-implication`. */
  genomicsTbd: 'http://hl7.org/fhir/uv/genomics-reporting/CodeSystem/tbd-codes-cs',
} as const;

/** The FHIR extension that says why a required value is missing (`masked` when withheld). */
export const DATA_ABSENT_REASON_URL = 'http://hl7.org/fhir/StructureDefinition/data-absent-reason';
/** mCODE/US Core: the date the condition was first asserted. */
export const ASSERTED_DATE_URL = 'http://hl7.org/fhir/StructureDefinition/condition-assertedDate';

/**
 * Extensions of OncoCDS's own for what FHIR R4 and mCODE have no element for: the cycle number
 * and the regimen of an administration in the treatment history. A URN, not a URL, so that it
 * claims no web address.
 */
export const ONCOCDS_EXTENSION = {
  treatmentCycle: 'urn:oncocds:fhir:extension:treatment-cycle',
  regimenId: 'urn:oncocds:fhir:extension:regimen-id',
  /**
   * The setting an administration was given in (issue 20: adjuvant, first-line, maintenance...),
   * as a code of the regimen library's settings. mCODE carries only the intent (curative /
   * palliative, below); the line of therapy has no element in mCODE STU4.
   */
  treatmentSetting: 'urn:oncocds:fhir:extension:treatment-setting',
  /** A tumour measurement's lesion: a lymph node (true) or not (false); RECIST reads nodes apart. */
  lymphNode: 'urn:oncocds:fhir:extension:lymph-node',
  /** A lymph node's short axis (mm), which mCODE TumorSize's other dimensions do not name. */
  shortAxis: 'urn:oncocds:fhir:extension:short-axis',
} as const;

/**
 * mCODE STU4 ProcedureIntent extension (`extension:treatmentIntent` of
 * CancerRelatedMedicationRequest and CancerRelatedMedicationAdministration, and of
 * CancerRelatedSurgicalProcedure / RadiotherapyCourseSummary), bound (required) to
 * ProcedureIntentVS: SNOMED CT 373808002 Curative, 363676003 Palliative, 399707004 Supportive,
 * 261004008 Diagnostic, 129428001 Preventive, 429892002 Guidance, 360156006 Screening, 447295008
 * Forensic (checked against the STU4 FSH source and the published value set, 2026-11).
 */
export const MCODE_PROCEDURE_INTENT_URL =
  'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-procedure-intent';
export const PROCEDURE_INTENT = {
  curative: { code: '373808002', display: 'Curative - procedure intent' },
  palliative: { code: '363676003', display: 'Palliative - procedure intent' },
} as const;
/**
 * SNOMED CT intent qualifiers outside ProcedureIntentVS that senders put in the same extension
 * (the HL7 ICHOM Breast Cancer IG's TherapyIntentVS uses them): read on import, never written.
 */
export const SETTING_INTENT_CODES = {
  '373846009': 'adjuvant',
  '373847000': 'neoadjuvant',
} as const;

/** Identifier system of the pseudonym a de-identified export carries instead of the MRN. */
export const PSEUDONYM_SYSTEM = 'urn:oncocds:pseudonym';

export const PROFILE = {
  mcodePatient: 'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-cancer-patient',
  primaryCancerCondition:
    'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-primary-cancer-condition',
  secondaryCancerCondition:
    'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-secondary-cancer-condition',
  cancerStage: 'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-cancer-stage',
  tnmStageGroup: 'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-tnm-stage-group',
  ecog: 'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-ecog-performance-status',
  karnofsky: 'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-karnofsky-performance-status',
  cancerMedicationRequest:
    'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-cancer-related-medication-request',
  cancerMedicationAdministration:
    'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-cancer-related-medication-administration',
  genotype: 'http://hl7.org/fhir/uv/genomics-reporting/StructureDefinition/genotype',
  therapeuticImplication:
    'http://hl7.org/fhir/uv/genomics-reporting/StructureDefinition/therapeutic-implication',
  usCorePatient: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-patient',
  usCoreCondition:
    'http://hl7.org/fhir/us/core/StructureDefinition/us-core-condition-problems-health-concerns',
  usCoreAllergy: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-allergyintolerance',
  usCoreMedicationRequest:
    'http://hl7.org/fhir/us/core/StructureDefinition/us-core-medicationrequest',
  usCoreLab: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-observation-lab',
  vitalSigns: 'http://hl7.org/fhir/StructureDefinition/vitalsigns',
  /** US Core's blood pressure (derived from the R4 `bp` profile, whose component slices it keeps). */
  usCoreBloodPressure: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-blood-pressure',
  usCoreHeartRate: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-heart-rate',
  usCoreBodyTemperature: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-body-temperature',
  usCoreBodyHeight: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-body-height',
  usCoreBodyWeight: 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-body-weight',
  heartRate: 'http://hl7.org/fhir/StructureDefinition/heartrate',
  bodyTemperature: 'http://hl7.org/fhir/StructureDefinition/bodytemp',
  bodyHeight: 'http://hl7.org/fhir/StructureDefinition/bodyheight',
  bodyWeight: 'http://hl7.org/fhir/StructureDefinition/bodyweight',
} as const;

/** LOINC codes of the observations the mapping reads or writes (FHIR R4 vital-signs profiles, mCODE). */
export const LOINC = {
  bloodPressurePanel: '85354-9',
  systolic: '8480-6',
  diastolic: '8462-4',
  heartRate: '8867-4',
  bodyTemperature: '8310-5',
  bodyHeight: '8302-2',
  bodyWeight: '29463-7',
  /** Body weight measured; some senders use it instead of 29463-7. */
  bodyWeightMeasured: '3141-9',
  /** mCODE BodySurfaceArea. */
  bodySurfaceArea: '8277-6',
  /** mCODE ECOGPerformanceStatus. */
  ecog: '89247-1',
  /** mCODE KarnofskyPerformanceStatus. */
  karnofsky: '89243-0',
  /** Genomics Reporting Genotype ("Genotype display name"). */
  genotype: '84413-4',
  /** Genomics Reporting Haplotype. */
  haplotype: '84414-2',
  /** Genomics Reporting Variant ("Genetic variant assessment"). */
  variant: '69548-6',
  geneStudied: '48018-6',
  cHgvs: '48004-6',
  variationCode: '81252-9',
  genomicHgvs: '81290-9',
  allelicState: '53034-5',
  genomicSourceClass: '48002-0',
  /** Genetic analysis report (a DiagnosticReport, read as a container). */
  geneticReport: '51969-4',
  /** Stage group codes mCODE lists as deprecated but still allowed (TNMStageGroupStagingTypeMaxVS). */
  stageGroupClinical: '21908-9',
  stageGroupPathological: '21902-2',
  stageGroupOther: '21914-7',
} as const;

/** SNOMED CT codes of staging observations (mCODE CancerStageTypeVS, TNMStageGroupStagingTypeVS). */
export const SNOMED_STAGE = {
  tnmStageGroup: '399390009',
  clinicalStageGroup: '399537006',
  pathologicStageGroup: '399588009',
  tnmCategory: '399566009',
  /** "Tumor stage finding (finding)": the category mCODE's staging profiles require. */
  tumorStageFinding: '385356007',
} as const;

const STAGE_GROUP_CODES = new Set<string>([
  `${SYSTEM.snomed}|${SNOMED_STAGE.tnmStageGroup}`,
  `${SYSTEM.snomed}|${SNOMED_STAGE.clinicalStageGroup}`,
  `${SYSTEM.snomed}|${SNOMED_STAGE.pathologicStageGroup}`,
  `${SYSTEM.snomed}|${SNOMED_STAGE.tnmCategory}`,
  `${SYSTEM.snomed}|385349001`, // Clinical stage (observable entity), CancerStageTypeVS
  `${SYSTEM.loinc}|${LOINC.stageGroupClinical}`,
  `${SYSTEM.loinc}|${LOINC.stageGroupPathological}`,
  `${SYSTEM.loinc}|${LOINC.stageGroupOther}`,
]);

/** True for the `system|code` of a cancer stage (group) observation. */
export function isStageCode(system: string, code: string): boolean {
  return STAGE_GROUP_CODES.has(`${system}|${code}`);
}

/**
 * TNM category observations (T, N, M) of mCODE's TNMPrimaryTumorCategory,
 * TNMRegionalNodesCategory and TNMDistantMetastasesCategory (SNOMED CT codes of CancerStageTypeVS).
 */
export const SNOMED_TNM_CATEGORY: Readonly<Record<string, 'T' | 'N' | 'M'>> = {
  '78873005': 'T',
  '399504009': 'T', // cT
  '384625004': 'T', // pT
  '399556001': 'T', // integrated T
  '277206009': 'N',
  '399534004': 'N', // cN
  '371494008': 'N', // pN
  '399458003': 'N', // integrated N
  '277208005': 'M',
  '399387003': 'M', // cM
  '371497001': 'M', // pM
  '399437009': 'M', // integrated M
};

/**
 * Route SNOMED CT codes (FHIR R4 ValueSet route-codes, descendants of 284009009 "Route of
 * administration values") for the product's route codes. Intravesical and inhaled have no code
 * here: they are written as text only rather than with a code this table could not check.
 */
export const ROUTE_SNOMED: Readonly<Partial<Record<Route, { code: string; display: string }>>> = {
  oral: { code: '26643006', display: 'Oral route' },
  iv: { code: '47625008', display: 'Intravenous route' },
  sc: { code: '34206005', display: 'Subcutaneous route' },
  im: { code: '78421000', display: 'Intramuscular route' },
  intrathecal: { code: '72607000', display: 'Intrathecal route' },
  topical: { code: '6064005', display: 'Topical route' },
  transdermal: { code: '45890007', display: 'Transdermal route' },
  sublingual: { code: '37839007', display: 'Sublingual route' },
  intranasal: { code: '46713006', display: 'Nasal route' },
  rectal: { code: '37161004', display: 'Per rectum' },
  intraperitoneal: { code: '38239002', display: 'Intraperitoneal route' },
};

/** The route word a patient record accepts for each route code (core/patients route-words). */
export const ROUTE_WORD: Readonly<Record<Route, string>> = {
  oral: 'oral',
  iv: 'intravenous',
  sc: 'subcutaneous',
  im: 'intramuscular',
  intrathecal: 'intrathecal',
  intravesical: 'intravesical',
  topical: 'topical',
  transdermal: 'transdermal',
  inhaled: 'inhaled',
  sublingual: 'sublingual',
  intranasal: 'intranasal',
  rectal: 'rectal',
  intraperitoneal: 'intraperitoneal',
};

/**
 * Karnofsky performance status to ECOG, the categorisation with the highest agreement in Ma C
 * et al., "Interconversion of three measures of performance status: an empirical analysis", Eur J
 * Cancer 2010;46:3175 (doi:10.1016/j.ejca.2010.06.126): KPS 100 → ECOG 0, 80–90 → 1, 60–70 → 2,
 * 40–50 → 3, 10–30 → 4; KPS 0 (dead) is ECOG 5 on both scales' definitions. The hit rate was 75%:
 * the conversion is approximate and the import report says so.
 */
export function karnofskyToEcog(kps: number): number | null {
  if (!Number.isInteger(kps) || kps < 0 || kps > 100 || kps % 10 !== 0) return null;
  if (kps === 100) return 0;
  if (kps >= 80) return 1;
  if (kps >= 60) return 2;
  if (kps >= 40) return 3;
  if (kps >= 10) return 4;
  return 5;
}

/**
 * Interpretation codes (v3 ObservationInterpretation) read as the product's lab flags: abnormal,
 * and critical for the "critically" codes.
 */
export const INTERPRETATION_FLAGS: Readonly<
  Record<string, { isAbnormal: boolean; criticalFlag?: boolean }>
> = {
  N: { isAbnormal: false },
  A: { isAbnormal: true },
  H: { isAbnormal: true },
  L: { isAbnormal: true },
  AA: { isAbnormal: true, criticalFlag: true },
  HH: { isAbnormal: true, criticalFlag: true },
  LL: { isAbnormal: true, criticalFlag: true },
};
