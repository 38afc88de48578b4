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

type LoggerOption = FastifyServerOptions['logger'];

/** Adds the safe `err` serializer to whatever logger configuration the server was given. */
export function withSafeErrorLogging(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, err: serializeError } };
}
