import type { DbHandle } from '../../db/client';
import type { AlertEvaluator } from './alert-evaluator';
import type { ServerEnv } from '../config';
import type { KnowledgeBase } from './knowledge-base';
import type { ServerSecrets } from './secrets';

/** What every feature route plugin receives. */
export interface FeatureDeps {
  db: DbHandle;
  knowledge: KnowledgeBase;
  env: ServerEnv;
  secrets: ServerSecrets;
  now: () => number;
  /** Replaces the alert engine (tests pass findings they construct); the engine by default. */
  alertEvaluator?: AlertEvaluator;
}
