import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, messages, type SnsMessage, type SnsMessageAnswer } from '@tayori/contract';
import { ApiError, notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/http';
import { recordReport, type ReportContext } from './record-report';
import { readSesNotification } from './ses-notifications';
import { CertificateRefused, createSnsFetcher, type SnsFetch } from './sns-fetcher';
import { hasValidSignature, signingCertUrl, snsUrl } from './sns-signature';

/**
 * POST /api/v1/mail-events/sns: Amazon SES's bounce and complaint notifications through an SNS
 * HTTPS subscription (docs/decisions/delivery.md). Nothing is believed before the message's
 * signature is SNS's (sns-signature.ts) and its topic the configured one; a refusal answers 400 or
 * 403 naming the field at fault, is logged with its reason, and changes nothing. A signed message
 * with nothing to record answers 200, or SNS would send it again by its retry policy.
 */

/** An SES notification is a few kilobytes; SNS's own limit is 256 KiB, far more than needed here. */
export const MAX_SNS_BODY_BYTES = 64 * 1024;

export interface SnsRouteOptions extends ReportContext {
  /** SES_NOTIFICATIONS_TOPIC_ARN; null: the endpoint answers 404, as if absent. */
  topicArn: string | null;
  /** Tests give a stand-in for SNS's hosts; otherwise fetch, over HTTPS. */
  snsFetch?: SnsFetch;
}

/** A refusal with the reason the log keeps; the answer names only the field. */
class Refusal extends ApiError {
  constructor(
    status: 'validationError' | 'forbidden',
    field: keyof SnsMessage,
    readonly why: string,
  ) {
    const message = status === 'forbidden' ? messages.forbidden : messages.validation_incorrect;
    super(status, [message], { [field]: message });
  }
}

export async function snsRoutes(app: FastifyInstance, o: SnsRouteOptions) {
  const fetcher = createSnsFetcher({ fetch: o.snsFetch });
  const parseJson = app.getDefaultJsonParser('error', 'error');

  // Before everything else on this route (the XSRF check lets it through: contract `xsrf: false`).
  app.addHook('onRequest', (_req, _reply, done) => done(o.topicArn ? undefined : notFound()));
  // Only this plugin's parsers: SNS labels its JSON text/plain (or application/json when the
  // subscription's delivery policy says so); the rest of the API keeps its own JSON parsing.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['text/plain', 'application/json'],
    { parseAs: 'string', bodyLimit: MAX_SNS_BODY_BYTES },
    (req, body, done) => parseJson(req, body.toString(), done),
  );
  app.addHook('onError', (req, _reply, error, done) => {
    if (o.topicArn) {
      const why = error instanceof Refusal ? error.why : error.message;
      req.log.warn({ why, snsMessageId: snsMessageIdOf(req) }, `SNS message refused: ${why}`);
    }
    done();
  });

  route(app, endpoints.mailEventsSns, async ({ body: m, req }): Promise<SnsMessageAnswer> => {
    const said = req.headers['x-amz-sns-message-type'];
    if (said !== undefined && said !== m.Type)
      throw new Refusal('validationError', 'Type', `the header says ${String(said)}`);
    if (m.TopicArn !== o.topicArn)
      throw new Refusal('forbidden', 'TopicArn', `another topic: ${m.TopicArn}`);
    const certUrl = signingCertUrl(m.SigningCertURL);
    if (!certUrl)
      throw new Refusal('forbidden', 'SigningCertURL', `not SNS's: ${m.SigningCertURL}`);
    const key = await fetcher.signingKey(certUrl).catch((error: unknown) => {
      // A fetch that failed (a timeout) is not the message's fault: 500, and SNS tries again.
      if (error instanceof CertificateRefused)
        throw new Refusal('forbidden', 'SigningCertURL', error.message);
      throw error;
    });
    if (!hasValidSignature(m, key))
      throw new Refusal('forbidden', 'Signature', 'the signature does not match');
    const log = req.log.child({ snsMessageId: m.MessageId });

    if (m.Type === 'SubscriptionConfirmation') {
      const subscribe = snsUrl(m.SubscribeURL);
      if (!subscribe)
        throw new Refusal('forbidden', 'SubscribeURL', `not SNS's: ${m.SubscribeURL ?? ''}`);
      await fetcher.confirm(subscribe);
      log.info({ topicArn: m.TopicArn }, 'SNS subscription confirmed');
      return { outcome: 'confirmed' };
    }
    if (m.Type === 'UnsubscribeConfirmation') {
      // Someone unsubscribed the endpoint in AWS: bounces stop coming until it is subscribed again.
      log.warn({ topicArn: m.TopicArn }, 'SNS subscription ended');
      return { outcome: 'ignored' };
    }
    const reading = readSesNotification(m.Message);
    if (reading.kind === 'nothing') {
      log.info({ why: reading.why }, `SNS notification not recorded: ${reading.why}`);
      return { outcome: 'ignored' };
    }
    const result = await recordReport(o, { messageId: reading.messageId }, reading.reports, 'sns');
    if (!result.recorded) {
      log.warn(
        { messageId: reading.messageId, why: result.why },
        `SES notification not recorded: ${result.why}`,
      );
      return { outcome: 'ignored' };
    }
    log.info({ messageId: reading.messageId, kind: result.kind }, 'SES notification recorded');
    return { outcome: 'recorded' };
  });
}

/** The message's SNS id for the log, when the body got that far. */
function snsMessageIdOf(req: FastifyRequest): string | undefined {
  const body = req.body as { MessageId?: unknown } | undefined;
  return typeof body?.MessageId === 'string' ? body.MessageId.slice(0, 128) : undefined;
}
