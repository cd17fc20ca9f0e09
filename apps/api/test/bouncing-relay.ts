import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import type { DeliveryOptions } from '../src/modules/announce/delivery';
import { qmailBounce, standardDsn, type BounceOf } from './bounces';

/**
 * How the stand-in answers one recipient after accepting its message: a bounce, or `delivered`, a
 * success report, sent as a relay does only when the sender asked for it (RCPT TO … NOTIFY=SUCCESS).
 */
export type RelayOutcome = 'hard' | 'soft' | 'qmail' | 'delivered';

export interface Relayed {
  /** The envelope: where bounces go (MAIL FROM) and the recipient. */
  returnPath: string;
  to: string;
  messageId: string;
  /** What the sender asked to be told of (RFC 3461 NOTIFY, upper case), empty if nothing. */
  notify: string[];
}

/**
 * A mail relay stand-in (docs/decisions/delivery.md): it accepts every message ("250 Ok: queued as
 * Q…", as Postfix answers), and for the recipients told to fail it sends, `bounceAfterMs` later, the
 * bounce a real relay would send to the message's envelope sender — an RFC 3464 report (hard
 * 5.1.1 or soft 4.2.2) or qmail's plain-text one — through SMTP to `bounceTo` (the bounce
 * listener, standing in for BOUNCE_DOMAIN's MX).
 */
export async function startBouncingRelay(opts: { bounceTo: number; bounceAfterMs?: number }) {
  const relayed: Relayed[] = [];
  const outcomes = new Map<string, RelayOutcome>();
  const bounced: Promise<unknown>[] = [];
  /** Each bounce sent: when, and how long the listener took to answer it (ms). */
  const answered: { to: string; ms: number; refused: boolean }[] = [];
  const deliverer = nodemailer.createTransport({ host: '127.0.0.1', port: opts.bounceTo });
  let queued = 0;
  const bounceOf = (r: Relayed, outcome: RelayOutcome) => {
    const b: BounceOf = {
      to: r.returnPath,
      recipient: r.to,
      messageId: r.messageId,
      status: '',
      diagnostic: '',
    };
    if (outcome === 'delivered')
      return standardDsn({
        ...b,
        action: 'delivered',
        status: '2.0.0',
        diagnostic: '250 2.0.0 Ok: queued as 4F2A1C3D9',
      });
    if (outcome === 'qmail')
      return qmailBounce({ ...b, diagnostic: `550 5.1.1 <${r.to}>... User unknown` });
    return outcome === 'hard'
      ? standardDsn({
          ...b,
          status: '5.1.1',
          diagnostic: `550 5.1.1 <${r.to}>: Recipient address rejected: User unknown in virtual mailbox table`,
        })
      : standardDsn({ ...b, status: '4.2.2', diagnostic: `452 4.2.2 <${r.to}>: Mailbox full` });
  };
  const server = new SMTPServer({
    authOptional: true,
    // Offers the DSN extension (RFC 3461), as Postfix does: senders may ask what to be told of.
    hideDSN: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const r: Relayed = {
          returnPath: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo[0]?.address ?? '',
          messageId: /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? '',
          notify: session.envelope.rcptTo[0]?.dsn?.notify ?? [],
        };
        relayed.push(r);
        const told = outcomes.get(r.to);
        // A success is reported only to a sender who asked (NOTIFY=SUCCESS); a failure always.
        const outcome = told === 'delivered' && !r.notify.includes('SUCCESS') ? undefined : told;
        if (outcome)
          bounced.push(
            new Promise((resolve) => setTimeout(resolve, opts.bounceAfterMs ?? 0)).then(() => {
              const start = performance.now();
              const done = (refused: boolean) =>
                answered.push({ to: r.to, ms: performance.now() - start, refused });
              return deliverer
                .sendMail({ envelope: { from: '', to: r.returnPath }, raw: bounceOf(r, outcome) })
                .then(
                  () => done(false),
                  (error: unknown) => {
                    done(true);
                    return error;
                  },
                );
            }),
          );
        callback(null, `Ok: queued as Q${String(++queued).padStart(5, '0')}`);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    relayed,
    answered,
    /** What the stand-in does with `address`'s next messages. */
    outcome(address: string, outcome: RelayOutcome | null) {
      if (outcome) outcomes.set(address, outcome);
      else outcomes.delete(address);
    },
    /** Every bounce sent so far has been answered by the listener (accepted or refused). */
    settled: () => Promise.all(bounced),
    close: async () => {
      deliverer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The bounce domain the delivery tests' return paths and listener use. */
export const TEST_BOUNCE_DOMAIN = 'bounce.tayori.test';

/**
 * How the delivery tests send through the relay stand-in: VERP return paths on TEST_BOUNCE_DOMAIN,
 * two quick retries.
 */
export function relayDeliveryOptions(
  o: Pick<DeliveryOptions, 'db' | 'clock' | 'mail' | 'log'>,
): DeliveryOptions {
  return {
    ...o,
    domain: 'tayori.test',
    bounceDomain: TEST_BOUNCE_DOMAIN,
    retryLimit: 2,
    retryDelaySeconds: 1,
  };
}
