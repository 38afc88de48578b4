/**
 * GoTrue-shaped error: rendered as `{ code, error_code, msg, ...extra }` by the /auth/v1 routes.
 * `@supabase/auth-js` turns these into AuthApiError / AuthWeakPasswordError on the client.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const authErrors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  validation: (msg: string) => new AuthError(400, 'validation_failed', msg),
  userExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: () => new AuthError(403, 'bad_jwt', 'Invalid or expired JWT'),
  refreshNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshReused: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  userBanned: () => new AuthError(400, 'user_banned', 'User account is deactivated'),
  rateLimited: () =>
    new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached; try again later'),
  factorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  challengeNotFound: () =>
    new AuthError(404, 'mfa_challenge_expired', 'Challenge not found or expired'),
  mfaVerificationFailed: () =>
    new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  forbidden: (msg = 'Not allowed') => new AuthError(403, 'not_admin', msg),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  insufficientAal: () =>
    new AuthError(403, 'insufficient_aal', 'A verified second factor is required for this action'),
};
