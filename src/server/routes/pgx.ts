import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from './feature-deps';

export async function pgxRoutes(_app: FastifyInstance, _deps: FeatureDeps): Promise<void> {}
