import { z } from 'zod';

export const startSessionSchema = z.object({ patientId: z.uuid() }).strict();
export const sessionIdParams = z.object({ id: z.uuid() });
export const sessionListQuerySchema = z
  .object({
    /** `true`: open sessions only; `false`: ended ones only; absent: both, newest first. */
    active: z.enum(['true', 'false']).optional(),
  })
  .strict();

export const careSessionSchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  /** "Last, First", as the signed-in clinician sees the patient. */
  patientLabel: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
});
export type CareSessionView = z.infer<typeof careSessionSchema>;

export const careSessionListSchema = z.object({ items: z.array(careSessionSchema) });
