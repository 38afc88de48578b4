import { RateLimiter } from '../../../core/config/rate-limiter';
import { authErrors } from './errors';

export interface AuthRateLimitConfig {
  /** Per client address, per hour. */
  signupPerIpPerHour: number;
  /** Password sign-in attempts per address per 5 minutes, whatever the account. */
  signinPerIpPer5Min: number;
  /**
   * Failed sign-ins for one account from one address per 15 minutes; past it, that address may
   * not try that account again until the window has passed. Other addresses are unaffected.
   */
  signinPerEmailPer15Min: number;
  /**
   * Failed sign-ins for one account from all addresses together per 15 minutes (a distributed
   * attack); past it, only addresses that have not failed for the account may still try.
   * Defaults to five times `signinPerEmailPer15Min`.
   */
  signinFailuresPerAccountPer15Min?: number;
  recoverPerIpPerHour: number;
  recoverPerEmailPerHour: number;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimitConfig = {
  signupPerIpPerHour: 30,
  signinPerIpPer5Min: 30,
  signinPerEmailPer15Min: 10,
  signinFailuresPerAccountPer15Min: 50,
  recoverPerIpPerHour: 10,
  recoverPerEmailPerHour: 3,
};

const FAILURE_WINDOW_MS = 15 * 60_000;
/** Accounts remembered at once; the oldest is forgotten first, so a spray of addresses cannot fill memory. */
const MAX_TRACKED_ACCOUNTS = 50_000;

/** Recent failed sign-ins, per account and per address within it. */
class FailureLedger {
  private readonly accounts = new Map<string, Map<string, number[]>>();

  private recent(account: string, now: number): Map<string, number[]> | undefined {
    const byAddress = this.accounts.get(account);
    if (!byAddress) return undefined;
    for (const [address, times] of byAddress) {
      const live = times.filter((t) => now - t < FAILURE_WINDOW_MS);
      if (live.length === 0) byAddress.delete(address);
      else byAddress.set(address, live);
    }
    if (byAddress.size === 0) {
      this.accounts.delete(account);
      return undefined;
    }
    return byAddress;
  }

  counts(account: string, address: string, now: number): { fromAddress: number; total: number } {
    const byAddress = this.recent(account, now);
    if (!byAddress) return { fromAddress: 0, total: 0 };
    let total = 0;
    for (const times of byAddress.values()) total += times.length;
    return { fromAddress: byAddress.get(address)?.length ?? 0, total };
  }

  record(account: string, address: string, now: number): void {
    let byAddress = this.accounts.get(account);
    if (!byAddress) {
      if (this.accounts.size >= MAX_TRACKED_ACCOUNTS) {
        const oldest = this.accounts.keys().next().value;
        if (oldest !== undefined) this.accounts.delete(oldest);
      }
      byAddress = new Map();
      this.accounts.set(account, byAddress);
    }
    byAddress.set(address, [...(byAddress.get(address) ?? []), now]);
  }

  forget(account: string, address: string): void {
    this.accounts.get(account)?.delete(address);
  }
}

/**
 * Per-address and per-account limits on the endpoints attackers hammer. Kept in memory per server:
 * behind a load balancer each instance enforces its own window, which still bounds guessing.
 *
 * Sign-in policy (issue 10 item 6, after the OWASP Authentication Cheat Sheet and GoTrue, which
 * warn that a plain per-account lockout lets anyone lock the owner out):
 * 1. Each address has a budget of attempts across all accounts (`signinPerIpPer5Min`).
 * 2. Failures are counted per account *and address*: an address that fails `signinPerEmailPer15Min`
 *    times for an account is refused for that account for the rest of the window, correct password
 *    or not. The owner, signing in from anywhere else, is not affected.
 * 3. When an account collects `signinFailuresPerAccountPer15Min` failures from all addresses
 *    together (a distributed attack), every address that has failed for it is refused, and only
 *    addresses with no failures for it may try; each of those that then fails is refused too.
 *    The owner's own address, unless it was the one failing, still gets in with the right password.
 * Unknown addresses are counted exactly like known ones, so the limits say nothing about which
 * e-mail addresses are registered. A success forgets that address's failures for the account.
 */
export class AuthRateLimits {
  private readonly signupIp: RateLimiter;
  private readonly signinIp: RateLimiter;
  private readonly signinFailures = new FailureLedger();
  private readonly perAddressFailures: number;
  private readonly perAccountFailures: number;
  private readonly recoverIp: RateLimiter;
  private readonly recoverEmail: RateLimiter;

  constructor(config: AuthRateLimitConfig = DEFAULT_AUTH_RATE_LIMITS) {
    const hour = 3_600_000;
    this.signupIp = new RateLimiter(config.signupPerIpPerHour, hour);
    this.signinIp = new RateLimiter(config.signinPerIpPer5Min, 5 * 60_000);
    this.perAddressFailures = config.signinPerEmailPer15Min;
    this.perAccountFailures =
      config.signinFailuresPerAccountPer15Min ?? config.signinPerEmailPer15Min * 5;
    this.recoverIp = new RateLimiter(config.recoverPerIpPerHour, hour);
    this.recoverEmail = new RateLimiter(config.recoverPerEmailPerHour, hour);
  }

  signup(ip: string, now: number): void {
    if (!this.signupIp.tryCall(ip, now)) throw authErrors.rateLimited();
  }

  /** Before a password is checked: may this address try this account now? */
  signin(ip: string, email: string, now: number): void {
    const { fromAddress, total } = this.signinFailures.counts(email.toLowerCase(), ip, now);
    const refused =
      fromAddress >= this.perAddressFailures ||
      (total >= this.perAccountFailures && fromAddress > 0);
    if (refused) throw authErrors.rateLimited();
    if (!this.signinIp.tryCall(ip, now)) throw authErrors.rateLimited();
  }

  signinFailed(ip: string, email: string, now: number): void {
    this.signinFailures.record(email.toLowerCase(), ip, now);
  }

  signinSucceeded(ip: string, email: string): void {
    this.signinFailures.forget(email.toLowerCase(), ip);
  }

  recover(ip: string, email: string, now: number): void {
    const ipOk = this.recoverIp.tryCall(ip, now);
    const emailOk = this.recoverEmail.tryCall(email.toLowerCase(), now);
    if (!ipOk || !emailOk) throw authErrors.rateLimited();
  }
}
