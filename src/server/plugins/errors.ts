import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { DOMAIN_ERROR_STATUS, DomainError } from '../../core/errors';
import { DB_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/db-unavailable';

export interface ApiErrorBody {
  error: { code: string; message: string; details?: unknown };
  requestId: string;
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  details?: unknown,
): FastifyReply {
  const body: ApiErrorBody = {
    error: details === undefined ? { code, message } : { code, message, details },
    requestId: String(reply.request.id),
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own client-error codes, mapped to a stable API code and a message a user can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Unsupported content type; send application/json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    message: 'Request body is larger than the 1 MB limit',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: 'Request body is empty but the content type is JSON',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: 'Request body is not valid JSON',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'bad_request',
    message: 'Content-Length does not match the body',
  },
};

function zodDetails(error: ZodError) {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/**
 * The single error handler: every failure leaves the API as `{ error: { code, message }, requestId }`.
 * Client errors keep their message; anything unexpected becomes a generic 500 and is logged with
 * its stack on the server only.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((v) => ({
      path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join(
        '.',
      ),
      message: v.message ?? 'invalid',
    }));
    const summary = details.map((d) => `${d.path}: ${d.message}`).join('; ');
    return sendError(reply, 400, 'validation', `Invalid request: ${summary}`, details);
  }
  if (error instanceof DomainError) {
    return sendError(
      reply,
      DOMAIN_ERROR_STATUS[error.code],
      error.code,
      error.message,
      error.details,
    );
  }
  if (error instanceof ZodError) {
    const details = zodDetails(error);
    return sendError(
      reply,
      400,
      'validation',
      `Invalid request: ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`,
      details,
    );
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return sendError(reply, known.status, known.code, known.message);
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return sendError(reply, 400, 'bad_request', 'Malformed request');
  }
  if (error.statusCode === 429) {
    return sendError(reply, 429, 'rate_limited', error.message || 'Too many requests');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return sendError(reply, error.statusCode, 'bad_request', error.message);
  }
  if (isDatabaseUnavailable(error)) {
    // Expected during a database restart: no stack, the SQLSTATE or socket code is enough.
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DB_RETRY_AFTER_SECONDS));
    return sendError(
      reply,
      503,
      'unavailable',
      'The database is briefly unavailable; try again in a moment.',
    );
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 500, 'internal', 'An unexpected error occurred');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
