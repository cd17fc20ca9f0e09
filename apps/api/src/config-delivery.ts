import { z } from 'zod';
import { url } from './config-identity';

/**
 * The delivery part of the configuration (DESIGN §5): where announcement mail and the identity
 * check's SMS go. Read with config.ts's rules: every problem is listed at once. In production
 * neither may fall back to the outbox table unnoticed: the deployer chooses it by name.
 */

/**
 * The push services of the browsers schools use (2026): Chrome and Android (FCM), Firefox
 * (Mozilla autopush), Edge (WNS), Safari on macOS and iOS 16.4+ (Apple).
 */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
];

export const deliveryEnv = {
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  /** smtp (SMTP_URL) or outbox (kept in the database); unset: smtp when SMTP_URL is set. */
  MAIL_TRANSPORT: z.enum(['smtp', 'outbox']).optional(),
  MAIL_FROM: z.string().email().optional(),
  /** Announcement mail: a temporary failure is retried this many times… */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  /** …first after this many seconds, then twice as long each time (at most 10 minutes). */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * The domain bounces come back to (docs/decisions/delivery.md): each announcement mail's envelope
   * sender becomes bounces+<token>@BOUNCE_DOMAIN, and the domain's MX points at the bounce listener.
   */
  BOUNCE_DOMAIN: z
    .string()
    .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i, 'a domain name')
    .optional(),
  /** The bounce listener's SMTP port on this instance (25 behind the MX); unset: no listener. */
  BOUNCE_SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  BOUNCE_SMTP_HOST: z.string().min(1).default('0.0.0.0'),
  /**
   * The SNS topic Amazon SES publishes bounce and complaint notifications to, whose HTTPS
   * subscription is POST /api/v1/mail-events/sns (docs/decisions/delivery.md); unset: no endpoint.
   */
  SES_NOTIFICATIONS_TOPIC_ARN: z
    .string()
    .regex(/^arn:aws(-[a-z]+)*:sns:[a-z0-9-]+:\d{12}:[\w-]{1,256}$/, 'an SNS topic ARN')
    .optional(),
  /**
   * The push services whose endpoints a device may name (docs/decisions/reminders.md): host names,
   * a leading "*." for any subdomain, comma-separated. The portal posts to every endpoint it
   * accepts, so anything else (a loopback, a private address, an arbitrary host) is refused.
   */
  PUSH_ALLOWED_HOSTS: z
    .string()
    .default(DEFAULT_PUSH_HOSTS.join(','))
    .transform((list) =>
      list
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^(\*\.)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/, 'a host name'),
        )
        .min(1),
    ),
  /** Unset: the outbox, except in production, where it must be chosen explicitly. */
  SMS_PROVIDER: z.enum(['outbox', 'sns']).optional(),
  SNS_REGION: z.string().min(1).default('ap-northeast-1'),
  SNS_ENDPOINT: url(['http:', 'https:']).optional(),
};

type DeliveryEnv = z.infer<z.ZodObject<typeof deliveryEnv>>;

export interface DeliveryConfig {
  /** smtp: through `smtpUrl`; outbox: rows of outbox_messages, received by nobody. */
  mail: { transport: 'smtp'; smtpUrl: string } | { transport: 'outbox' };
  /** The envelope sender (Return-Path), and the domain of every Message-ID. */
  mailFrom: string;
  /** Announcement mail's retries of temporary failures (docs/decisions/announce.md). */
  mailRetry: { limit: number; delaySeconds: number };
  sms: { provider: 'outbox' | 'sns'; region: string; endpoint?: string };
  /** Where bounces come back (BOUNCE_DOMAIN), and this instance's listener for them, if any. */
  bounces: { domain: string; listen: { host: string; port: number } | null } | null;
  /** The SNS topic whose signed messages of SES notifications are taken (null: none are). */
  sesNotifications: { topicArn: string } | null;
  /**
   * Web Push: the hosts a device's endpoint may name, and the VAPID subject (RFC 8292 §2.1) a push
   * service contacts the operator by — the portal's https address, else its mail sender.
   */
  push: { allowedHosts: string[]; subject: string };
}

/** Outside production only: an address on a domain reserved for examples (RFC 2606). */
export const DEVELOPMENT_MAIL_FROM = 'noreply@tayori.example';

export function deliveryConfig(
  e: DeliveryEnv,
  publicUrl: string,
  production: boolean,
): DeliveryConfig {
  const smtpUrl = e.SMTP_URL;
  // Production with the outbox on purpose needs no mailbox: the portal's own host names its ids.
  const mailFrom =
    e.MAIL_FROM ?? (production ? `noreply@${new URL(publicUrl).hostname}` : DEVELOPMENT_MAIL_FROM);
  return {
    mail:
      smtpUrl && e.MAIL_TRANSPORT !== 'outbox'
        ? { transport: 'smtp', smtpUrl }
        : { transport: 'outbox' },
    mailFrom,
    mailRetry: { limit: e.MAIL_RETRY_LIMIT, delaySeconds: e.MAIL_RETRY_DELAY_SECONDS },
    sms: { provider: e.SMS_PROVIDER ?? 'outbox', region: e.SNS_REGION, endpoint: e.SNS_ENDPOINT },
    bounces: e.BOUNCE_DOMAIN
      ? {
          domain: e.BOUNCE_DOMAIN.toLowerCase(),
          listen:
            e.BOUNCE_SMTP_PORT === undefined
              ? null
              : { host: e.BOUNCE_SMTP_HOST, port: e.BOUNCE_SMTP_PORT },
        }
      : null,
    sesNotifications: e.SES_NOTIFICATIONS_TOPIC_ARN
      ? { topicArn: e.SES_NOTIFICATIONS_TOPIC_ARN }
      : null,
    push: {
      allowedHosts: e.PUSH_ALLOWED_HOSTS,
      subject: publicUrl.startsWith('https:') ? publicUrl : `mailto:${mailFrom}`,
    },
  };
}

/** Combinations that cannot work, whatever NODE_ENV says. */
export function deliveryProblems(e: Partial<Record<string, string>>): string[] {
  const problems: string[] = [];
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL)
    problems.push('MAIL_TRANSPORT=smtp needs SMTP_URL: the server announcement mail goes through');
  if (e.BOUNCE_SMTP_PORT && !e.BOUNCE_DOMAIN)
    problems.push(
      'BOUNCE_SMTP_PORT needs BOUNCE_DOMAIN: the domain whose bounce addresses the listener accepts',
    );
  if (e.MAIL_TRANSPORT === 'outbox' && e.SMTP_URL)
    problems.push(
      'MAIL_TRANSPORT=outbox keeps mail in the database, yet SMTP_URL names a server: unset one of them',
    );
  return problems;
}

/** NODE_ENV=production: mail and SMS go somewhere real, or the outbox was chosen by name. */
export function deliveryProductionProblems(e: Partial<Record<string, string>>): string[] {
  const problems: string[] = [];
  if (!e.SMTP_URL && !e.MAIL_TRANSPORT)
    problems.push(
      'SMTP_URL is required in production: the server announcement mail goes through (or MAIL_TRANSPORT=outbox to keep mail in the database on purpose: nobody receives it)',
    );
  if (e.SMTP_URL && !e.MAIL_FROM)
    problems.push(
      'MAIL_FROM is required in production with SMTP_URL: the envelope sender bounces go to, a mailbox the school reads on a domain its SMTP server may send for',
    );
  if (e.SES_NOTIFICATIONS_TOPIC_ARN && e.PUBLIC_URL && !e.PUBLIC_URL.startsWith('https:'))
    problems.push(
      "SES_NOTIFICATIONS_TOPIC_ARN needs an https:// PUBLIC_URL in production: SNS posts bounce and complaint notifications, which name students' addresses, to its /api/v1/mail-events/sns",
    );
  if (!e.SMS_PROVIDER)
    problems.push(
      'SMS_PROVIDER is required in production: sns to send identity-check texts, or outbox to keep them in the database (students then receive nothing)',
    );
  return problems;
}

/** What start-up warns of in production: a delivery kept in the database, which reaches nobody. */
export function deliveryWarnings(c: DeliveryConfig, production: boolean): string[] {
  if (!production) return [];
  return [
    ...(c.mail.transport === 'outbox'
      ? [
          'mail: MAIL_TRANSPORT=outbox: announcement mail is kept in the database, nobody receives it',
        ]
      : []),
    ...(c.sms.provider === 'outbox'
      ? [
          'sms: SMS_PROVIDER=outbox: identity-check texts are kept in the database, no student receives them',
        ]
      : []),
  ];
}
