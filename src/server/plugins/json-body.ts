import type { FastifyInstance } from 'fastify';

/**
 * JSON parser that accepts an empty body as "no body": @supabase/auth-js sends `POST /logout`
 * with a JSON content type and nothing in it. Anything non-empty must be valid JSON.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      const err = Object.assign(new Error('Request body is not valid JSON'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      done(err, undefined);
    }
  });
}
