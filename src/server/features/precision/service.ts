import type { FastifyRequest } from 'fastify';
import { seesIdentifiedPatients } from '../../../core/access';
import {
  biomarkersFromGenetics,
  cancersFromConditions,
  matchPrecision,
  resolveCancer,
  type CancerInput,
  type PrecisionKnowledge,
  type PrecisionMatchBody,
  type PrecisionMatchResponse,
} from '../../../core/precision';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../lib/audit';
import type { PatientPrivacy } from '../../lib/patient-privacy';
import { deidentifyCondition, deidentifyGenetic } from '../../lib/patient-deidentify';
import { loadPatient, patientAuditEntry } from '../../lib/patient-record';

export interface PrecisionContext {
  db: Db;
  precision: PrecisionKnowledge;
  privacy: PatientPrivacy;
}

/** `POST /api/precision/match`: pure, no patient data, nothing stored. */
export function matchRequest(
  ctx: PrecisionContext,
  body: PrecisionMatchBody,
): PrecisionMatchResponse {
  return matchPrecision(ctx.precision, body);
}

/**
 * `GET /api/patients/:id/precision`: the same answer from the record. The cancer is the first of
 * the patient's conditions (active malignancies first) that reads as a known cancer type; the
 * biomarkers are the tumour findings (pertinent negatives kept as negatives). Researchers and
 * students get it computed from the de-identified record, so free text that could identify
 * (a condition name or an alteration that does not read as one) never reaches them. Audited.
 */
export async function patientPrecision(
  ctx: PrecisionContext,
  request: FastifyRequest,
  patientId: string,
): Promise<PrecisionMatchResponse> {
  const user = request.authUser!;
  const identified = seesIdentifiedPatients(user.role);
  const { patient, lists } = await loadPatient(ctx.db, user, patientId, { notes: false });
  const shift = identified ? 0 : ctx.privacy.shiftDays(patient.id);
  const genetics = identified
    ? lists.genetics
    : lists.genetics.map((g) => deidentifyGenetic(g, shift));
  const conditions = identified
    ? lists.conditions
    : lists.conditions.map((c) => {
        const d = deidentifyCondition(c, shift);
        return { ...d, name: d.name ?? '' };
      });
  const candidates = cancersFromConditions(conditions);
  const cancer: CancerInput =
    candidates.find((c) => resolveCancer(c, ctx.precision.cancers)) ?? candidates[0] ?? {};
  const answer = matchPrecision(ctx.precision, {
    cancer,
    biomarkers: biomarkersFromGenetics(genetics),
  });
  await writeAudit(
    ctx.db,
    patientAuditEntry(request, 'patient.precision.read', patientId, {
      view: identified ? 'identified' : 'deidentified',
      therapies: answer.therapies.length,
      unmatched: answer.unmatched.length,
    }),
  );
  return answer;
}
