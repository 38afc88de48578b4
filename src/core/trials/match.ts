import {
  findLab,
  type LabName,
  type PatientSex,
  type TreatmentIntent,
  type StoredTumourMeasurement,
  type TreatmentSetting,
} from '../patients';
import { measurableDisease } from './measurable-disease';
import { biomarkersNamed, fieldNames, proseMentions } from './biomarkers';
import {
  cancerSite,
  classifyCondition,
  classifyIcd10,
  mostSpecific,
  normalizeText,
  relateSites,
  type CancerSiteId,
  type ConditionClass,
} from './cancer-sites';
import { eligibilityItems } from './eligibility-text';
import { ageLimitText, parseRegistryAge, UNITS_PER_YEAR, type RegistryAge } from './ctgov';
import type {
  CriterionFinding,
  CriterionId,
  CriterionResult,
  CriterionStatus,
  TrialDetail,
} from './schemas';
import { receptorFindings, receptorProfile } from './receptor-status';
import {
  biomarkerFindings,
  combine,
  diseaseStatusFindings,
  priorLineFindings,
  priorTherapyFindings,
  stageFindings,
  statusText,
  type DrugName,
  type TextCondition,
  type TextPatient,
} from './text-criteria';
import { exposures, exposureText, type TrialTherapy } from './therapy-history';

/*
 * Patient–trial matching over what both sides state as structured data (issue 14).
 *
 * ClinicalTrials.gov API v2 structures a study's conditions and keywords, its sex and its minimum
 * and maximum age (eligibilityModule); those are compared with the record and marked met or not
 * met. It has no structured field for performance status, biomarkers, prior therapy or
 * laboratory limits: those live only in the eligibility text, which is shown as written and never
 * parsed into a claim. They are always "unknown", with what the record says beside them so the
 * reader can compare, and a pointer when the text uses the words.
 *
 * Pure: the caller resolves the study's interventions to drug ids and passes the patient as the
 * caller may see it (de-identified for researchers and students, so nothing here can leak).
 */

export interface TrialFacts {
  nctId: string;
  conditions: readonly string[];
  keywords: readonly string[];
  sex: 'ALL' | 'FEMALE' | 'MALE' | null;
  genderBased: boolean | null;
  genderDescription: string | null;
  minimumAge: string | null;
  maximumAge: string | null;
  interventions: ReadonlyArray<{
    name: string;
    type: string | null;
    otherNames: readonly string[];
    /** Knowledge-base drug ids the name or another name resolved to; empty when none did. */
    drugIds: readonly string[];
  }>;
  eligibilityCriteria: string | null;
  /**
   * Antineoplastic drug names of the knowledge base, to find in the eligibility text ("prior
   * palbociclib"); absent, only classes are read.
   */
  drugVocabulary?: readonly DrugName[];
}

/** A registry record's facts for matching, with its interventions resolved by the caller. */
export function trialFactsOf(
  detail: TrialDetail,
  interventions: TrialFacts['interventions'],
  drugVocabulary?: readonly DrugName[],
): TrialFacts {
  return {
    nctId: detail.nctId,
    conditions: detail.conditions,
    keywords: detail.keywords,
    sex: detail.eligibility.sex,
    genderBased: detail.eligibility.genderBased,
    genderDescription: detail.eligibility.genderDescription,
    minimumAge: detail.eligibility.minimumAge,
    maximumAge: detail.eligibility.maximumAge,
    interventions,
    eligibilityCriteria: detail.eligibility.criteria,
    ...(drugVocabulary ? { drugVocabulary } : {}),
  };
}

export interface TrialPatient {
  /** Whole years on the evaluation date, or null when unknown. */
  ageYears: number | null;
  /** True when `ageYears` is a floor (a de-identified age of 90 stands for 90 or more). */
  ageIsFloor?: boolean;
  sex: PatientSex;
  conditions: ReadonlyArray<{
    name: string | null;
    icd10: string | null;
    status: string;
    stage?: string | null;
    dateOfDiagnosis?: string | null;
  }>;
  vitals: ReadonlyArray<{ timestamp: string; performanceStatus: number | null }>;
  genetics: ReadonlyArray<{
    gene: string;
    diplotype: string | null;
    phenotype: string | null;
    testDate: string | null;
    /** A tumour finding's structured alteration (issue 23), shown beside the gene. */
    alteration?: string | null;
    alterationType?: string | null;
    status?: 'detected' | 'not-detected' | null;
    partner?: string | null;
  }>;
  /**
   * Systemic therapy from treatment history, the current plan and resolved medications, with the
   * knowledge base's classes (issue 20). Absent: read from `treatments` without classes.
   */
  therapies?: readonly TrialTherapy[];
  treatments: ReadonlyArray<{
    drugName: string | null;
    drugIds: readonly string[];
    date: string;
    setting?: TreatmentSetting | null;
    intent?: TreatmentIntent | null;
  }>;
  /** Lesion measurements (issue 20): RECIST 1.1 measurability, judged as of `nowMs`. */
  tumourMeasurements?: readonly StoredTumourMeasurement[];
  /** The evaluation time; needed to judge measurements (their age against the baseline window). */
  nowMs?: number;
  labs: ReadonlyArray<{
    labName: string | null;
    value: number;
    unit: string | null;
    canonicalValue: number | null;
    canonicalUnit: string | null;
    timestamp: string;
  }>;
}

const LABELS: Record<CriterionId, string> = {
  condition: 'Condition',
  age: 'Age',
  sex: 'Sex',
  'performance-status': 'Performance status (ECOG)',
  biomarkers: 'Biomarkers',
  'prior-therapy': 'Prior therapy',
  labs: 'Key laboratory values',
  stage: 'Stage',
  'disease-status': 'Disease status',
  'prior-lines': 'Prior lines of therapy',
};

function result(
  id: CriterionId,
  status: CriterionStatus,
  reason: string,
  study: string | null,
  patient: string | null,
  findings: CriterionFinding[] = [],
): CriterionResult {
  return { id, label: LABELS[id], status, reason, study, patient, findings };
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : 'date not recorded');
const quote = (s: string) => `“${s}”`;
const list = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

// ---------------------------------------------------------------------------------------------
// Condition

interface PatientCondition {
  text: string;
  name: string | null;
  status: string;
  sites: CancerSiteId[];
  malignant: boolean;
  hematologic: boolean;
}

function describeCondition(c: { name: string | null; icd10: string | null }): string {
  if (c.name && c.icd10) return `${c.name} (ICD-10 ${c.icd10})`;
  if (c.name) return c.name;
  return c.icd10 ? `a condition coded ICD-10 ${c.icd10}` : 'a condition';
}

function patientCondition(c: TrialPatient['conditions'][number]): PatientCondition {
  const icd = classifyIcd10(c.icd10);
  const byName: ConditionClass | null = c.name ? classifyCondition(c.name) : null;
  const sites = mostSpecific([...(icd.site ? [icd.site] : []), ...(byName?.sites ?? [])]);
  const malignant =
    icd.malignant || (byName !== null && byName.neoplasm && !/\bbenign\b/i.test(c.name ?? ''));
  return {
    text: describeCondition(c),
    name: c.name,
    status: c.status,
    sites,
    malignant,
    hematologic: sites.some((s) => cancerSite(s).hematologic),
  };
}

const statusNote = (c: PatientCondition) =>
  ['active', 'recurrence', 'relapse'].includes(c.status) ? '' : ` (recorded as ${c.status})`;

/** The words of a condition that carry its meaning (not "of", "advanced", "cancer"...). */
const FILLER = new Set(
  [
    'of the and or with without in a an for to at on by from',
    'cancer cancers carcinoma carcinomas neoplasm neoplasms tumor tumors tumour tumours',
    'malignant malignancy malignancies metastatic advanced recurrent refractory relapsed',
    'unresectable locally stage i ii iii iv early newly diagnosed adult adults disease primary',
  ]
    .join(' ')
    .split(' '),
);
const meaningfulWords = (text: string) =>
  normalizeText(text)
    .trim()
    .split(' ')
    .filter((w) => w.length > 0 && !FILLER.has(w));

function matchConditionAsRecorded(trial: TrialFacts, patient: TrialPatient): CriterionResult {
  const studyText = trial.conditions.length > 0 ? list(trial.conditions.map(quote)) : null;
  const patientConditions = patient.conditions.map(patientCondition);
  const patientText =
    patientConditions.length > 0 ? patientConditions.map((c) => c.text).join('; ') : null;
  if (trial.conditions.length === 0 && trial.keywords.length === 0) {
    return result(
      'condition',
      'unknown',
      'The study lists no conditions or keywords to compare with.',
      null,
      patientText,
    );
  }
  if (patientConditions.length === 0) {
    return result(
      'condition',
      'unknown',
      'No conditions are recorded for this patient.',
      studyText,
      null,
    );
  }
  const terms = [
    ...trial.conditions.map((t) => ({ text: t, kind: 'condition' as const })),
    ...trial.keywords.map((t) => ({ text: t, kind: 'keyword' as const })),
  ].map((t) => ({ ...t, class: classifyCondition(t.text) }));
  const where = (kind: 'condition' | 'keyword') =>
    kind === 'condition' ? 'among its conditions' : 'among its keywords';

  // 1. The same name.
  for (const c of patientConditions) {
    if (!c.name) continue;
    const t = terms.find((x) => normalizeText(x.text) === normalizeText(c.name!));
    if (t) {
      return result(
        'condition',
        'met',
        `The study lists ${quote(t.text)} ${where(t.kind)}, the same name as the patient’s ` +
          `condition${statusNote(c)}.`,
        studyText,
        patientText,
      );
    }
  }
  // 2. The same cancer site, or a study site that includes the patient's.
  const vaguer: string[] = [];
  for (const c of patientConditions) {
    for (const t of terms) {
      for (const s of t.class.sites) {
        for (const p of c.sites) {
          const relation = relateSites(s, p);
          if (relation === 'same' || relation === 'study-broader') {
            const how =
              relation === 'same'
                ? `both name the ${cancerSite(p).label}`
                : `${cancerSite(s).label} includes ${cancerSite(p).label}`;
            return result(
              'condition',
              'met',
              `By cancer site: the patient’s ${c.text}${statusNote(c)} and the study’s ` +
                `${quote(t.text)} (${where(t.kind)}): ${how}.`,
              studyText,
              patientText,
            );
          }
          if (relation === 'patient-broader') {
            vaguer.push(
              `the record says ${cancerSite(p).label} where the study’s ${quote(t.text)} asks ` +
                `for ${cancerSite(s).label}`,
            );
          }
        }
      }
    }
  }
  // 3. Every meaningful word of a study condition in the patient's condition name.
  for (const c of patientConditions) {
    if (!c.name) continue;
    const have = new Set(meaningfulWords(c.name));
    for (const t of terms) {
      const want = meaningfulWords(t.text);
      if (want.length === 0 || !want.every((w) => have.has(w))) continue;
      // "Breast cancer" does not match a breast abscess: a cancer term needs a cancer.
      if (t.class.neoplasm && !c.malignant) continue;
      return result(
        'condition',
        'met',
        `By name: every word of the study’s ${quote(t.text)} (${where(t.kind)}) appears in the ` +
          `patient’s ${c.text}${statusNote(c)}.`,
        studyText,
        patientText,
      );
    }
  }
  // 4. A general term the patient's cancer falls under.
  for (const t of terms.filter((x) => x.kind === 'condition' && x.class.generic)) {
    const scope = t.class.generic!;
    const c = patientConditions.find(
      (x) =>
        x.malignant &&
        (scope === 'any' ||
          (scope === 'solid' && x.sites.length > 0 && !x.hematologic) ||
          (scope === 'hematologic' && x.hematologic)),
    );
    if (c) {
      const scopeWords =
        scope === 'any' ? 'any cancer' : scope === 'solid' ? 'solid tumours' : 'blood cancers';
      return result(
        'condition',
        'met',
        `The study lists ${quote(t.text)}, a general term for ${scopeWords}, and the patient has ` +
          `${c.text}${statusNote(c)}.`,
        studyText,
        patientText,
      );
    }
  }
  if (vaguer.length > 0) {
    return result(
      'condition',
      'unknown',
      `The record is less specific than the study: ${vaguer[0]}.`,
      studyText,
      patientText,
    );
  }
  // Not met only when every listed condition is a cancer the vocabulary places and the patient
  // has a cancer it places too: then the two are known to differ.
  const conditionTerms = terms.filter((t) => t.kind === 'condition');
  const allPlaced =
    conditionTerms.length > 0 &&
    conditionTerms.every((t) => t.class.sites.length > 0 || t.class.generic !== null);
  const placedCancers = patientConditions.filter((c) => c.malignant && c.sites.length > 0);
  if (allPlaced && placedCancers.length > 0) {
    const studySites = [
      ...new Set(
        conditionTerms.flatMap((t) =>
          t.class.sites.length > 0
            ? t.class.sites.map((s) => cancerSite(s).label)
            : [t.class.generic === 'solid' ? 'solid tumours' : 'blood cancers'],
        ),
      ),
    ];
    const patientSites = [
      ...new Set(placedCancers.flatMap((c) => c.sites.map((s) => cancerSite(s).label))),
    ];
    return result(
      'condition',
      'not-met',
      `The study is for ${list(studySites)} (${studyText}); the patient’s recorded cancers are ` +
        `${list(patientSites)} (${placedCancers.map((c) => c.text).join('; ')}).`,
      studyText,
      patientText,
    );
  }
  return result(
    'condition',
    'unknown',
    'None of the patient’s conditions could be related to the study’s conditions or keywords; ' +
      'compare them as written.',
    studyText,
    patientText,
  );
}

const ACTIVE_STATUSES = ['active', 'recurrence', 'relapse'];

/** Studies for people whose disease is behind them: survivorship, prevention, maintenance in remission. */
const ACCEPTS_INACTIVE =
  /\bsurvivors?(?:hip)?\b|\bin (?:complete )?remission\b|\bhistory of\b|\bno evidence of disease\b|\bdisease-free\b|\bcompleted (?:primary |adjuvant |curative )?(?:treatment|therapy)\b|\bprevention\b|\brisk[- ]reduc/i;

/**
 * The condition criterion on active disease first: a cancer recorded in remission, resolved or
 * inactive does not meet a study that treats the disease (issue 20). Only a study whose own
 * conditions or text speak of survivors, remission or a history of the disease takes it.
 */
function matchCondition(trial: TrialFacts, patient: TrialPatient): CriterionResult {
  const active = patient.conditions.filter((c) => ACTIVE_STATUSES.includes(c.status));
  const inactive = patient.conditions.filter((c) => !ACTIVE_STATUSES.includes(c.status));
  const onActive = matchConditionAsRecorded(trial, { ...patient, conditions: active });
  const all = matchConditionAsRecorded(trial, patient);
  if (onActive.status === 'met' || inactive.length === 0)
    return { ...onActive, patient: all.patient };
  const onInactive = matchConditionAsRecorded(trial, { ...patient, conditions: inactive });
  if (onInactive.status !== 'met') return all;
  const studyWords = [
    ...trial.conditions,
    ...trial.keywords,
    ...eligibilityItems(trial.eligibilityCriteria)
      .filter((i) => i.section === 'inclusion')
      .map((i) => i.text),
  ].join(' \n ');
  if (ACCEPTS_INACTIVE.test(studyWords)) return onInactive;
  const which = inactive
    .filter((c) => onInactive.reason.includes(describeCondition(c)))
    .map(
      (c) =>
        `${describeCondition(c)} is recorded as ${c.status === 'remission' ? 'in remission' : c.status}`,
    );
  return result(
    'condition',
    'not-met',
    `${which.length > 0 ? list(which) : 'The matching condition is not recorded as active'}: ` +
      `not active disease, which this study treats (its conditions and inclusion text do not ` +
      `speak of remission, survivors or a history of the disease). ${onInactive.reason}`,
    onInactive.study,
    all.patient,
  );
}

// ---------------------------------------------------------------------------------------------
// Age

/**
 * An age in whole years against the registry's limits. A limit in years compares whole years:
 * "18 Years" admits an 18-year-old and "75 Years" a 75-year-old (the registry's age limits are
 * completed units). A limit in smaller units (months, weeks, days) is decided only when the
 * whole-year age settles it, and is otherwise unknown.
 */
function compareAge(
  age: number,
  floor: boolean,
  limit: RegistryAge,
  side: 'min' | 'max',
): CriterionStatus {
  const perYear = UNITS_PER_YEAR[limit.unit];
  // The patient's true age lies in [age, age + 1) years, or [age, ∞) when `age` is a floor.
  const low = age;
  const high = floor ? Infinity : age + 1;
  if (limit.unit === 'Year') {
    if (side === 'min') return low >= limit.value ? 'met' : 'not-met';
    if (!floor) return age <= limit.value ? 'met' : 'not-met';
    return age > limit.value ? 'not-met' : 'unknown';
  }
  const years = limit.value / perYear;
  if (side === 'min') {
    if (low >= years) return 'met';
    if (high <= years) return 'not-met';
    return 'unknown';
  }
  if (high <= years) return 'met';
  if (low > years) return 'not-met';
  return 'unknown';
}

function matchAge(trial: TrialFacts, patient: TrialPatient): CriterionResult {
  const min = parseRegistryAge(trial.minimumAge);
  const max = parseRegistryAge(trial.maximumAge);
  const studyText = ageLimitText(trial.minimumAge, trial.maximumAge);
  const age = patient.ageYears;
  const ageText =
    age === null ? null : patient.ageIsFloor ? `${age} years or older` : `${age} years`;
  if ((trial.minimumAge && !min) || (trial.maximumAge && !max)) {
    return result(
      'age',
      'unknown',
      'The registry’s age limit is not in a form that can be compared.',
      studyText,
      ageText,
    );
  }
  if (!min && !max) {
    return result(
      'age',
      'met',
      'The registry states no minimum or maximum age.',
      studyText,
      ageText,
    );
  }
  if (age === null) {
    return result('age', 'unknown', 'The record has no date of birth.', studyText, null);
  }
  const floor = patient.ageIsFloor === true;
  const checks = [
    min
      ? {
          side: 'min' as const,
          status: compareAge(age, floor, min, 'min'),
          text: trial.minimumAge!,
        }
      : null,
    max
      ? {
          side: 'max' as const,
          status: compareAge(age, floor, max, 'max'),
          text: trial.maximumAge!,
        }
      : null,
  ].filter((c) => c !== null);
  const failed = checks.find((c) => c.status === 'not-met');
  if (failed) {
    return result(
      'age',
      'not-met',
      failed.side === 'min'
        ? `The patient is ${ageText}, younger than the minimum of ${failed.text}.`
        : `The patient is ${ageText}, older than the maximum of ${failed.text}.`,
      studyText,
      ageText,
    );
  }
  if (checks.some((c) => c.status === 'unknown')) {
    return result(
      'age',
      'unknown',
      floor
        ? `The de-identified age (${ageText}) cannot settle a limit of ${studyText}.`
        : `An age of ${ageText} in whole years cannot settle a limit of ${studyText}.`,
      studyText,
      ageText,
    );
  }
  return result(
    'age',
    'met',
    `The patient is ${ageText}; the study takes ${studyText}.`,
    studyText,
    ageText,
  );
}

// ---------------------------------------------------------------------------------------------
// Sex

function matchSex(trial: TrialFacts, patient: TrialPatient): CriterionResult {
  const studyText =
    trial.sex === 'ALL'
      ? 'all sexes'
      : trial.sex === 'FEMALE'
        ? 'female only'
        : trial.sex === 'MALE'
          ? 'male only'
          : null;
  const patientText = patient.sex;
  if (trial.sex === null) {
    return result(
      'sex',
      'unknown',
      'The registry does not state which sexes are eligible.',
      null,
      patientText,
    );
  }
  if (trial.genderBased && trial.sex !== 'ALL') {
    const how = trial.genderDescription ? `: ${quote(trial.genderDescription)}` : '.';
    return result(
      'sex',
      'unknown',
      `Eligibility is based on gender identity, which the record does not hold${how}`,
      studyText,
      patientText,
    );
  }
  if (trial.sex === 'ALL') {
    return result('sex', 'met', 'The study takes all sexes.', studyText, patientText);
  }
  const wanted = trial.sex === 'FEMALE' ? 'female' : 'male';
  if (patient.sex === 'female' || patient.sex === 'male') {
    return patient.sex === wanted
      ? result(
          'sex',
          'met',
          `The study takes ${wanted} participants; the patient is ${wanted}.`,
          studyText,
          patientText,
        )
      : result(
          'sex',
          'not-met',
          `The study takes ${wanted} participants only; the patient is recorded as ${patient.sex}.`,
          studyText,
          patientText,
        );
  }
  return result(
    'sex',
    'unknown',
    `The study takes ${wanted} participants only; the record gives the patient’s sex as ${patient.sex}.`,
    studyText,
    patientText,
  );
}

// ---------------------------------------------------------------------------------------------
// What the registry holds only as text

const TEXT_ONLY =
  'ClinicalTrials.gov has no structured field for this; it is stated, if at all, in the eligibility text';

function textHint(criteria: string | null, pattern: RegExp, what: string): string {
  return criteria && pattern.test(criteria)
    ? ` The eligibility text mentions ${what}: read it as written.`
    : '';
}

function matchPerformanceStatus(trial: TrialFacts, patient: TrialPatient): CriterionResult {
  const latest = [...patient.vitals]
    .filter((v) => v.performanceStatus !== null)
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp))[0];
  const patientText = latest
    ? `ECOG ${latest.performanceStatus} on ${day(latest.timestamp)}`
    : null;
  const hint = textHint(
    trial.eligibilityCriteria,
    /\b(ECOG|Karnofsky|KPS|WHO performance|performance status|Zubrod)\b/i,
    'performance status',
  );
  const record = latest
    ? ' Compare the latest recorded ECOG below with it.'
    : ' No ECOG performance status is recorded for the patient.';
  return result(
    'performance-status',
    'unknown',
    `${TEXT_ONLY}.${record}${hint}`,
    null,
    patientText,
  );
}

function biomarkersAsNamed(trial: TrialFacts, patient: TrialPatient): CriterionResult {
  const named = biomarkersNamed([...trial.conditions, ...trial.keywords]);
  const results = new Map<string, TrialPatient['genetics'][number]>();
  for (const g of [...patient.genetics].sort((a, b) =>
    (a.testDate ?? '').localeCompare(b.testDate ?? ''),
  )) {
    results.set(g.gene.toUpperCase(), g);
  }
  const finding = (g: TrialPatient['genetics'][number]) =>
    g.alterationType && g.alteration
      ? `${g.alteration}${g.status === 'not-detected' ? ' not detected' : ''}`
      : null;
  const resultText = (g: TrialPatient['genetics'][number]) =>
    `${g.gene} ${[finding(g), g.diplotype, g.phenotype].filter(Boolean).join(', ') || 'result withheld'}` +
    ` (${day(g.testDate)})`;
  const patientText = results.size > 0 ? [...results.values()].map(resultText).join('; ') : null;
  const parts: string[] = [];
  if (named.length > 0) {
    parts.push(
      `The study names ${list(named)} among its conditions or keywords; whether a result ` +
        'qualifies is stated only in the eligibility text.',
    );
    for (const symbol of named) {
      const g =
        results.get(symbol) ?? [...results.values()].find((r) => fieldNames(r.gene, symbol));
      parts.push(g ? `Patient: ${resultText(g)}.` : `No ${symbol} result is recorded.`);
    }
  } else {
    parts.push(`The study names no biomarker among its conditions or keywords. ${TEXT_ONLY}.`);
    if (results.size === 0) parts.push('No genetic results are recorded for the patient.');
  }
  const mentioned = [...results.keys()].filter(
    (gene) =>
      !named.includes(gene) &&
      trial.eligibilityCriteria !== null &&
      proseMentions(trial.eligibilityCriteria, gene),
  );
  if (mentioned.length > 0) {
    parts.push(`The eligibility text mentions ${list(mentioned)}: read it as written.`);
  }
  return result(
    'biomarkers',
    'unknown',
    parts.join(' '),
    named.length > 0 ? list(named) : null,
    patientText,
  );
}

const DRUG_INTERVENTIONS = new Set(['DRUG', 'BIOLOGICAL', 'COMBINATION_PRODUCT', 'GENETIC']);

function priorTherapyAsListed(trial: TrialFacts, patient: TrialPatient): CriterionResult {
  const studyDrugs = trial.interventions.filter(
    (i) => i.type === null || DRUG_INTERVENTIONS.has(i.type),
  );
  const studyText = studyDrugs.length > 0 ? list(studyDrugs.map((i) => i.name)) : null;
  if (patient.treatments.length === 0) {
    return result(
      'prior-therapy',
      'unknown',
      `No treatment history is recorded for the patient. ${TEXT_ONLY}.`,
      studyText,
      null,
    );
  }
  // One line per drug received: its name (the knowledge base's, or as recorded) and last date.
  const received = new Map<string, { name: string; last: string; drugIds: readonly string[] }>();
  for (const t of patient.treatments) {
    const key =
      t.drugIds.length > 0 ? [...t.drugIds].sort().join('+') : (t.drugName ?? '').toLowerCase();
    if (!key) continue;
    const prev = received.get(key);
    if (!prev || t.date > prev.last) {
      received.set(key, {
        name: t.drugName ?? 'a drug not in the knowledge base',
        last: t.date,
        drugIds: t.drugIds,
      });
    }
  }
  const patientText = [...received.values()]
    .map((r) => `${r.name} (last ${day(r.last)})`)
    .join('; ');
  const overlap = studyDrugs.flatMap((i) => {
    const names = [i.name, ...i.otherNames].map((n) => n.trim().toLowerCase());
    const hit = [...received.values()].find(
      (r) =>
        r.drugIds.some((id) => i.drugIds.includes(id)) ||
        (r.name !== null && names.includes(r.name.trim().toLowerCase())),
    );
    return hit ? [`${hit.name} (the study’s ${quote(i.name)}, last given ${day(hit.last)})`] : [];
  });
  const reason =
    overlap.length > 0
      ? `The patient has already received ${list(overlap)}. Whether prior exposure admits or ` +
        'excludes is stated only in the eligibility text.'
      : `None of the study’s drug interventions appears in the patient’s treatment history. ` +
        `Rules on prior therapy are stated only in the eligibility text.`;
  return result('prior-therapy', 'unknown', reason, studyText, patientText);
}

/** The laboratory values oncology trials most often limit (NCI CTEP eligibility template). */
export const KEY_LABS: readonly LabName[] = [
  'anc',
  'platelets',
  'hemoglobin',
  'creatinine',
  'egfr',
  'bilirubin',
  'alt',
  'ast',
];

function matchLabs(trial: TrialFacts, patient: TrialPatient): CriterionResult {
  const latest = KEY_LABS.flatMap((name) => {
    const l = patient.labs
      .filter((x) => x.labName === name)
      .sort((a, b) => b.timestamp.localeCompare(a.timestamp))[0];
    if (!l) return [];
    const label = findLab(name)?.label ?? name;
    const value =
      l.canonicalValue !== null && l.canonicalUnit
        ? `${l.canonicalValue} ${l.canonicalUnit}`
        : `${l.value}${l.unit ? ` ${l.unit}` : ''}`;
    return [`${label} ${value} (${day(l.timestamp)})`];
  });
  const hint = textHint(
    trial.eligibilityCriteria,
    /\b(neutrophil|ANC|platelet|h(a)?emoglobin|creatinine|clearance|GFR|bilirubin|ALT|AST|transaminase|SGOT|SGPT)\b/i,
    'laboratory limits',
  );
  const record =
    latest.length > 0
      ? ' Compare the latest recorded values below with it.'
      : ' None of the key laboratory values is recorded for the patient.';
  return result(
    'labs',
    'unknown',
    `${TEXT_ONLY}.${record}${hint}`,
    null,
    latest.length > 0 ? latest.join('; ') : null,
  );
}

// ---------------------------------------------------------------------------------------------
// Rules read from the eligibility text, judged on the structured record (issue 20)

function textPatient(patient: TrialPatient): TextPatient {
  const conditions: TextCondition[] = patient.conditions.map((c) => {
    const p = patientCondition(c);
    return {
      name: c.name,
      icd10: c.icd10,
      status: c.status,
      stage: c.stage ?? null,
      dateOfDiagnosis: c.dateOfDiagnosis ?? null,
      malignant: p.malignant,
      hematologic: p.hematologic,
      thyroid: p.sites.includes('thyroid'),
    };
  });
  // Without resolved therapies, treatment history stands in: it records anticancer doses.
  const therapies: readonly TrialTherapy[] =
    patient.therapies ??
    patient.treatments.map((t) => ({
      drugIds: t.drugIds,
      name: t.drugName,
      classTags: [],
      className: null,
      antineoplastic: true,
      source: 'treatment-history' as const,
      start: t.date,
      end: t.date,
      setting: t.setting ?? null,
      intent: t.intent ?? null,
    }));
  return { conditions, genetics: patient.genetics, therapies };
}

const ORDER: Record<CriterionStatus, number> = { 'not-met': 0, unknown: 1, met: 2 };

/** A criterion from its findings: the most telling finding's reason, and how many more follow. */
function fromFindings(
  id: CriterionId,
  findings: CriterionFinding[],
  study: string | null,
  patient: string | null,
): CriterionResult | null {
  const status = combine(findings);
  if (!status) return null;
  const lead = [...findings].sort((a, b) => ORDER[a.status] - ORDER[b.status])[0]!;
  const more = findings.length - 1;
  const tail =
    more > 0 ? ` ${more} more rule${more === 1 ? '' : 's'} read from the study below.` : '';
  return result(id, status, `${lead.reason}${tail}`, study, patient, findings);
}

function matchStage(trial: TrialFacts, tp: TextPatient): CriterionResult {
  const findings = stageFindings(trial.eligibilityCriteria, trial.conditions, tp.conditions);
  const staged = tp.conditions.filter((c) => c.malignant && c.stage);
  const patientText =
    staged.length > 0
      ? staged.map((c) => `${c.name ?? 'cancer'}: stage ${c.stage}`).join('; ')
      : null;
  return (
    fromFindings('stage', findings, findings.map((f) => f.text).join(' · ') || null, patientText) ??
    result(
      'stage',
      'unknown',
      'Neither the study’s conditions nor its eligibility text name a stage in a form the matcher reads; read the text as written.',
      null,
      patientText,
    )
  );
}

function matchDiseaseStatus(
  trial: TrialFacts,
  tp: TextPatient,
  patient: TrialPatient,
): CriterionResult {
  const measurable =
    patient.nowMs !== undefined
      ? measurableDisease(patient.tumourMeasurements ?? [], patient.nowMs)
      : null;
  const findings = diseaseStatusFindings(trial.eligibilityCriteria, tp.conditions, measurable);
  const cancers = tp.conditions.filter((c) => c.malignant);
  const patientText = cancers.length > 0 ? cancers.map(statusText).join('; ') : null;
  return (
    fromFindings('disease-status', findings, null, patientText) ??
    result(
      'disease-status',
      'unknown',
      'The eligibility text states no disease status (relapsed, refractory, in remission, measurable disease) in a form the matcher reads. The condition criterion above already requires active disease.',
      null,
      patientText,
    )
  );
}

function matchBiomarkers(
  trial: TrialFacts,
  patient: TrialPatient,
  tp: TextPatient,
): CriterionResult {
  const named = biomarkersAsNamed(trial, patient);
  const studyConditions = [...trial.conditions, ...trial.keywords];
  const receptors = receptorProfile(tp.genetics, tp.conditions);
  const findings = [
    ...receptorFindings(trial.eligibilityCriteria, studyConditions, receptors),
    ...biomarkerFindings(
      trial.eligibilityCriteria,
      studyConditions,
      tp.genetics,
      receptors.HER2 ?? null,
    ),
  ];
  return fromFindings('biomarkers', findings, named.study, named.patient) ?? named;
}

function matchPriorTherapy(
  trial: TrialFacts,
  patient: TrialPatient,
  tp: TextPatient,
): CriterionResult {
  const listed = priorTherapyAsListed(trial, patient);
  const findings = priorTherapyFindings(trial.eligibilityCriteria, tp, trial.drugVocabulary ?? []);
  const recorded = exposures(tp.therapies);
  const patientText = recorded.length > 0 ? recorded.map(exposureText).join('; ') : listed.patient;
  const judged = fromFindings('prior-therapy', findings, listed.study, patientText);
  if (judged) return judged;
  return { ...listed, patient: patientText };
}

function matchPriorLines(trial: TrialFacts, tp: TextPatient): CriterionResult {
  const findings = priorLineFindings(trial.eligibilityCriteria, tp);
  return (
    fromFindings('prior-lines', findings, null, null) ??
    result(
      'prior-lines',
      'unknown',
      'The eligibility text states no number of prior lines in a form the matcher reads.',
      null,
      null,
    )
  );
}

// ---------------------------------------------------------------------------------------------

export interface TrialMatchResult {
  criteria: CriterionResult[];
  counts: { met: number; notMet: number; unknown: number };
}

export function matchPatientToTrial(trial: TrialFacts, patient: TrialPatient): TrialMatchResult {
  const tp = textPatient(patient);
  const criteria = [
    matchCondition(trial, patient),
    matchAge(trial, patient),
    matchSex(trial, patient),
    matchStage(trial, tp),
    matchDiseaseStatus(trial, tp, patient),
    matchPerformanceStatus(trial, patient),
    matchBiomarkers(trial, patient, tp),
    matchPriorTherapy(trial, patient, tp),
    matchPriorLines(trial, tp),
    matchLabs(trial, patient),
  ];
  const count = (s: CriterionStatus) => criteria.filter((c) => c.status === s).length;
  return {
    criteria,
    counts: { met: count('met'), notMet: count('not-met'), unknown: count('unknown') },
  };
}
