import { z } from 'zod';
import type { Role } from './roles';

export const preferencesSchema = z
  .object({
    theme: z.enum(['light', 'dark', 'auto']),
    language: z.enum(['en']),
    notifications: z
      .object({
        email: z.boolean(),
        push: z.boolean(),
        criticalAlerts: z.boolean(),
        weeklyReports: z.boolean(),
      })
      .strict(),
    dashboard: z
      .object({
        defaultView: z.enum(['overview', 'patients', 'alerts', 'analytics']),
        refreshInterval: z.number().int().min(1000).max(3_600_000),
        compactMode: z.boolean(),
      })
      .strict(),
    clinical: z
      .object({
        showGenomicsByDefault: z.boolean(),
        autoCalculateDosing: z.boolean(),
        requireInteractionAck: z.boolean(),
        showPatientPhotos: z.boolean(),
        /**
         * Below this serum creatinine (mg/dL) a carboplatin dose is also shown with creatinine
         * raised to it (issue 13 item 4; many institutions use 0.7). Stored profiles from before
         * the setting read as 0.7.
         */
        lowCreatinineReferenceMgDl: z.number().min(0.3).max(1.5).default(0.7),
      })
      .strict(),
  })
  .strict();
export type Preferences = z.infer<typeof preferencesSchema>;

/** A partial update: every level optional, merged into the stored preferences. */
export const preferencesPatchSchema = z
  .object({
    theme: preferencesSchema.shape.theme.optional(),
    language: preferencesSchema.shape.language.optional(),
    notifications: preferencesSchema.shape.notifications.partial().optional(),
    dashboard: preferencesSchema.shape.dashboard.partial().optional(),
    clinical: preferencesSchema.shape.clinical.partial().optional(),
  })
  .strict();
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;

/**
 * SPEC §3 defaults. Genomics-by-default and automatic dose calculation are on only for
 * oncologists and pharmacists, the roles that act on them.
 */
export function defaultPreferences(role: Role): Preferences {
  const clinicalDefaults = role === 'oncologist' || role === 'pharmacist';
  return {
    theme: 'light',
    language: 'en',
    notifications: { email: true, push: true, criticalAlerts: true, weeklyReports: true },
    dashboard: { defaultView: 'overview', refreshInterval: 5000, compactMode: false },
    clinical: {
      showGenomicsByDefault: clinicalDefaults,
      autoCalculateDosing: clinicalDefaults,
      requireInteractionAck: true,
      showPatientPhotos: false,
      lowCreatinineReferenceMgDl: 0.7,
    },
  };
}

export function mergePreferences(current: Preferences, patch: PreferencesPatch): Preferences {
  return {
    theme: patch.theme ?? current.theme,
    language: patch.language ?? current.language,
    notifications: { ...current.notifications, ...patch.notifications },
    dashboard: { ...current.dashboard, ...patch.dashboard },
    clinical: { ...current.clinical, ...patch.clinical },
  };
}
