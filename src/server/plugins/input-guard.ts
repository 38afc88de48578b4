import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../core/errors';
import { findUnsafeInput } from '../../core/validation';

/**
 * One guard for every route, including the ones added after it: before any schema runs, the
 * decoded body, query and path parameters are walked once, and NUL characters, lone surrogates,
 * prototype-poisoning keys and nesting deeper than MAX_INPUT_DEPTH are answered with a 400 naming
 * the path. Route schemas still use `safeText()`; this is the net under routes that forget to.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findUnsafeInput(request.params, 'params') ??
      findUnsafeInput(request.query, 'query') ??
      findUnsafeInput(request.body, 'body');
    if (!found) return;
    const message = `${found.path}: ${found.reason}`;
    // statusCode lets the GoTrue routes' own error handler render it as a 400 as well.
    throw Object.assign(
      new DomainError('validation', `Invalid request: ${message}`, [
        { path: found.path, message: found.reason },
      ]),
      { statusCode: 400 },
    );
  });
}
