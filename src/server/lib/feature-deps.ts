import type { DbHandle } from '../../db/client';
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
}
