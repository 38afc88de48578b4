import { editablePatientSections, seesIdentifiedPatients, term } from '../../../core/access';
import type { Role } from '../../../core/access';
import {
  ageInYears,
  findLab,
  isClinicalVocabulary,
  isDiplotypeText,
  isPhenotypeText,
  isReferenceRangeText,
  isStageText,
  isStructuredDose,
  isStructuredFrequency,
  readLab,
  reportedAge,
  shiftDate,
  shiftTimestamp,
  type StoredAllergy,
  type StoredCondition,
  type StoredGeneticResult,
  type StoredLabValue,
  type StoredMedication,
  type StoredTreatment,
  type StoredVitalSigns,
} from '../../../core/patients';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import type { PatientPrivacy } from '../../lib/patient-privacy';
import type { PatientLists, PatientRow, StoredNote } from '../../lib/patient-record';
import type { PatientDetail } from './schemas';

/*
 * The two views of a patient record. Identified: everything as stored. De-identified (roles
 * without canViewFullPatientData): no names, MRN, birth date, notes or preferences; age in years
 * (90 for any age above 89); every date moved by the patient's secret shift; and each short
 * free-text field kept only when it is made of codes or a controlled vocabulary (core/patients
 * deidentify), otherwise null. Knowledge-base names replace drug names as typed.
 */

export interface ViewContext {
  role: Role;
  kb: KnowledgeBase;
  privacy: PatientPrivacy;
  nowMs: number;
}

export const LOINC_CODE = /^\d{1,7}-\d$/;

const keepIf = (text: string | null, ok: (t: string) => boolean): string | null =>
  text !== null && ok(text) ? text : null;

function labCannotAssess(lab: StoredLabValue, identified: boolean): string | null {
  if (lab.canonicalValue !== null) return null;
  const reading = readLab(lab.labType, lab.value, lab.unit);
  if (reading.status === 'ok') return null;
  if (!identified) {
    return reading.status === 'unknown-lab'
      ? 'not a test the product reads: cannot assess'
      : 'unit not recognised for this test: cannot assess';
  }
  return `${reading.reason}: cannot assess`;
}

function labView(lab: StoredLabValue, identified: boolean, shift: number) {
  const cannotAssess = labCannotAssess(lab, identified);
  if (identified) return { ...lab, cannotAssess };
  const known = findLab(lab.labType);
  return {
    ...lab,
    labType: known ? known.name : LOINC_CODE.test(lab.labType) ? lab.labType : null,
    unit: known && readLab(known.name, 1, lab.unit).status === 'ok' ? lab.unit : null,
    referenceRange: keepIf(lab.referenceRange, (t) => isReferenceRangeText(t, lab.labType)),
    timestamp: shiftTimestamp(lab.timestamp, shift),
    cannotAssess,
  };
}

function kbName(kb: KnowledgeBase, drugIds: readonly string[]): string | null {
  const first = drugIds[0];
  return first ? (kb.drugsById.get(first)?.name ?? null) : null;
}

/** An allergen a de-identified view may show: a drug or drug-class name, or clinical words only. */
function safeAllergen(kb: KnowledgeBase, allergen: string): string | null {
  const drug = kb.search.resolve(allergen);
  if (drug) return drug.name;
  const lower = allergen.trim().toLowerCase();
  const group = kb.groups.find((g) => g.id === lower || g.name.toLowerCase() === lower);
  if (group) return group.name;
  return isClinicalVocabulary(allergen) ? allergen : null;
}

function allergyView(a: StoredAllergy, ctx: ViewContext, shift: number | null) {
  if (shift === null) return a;
  return {
    ...a,
    allergen: safeAllergen(ctx.kb, a.allergen),
    reaction: null,
    dateReported: a.dateReported && shiftDate(a.dateReported, shift),
  };
}

function medicationView(m: StoredMedication, ctx: ViewContext, shift: number | null) {
  if (shift === null) return m;
  return {
    ...m,
    drugName: kbName(ctx.kb, m.drugIds),
    dosage: keepIf(m.dosage, isStructuredDose),
    frequency: keepIf(m.frequency, isStructuredFrequency),
    startDate: m.startDate && shiftDate(m.startDate, shift),
    stopDate: m.stopDate && shiftDate(m.stopDate, shift),
    prescribedBy: null,
  };
}

function conditionView(c: StoredCondition, shift: number | null) {
  if (shift === null) return c;
  return {
    ...c,
    name: keepIf(c.name, isClinicalVocabulary),
    stage: keepIf(c.stage, isStageText),
    dateOfDiagnosis: c.dateOfDiagnosis && shiftDate(c.dateOfDiagnosis, shift),
  };
}

function geneticView(g: StoredGeneticResult, shift: number | null) {
  if (shift === null) return g;
  return {
    ...g,
    diplotype: keepIf(g.diplotype, isDiplotypeText),
    phenotype: keepIf(g.phenotype, isPhenotypeText),
    testDate: g.testDate && shiftDate(g.testDate, shift),
    laboratory: null,
  };
}

function vitalsView(v: StoredVitalSigns, shift: number | null) {
  return shift === null ? v : { ...v, timestamp: shiftTimestamp(v.timestamp, shift) };
}

function treatmentView(t: StoredTreatment, ctx: ViewContext, shift: number | null) {
  const resolved = t.drugIds.length > 0;
  if (shift === null) return { ...t, resolved };
  return { ...t, resolved, drugName: kbName(ctx.kb, t.drugIds), date: shiftDate(t.date, shift) };
}

function noteView(n: StoredNote) {
  return { id: n.id, text: n.text, author: n.author, timestamp: n.timestamp };
}

/** One list item of each kind in the caller's view; `shift` null means identified. */
export const itemViews = {
  allergy: allergyView,
  medication: medicationView,
  condition: (c: StoredCondition, _ctx: ViewContext, shift: number | null) =>
    conditionView(c, shift),
  lab: (l: StoredLabValue, _ctx: ViewContext, shift: number | null) =>
    labView(l, shift === null, shift ?? 0),
  genetic: (g: StoredGeneticResult, _ctx: ViewContext, shift: number | null) =>
    geneticView(g, shift),
  vitals: (v: StoredVitalSigns, _ctx: ViewContext, shift: number | null) => vitalsView(v, shift),
  treatment: treatmentView,
  note: (n: StoredNote) => noteView(n),
};

/** The caller's date shift for a patient: null when the role sees identified records. */
export function shiftFor(ctx: ViewContext, patientId: string): number | null {
  return seesIdentifiedPatients(ctx.role) ? null : ctx.privacy.shiftDays(patientId);
}

export function patientLabel(
  ctx: ViewContext,
  patient: Pick<PatientRow, 'id' | 'firstName' | 'lastName'>,
): string {
  return seesIdentifiedPatients(ctx.role)
    ? `${patient.lastName}, ${patient.firstName}`
    : `${term(ctx.role, 'patient')} ${ctx.privacy.pseudonym(patient.id)}`;
}

/** The whole record in the caller's view. */
export function patientDetailView(
  ctx: ViewContext,
  patient: PatientRow,
  lists: PatientLists,
): PatientDetail {
  const shift = shiftFor(ctx, patient.id);
  const identified = shift === null;
  const age = ageInYears(patient.dateOfBirth, ctx.nowMs);
  return {
    id: patient.id,
    identified,
    label: patientLabel(ctx, patient),
    isDemo: patient.isDemo,
    isActive: patient.isActive,
    demographics: {
      ...(identified
        ? {
            firstName: patient.firstName,
            lastName: patient.lastName,
            dateOfBirth: patient.dateOfBirth,
            mrn: patient.mrn,
          }
        : {}),
      sex: patient.sex,
      ageYears: identified ? age : reportedAge(age),
      heightCm: patient.heightCm,
      weightKg: patient.weightKg,
    },
    allergies: lists.allergies.map((a) => allergyView(a, ctx, shift)),
    medications: lists.medications.map((m) => medicationView(m, ctx, shift)),
    conditions: lists.conditions.map((c) => conditionView(c, shift)),
    labValues: lists.labValues.map((l) => labView(l, identified, shift ?? 0)),
    genetics: lists.genetics.map((g) => geneticView(g, shift)),
    vitals: lists.vitals.map((v) => vitalsView(v, shift)),
    treatmentHistory: lists.treatmentHistory.map((t) => treatmentView(t, ctx, shift)),
    notes: identified ? lists.notes.map(noteView) : [],
    preferences: identified ? patient.preferences : {},
    createdAt: identified
      ? patient.createdAt.toISOString()
      : shiftTimestamp(patient.createdAt.toISOString(), shift),
    lastUpdated: identified
      ? patient.updatedAt.toISOString()
      : shiftTimestamp(patient.updatedAt.toISOString(), shift),
    editableSections: editablePatientSections(ctx.role),
  };
}
