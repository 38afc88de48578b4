/**
 * The one error type domain code throws. The server maps `code` to an HTTP status and renders
 * `{ error: { code, message, details? }, requestId }`; nothing else about the error leaves the server.
 */
export type DomainErrorCode =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'unavailable'
  | 'bad_gateway';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const DOMAIN_ERROR_STATUS: Record<DomainErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  bad_gateway: 502,
};
