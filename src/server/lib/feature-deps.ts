import type { DbHandle } from '../../db/client';
import type { AlertEvaluator } from './alert-evaluator';
import type { ServerEnv } from '../config';
import type { KnowledgeBase } from './knowledge-base';
import type { Mailer } from './mailer';
import type { ServerSecrets } from './secrets';

/** What every feature route plugin receives. */
export interface FeatureDeps {
  db: DbHandle;
  knowledge: KnowledgeBase;
  env: ServerEnv;
  secrets: ServerSecrets;
  now: () => number;
  /** The origin e-mailed links point to (PUBLIC_URL, else http://HOST:PORT). */
  publicUrl: string;
  /** Sends notification e-mail; null when SMTP is not configured (notifications stay in-app). */
  mailer: Mailer | null;
  /** Replaces the alert engine (tests pass findings they construct); the engine by default. */
  alertEvaluator?: AlertEvaluator;
}
