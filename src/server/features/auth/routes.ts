import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signOutScopeSchema } from '../../../core/validation';
import { bearerToken } from '../../plugins/auth';
import { adminDeleteUser } from './admin';
import type { AuthContext, CallerInfo } from './context';
import { AuthError, authErrors } from './errors';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './mfa';
import { recover, verifyRecovery } from './recovery';
import { logout } from './session-tokens';
import { passwordGrant, refreshGrant } from './signin';
import { signup } from './signup';
import { getUser, updateUser, type AuthenticatedCaller } from './user';
import { loadSessionState } from './session-state';

function caller(request: FastifyRequest): CallerInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    requestId: String(request.id),
  };
}

/** GoTrue error body: `{ code, error_code, msg }` plus extras such as `weak_password`. */
function gotrueError(reply: FastifyReply, error: AuthError) {
  return reply
    .status(error.status)
    .send({ code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra });
}

/**
 * The part of the GoTrue (Supabase Auth) wire protocol the product uses, so the official
 * @supabase/auth-js client talks to this server unchanged.
 */
export async function gotrueRoutes(app: FastifyInstance, opts: { ctx: AuthContext }) {
  const { ctx } = opts;

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AuthError) return gotrueError(reply, error);
    if (error.statusCode === 429) return gotrueError(reply, authErrors.rateLimited());
    if (error.statusCode && error.statusCode < 500) {
      return gotrueError(
        reply,
        new AuthError(error.statusCode, 'validation_failed', error.message),
      );
    }
    request.log.error({ err: error }, 'auth endpoint failed');
    return gotrueError(reply, new AuthError(500, 'unexpected_failure', 'Unexpected failure'));
  });

  /** The caller's live session, or a GoTrue error (no token, bad JWT, ended session). */
  async function authenticated(request: FastifyRequest): Promise<AuthenticatedCaller> {
    if (!bearerToken(request)) throw authErrors.noAuthorization();
    const claims = request.authClaims;
    if (!claims) throw authErrors.badJwt();
    const state = await loadSessionState(ctx.db, claims.sub, claims.session_id);
    if (!state || state.revoked) throw authErrors.sessionNotFound();
    return { ...caller(request), userId: claims.sub, sessionId: claims.session_id, aal: state.aal };
  }

  app.post('/signup', async (request) => signup(ctx, request.body, caller(request)));

  app.post('/token', async (request) => {
    const grant = (request.query as Record<string, string | undefined>).grant_type;
    if (grant === 'password') return passwordGrant(ctx, request.body, caller(request));
    if (grant === 'refresh_token') return refreshGrant(ctx, request.body);
    throw authErrors.validation('Unsupported grant_type; use password or refresh_token');
  });

  app.post('/logout', async (request, reply) => {
    const rawScope = (request.query as Record<string, string | undefined>).scope ?? 'global';
    const scope = signOutScopeSchema.safeParse(rawScope);
    if (!scope.success) throw authErrors.validation('scope must be global, local or others');
    const me = await authenticated(request);
    await logout(ctx, me.userId, me.sessionId, scope.data);
    return reply.status(204).send();
  });

  app.get('/user', async (request) => {
    const me = await authenticated(request);
    return getUser(ctx, me.userId);
  });

  app.put('/user', async (request) => updateUser(ctx, await authenticated(request), request.body));

  app.post('/recover', async (request) => {
    await recover(ctx, request.body, caller(request));
    return {};
  });

  app.post('/verify', async (request) => verifyRecovery(ctx, request.body, caller(request)));

  app.post('/factors', async (request) =>
    enrollFactor(ctx, await authenticated(request), request.body),
  );

  app.post<{ Params: { id: string } }>('/factors/:id/challenge', async (request) =>
    challengeFactor(ctx, await authenticated(request), request.params.id),
  );

  app.post<{ Params: { id: string } }>('/factors/:id/verify', async (request) =>
    verifyFactor(ctx, await authenticated(request), request.params.id, request.body),
  );

  app.delete<{ Params: { id: string } }>('/factors/:id', async (request) =>
    unenrollFactor(ctx, await authenticated(request), request.params.id),
  );

  app.delete<{ Params: { id: string } }>('/admin/users/:id', async (request) => {
    await adminDeleteUser(ctx, bearerToken(request), request.params.id, caller(request));
    return {};
  });

  /** auth-js reads settings on some flows; report what this server supports. */
  app.get('/settings', async () => ({
    external: { email: true, phone: false },
    disable_signup: false,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));
}
