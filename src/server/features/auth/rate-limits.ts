import { RateLimiter } from '../../../core/config/rate-limiter';
import { authErrors } from './errors';

export interface AuthRateLimitConfig {
  /** Per client address, per hour. */
  signupPerIpPerHour: number;
  /** Password sign-in attempts per address per 5 minutes. */
  signinPerIpPer5Min: number;
  /** Password sign-in attempts per e-mail per 15 minutes: slows guessing from many addresses. */
  signinPerEmailPer15Min: number;
  recoverPerIpPerHour: number;
  recoverPerEmailPerHour: number;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimitConfig = {
  signupPerIpPerHour: 30,
  signinPerIpPer5Min: 30,
  signinPerEmailPer15Min: 10,
  recoverPerIpPerHour: 10,
  recoverPerEmailPerHour: 3,
};

/**
 * Per-IP and per-e-mail limits on the endpoints attackers hammer. Kept in memory per server: behind
 * a load balancer each instance enforces its own window, which still bounds guessing per instance.
 */
export class AuthRateLimits {
  private readonly signupIp: RateLimiter;
  private readonly signinIp: RateLimiter;
  private readonly signinEmail: RateLimiter;
  private readonly recoverIp: RateLimiter;
  private readonly recoverEmail: RateLimiter;

  constructor(config: AuthRateLimitConfig = DEFAULT_AUTH_RATE_LIMITS) {
    const hour = 3_600_000;
    this.signupIp = new RateLimiter(config.signupPerIpPerHour, hour);
    this.signinIp = new RateLimiter(config.signinPerIpPer5Min, 5 * 60_000);
    this.signinEmail = new RateLimiter(config.signinPerEmailPer15Min, 15 * 60_000);
    this.recoverIp = new RateLimiter(config.recoverPerIpPerHour, hour);
    this.recoverEmail = new RateLimiter(config.recoverPerEmailPerHour, hour);
  }

  signup(ip: string, now: number): void {
    if (!this.signupIp.tryCall(ip, now)) throw authErrors.rateLimited();
  }

  signin(ip: string, email: string, now: number): void {
    const ipOk = this.signinIp.tryCall(ip, now);
    const emailOk = this.signinEmail.tryCall(email.toLowerCase(), now);
    if (!ipOk || !emailOk) throw authErrors.rateLimited();
  }

  recover(ip: string, email: string, now: number): void {
    const ipOk = this.recoverIp.tryCall(ip, now);
    const emailOk = this.recoverEmail.tryCall(email.toLowerCase(), now);
    if (!ipOk || !emailOk) throw authErrors.rateLimited();
  }
}
