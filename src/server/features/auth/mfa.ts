import { and, count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import { z } from 'zod';
import { authAccounts, authSessions, mfaChallenges, mfaFactors } from '../../../db/schema';
import { writeAudit } from '../../lib/audit';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import type { AuthContext } from './context';
import { AuthError, authErrors } from './errors';
import { toGoTrueUser } from './gotrue-user';
import { issueTokens } from './session-tokens';
import type { AuthenticatedCaller } from './user';

/** A challenge must be answered within five minutes. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const TOTP_PERIOD_S = 30;
const MAX_FACTORS = 10;

const enrollSchema = z.object({
  factor_type: z.literal('totp'),
  friendly_name: z.string().trim().max(100).optional(),
  issuer: z.string().trim().max(100).optional(),
});
const verifySchema = z.object({
  challenge_id: z.uuid(),
  code: z.string().regex(/^\d{6}$/, 'code must be 6 digits'),
});

async function ownFactor(ctx: AuthContext, userId: string, factorId: string) {
  if (!z.uuid().safeParse(factorId).success) throw authErrors.factorNotFound();
  const [factor] = await ctx.db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)));
  if (!factor) throw authErrors.factorNotFound();
  return factor;
}

export async function enrollFactor(ctx: AuthContext, caller: AuthenticatedCaller, body: unknown) {
  const parsed = enrollSchema.safeParse(body ?? {});
  if (!parsed.success) throw authErrors.validation('Only TOTP factors are supported');
  const [{ value: existing } = { value: 0 }] = await ctx.db
    .select({ value: count() })
    .from(mfaFactors)
    .where(eq(mfaFactors.userId, caller.userId));
  if (existing >= MAX_FACTORS)
    throw new AuthError(422, 'too_many_enrolled_mfa_factors', 'Too many factors enrolled');
  const [account] = await ctx.db
    .select({ email: authAccounts.email })
    .from(authAccounts)
    .where(eq(authAccounts.id, caller.userId));
  if (!account) throw authErrors.userNotFound();

  const secret = generateSecret();
  const issuer = parsed.data.issuer || 'OncoCDS';
  const uri = generateURI({ issuer, label: account.email, secret, period: TOTP_PERIOD_S });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  const id = randomUUID();
  const now = new Date(ctx.now());
  await ctx.db.insert(mfaFactors).values({
    id,
    userId: caller.userId,
    friendlyName: parsed.data.friendly_name ?? null,
    factorType: 'totp',
    status: 'unverified',
    secretEncrypted: encryptSecret(ctx.secrets.encryptionKey, secret),
    createdAt: now,
    updatedAt: now,
  });
  return {
    id,
    type: 'totp' as const,
    friendly_name: parsed.data.friendly_name ?? '',
    totp: { qr_code: qrSvg, secret, uri },
  };
}

export async function challengeFactor(
  ctx: AuthContext,
  caller: AuthenticatedCaller,
  factorId: string,
) {
  const factor = await ownFactor(ctx, caller.userId, factorId);
  const id = randomUUID();
  const created = ctx.now();
  await ctx.db
    .insert(mfaChallenges)
    .values({ id, factorId: factor.id, createdAt: new Date(created), ip: caller.ip });
  return { id, type: 'totp' as const, expires_at: Math.floor((created + CHALLENGE_TTL_MS) / 1000) };
}

/**
 * Checks the code (one step of clock drift either way), refuses a code from a step already used,
 * marks the factor verified and raises this session to aal2 with fresh tokens.
 */
export async function verifyFactor(
  ctx: AuthContext,
  caller: AuthenticatedCaller,
  factorId: string,
  body: unknown,
) {
  const parsed = verifySchema.safeParse(body ?? {});
  if (!parsed.success) throw authErrors.validation('challenge_id and a 6-digit code are required');
  const factor = await ownFactor(ctx, caller.userId, factorId);
  const [challenge] = await ctx.db
    .select()
    .from(mfaChallenges)
    .where(
      and(eq(mfaChallenges.id, parsed.data.challenge_id), eq(mfaChallenges.factorId, factor.id)),
    );
  if (
    !challenge ||
    challenge.verifiedAt ||
    ctx.now() - challenge.createdAt.getTime() > CHALLENGE_TTL_MS
  ) {
    throw authErrors.challengeNotFound();
  }
  const secret = decryptSecret(ctx.secrets.encryptionKey, factor.secretEncrypted);
  const epoch = Math.floor(ctx.now() / 1000);
  const result = await verifyTotp({
    secret,
    token: parsed.data.code,
    period: TOTP_PERIOD_S,
    epoch,
    epochTolerance: TOTP_PERIOD_S,
  });
  if (!result.valid) throw authErrors.mfaVerificationFailed();
  // The matched RFC 6238 time step, remembered so the same code cannot be replayed.
  const step = Math.floor(epoch / TOTP_PERIOD_S) + result.delta;
  if (factor.lastUsedStep !== null && step <= factor.lastUsedStep)
    throw authErrors.mfaVerificationFailed();

  return ctx.db.transaction(async (tx) => {
    const now = new Date(ctx.now());
    await tx
      .update(mfaChallenges)
      .set({ verifiedAt: now })
      .where(eq(mfaChallenges.id, challenge.id));
    await tx
      .update(mfaFactors)
      .set({ status: 'verified', lastUsedStep: step, updatedAt: now })
      .where(eq(mfaFactors.id, factor.id));
    const [session] = await tx
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, caller.sessionId));
    if (!session || session.revokedAt) throw authErrors.sessionNotFound();
    const amr = [...session.amr, { method: 'totp', timestamp: Math.floor(ctx.now() / 1000) }];
    await tx.update(authSessions).set({ aal: 'aal2', amr }).where(eq(authSessions.id, session.id));
    ctx.sessions.invalidateUser(caller.userId);
    const [account] = await tx
      .select()
      .from(authAccounts)
      .where(eq(authAccounts.id, caller.userId));
    if (!account) throw authErrors.userNotFound();
    const factors = await tx.select().from(mfaFactors).where(eq(mfaFactors.userId, caller.userId));
    await writeAudit(tx, {
      actorId: caller.userId,
      action: factor.status === 'verified' ? 'auth.mfa.challenge-verified' : 'auth.mfa.enrolled',
      entityType: 'mfa_factor',
      entityId: factor.id,
      requestId: caller.requestId,
      ip: caller.ip,
    });
    const tokens = await issueTokens(
      ctx,
      tx,
      { id: session.id, userId: caller.userId, aal: 'aal2', amr },
      account.email,
    );
    return { ...tokens, user: toGoTrueUser(account, factors) };
  });
}

/** Removing a verified factor needs an aal2 session, so a stolen password alone cannot disable MFA. */
export async function unenrollFactor(
  ctx: AuthContext,
  caller: AuthenticatedCaller,
  factorId: string,
) {
  const factor = await ownFactor(ctx, caller.userId, factorId);
  if (factor.status === 'verified' && caller.aal !== 'aal2') throw authErrors.insufficientAal();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(mfaFactors).where(eq(mfaFactors.id, factor.id));
    ctx.sessions.invalidateUser(caller.userId);
    await writeAudit(tx, {
      actorId: caller.userId,
      action: 'auth.mfa.unenrolled',
      entityType: 'mfa_factor',
      entityId: factor.id,
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
  return { id: factor.id };
}
