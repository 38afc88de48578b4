import {
  findLab,
  isAlterationText,
  isClinicalVocabulary,
  isDiplotypeText,
  isPhenotypeText,
  isReferenceRangeText,
  isStageText,
  isStructuredDose,
  isStructuredFrequency,
  readLab,
  shiftDate,
  shiftTimestamp,
  type StoredAllergy,
  type StoredCondition,
  type StoredGeneticResult,
  type StoredLabValue,
  type StoredMedication,
  type StoredTreatment,
  type StoredTumourMeasurement,
  type StoredVitalSigns,
} from '../../core/patients';
import type { KnowledgeBase } from './knowledge-base';
import type { PatientLists, PatientRow } from './patient-record';

/*
 * The de-identified form of each list item (issue 11: researchers and students), and the set of
 * texts it withholds. Both come from the same functions, so whatever a de-identified list hides
 * is also what is redacted from generated texts (alert rationales) shown to the same roles.
 *
 * Rules: every date moves by the patient's shift; drug names as typed give way to the knowledge
 * base's name (null when unresolved); a short free-text field stays only when it is made of
 * codes, numbers or a controlled clinical vocabulary (core/patients deidentify); reactions,
 * prescribers, laboratories and notes are always withheld.
 */

export const LOINC_CODE = /^\d{1,7}-\d$/;

const keepIf = (text: string | null, ok: (t: string) => boolean): string | null =>
  text !== null && ok(text) ? text : null;

const shiftOrNull = (date: string | null, shift: number) => date && shiftDate(date, shift);

function kbName(kb: KnowledgeBase, drugIds: readonly string[]): string | null {
  const first = drugIds[0];
  return first ? (kb.drugsById.get(first)?.name ?? null) : null;
}

/** An allergen a de-identified view may show: a drug or drug-group name, or clinical words only. */
function safeAllergen(kb: KnowledgeBase, allergen: string): string | null {
  const drug = kb.search.resolve(allergen);
  if (drug) return drug.name;
  const lower = allergen.trim().toLowerCase();
  const group = kb.groups.find((g) => g.id === lower || g.name.toLowerCase() === lower);
  if (group) return group.name;
  return isClinicalVocabulary(allergen) ? allergen : null;
}

export function deidentifyAllergy(
  a: StoredAllergy,
  kb: KnowledgeBase,
  shift: number,
): StoredAllergy {
  return {
    ...a,
    allergen: safeAllergen(kb, a.allergen) as string,
    reaction: null,
    dateReported: shiftOrNull(a.dateReported, shift),
  };
}

export function deidentifyMedication(
  m: StoredMedication,
  kb: KnowledgeBase,
  shift: number,
): Omit<StoredMedication, 'drugName'> & { drugName: string | null } {
  return {
    ...m,
    drugName: kbName(kb, m.drugIds),
    dosage: keepIf(m.dosage, isStructuredDose),
    frequency: keepIf(m.frequency, isStructuredFrequency),
    startDate: shiftOrNull(m.startDate, shift),
    stopDate: shiftOrNull(m.stopDate, shift),
    prescribedBy: null,
  };
}

export function deidentifyCondition(
  c: StoredCondition,
  shift: number,
): Omit<StoredCondition, 'name'> & { name: string | null } {
  return {
    ...c,
    name: keepIf(c.name, isClinicalVocabulary),
    stage: keepIf(c.stage, isStageText),
    dateOfDiagnosis: shiftOrNull(c.dateOfDiagnosis, shift),
  };
}

export function deidentifyLab(
  l: StoredLabValue,
  shift: number,
): Omit<StoredLabValue, 'labType' | 'unit'> & { labType: string | null; unit: string | null } {
  const known = findLab(l.labType);
  return {
    ...l,
    labType: known ? known.name : LOINC_CODE.test(l.labType) ? l.labType : null,
    unit: known && readLab(known.name, 1, l.unit).status === 'ok' ? l.unit : null,
    referenceRange: keepIf(l.referenceRange, (t) => isReferenceRangeText(t, l.labType)),
    timestamp: shiftTimestamp(l.timestamp, shift),
  };
}

export function deidentifyGenetic(g: StoredGeneticResult, shift: number): StoredGeneticResult {
  return {
    ...g,
    diplotype: keepIf(g.diplotype, isDiplotypeText),
    phenotype: keepIf(g.phenotype, isPhenotypeText),
    alteration: keepIf(g.alteration, isAlterationText),
    valueUnit: keepIf(g.valueUnit, (t) => /^[\w/%.² -]{1,20}$/.test(t)),
    testDate: shiftOrNull(g.testDate, shift),
    laboratory: null,
  };
}

export function deidentifyVitals(v: StoredVitalSigns, shift: number): StoredVitalSigns {
  return { ...v, timestamp: shiftTimestamp(v.timestamp, shift) };
}

export function deidentifyTreatment(
  t: StoredTreatment,
  kb: KnowledgeBase,
  shift: number,
): Omit<StoredTreatment, 'drugName'> & { drugName: string | null } {
  return { ...t, drugName: kbName(kb, t.drugIds), date: shiftDate(t.date, shift) };
}

/** A lesion measurement: its date shifted, the site (free text) withheld. */
export function deidentifyTumourMeasurement(
  m: StoredTumourMeasurement,
  shift: number,
): StoredTumourMeasurement {
  return { ...m, date: shiftDate(m.date, shift), site: null };
}

/** Every string a de-identified view withholds or replaces, found by comparing the two views. */
function withheld<T extends object>(original: T, shown: object, into: string[]): void {
  for (const [key, value] of Object.entries(original)) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    const kept = (shown as Record<string, unknown>)[key];
    if (typeof kept !== 'string' || kept.toLowerCase() !== value.toLowerCase()) into.push(value);
  }
}

/**
 * The patient's identifiers and every free text the de-identified view does not show (dates
 * excepted: they are shifted wherever they appear, see `shiftDatesInText`). Texts the view does
 * show, such as a resolved drug's name, are not in the list, so redacting them elsewhere would
 * not hide anything and would only garble alerts.
 */
export function withheldTerms(
  patient: PatientRow,
  lists: PatientLists,
  kb: KnowledgeBase,
): string[] {
  const terms: string[] = [
    patient.firstName,
    patient.lastName,
    `${patient.firstName} ${patient.lastName}`,
    `${patient.lastName}, ${patient.firstName}`,
    patient.mrn,
    ...Object.values(patient.preferences).filter((v): v is string => typeof v === 'string'),
  ];
  const ignoreDates = <T extends object>(item: T, dateKeys: string[]) =>
    Object.fromEntries(Object.entries(item).filter(([k]) => !dateKeys.includes(k)));
  for (const a of lists.allergies) {
    withheld(ignoreDates(a, ['dateReported']), deidentifyAllergy(a, kb, 0), terms);
  }
  for (const m of lists.medications) {
    withheld(ignoreDates(m, ['startDate', 'stopDate']), deidentifyMedication(m, kb, 0), terms);
  }
  for (const c of lists.conditions) {
    withheld(ignoreDates(c, ['dateOfDiagnosis']), deidentifyCondition(c, 0), terms);
  }
  for (const l of lists.labValues) {
    withheld(ignoreDates(l, ['timestamp']), deidentifyLab(l, 0), terms);
  }
  for (const g of lists.genetics)
    withheld(ignoreDates(g, ['testDate']), deidentifyGenetic(g, 0), terms);
  for (const t of lists.treatmentHistory) {
    withheld(ignoreDates(t, ['date']), deidentifyTreatment(t, kb, 0), terms);
  }
  for (const m of lists.tumourMeasurements ?? []) if (m.site) terms.push(m.site);
  for (const n of lists.notes) terms.push(n.text, n.author);
  return terms.filter((t) => t.trim().length > 0);
}
