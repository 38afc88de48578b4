import { randomUUID } from 'node:crypto';
import { applyPolicyToFindings, type PolicyOverlay } from '../../../core/alert-policy';
import type { AlertFinding } from '../../../core/alerts';
import {
  ALERT_KIND_LABELS,
  caseHeadline,
  dayLabel,
  dayOffset,
  relativeDatesInText,
} from '../../../core/learning';
import { findLab, redactTerms, reportedAge, type PatientData } from '../../../core/patients';
import type { AlertEvaluator } from '../../lib/alert-evaluator';
import { demoPatients } from '../../lib/demo-patients';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import {
  deidentifyAllergy,
  deidentifyCondition,
  deidentifyGenetic,
  deidentifyLab,
  deidentifyMedication,
  deidentifyTreatment,
  withheldTerms,
} from '../../lib/patient-deidentify';
import {
  toClinicalRecord,
  toStoredAllergy,
  toStoredCondition,
  toStoredGenetic,
  toStoredLab,
  toStoredMedication,
  toStoredNote,
  toStoredTreatment,
  toStoredVitals,
  type PatientLists,
  type PatientRow,
} from '../../lib/patient-record';
import {
  allergyRow,
  conditionRow,
  geneticRow,
  labRow,
  medicationRow,
  noteRow,
  treatmentRow,
  vitalsRow,
} from '../../lib/patient-rows';
import type { z } from 'zod';
import type { caseDetailSchema, caseResultSchema } from './schemas';

/*
 * Case studies: the demonstration patients (lib/demo-patients), built in memory exactly as the
 * patient API stores them, checked by the alert engine, and shown de-identified: no name, MRN,
 * birth date, notes, prescriber or laboratory; drug names from the knowledge base; every date
 * as a day relative to today. The engine's findings are the answer key.
 */

export type CaseDetail = z.infer<typeof caseDetailSchema>;

export type CaseFinding = z.infer<typeof caseResultSchema>['findings'][number];

export interface CaseStudy {
  detail: CaseDetail;
  /**
   * The answer key: the engine's findings with their texts de-identified, graded by the
   * knowledge base; each institution's alert policy is applied when they are shown (`caseFindings`).
   */
  findings: AlertFinding[];
  limitations: string[];
}

/**
 * The case's findings as a learner of this institution sees them: graded by its alert policy
 * (issue 22), the knowledge base's severity beside any local one.
 */
export function caseFindings(study: CaseStudy, overlay: PolicyOverlay): CaseFinding[] {
  return applyPolicyToFindings(study.findings, overlay).map((f) => ({
    kind: f.kind,
    kindLabel: ALERT_KIND_LABELS[f.kind],
    severity: f.severity,
    title: f.title,
    rationale: f.rationale,
    management: f.management,
    sources: f.sources,
    ...(f.policy ? { kbSeverity: f.policy.kbSeverity, localPolicy: f.policy } : {}),
  }));
}

const DAY_MS = 86_400_000;

/** A stored-row shape from an insert shape: the columns the database would default. */
const stored = <T extends object>(row: T, createdAt: Date) => ({ ...row, createdAt }) as never;

/** One demonstration record as the patient API would store and load it. */
function inMemoryRecord(
  input: PatientData,
  kb: KnowledgeBase,
  nowMs: number,
): { patient: PatientRow; lists: PatientLists } {
  const now = new Date(nowMs);
  const ctx = { kb, patientId: randomUUID(), userId: null };
  const d = input.demographics;
  const patient: PatientRow = {
    id: ctx.patientId,
    institutionId: randomUUID(),
    mrn: d.mrn,
    firstName: d.firstName,
    lastName: d.lastName,
    dateOfBirth: d.dateOfBirth,
    sex: d.sex,
    heightCm: d.heightCm ?? null,
    weightKg: d.weightKg ?? null,
    // A demonstration case's body measurements are as of now (issue 19 dates them).
    heightMeasuredAt: d.heightCm != null ? now : null,
    weightMeasuredAt: d.weightKg != null ? now : null,
    deceased: false,
    deceasedDate: null,
    preferences: input.preferences,
    isActive: true,
    isDemo: true,
    createdBy: null,
    createdAt: now,
    updatedAt: now,
  };
  const lists: PatientLists = {
    allergies: input.allergies.map((a) => toStoredAllergy(stored(allergyRow(a, ctx), now))),
    medications: input.medications.map((m) =>
      toStoredMedication(stored(medicationRow(m, ctx), now)),
    ),
    conditions: input.conditions.map((c) => toStoredCondition(stored(conditionRow(c, ctx), now))),
    labValues: input.labValues
      .map((l) => toStoredLab(stored(labRow(l, d.sex, ctx), now)))
      .sort((a, b) => a.timestamp.localeCompare(b.timestamp)),
    genetics: input.genetics.map((g) => toStoredGenetic(stored(geneticRow(g, ctx), now))),
    vitals: input.vitals.map((v) => toStoredVitals(stored(vitalsRow(v, ctx), now))),
    treatmentHistory: input.treatmentHistory
      .map((t) => toStoredTreatment(stored(treatmentRow(t, ctx), now)))
      .sort((a, b) => a.date.localeCompare(b.date)),
    notes: input.notes.map((n) => toStoredNote(stored(noteRow(n, 'demo', nowMs, ctx), now))),
  };
  return { patient, lists };
}

const when = (iso: string | null, nowMs: number) => {
  const offset = iso ? dayOffset(iso, nowMs) : null;
  return offset === null ? null : dayLabel(offset);
};

function buildCase(
  index: number,
  input: PatientData,
  kb: KnowledgeBase,
  evaluate: AlertEvaluator,
  nowMs: number,
): CaseStudy {
  const { patient, lists } = inMemoryRecord(input, kb, nowMs);
  const record = toClinicalRecord(patient, lists, nowMs);
  const evaluation = evaluate(record, { now: nowMs });
  const terms = withheldTerms(patient, lists, kb);
  const text = (s: string) => relativeDatesInText(redactTerms(s, terms), nowMs);
  const conditions = lists.conditions.map((c) => deidentifyCondition(c, 0));
  const detail: CaseDetail = {
    id: `case-${index + 1}`,
    title: caseHeadline({
      ageYears: reportedAge(record.ageYears),
      sex: patient.sex,
      conditions: conditions.filter((c) => c.status === 'active').map((c) => c.name),
    }),
    patient: {
      ageYears: reportedAge(record.ageYears),
      sex: patient.sex,
      heightCm: patient.heightCm,
      weightKg: patient.weightKg,
    },
    conditions: conditions.map((c) => ({
      name: c.name,
      icd10: c.icd10,
      stage: c.stage,
      status: c.status,
      diagnosed: when(c.dateOfDiagnosis, nowMs),
    })),
    medications: lists.medications.map((m) => {
      const v = deidentifyMedication(m, kb, 0);
      return {
        name: v.drugName,
        dosage: v.dosage,
        frequency: v.frequency,
        route: v.route,
        started: when(v.startDate, nowMs),
        active: v.isActive,
      };
    }),
    allergies: lists.allergies.map((a) => {
      const v = deidentifyAllergy(a, kb, 0);
      return { allergen: v.allergen ?? null, type: v.allergenType, severity: v.severity };
    }),
    labs: lists.labValues.map((l) => {
      const v = deidentifyLab(l, 0);
      return {
        // The catalogue's label ("Absolute neutrophil count"), not its key ("anc") (issue 21).
        name: v.labType === null ? null : (findLab(v.labType)?.label ?? v.labType),
        value: v.value,
        unit: v.unit,
        when: when(v.timestamp, nowMs),
        abnormal: v.isAbnormal,
        critical: v.criticalFlag,
      };
    }),
    genetics: lists.genetics.map((g) => {
      const v = deidentifyGenetic(g, 0);
      return { gene: v.gene, diplotype: v.diplotype, phenotype: v.phenotype };
    }),
    treatmentHistory: lists.treatmentHistory.map((t) => {
      const v = deidentifyTreatment(t, kb, 0);
      return {
        drug: v.drugName,
        dose: v.dose,
        unit: v.doseUnit,
        cycle: v.cycle,
        when: when(v.date, nowMs),
      };
    }),
    problemKinds: Object.entries(ALERT_KIND_LABELS).map(([id, label]) => ({
      id: id as AlertFinding['kind'],
      label,
    })),
  };
  return {
    detail,
    findings: evaluation.findings.map((f) => ({
      ...f,
      title: text(f.title),
      rationale: text(f.rationale),
      management: text(f.management),
    })),
    limitations: evaluation.limitations.map(text),
  };
}

/**
 * The case studies of one day (the demonstration records are dated relative to today, so the
 * cases are rebuilt when the UTC day changes and are otherwise computed once).
 */
export function createCaseLibrary(kb: KnowledgeBase, evaluate: AlertEvaluator) {
  let cached: { day: number; cases: CaseStudy[] } | null = null;
  return (nowMs: number): CaseStudy[] => {
    const day = Math.floor(nowMs / DAY_MS);
    if (cached?.day !== day) {
      // Built at the start of the UTC day, so that every server builds the same cases all day.
      const at = day * DAY_MS + DAY_MS / 2;
      cached = {
        day,
        cases: demoPatients(at).map((input, i) => buildCase(i, input, kb, evaluate, at)),
      };
    }
    return cached.cases;
  };
}
