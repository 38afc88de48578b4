import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  allergySchema,
  conditionSchema,
  geneticResultSchema,
  labValueSchema,
  medicationSchema,
  noteSchema,
  patientInputSchema,
  patientPatchSchema,
  treatmentHistorySchema,
  tumourMeasurementSchema,
  vitalSignsSchema,
} from '../../../core/patients';
import type { FeatureDeps } from '../../lib/feature-deps';
import { createPatientPrivacy } from '../../lib/patient-privacy';
import { addServerTiming } from '../../lib/server-timing';
import { readAuditTrail } from './audit-trail';
import { ensureDemoPatients } from './demo-patients';
import {
  allergyItemSchema,
  auditQuerySchema,
  auditTrailSchema,
  conditionItemSchema,
  conditionParams,
  administrationParams,
  administrationPatchSchema,
  conditionPatchSchema,
  geneticItemSchema,
  labItemSchema,
  medicationItemSchema,
  medicationParams,
  medicationPatchSchema,
  medicationStopSchema,
  noteItemSchema,
  patientDetailSchema,
  patientIdParams,
  patientListQuerySchema,
  patientListResponseSchema,
  treatmentItemSchema,
  tumourMeasurementItemSchema,
  vitalsItemSchema,
} from './schemas';
import { listPatients } from './search';
import {
  addAdministration,
  addAllergy,
  addCondition,
  addGenetic,
  addLab,
  addMedication,
  addNote,
  addVitals,
  createPatient,
  getPatient,
  stopMedication,
  addTumourMeasurement,
  updateAdministration,
  updateCondition,
  updateMedication,
  updatePatient,
  type PatientsContext,
} from './service';

/**
 * Patient records (issue 11). Any signed-in user of an institution reads its patients, in the
 * view their role allows; writes follow the patient access table in core/access. Another
 * institution's patient is a 404 everywhere.
 */
export async function patientRoutes(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: PatientsContext = {
    db: deps.db.db,
    kb: deps.knowledge,
    privacy: createPatientPrivacy(deps.secrets),
    now: deps.now,
  };
  const demoDone = new Set<string>();
  addServerTiming(app);
  const tags = ['patients'];
  // Authenticate on request: an anonymous call is a 401 before its body is even parsed.
  const signedIn = { onRequest: app.requireUser };

  r.get(
    '/api/patients',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Search (name, MRN prefix, condition, drug), filter and page the institution’s patients. ' +
          'De-identified for roles without canViewFullPatientData, who cannot search by name or MRN. ' +
          'An institution with no patients first receives three demonstration patients.',
        querystring: patientListQuerySchema,
        response: { 200: patientListResponseSchema },
      },
    },
    async (request) => {
      await ensureDemoPatients(ctx, request.authUser!.institutionId, demoDone);
      return listPatients(ctx, request, request.query, {
        role: request.authUser!.role,
        kb: ctx.kb,
        privacy: ctx.privacy,
        nowMs: ctx.now(),
      });
    },
  );

  r.post(
    '/api/patients',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Creates a patient in the caller’s institution (canCreatePatients). Drug names resolve ' +
          'like the interaction checker; an unknown one is kept and marked resolved: false.',
        body: patientInputSchema,
        response: { 201: patientDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPatient(ctx, request, request.body)),
  );

  r.get(
    '/api/patients/:id',
    {
      ...signedIn,
      schema: { tags, params: patientIdParams, response: { 200: patientDetailSchema } },
    },
    async (request) => getPatient(ctx, request, request.params.id),
  );

  r.patch(
    '/api/patients/:id',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'Merges demographics and preferences; lists change through sub-resources.',
        params: patientIdParams,
        body: patientPatchSchema,
        response: { 200: patientDetailSchema },
      },
    },
    async (request) => updatePatient(ctx, request, request.params.id, request.body),
  );

  r.get(
    '/api/patients/:id/audit',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'The patient’s audit trail, newest first (institution admins).',
        params: patientIdParams,
        querystring: auditQuerySchema,
        response: { 200: auditTrailSchema },
      },
    },
    async (request) => readAuditTrail(ctx, request, request.params.id, request.query),
  );

  // Sub-resources: each adds one entry and answers 201 with it.
  r.post(
    '/api/patients/:id/medications',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'Adds a medication order (canModifyMedications).',
        params: patientIdParams,
        body: medicationSchema,
        response: { 201: medicationItemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addMedication(ctx, request, request.params.id, request.body)),
  );

  r.post(
    '/api/patients/:id/allergies',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'Adds an allergy.',
        params: patientIdParams,
        body: allergySchema,
        response: { 201: allergyItemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addAllergy(ctx, request, request.params.id, request.body)),
  );

  r.post(
    '/api/patients/:id/conditions',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'Adds a condition (ICD-10).',
        params: patientIdParams,
        body: conditionSchema,
        response: { 201: conditionItemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addCondition(ctx, request, request.params.id, request.body)),
  );

  r.post(
    '/api/patients/:id/labs',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          "Adds a lab value, converted to the catalogue's unit and flagged; an unknown test or unit is kept and marked cannot assess.",
        params: patientIdParams,
        body: labValueSchema,
        response: { 201: labItemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addLab(ctx, request, request.params.id, request.body)),
  );

  r.post(
    '/api/patients/:id/genetics',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'Adds a pharmacogenomic result.',
        params: patientIdParams,
        body: geneticResultSchema,
        response: { 201: geneticItemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addGenetic(ctx, request, request.params.id, request.body)),
  );

  r.post(
    '/api/patients/:id/vitals',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'Records vital signs.',
        params: patientIdParams,
        body: vitalSignsSchema,
        response: { 201: vitalsItemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addVitals(ctx, request, request.params.id, request.body)),
  );

  r.post(
    '/api/patients/:id/administrations',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'Records an administration in the treatment history.',
        params: patientIdParams,
        body: treatmentHistorySchema,
        response: { 201: treatmentItemSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addAdministration(ctx, request, request.params.id, request.body)),
  );

  r.post(
    '/api/patients/:id/notes',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'Adds a note; the author is the signed-in user, whatever was sent.',
        params: patientIdParams,
        body: noteSchema,
        response: { 201: noteItemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addNote(ctx, request, request.params.id, request.body)),
  );

  r.patch(
    '/api/patients/:id/medications/:medicationId',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'Changes dose, frequency, route, start date or prescriber of an order.',
        params: medicationParams,
        body: medicationPatchSchema,
        response: { 200: medicationItemSchema },
      },
    },
    async (request) =>
      updateMedication(ctx, request, request.params.id, request.params.medicationId, request.body),
  );

  r.post(
    '/api/patients/:id/medications/:medicationId/stop',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'Stops an order: isActive false and a stop date (today by default); kept.',
        params: medicationParams,
        body: medicationStopSchema,
        response: { 200: medicationItemSchema },
      },
    },
    async (request) =>
      stopMedication(ctx, request, request.params.id, request.params.medicationId, request.body),
  );

  r.patch(
    '/api/patients/:id/conditions/:conditionId',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'Changes a condition’s status or stage.',
        params: conditionParams,
        body: conditionPatchSchema,
        response: { 200: conditionItemSchema },
      },
    },
    async (request) =>
      updateCondition(ctx, request, request.params.id, request.params.conditionId, request.body),
  );

  r.patch(
    '/api/patients/:id/administrations/:administrationId',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Records the setting (adjuvant, first-line...) and intent an administration was given in; null clears it.',
        params: administrationParams,
        body: administrationPatchSchema,
        response: { 200: treatmentItemSchema },
      },
    },
    async (request) =>
      updateAdministration(
        ctx,
        request,
        request.params.id,
        request.params.administrationId,
        request.body,
      ),
  );

  r.post(
    '/api/patients/:id/tumour-measurements',
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Records one lesion measurement (mCODE TumorSize): what RECIST 1.1 measurability is judged on.',
        params: patientIdParams,
        body: tumourMeasurementSchema,
        response: { 201: tumourMeasurementItemSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addTumourMeasurement(ctx, request, request.params.id, request.body)),
  );
}
