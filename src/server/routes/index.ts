import type { FastifyInstance } from 'fastify';
import { dosingRoutes } from './dosing';
import { drugRoutes } from './drugs';
import type { FeatureDeps } from './feature-deps';
import { feedbackRoutes } from './feedback';
import { githubRoutes } from './github';
import { interactionRoutes } from './interactions';
import { pgxRoutes } from './pgx';
import { protocolRoutes } from './protocols';
import { regimenRoutes } from './regimens';

/** Every feature's API. Each plugin owns one area and receives the same dependencies. */
export async function registerFeatureRoutes(
  app: FastifyInstance,
  deps: FeatureDeps,
): Promise<void> {
  for (const plugin of [
    drugRoutes,
    interactionRoutes,
    pgxRoutes,
    dosingRoutes,
    regimenRoutes,
    protocolRoutes,
    feedbackRoutes,
    githubRoutes,
  ]) {
    await app.register(async (scope) => plugin(scope, deps));
  }
}
