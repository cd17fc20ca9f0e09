import { z } from './zod';
import { publicAccess } from './access';
import { defineEndpoint } from './endpoint';
import { apiRoutes } from './api-routes';

/**
 * What Amazon SNS posts to an HTTPS subscription (the "HTTP/HTTPS notification JSON format" of its
 * developer guide): Amazon SES's bounce and complaint notifications arrive this way
 * (docs/decisions/delivery.md). SNS sends it as `text/plain; charset=UTF-8`. Field names are
 * SNS's; every message carries the signature that the server checks before believing any of it.
 */
export const SnsMessageTypes = [
  'Notification',
  'SubscriptionConfirmation',
  'UnsubscribeConfirmation',
] as const;

/** SNS's fields are short; a notification's Message (SES's JSON) is a few kilobytes. */
const snsText = z.string().max(1024);

export const SnsMessage = z.object({
  Type: z.enum(SnsMessageTypes),
  MessageId: z.string().min(1).max(128),
  TopicArn: z.string().min(1).max(512),
  /** SES's notification as JSON text (Notification), or SNS's own words (the confirmations). */
  Message: z.string().max(60 * 1024),
  Timestamp: snsText,
  /** 1: SHA1withRSA; 2: SHA256withRSA. */
  SignatureVersion: z.enum(['1', '2']),
  /** Base64 of the RSA signature of the fields SNS signs, in its documented order. */
  Signature: z.string().min(1).max(2048),
  /** Where SNS's signing certificate is: https://sns.<region>.amazonaws.com/….pem only. */
  SigningCertURL: snsText,
  Subject: snsText.optional(),
  /** SubscriptionConfirmation and UnsubscribeConfirmation: visiting it (re)confirms. */
  SubscribeURL: snsText.optional(),
  Token: snsText.optional(),
  /** Notification: visiting it unsubscribes (never done by the portal). */
  UnsubscribeURL: snsText.optional(),
});
export type SnsMessage = z.infer<typeof SnsMessage>;

export const SnsMessageAnswer = z.object({
  /**
   * confirmed: the subscription was confirmed; recorded: a bounce or complaint was recorded on its
   * delivery; ignored: a signed message with nothing to record (an unknown Message-ID, a delivery
   * already bounced, a notification of another kind), taken so that SNS does not send it again.
   */
  outcome: z.enum(['confirmed', 'recorded', 'ignored']),
});
export type SnsMessageAnswer = z.infer<typeof SnsMessageAnswer>;

export const mailEventEndpoints = {
  mailEventsSns: defineEndpoint({
    ...apiRoutes.mailEventsSns,
    body: SnsMessage,
    response: SnsMessageAnswer,
    // Nobody signs in: SNS's signature and the configured topic are checked instead.
    access: publicAccess,
    xsrf: false,
    summary:
      'Amazon SNS posts Amazon SES bounce and complaint notifications (and its subscription ' +
      'confirmation) here. Each message must carry a valid SNS signature for the configured ' +
      'topic (SES_NOTIFICATIONS_TOPIC_ARN); unset, the endpoint answers 404.',
    errors: [404],
  }),
};
