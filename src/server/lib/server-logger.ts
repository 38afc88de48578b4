import type { DestinationStream, LoggerOptions } from 'pino';

/**
 * Keys whose values never reach the log (SPEC: tokens, passwords, patient identifiers). `*.code`
 * was here too, for OAuth and MFA codes, but those only arrive in request bodies and query
 * strings, which the request serializer never logs (log-serializers.ts: method, route pattern and
 * id-shaped path parameters); what it did redact was every error's SQLSTATE or errno, which
 * db-error-logging.int.test.ts expects to see and did not, until the tests used this list.
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.access_token',
  '*.refresh_token',
  '*.token',
  '*.token_hash',
  '*.secret',
  '*.mrn',
  '*.dateOfBirth',
  '*.firstName',
  '*.lastName',
  '*.demographics',
  'patient',
];

/**
 * The server's logger: its level, the redaction above and where lines go. `main.ts` and the
 * tests' `captureLogs` both build theirs here, so a test that reads the log reads what production
 * writes, redaction included.
 */
export function serverLoggerOptions(
  level: string,
  stream: DestinationStream,
): LoggerOptions & { stream: DestinationStream } {
  return { level, redact: { paths: REDACTED_LOG_PATHS, censor: '[REDACTED]' }, stream };
}
