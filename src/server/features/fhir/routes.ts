import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../core/errors';
import type { FeatureDeps } from '../../lib/feature-deps';
import { createPatientPrivacy } from '../../lib/patient-privacy';
import {
  fetchPatientRecord,
  getConnection,
  requireFullData,
  resolveConnection,
  saveConnection,
  searchRemotePatients,
  testConnection,
  type ConnectionDeps,
} from './connection';
import { allowedOrigins } from './fhir-http';
import {
  connectionBodySchema,
  connectionResponseSchema,
  connectionTestSchema,
  dryRunResponseSchema,
  importQuerySchema,
  importResponseSchema,
  previewResponseSchema,
  remoteImportQuerySchema,
  remoteParams,
  remoteSearchQuerySchema,
  remoteSearchResponseSchema,
  smartCallbackBodySchema,
  smartLaunchBodySchema,
  smartLaunchResponseSchema,
  smartSessionParams,
  smartSessionSchema,
} from './schemas';
import { exportPatient, runImport, type FhirContext } from './service';
import { completeSmart, launchSmart, loadSmartSession } from './smart';

/** A FHIR bundle may be well above the API's 1 MB default (thousands of lab results). */
const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;

const bundleResponseSchema = z.looseObject({
  resourceType: z.literal('Bundle'),
  type: z.literal('collection'),
  timestamp: z.string(),
  entry: z.array(
    z.looseObject({ fullUrl: z.string(), resource: z.looseObject({ resourceType: z.string() }) }),
  ),
});

/**
 * FHIR R4 (issue 14): import a Bundle (dry run first), export a patient, the institution's external
 * FHIR server (search, preview, import) and SMART App Launch. Every route authenticates on
 * request, so an anonymous call is a 401 before its body is read.
 */
export async function fhirRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: FhirContext = {
    db: deps.db.db,
    kb: deps.knowledge,
    privacy: createPatientPrivacy(deps.secrets),
    now: deps.now,
  };
  const conn: ConnectionDeps = {
    db: deps.db.db,
    encryptionKey: deps.secrets.encryptionKey,
    defaultBaseUrl: deps.env.FHIR_BASE_URL?.replace(/\/+$/, '') ?? null,
    origins: allowedOrigins(deps.env.FHIR_BASE_URL, deps.env.FHIR_ALLOWED_URLS),
    publicUrl: deps.env.PUBLIC_URL ?? `http://${deps.env.HOST}:${deps.env.PORT}`,
    now: deps.now,
  };
  const signedIn = { onRequest: app.requireUser };
  const tags = ['fhir'];

  // FHIR's own media type, parsed as JSON (this plugin's routes only).
  app.addContentTypeParser(
    'application/fhir+json',
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(typeof body === 'string' ? body : body.toString('utf8')));
      } catch {
        done(
          Object.assign(new Error('Request body is not valid JSON'), { statusCode: 400 }),
          undefined,
        );
      }
    },
  );

  r.post(
    '/api/fhir/import',
    {
      ...signedIn,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        description:
          'Imports a FHIR R4 Bundle (or an array of resources). dryRun=true answers { report } and saves ' +
          'nothing; otherwise creates a patient (canCreatePatients, 201), or updates a stored one (200): ' +
          'patientId, else the patient with the bundle’s MRN (or another identifier of its Patient and ' +
          'the same birth date). An update writes the diff in report.update (added, changed, unchanged, ' +
          'kept per list; nothing stored is deleted) and needs the right to change each section it touches. ' +
          'A malformed document is a 400 naming each entry and path.',
        querystring: importQuerySchema,
        body: z.unknown().describe('A FHIR R4 Bundle, an array of resources or one resource'),
        response: {
          200: z.union([importResponseSchema, dryRunResponseSchema]),
          201: importResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { dryRun, patientId } = request.query;
      const result = await runImport(ctx, request, request.body, {
        dryRun,
        patientId,
        source: 'upload',
      });
      if (dryRun) return { report: result.report };
      return reply
        .status(result.created ? 201 : 200)
        .send({ patientId: result.patientId!, report: result.report });
    },
  );

  r.get(
    '/api/patients/:id/fhir',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'The patient as a FHIR R4 collection Bundle shaped to mCODE (US Core where mCODE is silent), ' +
          'in the caller’s view: de-identified for researchers and students.',
        params: z.object({ id: z.uuid() }),
        response: { 200: bundleResponseSchema },
      },
    },
    async (request, reply) => {
      const bundle = await exportPatient(ctx, request, request.params.id);
      return reply
        .type('application/fhir+json; charset=utf-8')
        .send(bundle as z.infer<typeof bundleResponseSchema>);
    },
  );

  // --- The institution's FHIR server

  r.get(
    '/api/fhir/connection',
    { ...signedIn, schema: { tags, response: { 200: connectionResponseSchema } } },
    async (request) => getConnection(conn, request.authUser!),
  );

  r.put(
    '/api/fhir/connection',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Institution administrators: base URL (an allowed origin; blank = FHIR_BASE_URL), bearer token ' +
          '(write-only; blank keeps it) and the SMART client. Secrets are sealed and never returned.',
        body: connectionBodySchema,
        response: { 200: connectionResponseSchema },
      },
    },
    async (request) => saveConnection(conn, request, request.body),
  );

  r.post(
    '/api/fhir/connection/test',
    { ...signedIn, schema: { tags, response: { 200: connectionTestSchema } } },
    async (request) => testConnection(conn, request.authUser!),
  );

  r.get(
    '/api/fhir/remote/patients',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Searches the FHIR server’s patients by name or identifier (roles with full patient data).',
        querystring: remoteSearchQuerySchema,
        response: { 200: remoteSearchResponseSchema },
      },
    },
    async (request) => searchRemotePatients(conn, request, request.query),
  );

  r.get(
    '/api/fhir/remote/patients/:remoteId/preview',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Reads the patient ($everything, else per-resource searches) and answers the import report; saves nothing.',
        params: remoteParams,
        response: { 200: previewResponseSchema },
      },
    },
    async (request) => {
      requireFullData(request.authUser!);
      const c = await resolveConnection(conn, request.authUser!);
      const fetched = await fetchPatientRecord(
        conn.origins,
        c.baseUrl,
        c.token,
        request.params.remoteId,
      );
      // A dry run: the report, and the diff when the patient is already stored (issue 20).
      const { report } = await runImport(ctx, request, fetched.resources, {
        dryRun: true,
        source: 'remote',
      });
      return { method: fetched.method, notes: fetched.notes, report };
    },
  );

  r.post(
    '/api/fhir/remote/patients/:remoteId/import',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Reads the patient again and imports it (new patient, or into patientId), as POST /api/fhir/import.',
        params: remoteParams,
        querystring: remoteImportQuerySchema,
        response: { 200: importResponseSchema, 201: importResponseSchema },
      },
    },
    async (request, reply) => {
      requireFullData(request.authUser!);
      const c = await resolveConnection(conn, request.authUser!);
      const fetched = await fetchPatientRecord(
        conn.origins,
        c.baseUrl,
        c.token,
        request.params.remoteId,
      );
      const { patientId } = request.query;
      const result = await runImport(ctx, request, fetched.resources, {
        dryRun: false,
        patientId,
        source: 'remote',
      });
      return reply
        .status(result.created ? 201 : 200)
        .send({ patientId: result.patientId!, report: result.report });
    },
  );

  // --- SMART App Launch

  r.post(
    '/api/fhir/smart/launch',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Starts a SMART App Launch (EHR launch with iss and launch; standalone without) and answers the ' +
          'authorization URL to send the browser to. PKCE S256 is required.',
        body: smartLaunchBodySchema,
        response: { 200: smartLaunchResponseSchema },
      },
    },
    async (request) => launchSmart(conn, request, request.body),
  );

  r.post(
    '/api/fhir/smart/callback',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Completes the launch: the code and state the authorization server returned to /ehr/callback.',
        body: smartCallbackBodySchema,
        response: { 200: smartSessionSchema },
      },
    },
    async (request) => completeSmart(conn, request, request.body),
  );

  r.get(
    '/api/fhir/smart/sessions/:sessionId',
    {
      ...signedIn,
      schema: { tags, params: smartSessionParams, response: { 200: smartSessionSchema } },
    },
    async (request) => (await loadSmartSession(conn, request, request.params.sessionId)).view,
  );

  const smartRecord = async (
    request: Parameters<typeof loadSmartSession>[1],
    sessionId: string,
  ) => {
    const session = await loadSmartSession(conn, request, sessionId);
    if (!session.patient) {
      throw new DomainError(
        'validation',
        'The EHR gave no patient in context; launch again with a patient open',
      );
    }
    return fetchPatientRecord(conn.origins, session.serverUrl, session.token, session.patient);
  };

  r.get(
    '/api/fhir/smart/sessions/:sessionId/preview',
    {
      ...signedIn,
      schema: { tags, params: smartSessionParams, response: { 200: previewResponseSchema } },
    },
    async (request) => {
      const fetched = await smartRecord(request, request.params.sessionId);
      const { report } = await runImport(ctx, request, fetched.resources, {
        dryRun: true,
        source: 'smart',
      });
      return { method: fetched.method, notes: fetched.notes, report };
    },
  );

  r.post(
    '/api/fhir/smart/sessions/:sessionId/import',
    {
      ...signedIn,
      schema: {
        tags,
        params: smartSessionParams,
        querystring: remoteImportQuerySchema,
        response: { 200: importResponseSchema, 201: importResponseSchema },
      },
    },
    async (request, reply) => {
      const fetched = await smartRecord(request, request.params.sessionId);
      const { patientId } = request.query;
      const result = await runImport(ctx, request, fetched.resources, {
        dryRun: false,
        patientId,
        source: 'smart',
      });
      return reply
        .status(result.created ? 201 : 200)
        .send({ patientId: result.patientId!, report: result.report });
    },
  );
}
