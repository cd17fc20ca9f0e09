import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What the sink accepted: the envelope, the Message-ID and (when parsing) the parsed mail. */
export interface Received {
  to: string;
  messageId: string;
  /** The address the sending client connected from (a process's SMTP `localAddress`). */
  from: string;
  mail?: ParsedMail;
}

/**
 * A real SMTP server on a free local port for the mail tests, the two-instance test, the SIGKILL
 * test and the bench; `delayMs` makes it answer each message that much later (parse: false). `refuse(address, code, times)` answers that recipient's DATA with an
 * SMTP error code (451: temporary, 550: permanent) the next `times` times.
 */
export async function startSmtpSink(opts: { parse?: boolean; delayMs?: number } = {}) {
  const parse = opts.parse ?? true;
  const delayMs = opts.delayMs ?? 0;
  const received: Received[] = [];
  const refusals = new Map<string, { code: number; times: number }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 100,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      const from = session.remoteAddress.replace(/^::ffff:/, '');
      const refusal = refusals.get(to);
      if (refusal && refusal.times > 0) {
        refusal.times--;
        stream.resume();
        stream.on('end', () => {
          const message = refusal.code >= 500 ? 'mailbox unavailable' : 'try again later';
          callback(Object.assign(new Error(message), { responseCode: refusal.code }));
        });
        return;
      }
      if (parse) {
        simpleParser(stream).then((mail) => {
          received.push({ to, messageId: mail.messageId ?? '', from, mail });
          callback();
        }, callback);
        return;
      }
      // Only the Message-ID header is read: the bench measures sending, not parsing.
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const messageId = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? '';
        const accept = () => {
          received.push({ to, messageId, from });
          callback();
        };
        // A slow server (the SIGKILL test): the reply comes `delayMs` after the data.
        if (delayMs > 0) setTimeout(accept, delayMs);
        else accept();
      });
    },
  });
  // A sender killed mid-session (the SIGKILL test does it on purpose) resets its connection; the
  // server reports it as an error event, which unheard would crash the test run. Others still do.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET') throw err;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuse(address: string, code: number, times = 1) {
      refusals.set(address, { code, times });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
