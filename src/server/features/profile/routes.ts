import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personaSchema } from '../../../core/access';
import type { Db } from '../../../db/client';
import type { SessionInvalidator } from '../../lib/sessions';
import {
  createInviteSchema,
  createInvite,
  getInstitution,
  institutionResponseSchema,
  revokeInvite,
} from './institution';
import {
  listMembers,
  memberPatchSchema,
  memberSchema,
  membersResponseSchema,
  updateMember,
} from './members';
import {
  getProfile,
  profilePatchSchema,
  profileResponseSchema,
  switchPersona,
  updateProfile,
} from './service';

export async function profileRoutes(
  app: FastifyInstance,
  opts: { db: Db; now: () => number; sessions: SessionInvalidator },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(
    '/api/profile',
    {
      preHandler: app.requireUser,
      schema: { tags: ['profile'], response: { 200: profileResponseSchema } },
    },
    async (request) => getProfile(db, request.authUser!),
  );

  r.patch(
    '/api/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['profile'],
        body: profilePatchSchema,
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => updateProfile(db, request.authUser!, request.body, String(request.id)),
  );

  r.put(
    '/api/profile/persona',
    {
      preHandler: app.requireUser,
      schema: { tags: ['profile'], body: personaSchema, response: { 200: profileResponseSchema } },
    },
    async (request) => switchPersona(db, request.authUser!, request.body, String(request.id)),
  );

  r.get(
    '/api/institution',
    {
      preHandler: app.requireUser,
      schema: { tags: ['institution'], response: { 200: institutionResponseSchema } },
    },
    async (request) => getInstitution(db, request.authUser!),
  );

  r.post(
    '/api/institution/invites',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['institution'],
        body: createInviteSchema,
        response: {
          201: z.object({
            id: z.uuid(),
            code: z.string(),
            role: createInviteSchema.shape.role,
            expiresAt: z.string(),
            maxUses: z.number(),
          }),
        },
      },
    },
    async (request, reply) => {
      const invite = await createInvite(
        db,
        request.authUser!,
        request.body,
        opts.now(),
        String(request.id),
      );
      return reply.status(201).send(invite);
    },
  );

  r.delete(
    '/api/institution/invites/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['institution'],
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await revokeInvite(db, request.authUser!, request.params.id, opts.now(), String(request.id));
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/institution/members',
    {
      preHandler: app.requireUser,
      schema: { tags: ['institution'], response: { 200: membersResponseSchema } },
    },
    async (request) => listMembers(db, request.authUser!),
  );

  r.patch(
    '/api/institution/members/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['institution'],
        params: z.object({ id: z.uuid() }),
        body: memberPatchSchema,
        response: { 200: memberSchema },
      },
    },
    async (request) =>
      updateMember(
        db,
        opts.sessions,
        request.authUser!,
        request.params.id,
        request.body,
        opts.now(),
        String(request.id),
      ),
  );
}
