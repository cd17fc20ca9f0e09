import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/http/errors';
import { testAccountRoutes } from './test-accounts';

/** The loopback addresses (IPv4, IPv6 and IPv4-mapped IPv6) of this machine. */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Headers a reverse proxy adds. A proxy on this machine connects from loopback too, so a request
 * that passed through one (from anywhere on its side) carries one of these.
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'via',
];

/**
 * `/dev/outbox`: SMS and mail the outbox adapters kept instead of sending. Only with DEV_TOOLS=1,
 * and only to a browser on this machine: the demo listens on every address, and the outbox holds
 * temporary passwords that nobody else on the network may read. The peer must be loopback (the
 * socket's own address, whatever TRUST_PROXY says) and the request must not have come through a
 * proxy, which would make every client behind it look local. `/dev/students` and `/dev/staff`
 * (test-accounts.ts) sit behind the same check.
 */
export async function devToolRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  app.addHook('onRequest', async (req) => {
    const peer = req.socket.remoteAddress ?? '';
    const proxied = FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined);
    if (!LOOPBACK.test(peer) || proxied) throw notFound();
  });
  app.get('/dev/outbox.json', { schema: { hide: true } }, async () =>
    db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(200),
  );
  app.get('/dev/outbox', { schema: { hide: true } }, async (_req, reply) => {
    const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(200);
    const items = rows
      .map(
        (
          m,
        ) => `<tr><td>${m.id}</td><td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.recipient)}</td>
<td>${m.createdAt.toISOString()}</td><td>${escapeHtml(m.subject ?? '')}</td><td><pre>${escapeHtml(m.body)}</pre></td></tr>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="ja"><head><meta charset="utf-8">
<title>送信箱 (開発用)</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>送信箱 (開発用)</h1><p>SMS とメールは送信されず、ここに保存されています。</p>
<table border="1" cellpadding="4"><thead><tr><th>ID</th><th>種別</th><th>宛先</th><th>日時</th><th>件名</th><th>本文</th></tr></thead>
<tbody>${items || '<tr><td colspan="6">まだありません。</td></tr>'}</tbody></table></body></html>`);
  });
  testAccountRoutes(app, { db, clock });
}
