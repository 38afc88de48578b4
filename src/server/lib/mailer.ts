import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one link the message exists to deliver (a recovery link), for the development console. */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  /**
   * AUTH_LOG_RECOVERY_LINKS (development only; config refuses it in production): without SMTP,
   * print each link once on the console so a developer can finish a recovery.
   */
  printLinks?: boolean;
  /** Where printed links go; the console by default, never the structured log. */
  print?: (line: string) => void;
}

/**
 * SMTP when SMTP_URL is set. Without it no e-mail leaves the server and, whatever else happens,
 * neither the link, its token nor the address is written to the log: anyone who reads logs could
 * otherwise take over accounts. The server says once, at start, that e-mail is not configured.
 */
export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
  options: MailerOptions = {},
): Mailer {
  if (!smtpUrl) {
    const print = options.print ?? ((line: string) => console.info(line));
    log.warn(
      options.printLinks
        ? 'E-mail is not configured (SMTP_URL is unset): recovery links are printed on the console (AUTH_LOG_RECOVERY_LINKS=true, development only)'
        : 'E-mail is not configured (SMTP_URL is unset): password-recovery requests are answered, but no e-mail is sent',
    );
    return {
      send: async (mail) => {
        if (options.printLinks && mail.link) {
          print(`[AUTH_LOG_RECOVERY_LINKS] ${mail.subject}: ${mail.link}`);
          return;
        }
        log.warn('An e-mail was not sent: SMTP_URL is not set');
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
