import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { announceRecipients } from '../../db/schema';
import { returnTokenOf } from '../../domain/delivery/return-path';
import { readDeliveryReport } from './dsn';
import { recordReport, type ReportContext } from './record-report';

/**
 * The bounce listener (docs/decisions/delivery.md): an SMTP server for BOUNCE_DOMAIN, whose MX the
 * deployer points at it. It takes mail only for the return path of a delivery that exists
 * (`bounces+<token>@BOUNCE_DOMAIN`, one per message), only a bounce (an RFC 3464 report or a common
 * plain-text one), at most MAX_MESSAGE_BYTES; what it takes is recorded on that delivery. Anything
 * else is refused with its reason, logged, and changes nothing.
 */

/** A bounce with its original message's headers is a few kilobytes; a whole copy is refused. */
export const MAX_MESSAGE_BYTES = 256 * 1024;

/** An SMTP refusal: the code and the enhanced status the sending server logs. */
const refusal = (code: number, text: string) =>
  Object.assign(new Error(text), { responseCode: code });

export interface BounceListenerOptions extends ReportContext {
  domain: string;
  log: FastifyBaseLogger;
}

async function readAll(stream: SMTPServerDataStream): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return stream.sizeExceeded ? null : Buffer.concat(chunks);
}

export function createBounceListener(o: BounceListenerOptions): SMTPServer {
  const refuse = (why: string, detail: Record<string, unknown>, code: number, text: string) => {
    o.log.warn({ ...detail, why }, `bounce listener: refused: ${why}`);
    return refusal(code, text);
  };
  return new SMTPServer({
    name: o.domain,
    banner: 'Tayori bounce listener',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    maxClients: 50,
    socketTimeout: 30_000,
    logger: false,
    onRcptTo(address, session, callback) {
      const token = returnTokenOf(address.address, o.domain);
      const remote = session.remoteAddress;
      if (!token)
        return callback(
          refuse('not a return path', { to: address.address, remote }, 550, '5.1.1 No such user'),
        );
      if (session.envelope.rcptTo.length > 0)
        return callback(refuse('second recipient', { remote }, 452, '4.5.3 One recipient only'));
      o.db
        .select({ id: announceRecipients.id })
        .from(announceRecipients)
        .where(eq(announceRecipients.returnToken, token))
        .then(([row]) =>
          callback(
            row
              ? undefined
              : refuse('unknown token', { to: address.address, remote }, 550, '5.1.1 No such user'),
          ),
        )
        .catch((error: Error) => callback(refusal(451, `4.3.0 ${error.message}`)));
    },
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo[0]?.address ?? '';
      const remote = session.remoteAddress;
      const token = returnTokenOf(to, o.domain)!;
      readAll(stream)
        .then(async (raw) => {
          if (!raw) return refuse('too large', { to, remote }, 552, '5.3.4 Message too big');
          const report = await readDeliveryReport(raw, o.domain);
          if (!report)
            return refuse('not a bounce', { to, remote }, 550, '5.7.1 Not a delivery report');
          const result = await recordReport(o, { returnToken: token }, report.recipients, 'dsn');
          if (!result.recorded)
            return refuse(result.why, { to, remote }, 550, `5.7.1 Not recorded: ${result.why}`);
          o.log.info({ to, kind: result.kind, standard: report.standard }, 'bounce recorded');
          return undefined;
        })
        .then((error) => callback(error ?? null))
        .catch((error: Error) => {
          o.log.error({ err: error, to }, 'bounce listener: failed');
          callback(refusal(451, '4.3.0 Try again later'));
        });
    },
  });
}
