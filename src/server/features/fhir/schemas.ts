import { z } from 'zod';
import { safeText } from '../../../core/validation/safe-text';

/*
 * Request and response shapes of the FHIR API (issue 14). Responses are allow-lists; the import
 * report is the one `core/fhir` builds, named field by field here. No response ever carries a
 * token or a client secret: only whether one is set and its last four characters.
 */

const boolQuery = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** `POST /api/fhir/import?dryRun=&patientId=` (the body is the Bundle). */
export const importQuerySchema = z.object({
  dryRun: boolQuery,
  /** Add to this existing patient instead of creating one. */
  patientId: z.uuid().optional(),
});

/** A FHIR resource id (FHIR R4 `id` datatype). */
export const fhirIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9\-.]{1,64}$/, 'must be a FHIR id (letters, digits, "-" and ".", at most 64)');

const section = z.enum([
  'demographics',
  'medications',
  'allergies',
  'conditions',
  'labValues',
  'vitals',
  'genetics',
  'treatmentHistory',
  'tumourMeasurements',
]);

/** One list in an update: summaries of what is added and changed, counts of the rest. */
const updateSection = z.object({
  added: z.array(z.string()),
  changed: z.array(z.object({ summary: z.string(), fields: z.array(z.string()) })),
  /** Entries of the bundle identical to a stored one. */
  unchanged: z.number(),
  /** Entries stored here that the bundle does not mention: left as they are. */
  kept: z.number(),
});

export const importReportSchema = z.object({
  resourceCount: z.number(),
  mapped: z.array(
    z.object({
      entry: z.number(),
      resourceType: z.string(),
      id: z.string().nullable(),
      section,
      summary: z.string(),
    }),
  ),
  skipped: z.array(
    z.object({
      entry: z.number(),
      resourceType: z.string(),
      id: z.string().nullable(),
      reason: z.string(),
    }),
  ),
  unresolvedCodes: z.array(
    z.object({
      entry: z.number(),
      system: z.string().nullable(),
      code: z.string().nullable(),
      display: z.string().nullable(),
      field: z.string(),
    }),
  ),
  missingDemographics: z.array(z.enum(['firstName', 'lastName', 'dateOfBirth', 'sex', 'mrn'])),
  notes: z.array(z.string()),
  counts: z.object({
    medications: z.number(),
    allergies: z.number(),
    conditions: z.number(),
    labValues: z.number(),
    vitals: z.number(),
    genetics: z.number(),
    treatmentHistory: z.number(),
    tumourMeasurements: z.number(),
  }),
  /** Issue 20: the patient is already stored; what the import adds, changes and leaves. */
  update: z
    .object({
      patientId: z.uuid(),
      matchedBy: z.enum(['patientId', 'mrn', 'identifier']),
      demographics: z.array(
        z.object({
          field: z.enum(['heightCm', 'weightKg', 'deceased', 'deceasedDate']),
          from: z.union([z.string(), z.number(), z.boolean(), z.null()]),
          to: z.union([z.string(), z.number(), z.boolean(), z.null()]),
        }),
      ),
      sections: z.object({
        medications: updateSection,
        allergies: updateSection,
        conditions: updateSection,
        labValues: updateSection,
        vitals: updateSection,
        genetics: updateSection,
        treatmentHistory: updateSection,
        tumourMeasurements: updateSection,
      }),
    })
    .optional(),
});
export type ImportReportResponse = z.infer<typeof importReportSchema>;

export const dryRunResponseSchema = z.object({ report: importReportSchema });
export const importResponseSchema = z.object({ patientId: z.uuid(), report: importReportSchema });

// ---------------------------------------------------------------------------------------------
// The external server

export const connectionResponseSchema = z.object({
  /** A server is usable: the institution's own or the operator's default. */
  configured: z.boolean(),
  /** Where the base URL comes from. */
  source: z.enum(['institution', 'server-default', 'none']),
  baseUrl: z.string().nullable(),
  defaultBaseUrl: z.string().nullable(),
  /** Origins an administrator may choose (FHIR_BASE_URL and FHIR_ALLOWED_URLS). */
  allowedOrigins: z.array(z.string()),
  tokenSet: z.boolean(),
  tokenLast4: z.string().nullable(),
  smart: z.object({
    /** A client id is set: SMART launch can start. */
    configured: z.boolean(),
    clientId: z.string().nullable(),
    clientSecretSet: z.boolean(),
    scopes: z.string(),
    /** What to register with the EHR's authorization server. */
    launchUrl: z.string(),
    redirectUrl: z.string(),
  }),
  /** The caller may change this configuration (institution administrators). */
  canConfigure: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type ConnectionResponse = z.infer<typeof connectionResponseSchema>;

const optionalSecret = safeText().trim().max(4096).optional();

export const connectionBodySchema = z
  .object({
    /** Blank or null: the server default (FHIR_BASE_URL). */
    baseUrl: z.union([z.url({ protocol: /^https?$/ }), z.literal(''), z.null()]).optional(),
    /** Blank or absent keeps the saved token; `clearToken` removes it. */
    token: optionalSecret,
    clearToken: z.boolean().optional(),
    smartClientId: z.union([safeText().trim().max(200), z.null()]).optional(),
    smartClientSecret: optionalSecret,
    clearSmartClientSecret: z.boolean().optional(),
    smartScopes: z
      .union([
        safeText()
          .trim()
          .max(500)
          .regex(/^[A-Za-z0-9/*.:_\- ]*$/, 'must be space-separated SMART scopes'),
        z.null(),
      ])
      .optional(),
  })
  .strict();
export type ConnectionBody = z.infer<typeof connectionBodySchema>;

export const connectionTestSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  fhirVersion: z.string().nullable(),
  software: z.string().nullable(),
});

export const remoteSearchQuerySchema = z
  .object({
    name: safeText().trim().min(1).max(100).optional(),
    identifier: safeText().trim().min(1).max(100).optional(),
  })
  .refine((q) => q.name || q.identifier, { error: 'give a name or an identifier to search for' });

export const remotePatientSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  birthDate: z.string().nullable(),
  gender: z.string().nullable(),
  identifiers: z.array(z.object({ system: z.string().nullable(), value: z.string() })),
});

export const remoteSearchResponseSchema = z.object({
  patients: z.array(remotePatientSchema),
  /** The server's total when it gives one. */
  total: z.number().nullable(),
});

export const remoteParams = z.object({ remoteId: fhirIdSchema });

export const previewResponseSchema = z.object({
  /** How the record was fetched: `$everything` or one search per resource type. */
  method: z.enum(['$everything', 'searches']),
  notes: z.array(z.string()),
  report: importReportSchema,
});

// ---------------------------------------------------------------------------------------------
// SMART App Launch

export const smartLaunchBodySchema = z
  .object({
    /** The EHR's FHIR base URL (EHR launch), or absent for a standalone launch on the configured server. */
    iss: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional(),
    /** The EHR's launch context token (EHR launch only). */
    launch: safeText().trim().min(1).max(2000).optional(),
  })
  .strict()
  .refine((b) => !b.launch || b.iss, { error: 'an EHR launch needs iss', path: ['iss'] });

export const smartLaunchResponseSchema = z.object({
  authorizeUrl: z.string(),
  kind: z.enum(['ehr', 'standalone']),
});

export const smartCallbackBodySchema = z
  .object({
    code: safeText().trim().min(1).max(4096),
    state: safeText().trim().min(1).max(200),
  })
  .strict();

export const smartSessionSchema = z.object({
  sessionId: z.uuid(),
  /** The signed-in EHR user (`fhirUser` of the validated id_token), when openid was asked. */
  fhirUser: z.string().nullable(),
  serverOrigin: z.string(),
  /** The patient in context (the EHR's id), when the authorization server gave one. */
  patient: z.string().nullable(),
  scope: z.string().nullable(),
  expiresAt: z.string(),
});

export const smartSessionParams = z.object({ sessionId: z.uuid() });
export const remoteImportQuerySchema = z.object({ patientId: z.uuid().optional() });
