import type { FastifyRequest } from 'fastify';
import { seesIdentifiedPatients } from '../../../core/access';
import { DomainError } from '../../../core/errors';
import { AGE_CAP, ageInYears, reportedAge } from '../../../core/patients';
import {
  matchPatientToTrial,
  toTrialDetail,
  toTrialSummary,
  type TrialDetail,
  type TrialFacts,
  type TrialMatch,
  type TrialPatient,
  type TrialSearchQuery,
  type TrialSearchResponse,
} from '../../../core/trials';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../lib/audit';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import {
  deidentifyCondition,
  deidentifyGenetic,
  deidentifyLab,
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
      labs: lists.labValues,
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
    labs: lists.labValues.map((l) => deidentifyLab(l, shift)),
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
  const facts: TrialFacts = {
    nctId: detail.nctId,
    conditions: detail.conditions,
    keywords: detail.keywords,
    sex: detail.eligibility.sex,
    genderBased: detail.eligibility.genderBased,
    genderDescription: detail.eligibility.genderDescription,
    minimumAge: detail.eligibility.minimumAge,
    maximumAge: detail.eligibility.maximumAge,
    interventions: interventionsWithDrugs(ctx.kb, detail),
    eligibilityCriteria: detail.eligibility.criteria,
  };
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
