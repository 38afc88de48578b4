import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canEditPatientSection, roleProfile, seesIdentifiedPatients } from '../../../core/access';
import type { AppliedPolicy } from '../../../core/alert-policy';
import { ALERT_SEVERITIES, type AlertFinding, type AlertSeverity } from '../../../core/alerts';
import { DomainError } from '../../../core/errors';
import { redactTerms, shiftDatesInText } from '../../../core/patients';
import {
  buildRecommendations,
  type Recommendation,
  type RecommendationResult,
} from '../../../core/recommendations';
import {
  narrativeFacts,
  questionFacts,
  scrubForPrompt,
  type Fact,
} from '../../../core/recommendations/facts';
import {
  checkAnswer,
  narrativeMessages,
  questionMessages,
  type ChatMessage,
} from '../../../core/recommendations/grounding';
import type { Db } from '../../../db/client';
import {
  alertAcknowledgements,
  patientAlerts,
  recommendationAcceptances,
  users,
} from '../../../db/schema';
import type { AlertEvaluator } from '../../lib/alert-evaluator';
import { policedFindings } from '../../lib/alert-policy-store';
import { writeAudit } from '../../lib/audit';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import { orderedId } from '../../lib/ordered-id';
import { withheldTerms } from '../../lib/patient-deidentify';
import type { PatientPrivacy } from '../../lib/patient-privacy';
import {
  loadPatient,
  patientAuditEntry,
  toClinicalRecord,
  type PatientLists,
  type PatientRow,
} from '../../lib/patient-record';
import { LanguageModelError, type LanguageModel } from './llm';
import type { RecommendationView } from './schemas';

/*
 * `/ai` for one patient (issue 15): recommendations computed on every read from the alert
 * engine's findings (core/recommendations), accepting one (its own table, audited), and the
 * optional language model's narrative and answers, shown only when they cite the facts sent.
 */

export interface AiContext {
  db: Db;
  kb: KnowledgeBase;
  privacy: PatientPrivacy;
  evaluate: AlertEvaluator;
  llm: LanguageModel | null;
  now: () => number;
}

/** A failure the routes answer with its own status and code (502, 503, 504). */
export class AiError extends Error {
  constructor(
    readonly status: 502 | 503 | 504,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AiError';
  }
}

const levelsOf = (request: FastifyRequest) =>
  roleProfile(request.authUser!.role).alertLevels as readonly AlertSeverity[];

/** Accepting starts a medication change, so it takes the right to change medications. */
export const canAccept = (request: FastifyRequest) =>
  canEditPatientSection(request.authUser!.role, 'medications');

interface Scrub {
  terms: string[];
  shiftDays: number;
}

function scrubFor(
  ctx: AiContext,
  request: FastifyRequest,
  patient: PatientRow,
  lists: PatientLists,
) {
  if (seesIdentifiedPatients(request.authUser!.role)) return null;
  return {
    terms: withheldTerms(patient, lists, ctx.kb),
    shiftDays: ctx.privacy.shiftDays(patient.id),
  };
}

const scrubText = (text: string, scrub: Scrub | null) =>
  scrub ? shiftDatesInText(redactTerms(text, scrub.terms), scrub.shiftDays) : text;

async function computeFor(
  ctx: AiContext,
  request: FastifyRequest,
  patientId: string,
  notes = false,
) {
  const { patient, lists } = await loadPatient(ctx.db, request.authUser!, patientId, { notes });
  const nowMs = ctx.now();
  const record = toClinicalRecord(patient, lists, nowMs);
  const evaluated = ctx.evaluate(record, { now: nowMs });
  // Graded as the caller's institution grades alerts (issue 22): a recommendation's severity is
  // the local severity of the alerts it resolves; each alert keeps the knowledge base's beside.
  const findings = await policedFindings(
    ctx.db,
    ctx.kb,
    request.authUser!.institutionId,
    evaluated.findings,
    nowMs,
  );
  const evaluation = { ...evaluated, findings };
  const policies = new Map(findings.flatMap((f) => (f.policy ? [[f.key, f.policy] as const] : [])));
  const result = buildRecommendations({
    record,
    alerts: findings,
    kb: ctx.kb.alerts,
    now: nowMs,
  });
  // The language model reads the engine's own rationale: the policy line names its approver.
  const promptAlerts = findings.map((f, i) =>
    f.policy ? { ...f, rationale: evaluated.findings[i]!.rationale } : f,
  );
  return { patient, lists, record, nowMs, evaluation, result, policies, promptAlerts };
}

/** Stored alert ids (and whether each is acknowledged) of the patient's current alerts, by key. */
async function storedAlerts(db: Db, patientId: string) {
  const rows = await db
    .select({
      id: patientAlerts.id,
      key: patientAlerts.findingKey,
      acknowledged: sql<boolean>`exists (select 1 from ${alertAcknowledgements} k where k.alert_id = ${patientAlerts.id} and k.status = 'confirmed')`,
    })
    .from(patientAlerts)
    .where(and(eq(patientAlerts.patientId, patientId), eq(patientAlerts.isCurrent, true)));
  return new Map(rows.map((r) => [r.key, { id: r.id, acknowledged: r.acknowledged === true }]));
}

function recommendationView(
  r: Recommendation,
  stored: Map<string, { id: string; acknowledged: boolean }>,
  accepted: RecommendationView['accepted'],
  scrub: Scrub | null,
  policies: ReadonlyMap<string, AppliedPolicy>,
): RecommendationView {
  const s = (t: string) => scrubText(t, scrub);
  return {
    ...r,
    action: s(r.action),
    drugs: r.drugs.map(s),
    detail: r.detail === null ? null : s(r.detail),
    reasoning: r.reasoning.map(s),
    caveats: r.caveats.map(s),
    resolves: r.resolves.map((x) => ({
      ...x,
      title: s(x.title),
      alertId: stored.get(x.key)?.id ?? null,
      acknowledged: stored.get(x.key)?.acknowledged ?? false,
      ...(policies.has(x.key) ? { localPolicy: policies.get(x.key)! } : {}),
    })),
    alternatives: r.alternatives.map((a) => ({
      ...a,
      detail: a.detail === null ? null : s(a.detail),
      newAlerts: a.newAlerts.map((n) => ({ ...n, title: s(n.title) })),
    })),
    accepted,
  };
}

export async function getRecommendations(
  ctx: AiContext,
  request: FastifyRequest,
  patientId: string,
) {
  const { patient, lists, evaluation, result, policies } = await computeFor(
    ctx,
    request,
    patientId,
  );
  const levels = levelsOf(request);
  const shown = result.recommendations.filter((r) => levels.includes(r.severity));
  const stored = await storedAlerts(ctx.db, patientId);
  const acceptances = await ctx.db
    .select({
      recommendationId: recommendationAcceptances.recommendationId,
      at: recommendationAcceptances.acceptedAt,
      role: recommendationAcceptances.userRole,
      changeKind: recommendationAcceptances.changeKind,
      userId: recommendationAcceptances.userId,
      first: users.firstName,
      last: users.lastName,
    })
    .from(recommendationAcceptances)
    .leftJoin(users, eq(users.id, recommendationAcceptances.userId))
    .where(eq(recommendationAcceptances.patientId, patientId));
  const acceptedById = new Map(
    acceptances.map((a) => [
      a.recommendationId,
      {
        at: a.at.toISOString(),
        by: a.userId
          ? { name: a.first ? `${a.first} ${a.last}` : 'deleted account', role: a.role }
          : null,
        changeKind: a.changeKind,
      },
    ]),
  );
  const scrub = scrubFor(ctx, request, patient, lists);
  await writeAudit(
    ctx.db,
    patientAuditEntry(request, 'patient.recommendations.read', patientId, {
      view: scrub ? 'deidentified' : 'identified',
      shown: shown.length,
      hidden: result.recommendations.length - shown.length,
    }),
  );
  return {
    recommendations: shown.map((r) =>
      recommendationView(r, stored, acceptedById.get(r.id) ?? null, scrub, policies),
    ),
    unresolved: result.unresolved
      .filter((u) => levels.includes(u.severity))
      .map((u) => ({
        ...u,
        title: scrubText(u.title, scrub),
        ...(policies.has(u.key) ? { localPolicy: policies.get(u.key)! } : {}),
      })),
    limitations: evaluation.limitations.map((l) => scrubText(l, scrub)),
    hiddenLevels: ALERT_SEVERITIES.filter((s) => !levels.includes(s)),
    hiddenCount: result.recommendations.length - shown.length,
    canAccept: canAccept(request),
    languageModel: { configured: ctx.llm !== null, model: ctx.llm?.model ?? null },
  };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Records that the caller accepted a recommendation for the patient, with the alerts it resolves.
 * The recommendation is recomputed: one that no longer applies is a 409, so nobody accepts advice
 * the record has moved past. The change itself (a medication stop, a new dose level) goes through
 * its own endpoint and page, with their own permission checks and audit rows.
 */
export async function acceptRecommendation(
  ctx: AiContext,
  request: FastifyRequest,
  patientId: string,
  input: { recommendationId: string; comment?: string | undefined },
) {
  const user = request.authUser!;
  if (!canAccept(request)) {
    throw new DomainError(
      'forbidden',
      'Only roles that may change medications (oncologist, pharmacist) accept recommendations',
    );
  }
  const { result } = await computeFor(ctx, request, patientId);
  const rec = result.recommendations.find((r) => r.id === input.recommendationId);
  if (!rec || !levelsOf(request).includes(rec.severity)) {
    throw new DomainError('conflict', 'This recommendation no longer applies to the patient');
  }
  const stored = await storedAlerts(ctx.db, patientId);
  const alertKeys = rec.resolves.map((r) => r.key);
  const alertIds = alertKeys.flatMap((k) => (stored.get(k) ? [stored.get(k)!.id] : []));
  const changeKind: 'dose-level' | 'stop-medication' | 'none' = rec.change?.kind ?? 'none';
  const id = orderedId();
  const acceptedAt = new Date(ctx.now());
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(recommendationAcceptances).values({
        id,
        institutionId: user.institutionId,
        patientId,
        recommendationId: rec.id,
        action: rec.action,
        alertKeys,
        alertIds,
        changeKind,
        comment: input.comment || null,
        userId: user.id,
        userRole: user.role,
        acceptedAt,
      });
      await writeAudit(
        tx,
        patientAuditEntry(request, 'patient.recommendation.accept', patientId, {
          recommendationId: rec.id,
          type: rec.type,
          alertKeys,
          changeKind,
        }),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DomainError(
        'conflict',
        'This recommendation has already been accepted for this patient',
      );
    }
    throw error;
  }
  return {
    id,
    recommendationId: rec.id,
    acceptedAt: acceptedAt.toISOString(),
    alertKeys,
    alertIds,
    changeKind,
  };
}

// ---------------------------------------------------------------------------------------------
// The language model

function requireModel(ctx: AiContext): LanguageModel {
  if (!ctx.llm) {
    throw new AiError(
      503,
      'llm_not_configured',
      'No language model is configured (LLM_BASE_URL, LLM_MODEL and LLM_API_KEY); the recommendations are complete without it.',
    );
  }
  return ctx.llm;
}

const REJECTED: Record<'empty' | 'no-citation' | 'unknown-citation', string> = {
  empty: 'The language model returned an empty answer, so nothing is shown.',
  'no-citation':
    'The language model answered without citing any of the records it was given, so the answer is not shown.',
  'unknown-citation': 'The language model cited records it was not given',
};

/** Runs the model on scrubbed facts; audits the attempt whatever happens. */
async function generate(
  ctx: AiContext,
  request: FastifyRequest,
  patientId: string,
  action: string,
  facts: Fact[],
  messages: (facts: Fact[]) => ChatMessage[],
  drugIds: string[],
) {
  const llm = requireModel(ctx);
  const given = new Set(facts.map((f) => f.id));
  let outcome = 'error';
  try {
    let answer: string;
    try {
      answer = await llm.complete(messages(facts));
    } catch (error) {
      if (error instanceof LanguageModelError) {
        outcome = error.kind;
        throw new AiError(
          error.kind === 'timeout' ? 504 : 502,
          error.kind === 'timeout' ? 'llm_timeout' : 'llm_unavailable',
          error.message,
        );
      }
      throw error;
    }
    const checked = checkAnswer(answer, given);
    if (!checked.ok) {
      outcome = `rejected:${checked.reason}`;
      const message =
        checked.reason === 'unknown-citation'
          ? `${REJECTED[checked.reason]} (${checked.unknown.slice(0, 5).join(', ')}), so the answer is not shown.`
          : REJECTED[checked.reason];
      throw new AiError(502, 'llm_answer_rejected', message);
    }
    outcome = 'shown';
    const cited = new Set(checked.cited);
    return {
      generated: true as const,
      model: llm.model,
      sentences: checked.sentences,
      facts: facts.filter((f) => cited.has(f.id)),
      factCount: facts.length,
      drugIds,
    };
  } finally {
    await writeAudit(
      ctx.db,
      patientAuditEntry(request, action, patientId, {
        model: llm.model,
        facts: facts.length,
        outcome,
      }),
    );
  }
}

function scrubFacts(facts: Fact[], terms: readonly string[]): Fact[] {
  return facts.map((f) => ({
    ...f,
    title: scrubForPrompt(f.title, terms),
    text: scrubForPrompt(f.text, terms),
  }));
}

/** Only what the caller's role is shown goes into the prompt. */
function visible(
  request: FastifyRequest,
  alerts: readonly AlertFinding[],
  result: RecommendationResult,
) {
  const levels = levelsOf(request);
  return {
    alerts: alerts.filter((a) => levels.includes(a.severity)),
    recommendations: result.recommendations.filter((r) => levels.includes(r.severity)),
  };
}

export async function narrative(ctx: AiContext, request: FastifyRequest, patientId: string) {
  // The patient first: another institution's patient is a 404 whether or not a model is set.
  const { patient, lists, record, nowMs, promptAlerts, result } = await computeFor(
    ctx,
    request,
    patientId,
    true,
  );
  const terms = withheldTerms(patient, lists, ctx.kb);
  const { alerts, recommendations } = visible(request, promptAlerts, result);
  const facts = scrubFacts(
    narrativeFacts({ record, kb: ctx.kb.alerts, alerts, recommendations, now: nowMs }),
    terms,
  );
  return generate(ctx, request, patientId, 'patient.ai.narrative', facts, narrativeMessages, []);
}

export async function answerQuestion(
  ctx: AiContext,
  request: FastifyRequest,
  patientId: string,
  question: string,
) {
  // The patient first: another institution's patient is a 404 whether or not a model is set.
  const { patient, lists, record, nowMs, promptAlerts, result } = await computeFor(
    ctx,
    request,
    patientId,
    true,
  );
  const terms = withheldTerms(patient, lists, ctx.kb);
  const { alerts, recommendations } = visible(request, promptAlerts, result);
  const retrieval = questionFacts({
    question,
    record,
    kb: ctx.kb.alerts,
    alerts,
    recommendations,
    now: nowMs,
  });
  const facts = scrubFacts(retrieval.facts, terms);
  const asked = scrubForPrompt(question, terms);
  return generate(
    ctx,
    request,
    patientId,
    'patient.ai.question',
    facts,
    (f) => questionMessages(f, asked),
    retrieval.drugIds,
  );
}

export function languageModelStatus(ctx: AiContext) {
  return { languageModel: { configured: ctx.llm !== null, model: ctx.llm?.model ?? null } };
}
