import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { ServerSecrets } from '../../lib/secrets';
import type { SessionInvalidator } from '../../lib/sessions';
import type { Mailer } from '../../lib/mailer';
import type { AuthRateLimits } from './rate-limits';

/** Everything the auth service needs, injected so tests can control time and mail. */
export interface AuthContext {
  db: Db;
  secrets: ServerSecrets;
  limits: AuthRateLimits;
  mailer: Mailer;
  /** Origin for links in e-mails, e.g. https://oncocds.example.org */
  publicUrl: string;
  now: () => number;
  /** Forgets cached session checks the moment a session ends or changes. */
  sessions: SessionInvalidator;
  /** For failures that happen after a response was sent (a recovery e-mail). */
  log: FastifyBaseLogger;
  /** Optional GoTrue-style service-role key for the admin API; unset disables it. */
  serviceRoleKey?: string | undefined;
}

/** Who is calling, as the request layer knows it. */
export interface CallerInfo {
  ip: string;
  userAgent?: string | undefined;
  requestId?: string | undefined;
}
