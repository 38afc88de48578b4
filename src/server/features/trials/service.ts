import type { FastifyRequest } from 'fastify';
import { seesIdentifiedPatients } from '../../../core/access';
import { DomainError } from '../../../core/errors';
import { AGE_CAP, ageInYears, reportedAge, shiftDate } from '../../../core/patients';
import {
  matchPatientToTrial,
  toTrialDetail,
  toTrialSummary,
  trialFactsOf,
  type TrialDetail,
  type TrialFacts,
  type TrialMatch,
  type TrialPatient,
  type TrialSearchQuery,
  type TrialSearchResponse,
  type TrialTherapy,
} from '../../../core/trials';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../lib/audit';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import {
  deidentifyCondition,
  deidentifyGenetic,
  deidentifyLab,
  deidentifyTumourMeasurement,
  deidentifyTreatment,
  deidentifyVitals,
} from '../../lib/patient-deidentify';
import type { PatientPrivacy } from '../../lib/patient-privacy';
import {
  loadPatient,
  patientAuditEntry,
  resolveDrugName,
  type PatientLists,
  type PatientRow,
} from '../../lib/patient-record';
import { REGISTRY, type CtgovClient } from './ctgov-client';

/*
 * Trials (issue 14): the registry search and study, passed through live, and the match of one
 * study with one patient of the caller's institution. The patient is read through the shared
 * record loader (another institution's patient is a 404), every match leaves an audit row, and
 * researchers and students are matched on the de-identified record, so the reasons quote only
 * what their view of the patient shows (dates shifted, free text withheld, age capped at 90).
 */

export interface TrialsContext {
  db: Db;
  kb: KnowledgeBase;
  privacy: PatientPrivacy;
  ctgov: CtgovClient;
  now: () => number;
}

export async function searchTrials(
  ctx: TrialsContext,
  query: TrialSearchQuery,
): Promise<TrialSearchResponse> {
  const page = await ctx.ctgov.search(query);
  return {
    studies: page.studies.map((s) => toTrialSummary(s, query.location)).filter((s) => s !== null),
    nextPageToken: page.nextPageToken ?? null,
    totalCount: page.totalCount ?? null,
  };
}

async function detailOf(ctx: TrialsContext, nctId: string, location?: string | null) {
  const detail = toTrialDetail(await ctx.ctgov.study(nctId), location);
  if (!detail) throw new DomainError('bad_gateway', `${REGISTRY} answered without the study`);
  return detail;
}

export async function getTrial(
  ctx: TrialsContext,
  nctId: string,
  location: string | undefined,
): Promise<TrialDetail> {
  return detailOf(ctx, nctId, location);
}

/** The study's interventions with the knowledge-base drugs their names resolve to. */
function interventionsWithDrugs(
  kb: KnowledgeBase,
  detail: TrialDetail,
): TrialFacts['interventions'] {
  return detail.interventions.map((i) => ({
    ...i,
    drugIds: [...new Set([i.name, ...i.otherNames].flatMap((n) => resolveDrugName(kb, n).drugIds))],
  }));
}

/** The knowledge base's antineoplastic drug names, to find in eligibility text. */
function drugVocabulary(kb: KnowledgeBase): TrialFacts['drugVocabulary'] {
  return kb.drugs
    .filter((d) => d.kind === 'antineoplastic')
    .map((d) => ({
      drugId: d.id,
      name: d.name.toLowerCase(),
      names: [d.name, ...(d.synonyms ?? []), ...(d.brandNames ?? [])],
    }));
}

const PLAN_INTENT_WORDS = ['curative', 'palliative', 'adjuvant', 'neoadjuvant'] as const;
function planIntent(intent: string | null | undefined): TrialTherapy['intent'] {
  return PLAN_INTENT_WORDS.find((w) => w === intent) ?? null;
}

/**
 * Systemic therapy from the three lists that hold it: treatment history (every dose given), the
 * signed or active plan (its regimen's drugs, not yet dated) and the medication list (resolved
 * drugs only: an unresolved name has no class to read). Names come from the knowledge base, so
 * the de-identified view shows no free text.
 */
function trialTherapies(kb: KnowledgeBase, lists: PatientLists, shift: number): TrialTherapy[] {
  const shiftDay = (d: string | null) =>
    d === null ? null : shift === 0 ? d : shiftDate(d, shift);
  const describe = (drugIds: readonly string[]) => {
    const drugs = drugIds.map((id) => kb.drugsById.get(id)).filter((d) => d !== undefined);
    return {
      name: drugs.length > 0 ? drugs.map((d) => d.name.toLowerCase()).join(' + ') : null,
      classTags: [...new Set(drugs.flatMap((d) => d.classTags ?? []))],
      className: drugs[0]?.drugClass ?? null,
      antineoplastic: drugs.some((d) => d.kind === 'antineoplastic'),
    };
  };
  const out: TrialTherapy[] = [];
  for (const t of lists.treatmentHistory) {
    const d = describe(t.drugIds);
    out.push({
      ...d,
      drugIds: t.drugIds,
      // Treatment history records anticancer doses: an unresolved name still counts as therapy.
      antineoplastic: d.antineoplastic || t.drugIds.length === 0,
      name: d.name ?? (shift === 0 ? t.drugName : null),
      source: 'treatment-history',
      start: shiftDay(t.date),
      end: shiftDay(t.date),
      setting: t.setting ?? null,
      intent: t.intent ?? null,
    });
  }
  const plan = lists.treatmentPlan;
  const regimen = plan ? kb.regimens.find((r) => r.id === plan.regimenId) : undefined;
  if (regimen) {
    const ids = [...new Set(regimen.phases.flatMap((p) => p.components.map((c) => c.drugId)))];
    for (const id of ids) {
      out.push({
        ...describe([id]),
        drugIds: [id],
        source: 'treatment-plan',
        start: null,
        end: null,
        // The plan's intent as prescribed: palliative, curative, adjuvant or neoadjuvant.
        intent: planIntent(plan?.intent),
      });
    }
  }
  for (const m of lists.medications) {
    if (!m.resolved || m.drugIds.length === 0) continue;
    const d = describe(m.drugIds);
    if (!d.antineoplastic) continue;
    out.push({
      ...d,
      drugIds: m.drugIds,
      source: 'medication',
      start: shiftDay(m.startDate),
      end: shiftDay(m.stopDate ?? (m.isActive ? null : m.startDate)),
    });
  }
  return out;
}

/** The record as the matcher reads it, in the caller's view of the patient. */
function trialPatient(
  ctx: TrialsContext,
  patient: PatientRow,
  lists: PatientLists,
  identified: boolean,
  nowMs: number,
): TrialPatient {
  const age = ageInYears(patient.dateOfBirth, nowMs);
  if (identified) {
    return {
      ageYears: age,
      sex: patient.sex,
      conditions: lists.conditions,
      vitals: lists.vitals,
      genetics: lists.genetics,
      treatments: lists.treatmentHistory,
      therapies: trialTherapies(ctx.kb, lists, 0),
      labs: lists.labValues,
      tumourMeasurements: lists.tumourMeasurements ?? [],
      nowMs,
    };
  }
  const shift = ctx.privacy.shiftDays(patient.id);
  const shown = reportedAge(age);
  return {
    ageYears: shown,
    ageIsFloor: shown !== null && shown >= AGE_CAP,
    sex: patient.sex,
    conditions: lists.conditions.map((c) => deidentifyCondition(c, shift)),
    vitals: lists.vitals.map((v) => deidentifyVitals(v, shift)),
    genetics: lists.genetics.map((g) => deidentifyGenetic(g, shift)),
    treatments: lists.treatmentHistory.map((t) => deidentifyTreatment(t, ctx.kb, shift)),
    therapies: trialTherapies(ctx.kb, lists, shift),
    labs: lists.labValues.map((l) => deidentifyLab(l, shift)),
    // Dates shifted with the clock, so the age of the latest assessment is the same.
    tumourMeasurements: (lists.tumourMeasurements ?? []).map((m) =>
      deidentifyTumourMeasurement(m, shift),
    ),
    nowMs: nowMs + shift * 86_400_000,
  };
}

export async function matchTrial(
  ctx: TrialsContext,
  request: FastifyRequest,
  nctId: string,
  patientId: string,
): Promise<TrialMatch> {
  const user = request.authUser!;
  // The patient first: an id outside the institution is a 404 before anything leaves the server.
  const { patient, lists } = await loadPatient(ctx.db, user, patientId, { notes: false });
  const detail = await detailOf(ctx, nctId);
  const identified = seesIdentifiedPatients(user.role);
  const nowMs = ctx.now();
  const facts = trialFactsOf(
    detail,
    interventionsWithDrugs(ctx.kb, detail),
    drugVocabulary(ctx.kb),
  );
  const match = matchPatientToTrial(facts, trialPatient(ctx, patient, lists, identified, nowMs));
  await writeAudit(
    ctx.db,
    patientAuditEntry(request, 'patient.trial-match.read', patientId, {
      nctId: detail.nctId,
      view: identified ? 'identified' : 'deidentified',
      ...match.counts,
    }),
  );
  return {
    nctId: detail.nctId,
    patientId,
    identified,
    criteria: match.criteria,
    counts: match.counts,
    eligibilityCriteria: detail.eligibility.criteria,
    registryUrl: detail.registryUrl,
    evaluatedAt: new Date(nowMs).toISOString(),
  };
}
