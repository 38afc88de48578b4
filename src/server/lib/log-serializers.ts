import type { FastifyServerOptions } from 'fastify';
import { describeDbError } from '../../db/errors';

/** Stack frames only: the first line of a stack repeats the message, which may carry values. */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/** The shape pino (and Fastify's logger types) expect of a serialized error. */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The log's `err` serializer. A database failure is logged as its SQLSTATE code, a statement name
 * and the constraint, never its SQL values or parameters (issue 10 item 3). Other errors keep
 * their type, message, code and stack, but not their other properties: a client library's error
 * can carry the request it made, headers and tokens included.
 */
export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const stack = framesOf(err.stack);
  const db = describeDbError(err);
  if (db) {
    return {
      type: 'DatabaseError',
      message: `database error ${db.code} in ${db.statement}`,
      ...db,
      stack,
    };
  }
  const code = (err as { code?: unknown }).code;
  const statusCode = (err as { statusCode?: unknown }).statusCode;
  return {
    type: err.name,
    message: err.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack,
  };
}

/** What the log's `req` serializer reads of a request (Fastify passes its request object). */
export interface LoggableRequest {
  method: string;
  id?: unknown;
  routeOptions?: { url?: string | undefined } | undefined;
  params?: unknown;
}

/** An id has a digit in it (UUIDs, NCT numbers, RxCUIs); a word without one may be a name. */
const ID_VALUE = /^(?=[^\d]*\d)[A-Za-z0-9._:-]{1,100}$/;

/**
 * The log's `req` serializer (issue 21 finding 3): the route pattern and the ids in the path,
 * never the URL as sent. A query string carries what a user typed (`?name=…&mrn=…`), and a path
 * that matches no route may be anything, so neither reaches the log. Every path parameter of the
 * API is an id (patient, thread, comment, session, NCT, RxCUI); a value that does not look like
 * one (no digit, or other characters: someone typed a name where an id goes) is logged as
 * `[not an id]`.
 */
export function serializeRequest(req: LoggableRequest) {
  const params =
    req.params && typeof req.params === 'object'
      ? Object.fromEntries(
          Object.entries(req.params as Record<string, unknown>).map(([k, v]) => [
            k,
            typeof v === 'string' && ID_VALUE.test(v) ? v : '[not an id]',
          ]),
        )
      : {};
  return {
    method: req.method,
    route: req.routeOptions?.url ?? '(no route)',
    ...(Object.keys(params).length > 0 ? { params } : {}),
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/**
 * Adds the safe `err` and `req` serializers to whatever logger configuration the server was
 * given (a caller's own serializers for other keys stay).
 */
export function withSafeErrorLogging(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: { ...base.serializers, err: serializeError, req: serializeRequest as never },
  };
}
