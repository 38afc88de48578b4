import { z } from 'zod';

/*
 * The `/ai` and `/ai-insights` request and response schemas live in core
 * (`core/recommendations/api-schemas.ts`) so the client reads the same shapes; the path
 * parameter is the server's own.
 */
export * from '../../../core/recommendations/api-schemas';

export const patientIdParams = z.object({ id: z.uuid({ error: 'id must be a UUID' }) }).strict();
