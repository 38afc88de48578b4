import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  buildCards,
  CDS_SERVICES,
  detectedIssueActions,
  PREFETCH_LABELS,
  overrideReasonCode,
  type CdsAction,
  type CdsCard,
  type CdsServiceDefinition,
  type CdsServiceRequest,
  type FeedbackEntry,
  type FhirResourceJson,
  type LimitationInput,
  type PrefetchKey,
} from '../../../core/cds-hooks';
import { DomainError } from '../../../core/errors';
import type { Db } from '../../../db/client';
import { cdsHooksCards, cdsHooksFeedback } from '../../../db/schema';
import type { AlertEvaluator } from '../../lib/alert-evaluator';
import { policedFindings } from '../../lib/alert-policy-store';
import { writeAudit } from '../../lib/audit';
import { recordEvents } from '../../lib/events';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import { orderedId } from '../../lib/ordered-id';
import { gatherFhirData, MAX_PAGES, type GatheredFhirData } from './fhir-data';
import { recordFromFhir } from './record';
import type { CdsCaller } from './security';

export interface CdsHooksContext {
  db: Db;
  kb: KnowledgeBase;
  evaluate: AlertEvaluator;
  now: () => number;
  /** The public origin (no trailing slash): links in cards and the JWT audience. */
  publicUrl: string;
  smartLaunchUrl: string | null;
  /** Origins a client's `fhirServer` may have (FHIR_BASE_URL and FHIR_ALLOWED_URLS). */
  fhirOrigins: readonly string[];
  fetchImpl?: typeof fetch;
}

/** The discovery document: every service with its hook, description and prefetch templates. */
export function discovery() {
  return {
    services: CDS_SERVICES.map((s) => ({
      hook: s.hook,
      title: s.title,
      description: s.description,
      id: s.id,
      prefetch: s.prefetch,
    })),
  };
}

const invalid = (path: string, message: string) =>
  new DomainError('validation', `Invalid request: ${path}: ${message}`, [{ path, message }]);

/** The draft MedicationRequests of an order hook's context (other order types are not ours). */
function draftMedicationRequests(request: CdsServiceRequest): FhirResourceJson[] {
  const bundle = request.context.draftOrders;
  return (bundle?.entry ?? []).flatMap((e) =>
    e.resource?.resourceType === 'MedicationRequest' ? [e.resource] : [],
  );
}

function whatCouldNotBeRead(unreadable: readonly string[]): LimitationInput[] {
  if (unreadable.length === 0) return [];
  const shown = unreadable.slice(0, 10);
  const more = unreadable.length - shown.length;
  return [
    {
      kind: 'fhir-unreadable',
      text: `Some of the EHR’s data could not be read, so the checks ran without it: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`,
      concernsAll: true,
    },
  ];
}

/**
 * A partial answer says what it lacks: each key the FHIR server did not give (and why), and
 * each search cut off after MAX_PAGES pages. Both concern every order, so the could-not-check
 * card always carries them.
 */
export function whatCouldNotBeFetched(
  data: Pick<GatheredFhirData, 'failed' | 'truncated'>,
): LimitationInput[] {
  const out: LimitationInput[] = [];
  if (data.failed.length > 0) {
    const list = data.failed.map((f) => `${PREFETCH_LABELS[f.key]} (${f.reason})`).join('; ');
    out.push({
      kind: 'fhir-unfetched',
      text: `Not fetched from the EHR’s FHIR server, so the checks ran without: ${list}.`,
      concernsAll: true,
    });
  }
  if (data.truncated.length > 0) {
    const list = data.truncated.map((k) => PREFETCH_LABELS[k]).join(', ');
    out.push({
      kind: 'fhir-truncated',
      text: `Only the first ${MAX_PAGES} pages were read from the EHR’s FHIR server for: ${list}; older entries were not checked.`,
      concernsAll: true,
    });
  }
  return out;
}

/**
 * One service call: the FHIR data (prefetch or fhirServer), the record with the draft orders, the
 * alert engine, the cards. The cards issued are stored (for feedback) and counted (`cds.card`)
 * with an audit row, in one transaction, before the answer leaves.
 */
export async function callService(
  ctx: CdsHooksContext,
  service: CdsServiceDefinition,
  request: CdsServiceRequest,
  caller: CdsCaller,
  meta: { requestId: string; ip: string },
): Promise<{ cards: CdsCard[]; systemActions?: CdsAction[] }> {
  if (request.hook !== service.hook) {
    throw invalid(
      'body.hook',
      `${service.id} answers the ${service.hook} hook, not ${request.hook}`,
    );
  }
  const isOrderHook = service.hook !== 'patient-view';
  if (isOrderHook && !request.context.draftOrders) {
    throw invalid('body.context.draftOrders', `is required for ${service.hook}`);
  }
  const nowMs = ctx.now();
  const data = await gatherFhirData(service, request, {
    mayFetch: caller.client !== null,
    allowedOrigins: ctx.fhirOrigins,
    ...(ctx.fetchImpl ? { fetchImpl: ctx.fetchImpl } : {}),
  });
  const resources = (Object.keys(data.resources) as PrefetchKey[]).flatMap(
    (k) => data.resources[k] ?? [],
  );
  const unique = dedupeResources(resources);
  const drafts = isOrderHook ? draftMedicationRequests(request) : [];
  const built = recordFromFhir(unique, drafts, ctx.kb, nowMs);
  const evaluation = ctx.evaluate(built.record, { now: nowMs });
  // Graded as the client's institution grades alerts (issue 22 alert policy); none: the KB's.
  const findings = await policedFindings(
    ctx.db,
    ctx.kb,
    caller.client?.institutionId ?? null,
    evaluation.findings,
    nowMs,
  );
  const limitations: LimitationInput[] = [
    ...(evaluation.limitationDetails ?? evaluation.limitations.map((text) => ({ text }))),
    ...whatCouldNotBeRead(built.unreadable),
    ...whatCouldNotBeFetched(data),
  ];
  const failedKeys = new Set(data.failed.map((f) => f.key));
  const cards = buildCards({
    hook: service.hook,
    findings,
    limitations,
    drafts: built.drafts,
    ...(service.hook === 'order-select' && request.context.selections?.length
      ? { selections: request.context.selections }
      : {}),
    // Keys that failed are named with their reason above, not as "not sent by the EHR".
    notProvided: data.notProvided.filter((k) => !failedKeys.has(k)),
    record: built.record,
    knowledge: ctx.kb.alerts,
    publicUrl: ctx.publicUrl,
    smartLaunchUrl: ctx.smartLaunchUrl,
    newId: randomUUID,
  });

  const institutionId = caller.client?.institutionId ?? null;
  const clientIss = caller.client?.iss ?? null;
  await ctx.db.transaction(async (tx) => {
    if (cards.length > 0) {
      await tx.insert(cdsHooksCards).values(
        cards.map((c) => ({
          id: c.card.uuid,
          serviceId: service.id,
          clientIss,
          institutionId,
          indicator: c.card.indicator,
          kind: c.origin.kind,
          findingKey: c.origin.findingKey,
          issuedAt: new Date(nowMs),
        })),
      );
    }
    await recordEvents(
      tx,
      cards.map((c) => ({
        type: 'cds.card' as const,
        properties: { serviceId: service.id, indicator: c.card.indicator },
      })),
      { institutionId, at: nowMs },
    );
    const byIndicator = { critical: 0, warning: 0, info: 0 };
    for (const c of cards) byIndicator[c.card.indicator] += 1;
    await writeAudit(tx, {
      actorId: null,
      institutionId,
      action: 'cds.service.call',
      entityType: 'cds-service',
      entityId: service.id,
      details: {
        clientIss,
        hook: service.hook,
        drafts: built.drafts.length,
        cards: byIndicator,
        fetchedFromFhirServer: data.fetched,
        notFetched: data.failed.map((f) => f.key),
        notProvided: data.notProvided,
      },
      requestId: meta.requestId,
      ip: meta.ip,
    });
  });
  const systemActions = detectedIssueActions({
    hook: service.hook,
    cards,
    findings: evaluation.findings,
    drafts: built.drafts,
    patientId: request.context.patientId,
    nowIso: new Date(nowMs).toISOString(),
  });
  return {
    cards: cards.map((c) => c.card),
    ...(systemActions.length > 0 ? { systemActions } : {}),
  };
}

/** The same resource sent under two keys (a genomics result is also a laboratory one) counts once. */
function dedupeResources(resources: readonly FhirResourceJson[]): FhirResourceJson[] {
  const seen = new Set<string>();
  return resources.filter((r) => {
    if (typeof r.id !== 'string') return true;
    const key = `${r.resourceType}/${r.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * `POST /cds-services/{id}/feedback`: each entry names a card this service issued to this client
 * (another client's card, or one never issued, is a 404 for the whole call: nothing is stored),
 * and is stored and counted (`cds.feedback`) in one transaction.
 */
export async function recordFeedback(
  ctx: CdsHooksContext,
  service: CdsServiceDefinition,
  entries: readonly FeedbackEntry[],
  caller: CdsCaller,
  meta: { requestId: string; ip: string },
): Promise<{ stored: number }> {
  const nowMs = ctx.now();
  const clientIss = caller.client?.iss ?? null;
  const institutionId = caller.client?.institutionId ?? null;
  const ids = [...new Set(entries.map((e) => e.card))];
  const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const known = ids.filter((id) => uuidLike.test(id));
  const rows =
    known.length > 0
      ? await ctx.db
          .select({ id: cdsHooksCards.id, clientIss: cdsHooksCards.clientIss })
          .from(cdsHooksCards)
          .where(and(inArray(cdsHooksCards.id, known), eq(cdsHooksCards.serviceId, service.id)))
      : [];
  const issued = new Map(rows.map((r) => [r.id, r]));
  entries.forEach((e, i) => {
    const card = issued.get(e.card.toLowerCase()) ?? issued.get(e.card);
    // A verified client sees only its own cards; in sandbox mode, any card of the service.
    if (!card || (clientIss !== null && card.clientIss !== clientIss)) {
      throw new DomainError(
        'not_found',
        `feedback[${i}].card: no card ${e.card} was issued by ${service.id}`,
        [{ path: `body.feedback.${i}.card`, message: 'no such card was issued by this service' }],
      );
    }
  });

  await ctx.db.transaction(async (tx) => {
    await tx.insert(cdsHooksFeedback).values(
      entries.map((e) => ({
        id: orderedId(nowMs),
        cardId: (issued.get(e.card.toLowerCase()) ?? issued.get(e.card))!.id,
        serviceId: service.id,
        clientIss,
        institutionId,
        outcome: e.outcome,
        acceptedSuggestions: (e.acceptedSuggestions ?? []).map((s) => s.id),
        overrideReasonSystem: e.overrideReason?.reason?.system ?? null,
        overrideReasonCode: e.overrideReason?.reason?.code ?? null,
        userComment: e.overrideReason?.userComment ?? null,
        outcomeAt: new Date(e.outcomeTimestamp),
        receivedAt: new Date(nowMs),
      })),
    );
    await recordEvents(
      tx,
      entries.map((e) => {
        const reason =
          e.outcome === 'overridden' ? overrideReasonCode(e.overrideReason?.reason) : undefined;
        return {
          type: 'cds.feedback' as const,
          properties: {
            serviceId: service.id,
            outcome: e.outcome,
            ...(reason ? { overrideReason: reason } : {}),
          },
        };
      }),
      { institutionId, at: nowMs },
    );
    await writeAudit(tx, {
      actorId: null,
      institutionId,
      action: 'cds.feedback',
      entityType: 'cds-service',
      entityId: service.id,
      details: { clientIss, entries: entries.length },
      requestId: meta.requestId,
      ip: meta.ip,
    });
  });
  return { stored: entries.length };
}
