import { createHash, randomBytes } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { hasPermission, seesIdentifiedPatients, term, type Role } from '../../../core/access';
import { DomainError } from '../../../core/errors';
import {
  ageInYears,
  redactTerms,
  reportedAge,
  shiftDatesInText,
  shiftTimestamp,
} from '../../../core/patients';
import { describeFinding, findPhi } from '../../../core/privacy/phi-scrubber';
import type { Db, Tx } from '../../../db/client';
import {
  caseComments,
  caseMentions,
  caseThreads,
  collaborationNotifications,
  collaborationStreamTickets,
  patients,
  users,
  type NotificationKind,
} from '../../../db/schema';
import { writeAudit, writeAuditRows } from '../../lib/audit';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import type { Mailer } from '../../lib/mailer';
import { orderedId } from '../../lib/ordered-id';
import { deidentifyCondition, withheldTerms } from '../../lib/patient-deidentify';
import type { PatientPrivacy } from '../../lib/patient-privacy';
import {
  findPatient,
  loadPatient,
  loadPatientLists,
  patientAuditEntry,
  type PatientLists,
  type PatientRow,
} from '../../lib/patient-record';
import type { AuthUser } from '../../plugins/auth';
import type { CollaborationBus, NewEvent, StreamEvent } from './bus';
import { sessionIsLive, type StreamUser } from './streams';

/*
 * Case discussions (issue 15): a thread on one patient of the caller's institution, its comments,
 * @mentions of colleagues of the same institution, resolve and reopen. Another institution's
 * thread or patient is a 404. Every read and write of a patient's thread leaves an audit row.
 *
 * Researchers and students see the patient as a de-identified case header. Free text that a
 * clinician (a role that sees the identified patient) wrote about the patient is withheld from
 * them by default (issue 21): a comment or title reaches them only as the de-identified version
 * its author shared, which the PHI scrubber (core/privacy) must find no identifier in. Text
 * written by a researcher or student, who never saw the identifiers, is shown with every
 * identifier and free text the patient's de-identified record withholds redacted and every date
 * moved by the patient's shift, exactly as alert texts are (lib/patient-deidentify). Comment times
 * move by the same shift.
 */

export interface CollaborationContext {
  db: Db;
  kb: KnowledgeBase;
  privacy: PatientPrivacy;
  bus: CollaborationBus;
  now: () => number;
  mailer: Mailer | null;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export const THREAD_PAGE_SIZE = 25;
const TICKET_TTL_MS = 30_000;

interface Scrub {
  terms: string[];
  /** The patient's names and MRN: redacted again from a shared version, in case they changed since. */
  identity: string[];
  shiftDays: number;
}

type Person = { id: string; name: string; role: string } | null;

const fullName = (first: string | null, last: string | null) =>
  first === null ? 'deleted account' : `${first} ${last ?? ''}`.trim();

function person(id: string | null, first: string | null, last: string | null, role: string | null) {
  return id ? { id, name: fullName(first, last), role: role ?? 'unknown' } : null;
}

/** Ways a clinician may write a birth date in a comment, besides ISO (shifted, then redacted). */
function birthDateSpellings(dob: string): string[] {
  const [y, m, d] = dob.split('-');
  if (!y || !m || !d) return [dob];
  const dd = String(Number(d));
  const mm = String(Number(m));
  return [
    dob,
    `${d}/${m}/${y}`,
    `${m}/${d}/${y}`,
    `${d}.${m}.${y}`,
    `${dd}/${mm}/${y}`,
    `${mm}/${dd}/${y}`,
  ];
}

function scrubOf(ctx: CollaborationContext, patient: PatientRow, lists: PatientLists): Scrub {
  return {
    terms: [...withheldTerms(patient, lists, ctx.kb), ...birthDateSpellings(patient.dateOfBirth)],
    identity: identityTerms(patient),
    shiftDays: ctx.privacy.shiftDays(patient.id),
  };
}

function identityTerms(patient: PatientRow): string[] {
  return [
    patient.firstName,
    patient.lastName,
    patient.mrn,
    ...birthDateSpellings(patient.dateOfBirth),
  ];
}

/**
 * Refuses a de-identified version in which the PHI scrubber still finds an identifier: a 400
 * naming the field, with one message per finding saying what and where (issue 21).
 */
function assertDeidentified(patient: PatientRow, text: string, path: string): void {
  const findings = findPhi(text, {
    names: [patient.firstName, patient.lastName],
    identifiers: identityTerms(patient),
  });
  if (findings.length === 0) return;
  const details = findings.map((f) => ({ path, message: describeFinding(f) }));
  throw new DomainError(
    'validation',
    `Invalid request: ${path} still holds ${findings.length === 1 ? 'an identifier' : `${findings.length} identifiers`}: ${details.map((d) => d.message).join('; ')}`,
    details,
  );
}

/** The scrubber's findings in a draft, for the composer to show where (no write, no audit of text). */
export async function checkDeidentified(
  ctx: CollaborationContext,
  request: FastifyRequest,
  input: { patientId: string; text: string },
) {
  const user = requireMember(request.authUser);
  // A de-identified role could probe a patient's name through the findings: clinicians only.
  if (!seesIdentifiedPatients(user.role)) {
    throw new DomainError(
      'forbidden',
      'Only a role that sees identified patients shares de-identified versions',
    );
  }
  const patient = await findPatient(ctx.db, user, input.patientId);
  const findings = findPhi(input.text, {
    names: [patient.firstName, patient.lastName],
    identifiers: identityTerms(patient),
  });
  await writeAudit(
    ctx.db,
    patientAuditEntry(request, 'collaboration.deidentify.check', patient.id, {
      findings: findings.length,
    }),
  );
  return {
    findings: findings.map((f) => ({ ...f, message: describeFinding(f) })),
    shareable: findings.length === 0,
  };
}

const scrubText = (text: string, scrub: Scrub | null) =>
  scrub ? shiftDatesInText(redactTerms(text, scrub.terms), scrub.shiftDays) : text;

export const COMMENT_WITHHELD = 'comment withheld: free text about an identified patient';
export const TITLE_WITHHELD = 'title withheld: free text about an identified patient';

/** Whether the author of a text saw the identified patient (a deleted account counts as yes). */
const wroteIdentified = (authorRole: string | null) =>
  authorRole === null || seesIdentifiedPatients(authorRole as Role);

/**
 * What a viewer reads of a title or comment: everything for a clinician; for a de-identified
 * role, the shared de-identified version, or text by another de-identified author (scrubbed), or
 * the withheld notice.
 */
function freeTextFor(
  original: string,
  shared: string | null,
  authorRole: string | null,
  scrub: Scrub | null,
  withheldNotice: string,
): { text: string; withheld: boolean } {
  if (!scrub) return { text: original, withheld: false };
  if (!wroteIdentified(authorRole)) return { text: scrubText(original, scrub), withheld: false };
  if (shared !== null) return { text: redactTerms(shared, scrub.identity), withheld: false };
  return { text: withheldNotice, withheld: true };
}

const scrubTime = (date: Date | null, scrub: Scrub | null) =>
  date === null
    ? null
    : scrub
      ? shiftTimestamp(date.toISOString(), scrub.shiftDays)
      : date.toISOString();

function patientLabel(
  ctx: CollaborationContext,
  role: Role,
  p: Pick<PatientRow, 'id' | 'firstName' | 'lastName'>,
) {
  return seesIdentifiedPatients(role)
    ? `${p.lastName}, ${p.firstName}`
    : `${term(role, 'patient')} ${ctx.privacy.pseudonym(p.id)}`;
}

function caseHeader(
  ctx: CollaborationContext,
  role: Role,
  patient: PatientRow,
  lists: PatientLists,
) {
  const identified = seesIdentifiedPatients(role);
  const age = ageInYears(patient.dateOfBirth, ctx.now());
  return {
    id: patient.id,
    label: patientLabel(ctx, role, patient),
    identified,
    sex: patient.sex,
    ageYears: identified ? age : reportedAge(age),
    conditions: lists.conditions
      .filter((c) => c.status === 'active')
      .map((c) => (identified ? c : deidentifyCondition(c, 0)))
      .map((c) => ({ name: c.name, icd10: c.icd10 })),
  };
}

function requireMember(user: AuthUser | null): AuthUser {
  if (!user) throw new DomainError('unauthorized', 'Sign in required');
  return user;
}

// ---------------------------------------------------------------------------------------------
// Reading threads

async function findThread(db: Db | Tx, user: AuthUser, threadId: string, forUpdate = false) {
  const query = db
    .select()
    .from(caseThreads)
    .where(and(eq(caseThreads.id, threadId), eq(caseThreads.institutionId, user.institutionId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new DomainError('not_found', 'Discussion not found');
  return row;
}

type ThreadRow = typeof caseThreads.$inferSelect;

const canResolve = (user: AuthUser, thread: ThreadRow) =>
  thread.openedBy === user.id || hasPermission(user.role, 'canViewFullPatientData');

async function commentsOf(db: Db, threadId: string) {
  const rows = await db
    .select({
      id: caseComments.id,
      body: caseComments.body,
      sharedBody: caseComments.sharedBody,
      createdAt: caseComments.createdAt,
      authorId: caseComments.authorId,
      first: users.firstName,
      last: users.lastName,
      role: users.role,
    })
    .from(caseComments)
    .leftJoin(users, eq(users.id, caseComments.authorId))
    .where(eq(caseComments.threadId, threadId))
    .orderBy(asc(caseComments.createdAt), asc(caseComments.id));
  const mentioned = await db
    .select({
      commentId: caseMentions.commentId,
      id: users.id,
      first: users.firstName,
      last: users.lastName,
    })
    .from(caseMentions)
    .innerJoin(users, eq(users.id, caseMentions.userId))
    .where(eq(caseMentions.threadId, threadId));
  return rows.map((r) => ({
    ...r,
    mentions: mentioned
      .filter((m) => m.commentId === r.id)
      .map((m) => ({ id: m.id, name: fullName(m.first, m.last) })),
  }));
}

type CommentRow = Awaited<ReturnType<typeof commentsOf>>[number];

function commentView(threadId: string, c: CommentRow, scrub: Scrub | null) {
  const body = freeTextFor(c.body, c.sharedBody, c.role, scrub, COMMENT_WITHHELD);
  return {
    id: c.id,
    threadId,
    author: person(c.authorId, c.first, c.last, c.role),
    body: body.text,
    withheld: body.withheld,
    /** What researchers and students read of it; only clinicians are told. */
    sharedBody: scrub ? null : c.sharedBody,
    createdAt: scrubTime(c.createdAt, scrub)!,
    mentions: c.mentions,
  };
}

async function peopleById(db: Db, ids: Array<string | null>) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, Person>();
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, role: users.role })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, person(r.id, r.first, r.last, r.role)]));
}

async function threadView(ctx: CollaborationContext, user: AuthUser, thread: ThreadRow) {
  const { patient, lists } = await loadPatient(ctx.db, user, thread.patientId);
  const scrub = seesIdentifiedPatients(user.role) ? null : scrubOf(ctx, patient, lists);
  const comments = await commentsOf(ctx.db, thread.id);
  const people = await peopleById(ctx.db, [thread.openedBy, thread.resolvedBy]);
  const openerRole = thread.openedBy ? (people.get(thread.openedBy)?.role ?? null) : null;
  const title = freeTextFor(thread.title, thread.sharedTitle, openerRole, scrub, TITLE_WITHHELD);
  return {
    id: thread.id,
    title: title.text,
    titleWithheld: title.withheld,
    sharedTitle: scrub ? null : thread.sharedTitle,
    status: thread.status,
    patient: caseHeader(ctx, user.role, patient, lists),
    openedBy: thread.openedBy ? (people.get(thread.openedBy) ?? null) : null,
    resolvedBy: thread.resolvedBy ? (people.get(thread.resolvedBy) ?? null) : null,
    resolvedAt: scrubTime(thread.resolvedAt, scrub),
    createdAt: scrubTime(thread.createdAt, scrub)!,
    lastActivityAt: scrubTime(thread.lastActivityAt, scrub)!,
    comments: comments.map((c) => commentView(thread.id, c, scrub)),
    canResolve: canResolve(user, thread),
    deidentified: scrub !== null,
  };
}

/** One discussion with every comment; opening it marks the caller's notifications of it read. */
export async function getThread(ctx: CollaborationContext, request: FastifyRequest, id: string) {
  const user = requireMember(request.authUser);
  const thread = await findThread(ctx.db, user, id);
  const view = await threadView(ctx, user, thread);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(collaborationNotifications)
      .set({ readAt: new Date(ctx.now()) })
      .where(
        and(
          eq(collaborationNotifications.userId, user.id),
          eq(collaborationNotifications.threadId, thread.id),
          isNull(collaborationNotifications.readAt),
        ),
      );
    await writeAudit(
      tx,
      patientAuditEntry(request, 'collaboration.thread.read', thread.patientId, {
        threadId: thread.id,
        comments: view.comments.length,
        view: view.deidentified ? 'deidentified' : 'identified',
      }),
    );
  });
  return view;
}

export async function listThreads(
  ctx: CollaborationContext,
  request: FastifyRequest,
  query: {
    status: 'open' | 'resolved' | 'all';
    filter: 'all' | 'mine' | 'mentions';
    patientId?: string | undefined;
    page: number;
  },
) {
  const user = requireMember(request.authUser);
  const opener = users;
  const took_part = exists(
    ctx.db
      .select({ one: sql`1` })
      .from(caseComments)
      .where(and(eq(caseComments.threadId, caseThreads.id), eq(caseComments.authorId, user.id))),
  );
  const mentioned = exists(
    ctx.db
      .select({ one: sql`1` })
      .from(caseMentions)
      .where(and(eq(caseMentions.threadId, caseThreads.id), eq(caseMentions.userId, user.id))),
  );
  const where = and(
    eq(caseThreads.institutionId, user.institutionId),
    query.status === 'all' ? undefined : eq(caseThreads.status, query.status),
    query.patientId ? eq(caseThreads.patientId, query.patientId) : undefined,
    query.filter === 'mine' ? or(eq(caseThreads.openedBy, user.id), took_part) : undefined,
    query.filter === 'mentions' ? mentioned : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(caseThreads).where(where);
  const rows = await ctx.db
    .select({
      thread: caseThreads,
      patient: patients,
      openerFirst: opener.firstName,
      openerLast: opener.lastName,
      openerRole: opener.role,
      commentCount: sql<number>`(select count(*)::int from ${caseComments} c where c.thread_id = ${caseThreads.id})`,
      mentionsMe: sql<boolean>`exists (select 1 from ${caseMentions} m where m.thread_id = ${caseThreads.id} and m.user_id = ${user.id})`,
      unread: sql<number>`(select count(*)::int from ${collaborationNotifications} n where n.thread_id = ${caseThreads.id} and n.user_id = ${user.id} and n.read_at is null)`,
    })
    .from(caseThreads)
    .innerJoin(patients, eq(patients.id, caseThreads.patientId))
    .leftJoin(opener, eq(opener.id, caseThreads.openedBy))
    .where(where)
    .orderBy(desc(caseThreads.lastActivityAt), desc(caseThreads.id))
    .limit(THREAD_PAGE_SIZE)
    .offset((query.page - 1) * THREAD_PAGE_SIZE);

  const scrubs = await scrubsFor(
    ctx,
    user.role,
    rows.map((r) => r.patient),
  );
  const patientIds = [...new Set(rows.map((r) => r.patient.id))];
  await writeAuditRows(
    ctx.db,
    patientIds.map((id) =>
      patientAuditEntry(request, 'collaboration.threads.read', id, {
        view: seesIdentifiedPatients(user.role) ? 'identified' : 'deidentified',
      }),
    ),
  );
  return {
    items: rows.map((r) => {
      const scrub = scrubs.get(r.patient.id) ?? null;
      const title = freeTextFor(
        r.thread.title,
        r.thread.sharedTitle,
        r.thread.openedBy ? r.openerRole : null,
        scrub,
        TITLE_WITHHELD,
      );
      return {
        id: r.thread.id,
        title: title.text,
        titleWithheld: title.withheld,
        status: r.thread.status,
        patient: { id: r.patient.id, label: patientLabel(ctx, user.role, r.patient) },
        openedBy: person(r.thread.openedBy, r.openerFirst, r.openerLast, r.openerRole),
        createdAt: scrubTime(r.thread.createdAt, scrub)!,
        lastActivityAt: scrubTime(r.thread.lastActivityAt, scrub)!,
        commentCount: Number(r.commentCount),
        mentionsMe: Boolean(r.mentionsMe),
        unread: Number(r.unread),
      };
    }),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: THREAD_PAGE_SIZE,
  };
}

/** The scrub of each patient, for a role that sees de-identified records (empty otherwise). */
async function scrubsFor(ctx: CollaborationContext, role: Role, rows: readonly PatientRow[]) {
  const scrubs = new Map<string, Scrub>();
  if (seesIdentifiedPatients(role)) return scrubs;
  for (const patient of rows) {
    if (scrubs.has(patient.id)) continue;
    scrubs.set(patient.id, scrubOf(ctx, patient, await loadPatientLists(ctx.db, patient.id)));
  }
  return scrubs;
}

// ---------------------------------------------------------------------------------------------
// Writing: threads, comments, resolution

/** The mentioned colleagues: active members of the caller's institution, or a 400. */
async function mentionedMembers(tx: Tx, user: AuthUser, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, wanted),
        eq(users.institutionId, user.institutionId),
        eq(users.isActive, true),
      ),
    );
  const found = new Set(rows.map((r) => r.id));
  const unknown = wanted.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    const message = `${unknown.length === 1 ? 'is not an active member' : 'are not active members'} of your institution: ${unknown.join(', ')}`;
    throw new DomainError('validation', `Invalid request: body.mentions ${message}`, [
      { path: 'body.mentions', message },
    ]);
  }
  return wanted;
}

interface Recipient {
  userId: string;
  kind: NotificationKind;
}

/**
 * Who a new comment notifies: everyone it mentions, and everyone else who opened or commented on
 * the discussion (a reply), never its author and never twice.
 */
async function recipientsOf(
  tx: Tx,
  thread: ThreadRow,
  author: AuthUser,
  mentioned: readonly string[],
): Promise<Recipient[]> {
  const recipients = new Map<string, NotificationKind>();
  for (const id of mentioned) if (id !== author.id) recipients.set(id, 'mention');
  const authors = await tx
    .selectDistinct({ id: caseComments.authorId })
    .from(caseComments)
    .where(eq(caseComments.threadId, thread.id));
  const participants = [thread.openedBy, ...authors.map((a) => a.id)].filter(
    (id): id is string => id !== null && id !== author.id && !recipients.has(id),
  );
  if (participants.length > 0) {
    const active = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          inArray(users.id, [...new Set(participants)]),
          eq(users.institutionId, thread.institutionId),
          eq(users.isActive, true),
        ),
      );
    for (const { id } of active) recipients.set(id, 'reply');
  }
  return [...recipients].map(([userId, kind]) => ({ userId, kind }));
}

async function insertComment(
  tx: Tx,
  thread: ThreadRow,
  author: AuthUser,
  body: { body: string; sharedBody: string | null },
  mentioned: readonly string[],
  recipients: readonly Recipient[],
  nowMs: number,
): Promise<{ commentId: string; events: NewEvent[] }> {
  const at = new Date(nowMs);
  const commentId = orderedId(nowMs);
  await tx.insert(caseComments).values({
    id: commentId,
    threadId: thread.id,
    authorId: author.id,
    body: body.body,
    sharedBody: body.sharedBody,
    createdAt: at,
  });
  if (mentioned.length > 0) {
    await tx
      .insert(caseMentions)
      .values(mentioned.map((userId) => ({ commentId, threadId: thread.id, userId })));
  }
  const notifications = recipients.map((r) => ({
    id: orderedId(nowMs),
    userId: r.userId,
    threadId: thread.id,
    commentId,
    kind: r.kind,
    actorId: author.id,
    createdAt: at,
  }));
  if (notifications.length > 0) await tx.insert(collaborationNotifications).values(notifications);
  const events: NewEvent[] = [
    { type: 'comment.created', threadId: thread.id, commentId, actorId: author.id },
    ...recipients.map((r) => ({
      type: 'notification.created' as const,
      userId: r.userId,
      threadId: thread.id,
      commentId,
      actorId: author.id,
    })),
  ];
  return { commentId, events };
}

/** Runs a write and its events in one transaction, then lets this process's streams know. */
async function writeWithEvents<T>(
  ctx: CollaborationContext,
  institutionId: string,
  nowMs: number,
  work: (tx: Tx) => Promise<{ result: T; events: NewEvent[] }>,
): Promise<T> {
  let stored: StreamEvent[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const done = await work(tx);
    stored = await ctx.bus.record(tx, institutionId, done.events, new Date(nowMs));
    return done.result;
  });
  ctx.bus.committed(stored);
  return result;
}

export async function createThread(
  ctx: CollaborationContext,
  request: FastifyRequest,
  input: {
    patientId: string;
    title: string;
    body: string;
    mentions: string[];
    sharedTitle?: string | undefined;
    sharedBody?: string | undefined;
  },
) {
  const user = requireMember(request.authUser);
  const nowMs = ctx.now();
  const { thread, recipients } = await writeWithEvents(
    ctx,
    user.institutionId,
    nowMs,
    async (tx) => {
      const patient = await findPatient(tx, user, input.patientId);
      if (input.sharedTitle !== undefined)
        assertDeidentified(patient, input.sharedTitle, 'body.sharedTitle');
      if (input.sharedBody !== undefined)
        assertDeidentified(patient, input.sharedBody, 'body.sharedBody');
      const mentioned = await mentionedMembers(tx, user, input.mentions);
      const [created] = await tx
        .insert(caseThreads)
        .values({
          id: orderedId(nowMs),
          institutionId: user.institutionId,
          patientId: patient.id,
          title: input.title,
          sharedTitle: input.sharedTitle ?? null,
          status: 'open',
          openedBy: user.id,
          createdAt: new Date(nowMs),
          lastActivityAt: new Date(nowMs),
        })
        .returning();
      const thread = created!;
      const recipients = await recipientsOf(tx, thread, user, mentioned);
      const comment = await insertComment(
        tx,
        thread,
        user,
        { body: input.body, sharedBody: input.sharedBody ?? null },
        mentioned,
        recipients,
        nowMs,
      );
      await writeAudit(
        tx,
        patientAuditEntry(request, 'collaboration.thread.create', patient.id, {
          threadId: thread.id,
          mentions: mentioned.length,
        }),
      );
      return {
        result: { thread, recipients },
        events: [
          { type: 'thread.created', threadId: thread.id, actorId: user.id },
          ...comment.events,
        ],
      };
    },
  );
  notifyByEmail(ctx, user, thread.id, recipients);
  return threadView(ctx, user, thread);
}

export async function addComment(
  ctx: CollaborationContext,
  request: FastifyRequest,
  threadId: string,
  input: { body: string; mentions: string[]; sharedBody?: string | undefined },
) {
  const user = requireMember(request.authUser);
  const nowMs = ctx.now();
  const { thread, commentId, recipients } = await writeWithEvents(
    ctx,
    user.institutionId,
    nowMs,
    async (tx) => {
      const thread = await findThread(tx, user, threadId, true);
      if (thread.status === 'resolved') {
        throw new DomainError('conflict', 'This discussion is resolved; reopen it to comment');
      }
      if (input.sharedBody !== undefined) {
        assertDeidentified(
          await findPatient(tx, user, thread.patientId),
          input.sharedBody,
          'body.sharedBody',
        );
      }
      const mentioned = await mentionedMembers(tx, user, input.mentions);
      const recipients = await recipientsOf(tx, thread, user, mentioned);
      const comment = await insertComment(
        tx,
        thread,
        user,
        { body: input.body, sharedBody: input.sharedBody ?? null },
        mentioned,
        recipients,
        nowMs,
      );
      await tx
        .update(caseThreads)
        .set({ lastActivityAt: new Date(nowMs) })
        .where(eq(caseThreads.id, thread.id));
      await writeAudit(
        tx,
        patientAuditEntry(request, 'collaboration.comment.create', thread.patientId, {
          threadId: thread.id,
          commentId: comment.commentId,
          mentions: mentioned.length,
        }),
      );
      return {
        result: { thread, commentId: comment.commentId, recipients },
        events: comment.events,
      };
    },
  );
  notifyByEmail(ctx, user, thread.id, recipients);
  const scrub = seesIdentifiedPatients(user.role)
    ? null
    : await (async () => {
        const { patient, lists } = await loadPatient(ctx.db, user, thread.patientId);
        return scrubOf(ctx, patient, lists);
      })();
  const comment = (await commentsOf(ctx.db, thread.id)).find((c) => c.id === commentId)!;
  return commentView(thread.id, comment, scrub);
}

/**
 * Shares (or, with null, withdraws) the de-identified version of one's own comment, or of the
 * title of a discussion one started. Only the author may: they know what the text means.
 */
export async function shareDeidentified(
  ctx: CollaborationContext,
  request: FastifyRequest,
  target: { threadId: string; commentId?: string | undefined },
  text: string | null,
) {
  const user = requireMember(request.authUser);
  const nowMs = ctx.now();
  const thread = await ctx.db.transaction(async (tx) => {
    const thread = await findThread(tx, user, target.threadId, true);
    const path = target.commentId ? 'body.sharedBody' : 'body.sharedTitle';
    if (target.commentId) {
      const [comment] = await tx
        .select({ authorId: caseComments.authorId })
        .from(caseComments)
        .where(and(eq(caseComments.id, target.commentId), eq(caseComments.threadId, thread.id)));
      if (!comment) throw new DomainError('not_found', 'Comment not found');
      if (comment.authorId !== user.id) {
        throw new DomainError(
          'forbidden',
          'Only its author may share a de-identified version of a comment',
        );
      }
    } else if (thread.openedBy !== user.id) {
      throw new DomainError(
        'forbidden',
        'Only the colleague who started this discussion may share its title',
      );
    }
    if (text !== null)
      assertDeidentified(await findPatient(tx, user, thread.patientId), text, path);
    if (target.commentId) {
      await tx
        .update(caseComments)
        .set({ sharedBody: text })
        .where(eq(caseComments.id, target.commentId));
    } else {
      await tx.update(caseThreads).set({ sharedTitle: text }).where(eq(caseThreads.id, thread.id));
    }
    await writeAudit(
      tx,
      patientAuditEntry(request, 'collaboration.share', thread.patientId, {
        threadId: thread.id,
        ...(target.commentId ? { commentId: target.commentId } : {}),
        shared: text !== null,
        at: new Date(nowMs).toISOString(),
      }),
    );
    return thread;
  });
  const [fresh] = await ctx.db.select().from(caseThreads).where(eq(caseThreads.id, thread.id));
  return threadView(ctx, user, fresh!);
}

export async function setThreadStatus(
  ctx: CollaborationContext,
  request: FastifyRequest,
  threadId: string,
  status: 'open' | 'resolved',
) {
  const user = requireMember(request.authUser);
  const nowMs = ctx.now();
  const thread = await writeWithEvents(ctx, user.institutionId, nowMs, async (tx) => {
    const thread = await findThread(tx, user, threadId, true);
    if (!canResolve(user, thread)) {
      throw new DomainError(
        'forbidden',
        'Only the colleague who started this discussion, or a clinician, may resolve or reopen it',
      );
    }
    if (thread.status === status) {
      throw new DomainError(
        'conflict',
        status === 'resolved' ? 'This discussion is already resolved' : 'This discussion is open',
      );
    }
    const resolved = status === 'resolved';
    const [updated] = await tx
      .update(caseThreads)
      .set({
        status,
        resolvedBy: resolved ? user.id : null,
        resolvedAt: resolved ? new Date(nowMs) : null,
        lastActivityAt: new Date(nowMs),
      })
      .where(eq(caseThreads.id, thread.id))
      .returning();
    await writeAudit(
      tx,
      patientAuditEntry(
        request,
        resolved ? 'collaboration.thread.resolve' : 'collaboration.thread.reopen',
        thread.patientId,
        { threadId: thread.id },
      ),
    );
    return {
      result: updated!,
      events: [
        {
          type: resolved ? ('thread.resolved' as const) : ('thread.reopened' as const),
          threadId: thread.id,
          actorId: user.id,
        },
      ],
    };
  });
  return threadView(ctx, user, thread);
}

// ---------------------------------------------------------------------------------------------
// Colleagues and notifications

/** Active members of the caller's institution whose name matches, for @mention typeahead. */
export async function searchMembers(
  ctx: CollaborationContext,
  request: FastifyRequest,
  q: string | undefined,
) {
  const user = requireMember(request.authUser);
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 4);
  const name = sql`${users.firstName} || ' ' || ${users.lastName}`;
  const escape = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await ctx.db
    .select({ id: users.id, first: users.firstName, last: users.lastName, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.institutionId, user.institutionId),
        eq(users.isActive, true),
        ...words.map((w) => ilike(name, `%${escape(w)}%`)),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(10);
  return { items: rows.map((r) => person(r.id, r.first, r.last, r.role)!) };
}

async function unreadCount(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(collaborationNotifications)
    .where(
      and(eq(collaborationNotifications.userId, userId), isNull(collaborationNotifications.readAt)),
    );
  return row?.n ?? 0;
}

export async function getUnreadCount(ctx: CollaborationContext, request: FastifyRequest) {
  return { unread: await unreadCount(ctx.db, requireMember(request.authUser).id) };
}

export async function listNotifications(
  ctx: CollaborationContext,
  request: FastifyRequest,
  unreadOnly: boolean,
) {
  const user = requireMember(request.authUser);
  const actor = users;
  const opener = alias(users, 'opener');
  const rows = await ctx.db
    .select({
      n: collaborationNotifications,
      title: caseThreads.title,
      sharedTitle: caseThreads.sharedTitle,
      openedBy: caseThreads.openedBy,
      openerRole: opener.role,
      patient: patients,
      actorFirst: actor.firstName,
      actorLast: actor.lastName,
    })
    .from(collaborationNotifications)
    .innerJoin(caseThreads, eq(caseThreads.id, collaborationNotifications.threadId))
    .innerJoin(patients, eq(patients.id, caseThreads.patientId))
    .leftJoin(actor, eq(actor.id, collaborationNotifications.actorId))
    .leftJoin(opener, eq(opener.id, caseThreads.openedBy))
    .where(
      and(
        eq(collaborationNotifications.userId, user.id),
        // A notification never outlives the institution scope of its thread.
        eq(caseThreads.institutionId, user.institutionId),
        unreadOnly ? isNull(collaborationNotifications.readAt) : undefined,
      ),
    )
    .orderBy(desc(collaborationNotifications.createdAt), desc(collaborationNotifications.id))
    .limit(50);
  const scrubs = await scrubsFor(
    ctx,
    user.role,
    rows.map((r) => r.patient),
  );
  await writeAuditRows(
    ctx.db,
    [...new Set(rows.map((r) => r.patient.id))].map((id) =>
      patientAuditEntry(request, 'collaboration.notifications.read', id),
    ),
  );
  return {
    items: rows.map((r) => {
      const scrub = scrubs.get(r.patient.id) ?? null;
      return {
        id: r.n.id,
        kind: r.n.kind,
        threadId: r.n.threadId,
        threadTitle: freeTextFor(
          r.title,
          r.sharedTitle,
          r.openedBy ? r.openerRole : null,
          scrub,
          TITLE_WITHHELD,
        ).text,
        patientLabel: patientLabel(ctx, user.role, r.patient),
        actor: r.n.actorId ? { id: r.n.actorId, name: fullName(r.actorFirst, r.actorLast) } : null,
        createdAt: scrubTime(r.n.createdAt, scrub)!,
        readAt: scrubTime(r.n.readAt, scrub),
      };
    }),
    unread: await unreadCount(ctx.db, user.id),
    email: ctx.mailer !== null,
  };
}

export async function markNotificationsRead(
  ctx: CollaborationContext,
  request: FastifyRequest,
  input: { ids?: string[] | undefined; threadId?: string | undefined; all?: true | undefined },
) {
  const user = requireMember(request.authUser);
  const mine = and(
    eq(collaborationNotifications.userId, user.id),
    isNull(collaborationNotifications.readAt),
  );
  const which = input.all
    ? mine
    : and(
        mine,
        or(
          input.ids?.length ? inArray(collaborationNotifications.id, input.ids) : undefined,
          input.threadId ? eq(collaborationNotifications.threadId, input.threadId) : undefined,
        ),
      );
  await ctx.db
    .update(collaborationNotifications)
    .set({ readAt: new Date(ctx.now()) })
    .where(which);
  return { unread: await unreadCount(ctx.db, user.id) };
}

interface MailPreferences {
  notifications?: { email?: unknown };
}

/**
 * E-mails the people a comment notifies, when SMTP is configured and they have not turned e-mail
 * off. The message carries no patient identifier and no discussion text: who wrote, and a link.
 * Sent after the commit and not awaited: a slow mail server never holds up the discussion.
 */
function notifyByEmail(
  ctx: CollaborationContext,
  actor: AuthUser,
  threadId: string,
  recipients: readonly Recipient[],
): void {
  const mailer = ctx.mailer;
  if (!mailer || recipients.length === 0) return;
  const link = `${ctx.publicUrl.replace(/\/+$/, '')}/collaboration?thread=${threadId}`;
  const actorName = `${actor.firstName} ${actor.lastName}`;
  void (async () => {
    const rows = await ctx.db
      .select({ id: users.id, email: users.email, preferences: users.preferences })
      .from(users)
      .where(
        and(
          inArray(
            users.id,
            recipients.map((r) => r.userId),
          ),
          eq(users.isActive, true),
        ),
      );
    const kindOf = new Map(recipients.map((r) => [r.userId, r.kind]));
    const sends = rows
      .filter((r) => (r.preferences as MailPreferences).notifications?.email !== false)
      .map((r) => {
        const mention = kindOf.get(r.id) === 'mention';
        return mailer.send({
          to: r.email,
          subject: mention
            ? 'OncoCDS: you were mentioned in a case discussion'
            : 'OncoCDS: a new reply in a case discussion you follow',
          text:
            `${actorName} ${mention ? 'mentioned you in' : 'replied in'} a case discussion at ` +
            `${actor.institution}.\n\nOpen it in OncoCDS: ${link}\n\n` +
            'For the patient’s privacy this e-mail does not say who the discussion is about.\n' +
            'You can turn these e-mails off in your profile’s notification preferences.',
          link,
        });
      });
    const results = await Promise.allSettled(sends);
    const failed = results.filter((r) => r.status === 'rejected').length;
    // A count only: mail errors quote addresses.
    if (failed > 0) ctx.log.warn({ failed }, 'collaboration: notification e-mails not sent');
  })().catch(() => ctx.log.warn('collaboration: notification e-mails not sent'));
}

// ---------------------------------------------------------------------------------------------
// Stream tickets

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * A ticket that opens one event stream within 30 seconds, bound to the caller's session. The
 * browser cannot give EventSource an Authorization header, and a token in a URL would be logged.
 */
export async function issueStreamTicket(ctx: CollaborationContext, request: FastifyRequest) {
  const user = requireMember(request.authUser);
  const nowMs = ctx.now();
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(nowMs + TICKET_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(collaborationStreamTickets)
      .where(lt(collaborationStreamTickets.expiresAt, new Date(nowMs)));
    await tx.insert(collaborationStreamTickets).values({
      tokenHash: hashTicket(ticket),
      userId: user.id,
      sessionId: user.sessionId,
      expiresAt,
    });
  });
  return { ticket, expiresAt: expiresAt.toISOString(), mode: ctx.bus.mode };
}

/** The stream's user, or null when the ticket is unknown, used, expired or its session ended. */
export async function redeemStreamTicket(
  ctx: CollaborationContext,
  ticket: string,
): Promise<StreamUser | null> {
  const nowMs = ctx.now();
  const [used] = await ctx.db
    .update(collaborationStreamTickets)
    .set({ usedAt: new Date(nowMs) })
    .where(
      and(
        eq(collaborationStreamTickets.tokenHash, hashTicket(ticket)),
        isNull(collaborationStreamTickets.usedAt),
        sql`${collaborationStreamTickets.expiresAt} > ${new Date(nowMs)}`,
      ),
    )
    .returning({
      userId: collaborationStreamTickets.userId,
      sessionId: collaborationStreamTickets.sessionId,
    });
  if (!used) return null;
  const [member] = await ctx.db
    .select({ institutionId: users.institutionId })
    .from(users)
    .where(and(eq(users.id, used.userId), eq(users.isActive, true)));
  if (!member) return null;
  const user = { id: used.userId, institutionId: member.institutionId, sessionId: used.sessionId };
  return (await sessionIsLive(ctx.db, user)) ? user : null;
}
