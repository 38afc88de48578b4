import { and, eq, exists } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { canAccessRoute, hasPermission, type Permission, type Role } from '../../core/access';
import type { Db } from '../../db/client';
import { authSessions, mfaFactors, users } from '../../db/schema';
import type { SessionCache } from '../lib/session-cache';
import { AccessTokenVerifier, type AccessClaims } from '../lib/jwt';
import { sendError } from './errors';

/** The signed-in user as every API handler sees it: always read from the database, never from the token. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  institutionId: string;
  institution: string;
  /** Administers the institution (its creator, and those the admins promote). */
  isInstitutionAdmin: boolean;
  firstName: string;
  lastName: string;
  sessionId: string;
  aal: 'aal1' | 'aal2';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Verified token claims, or null. Set for every request; says nothing about the session yet. */
    authClaims: AccessClaims | null;
    /** Set by `requireUser` once the session and profile have been checked. */
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: a live session, an active profile, and aal2 when the user has enrolled MFA. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandlers for a route open to the roles that may open `routePath` (SPEC §2 table). */
    requireRoute(routePath: string): preHandlerAsyncHookHandler[];
    /** preHandlers for a route that needs a SPEC §6 permission flag. */
    requirePermission(permission: Permission): preHandlerAsyncHookHandler[];
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The session and profile facts `requireUser` decides on; cached briefly per session. */
export type SessionRow = NonNullable<Awaited<ReturnType<typeof loadAuthUser>>>;

async function loadAuthUser(db: Db, claims: AccessClaims) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      institutionId: users.institutionId,
      institution: users.institution,
      isInstitutionAdmin: users.isInstitutionAdmin,
      firstName: users.firstName,
      lastName: users.lastName,
      isActive: users.isActive,
      sessionRevokedAt: authSessions.revokedAt,
      sessionAal: authSessions.aal,
      hasVerifiedFactor: exists(
        db
          .select({ one: mfaFactors.id })
          .from(mfaFactors)
          .where(and(eq(mfaFactors.userId, users.id), eq(mfaFactors.status, 'verified'))),
      ).mapWith(Boolean),
    })
    .from(users)
    .innerJoin(
      authSessions,
      and(eq(authSessions.userId, users.id), eq(authSessions.id, claims.session_id)),
    )
    .where(eq(users.id, claims.sub));
  return row;
}

export default fp(
  async (
    app: FastifyInstance,
    opts: { db: Db; jwtKey: Uint8Array; now: () => number; sessionCache: SessionCache<SessionRow> },
  ) => {
    app.decorateRequest('authClaims', null);
    app.decorateRequest('authUser', null);
    const tokens = new AccessTokenVerifier(opts.jwtKey);

    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      request.authClaims = token ? await tokens.verify(token, opts.now()) : null;
    });

    const requireUser = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.authUser) return;
      const claims = request.authClaims;
      if (!claims) return sendError(reply, 401, 'unauthorized', 'Sign in required');
      let row = opts.sessionCache.get(claims.session_id);
      if (!row || row.id !== claims.sub) {
        row = await loadAuthUser(opts.db, claims);
        if (row) opts.sessionCache.set(claims.session_id, row.id, row);
      }
      if (!row || row.sessionRevokedAt) {
        return sendError(reply, 401, 'unauthorized', 'Your session has ended; sign in again');
      }
      if (!row.isActive) return sendError(reply, 403, 'forbidden', 'This account is deactivated');
      // The session row, not the token, is the authority for the assurance level.
      if (row.hasVerifiedFactor && row.sessionAal !== 'aal2') {
        return sendError(
          reply,
          403,
          'mfa_required',
          'Complete two-factor verification to continue',
        );
      }
      request.authUser = {
        id: row.id,
        email: row.email,
        role: row.role,
        institutionId: row.institutionId,
        institution: row.institution,
        isInstitutionAdmin: row.isInstitutionAdmin,
        firstName: row.firstName,
        lastName: row.lastName,
        sessionId: claims.session_id,
        aal: row.sessionAal,
      };
    };
    app.decorate('requireUser', requireUser);

    app.decorate('requireRoute', (routePath: string) => [
      requireUser,
      async (request: FastifyRequest, reply: FastifyReply) => {
        const user = request.authUser;
        if (user && !canAccessRoute(user.role, routePath)) {
          return sendError(
            reply,
            403,
            'forbidden',
            "You don't have permission to access this page.",
          );
        }
      },
    ]);

    app.decorate('requirePermission', (permission: Permission) => [
      requireUser,
      async (request: FastifyRequest, reply: FastifyReply) => {
        const user = request.authUser;
        if (user && !hasPermission(user.role, permission)) {
          return sendError(
            reply,
            403,
            'forbidden',
            `Your role does not have the ${permission} permission`,
          );
        }
      },
    ]);
  },
  { name: 'auth' },
);
