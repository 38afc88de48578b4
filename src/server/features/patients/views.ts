import { editablePatientSections, seesIdentifiedPatients, term } from '../../../core/access';
import type { Role } from '../../../core/access';
import {
  ageAtOrDeath,
  readLab,
  reportedAge,
  shiftTimestamp,
  type StoredAllergy,
  type StoredCondition,
  type StoredGeneticResult,
  type StoredLabValue,
  type StoredMedication,
  type StoredTreatment,
  type StoredTumourMeasurement,
  type StoredVitalSigns,
} from '../../../core/patients';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import {
  deidentifyAllergy,
  deidentifyCondition,
  deidentifyGenetic,
  deidentifyLab,
  deidentifyMedication,
  deidentifyTreatment,
  deidentifyTumourMeasurement,
  deidentifyVitals,
} from '../../lib/patient-deidentify';
import type { PatientPrivacy } from '../../lib/patient-privacy';
import type { PatientLists, PatientRow, StoredNote } from '../../lib/patient-record';
import type { PatientDetail } from './schemas';

/*
 * The two views of a patient record. Identified: everything as stored. De-identified (roles
 * without canViewFullPatientData): no names, MRN, birth date, notes or preferences; age in years
 * (90 for any age above 89); every date moved by the patient's secret shift; free text only when
 * it is made of codes or clinical words (lib/patient-deidentify).
 */

export interface ViewContext {
  role: Role;
  kb: KnowledgeBase;
  privacy: PatientPrivacy;
  nowMs: number;
}

function cannotAssess(lab: StoredLabValue, identified: boolean): string | null {
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

/** One list item of each kind in the caller's view; `shift` null means identified. */
export const itemViews = {
  allergy: (a: StoredAllergy, ctx: ViewContext, shift: number | null) =>
    shift === null ? a : deidentifyAllergy(a, ctx.kb, shift),
  medication: (m: StoredMedication, ctx: ViewContext, shift: number | null) =>
    shift === null ? m : deidentifyMedication(m, ctx.kb, shift),
  condition: (c: StoredCondition, _ctx: ViewContext, shift: number | null) =>
    shift === null ? c : deidentifyCondition(c, shift),
  lab: (l: StoredLabValue, _ctx: ViewContext, shift: number | null) => ({
    ...(shift === null ? l : deidentifyLab(l, shift)),
    cannotAssess: cannotAssess(l, shift === null),
  }),
  genetic: (g: StoredGeneticResult, _ctx: ViewContext, shift: number | null) =>
    shift === null ? g : deidentifyGenetic(g, shift),
  vitals: (v: StoredVitalSigns, _ctx: ViewContext, shift: number | null) =>
    shift === null ? v : deidentifyVitals(v, shift),
  treatment: (t: StoredTreatment, ctx: ViewContext, shift: number | null) => ({
    ...(shift === null ? t : deidentifyTreatment(t, ctx.kb, shift)),
    setting: t.setting ?? null,
    intent: t.intent ?? null,
    resolved: t.drugIds.length > 0,
  }),
  tumourMeasurement: (m: StoredTumourMeasurement): StoredTumourMeasurement => ({
    id: m.id,
    date: m.date,
    longestDiameterMm: m.longestDiameterMm,
    shortAxisMm: m.shortAxisMm,
    method: m.method,
    lymphNode: m.lymphNode,
    site: m.site,
  }),
  note: (n: StoredNote) => ({ id: n.id, text: n.text, author: n.author, timestamp: n.timestamp }),
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
  const age = ageAtOrDeath(patient.dateOfBirth, patient, ctx.nowMs);
  const stamp = (d: Date) =>
    shift === null ? d.toISOString() : shiftTimestamp(d.toISOString(), shift);
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
      heightMeasuredAt: patient.heightMeasuredAt ? stamp(patient.heightMeasuredAt) : null,
      weightMeasuredAt: patient.weightMeasuredAt ? stamp(patient.weightMeasuredAt) : null,
      deceased: patient.deceased,
      // De-identified views keep the fact of death, not its date (a date more precise than the year).
      deceasedDate: identified ? patient.deceasedDate : null,
    },
    allergies: lists.allergies.map((a) => itemViews.allergy(a, ctx, shift)),
    medications: lists.medications.map((m) => itemViews.medication(m, ctx, shift)),
    conditions: lists.conditions.map((c) => itemViews.condition(c, ctx, shift)),
    labValues: lists.labValues.map((l) => itemViews.lab(l, ctx, shift)),
    genetics: lists.genetics.map((g) => itemViews.genetic(g, ctx, shift)),
    vitals: lists.vitals.map((v) => itemViews.vitals(v, ctx, shift)),
    treatmentHistory: lists.treatmentHistory.map((t) => itemViews.treatment(t, ctx, shift)),
    tumourMeasurements: (lists.tumourMeasurements ?? [])
      .map((m) => itemViews.tumourMeasurement(m))
      .map((m) => (shift === null ? m : deidentifyTumourMeasurement(m, shift))),
    notes: identified ? lists.notes.map(itemViews.note) : [],
    preferences: identified ? patient.preferences : {},
    createdAt: stamp(patient.createdAt),
    lastUpdated: stamp(patient.updatedAt),
    editableSections: editablePatientSections(ctx.role),
  };
}
