import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from './feature-deps';

export async function regimenRoutes(_app: FastifyInstance, _deps: FeatureDeps): Promise<void> {}
