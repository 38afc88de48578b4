import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../core/access';
import { bearer, createInviteCode, signUpUser, type SignedUp } from './test-app';

/** Test helpers shared by the feedback and GitHub integration tests. */

export interface Team {
  oncologist: SignedUp;
  pharmacist: SignedUp;
  nurse: SignedUp;
  researcher: SignedUp;
  student: SignedUp;
}

/**
 * An oncologist's new institution (the oncologist is its administrator), joined by one user of
 * every other role, each through an invitation for that role.
 */
export async function signUpTeam(app: FastifyInstance, institution: string): Promise<Team> {
  const oncologist = await signUpUser(app, { role: 'oncologist', institution });
  const join = async (role: Role) =>
    signUpUser(app, {
      role,
      invite_code: await createInviteCode(app, oncologist.accessToken, role),
    });
  return {
    oncologist,
    pharmacist: await join('pharmacist'),
    nurse: await join('nurse'),
    researcher: await join('researcher'),
    student: await join('student'),
  };
}

export function submission(over: Record<string, unknown> = {}) {
  const { metadata, ...rest } = over;
  return {
    id: randomUUID(),
    sessionId: 'session-1',
    timestamp: '2025-03-01T09:30:00.000Z',
    type: 'bug',
    title: 'Interaction checker crashes',
    description: 'The page goes blank after adding a third drug.',
    page: '/interactions',
    url: 'http://127.0.0.1:3000/interactions',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0.0.0 Safari/537.36',
    ...rest,
    metadata: {
      browserInfo: { browser: 'Chrome', version: '126.0.0.0', os: 'Linux' },
      ...(metadata as Record<string, unknown> | undefined),
    },
  };
}

export async function submit(
  app: FastifyInstance,
  token: string,
  over: Record<string, unknown> = {},
): Promise<{ id: string } & Record<string, unknown>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: bearer(token),
    payload: submission(over),
  });
  if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
