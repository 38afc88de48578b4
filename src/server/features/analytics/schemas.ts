import { z } from 'zod';
import { ANALYTICS_CSV_SECTIONS, isIsoDay } from '../../../core/analytics';

const day = (field: 'from' | 'to') =>
  z.string().refine(isIsoDay, `${field} must be a calendar day written YYYY-MM-DD`).optional();

/** `GET /api/analytics`: UTC days, both included; the last 30 days by default. */
export const analyticsQuerySchema = z.object({ from: day('from'), to: day('to') }).strict();
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const analyticsCsvQuerySchema = analyticsQuerySchema
  .extend({
    section: z.enum(ANALYTICS_CSV_SECTIONS, {
      error: `section must be one of ${ANALYTICS_CSV_SECTIONS.join(', ')}`,
    }),
  })
  .strict();

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** A base64url (or base64 with padding) text that decodes to `bytes` bytes. */
const key = (name: string, bytes: number, check?: (raw: Buffer) => boolean) =>
  z
    .string({ error: `keys.${name} is required` })
    .max(200)
    .refine((text) => {
      if (!BASE64URL.test(text.replace(/\+/g, '-').replace(/\//g, '_'))) return false;
      const raw = Buffer.from(text.replace(/\+/g, '-').replace(/\//g, '_'), 'base64url');
      return raw.length === bytes && (check ? check(raw) : true);
    }, `keys.${name} must be the browser's base64url ${name} key (${bytes} bytes)`);

/**
 * `POST /api/push/subscribe`: what `PushSubscription.toJSON()` gives. The endpoint is the push
 * service's HTTPS URL; p256dh is the browser's P-256 public key (65 bytes, uncompressed point,
 * RFC 8291), auth its 16-byte authentication secret.
 */
export const pushSubscriptionSchema = z
  .object({
    endpoint: z
      .url({ protocol: /^https$/, error: 'endpoint must be an https URL' })
      .max(2048, 'endpoint must be at most 2048 characters'),
    expirationTime: z.number().int().min(0).nullable().optional(),
    keys: z
      .object({
        p256dh: key('p256dh', 65, (raw) => raw[0] === 0x04),
        auth: key('auth', 16),
      })
      .strict(),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** `POST /api/analytics/pwa-install` (SPEC §7): the install moment and the browser's own words. */
export const pwaInstallSchema = z
  .object({
    timestamp: z.iso.datetime({ offset: true, error: 'timestamp must be an ISO 8601 date-time' }),
    userAgent: z.string().trim().min(1, 'userAgent is required').max(512),
    platform: z.string().trim().max(100),
  })
  .strict();
export type PwaInstallInput = z.infer<typeof pwaInstallSchema>;
