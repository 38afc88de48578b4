import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const MAIL = {
  to: 'ada@example.org',
  subject: 'Reset your OncoCDS password',
  text: 'Open https://oncocds.test/auth?type=recovery&token_hash=SECRET-TOKEN within one hour.',
  link: 'https://oncocds.test/auth?type=recovery&token_hash=SECRET-TOKEN',
};

/** A logger that remembers everything it was asked to write, arguments included. */
function recordingLog() {
  const written: string[] = [];
  const record = (...args: unknown[]) => void written.push(JSON.stringify(args));
  const log = {
    fatal: record,
    error: record,
    warn: record,
    info: record,
    debug: record,
    trace: record,
    silent: record,
    level: 'info',
    child: () => log,
  } as unknown as FastifyBaseLogger;
  return { log, text: () => written.join('\n'), written };
}

describe('mailer without SMTP (issue 10 item 2)', () => {
  it('warns once at start that e-mail is not configured, and never logs the link or address', async () => {
    const { log, text, written } = recordingLog();
    const printed: string[] = [];
    const mailer = createMailer(undefined, 'OncoCDS <x@y>', log, { print: (l) => printed.push(l) });
    expect(written).toHaveLength(1);
    expect(text()).toMatch(/E-mail is not configured/);
    await mailer.send(MAIL);
    expect(text()).not.toContain('SECRET-TOKEN');
    expect(text()).not.toContain('ada@example.org');
    expect(text()).not.toContain('token_hash');
    expect(printed).toEqual([]);
  });

  it('with AUTH_LOG_RECOVERY_LINKS prints the link once on the console, still not in the log', async () => {
    const { log, text } = recordingLog();
    const printed: string[] = [];
    const mailer = createMailer(undefined, 'OncoCDS <x@y>', log, {
      printLinks: true,
      print: (l) => printed.push(l),
    });
    await mailer.send(MAIL);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(MAIL.link);
    expect(printed[0]).not.toContain('ada@example.org');
    expect(text()).not.toContain('SECRET-TOKEN');
    expect(text()).toMatch(/AUTH_LOG_RECOVERY_LINKS=true, development only/);
  });
});
