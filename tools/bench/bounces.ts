/**
 * `npm run bench:bounces [-- --recipients 10000 --bouncing 0.03 --bounce-after-ms 5000
 *   --database-url postgres://…/tayori_bounce_bench]`
 *
 * Delivery reports at a whole school's scale (docs/decisions/delivery.md), on PostgreSQL:
 * - a send to every student through a local relay stand-in that accepts everything and, a while
 *   later, sends back the bounces of `bouncing` of them (hard, soft and qmail-style) to the bounce
 *   listener: each bounce's time to be recorded (target: every one within 60 s of arriving), and
 *   the figures against a recount from the tables;
 * - the listener's rate for a burst of reports to sent deliveries (target ≥ 200 DSNs/s), beside a
 *   bare SMTP server taking the same messages;
 * - the contactability board of that school (target ≤ 300 ms) beside the bare SQL counting the
 *   same students.
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { buildServer } from '@tayori/api/server';
import { loadConfig } from '@tayori/api/config';
import { announceRecipients, students, users } from '@tayori/api/db/schema';
import { createBounceListener } from '@tayori/api/modules/delivery/bounce-listener';
import { findContactability } from '@tayori/api/modules/delivery/contactability';
import { systemClock } from '@tayori/api/platform/clock';
import { standardDsn } from '@tayori/api/test/bounces';
import { startBouncingRelay, type RelayOutcome } from '@tayori/api/test/bouncing-relay';
import { startSmtpSink } from '@tayori/api/test/smtp-sink';
import { createSigner } from './servers';
import { secondsSince, until } from './waiting';
import { databaseUrlOption } from './database-url';
import { benchSchool } from './bench-school';

const { values: args } = parseArgs({
  options: {
    recipients: { type: 'string', default: '10000' },
    bouncing: { type: 'string', default: '0.03' },
    'bounce-after-ms': { type: 'string', default: '5000' },
    burst: { type: 'string', default: '1000' },
    'database-url': databaseUrlOption('bounce'),
  },
});
const n = Number(args.recipients);
const url = args['database-url'];
const BOUNCE_DOMAIN = 'bounce.bench.test';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** `count` SMTP messages to `port`, 20 at once; answers messages per second. */
async function burstTo(port: number, messages: { to: string; raw: string }[]) {
  const client = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    pool: true,
    maxConnections: 20,
  });
  const start = performance.now();
  await Promise.all(
    messages.map((m) =>
      client.sendMail({ envelope: { from: '', to: m.to }, raw: m.raw }).catch(() => undefined),
    ),
  );
  const rate = messages.length / secondsSince(start);
  client.close();
  return rate;
}

async function main() {
  const { database, db, school, editor, ids } = await benchSchool(url, n);
  const resent: number[] = [];
  const listener = createBounceListener({
    db,
    clock: systemClock,
    domain: BOUNCE_DOMAIN,
    log: pino({ level: 'silent' }),
    resend: async (mailId) => void resent.push(mailId),
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const listenerPort = (listener.server.address() as AddressInfo).port;
  const relay = await startBouncingRelay({
    bounceTo: listenerPort,
    bounceAfterMs: Number(args['bounce-after-ms']),
  });
  const emails = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(students, eq(students.userId, users.id))
    .where(eq(students.schoolId, school.id));
  const kinds: RelayOutcome[] = ['hard', 'hard', 'soft', 'qmail'];
  const bouncing = emails.filter((_, i) => i % Math.round(1 / Number(args.bouncing)) === 0);
  bouncing.forEach((e, i) => relay.outcome(e.email, kinds[i % kinds.length]!));

  const signer = await createSigner();
  const config = loadConfig({
    DATABASE_URL: url,
    SMTP_URL: relay.url,
    BOUNCE_DOMAIN,
    MAIL_RETRY_DELAY_SECONDS: '3600',
    LOG_LEVEL: 'warn',
  });
  const app = await buildServer({ config, database, verifier: signer.verifier });
  const token = await signer.sign(editor.id);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/schools/announce/mail',
    headers: { authorization: `Bearer ${token}`, cookie: 'XSRF-TOKEN=b', 'x-xsrf-token': 'b' },
    payload: {
      isAuthor: true,
      announceFromId: null,
      userIdList: ids,
      subject: '件名',
      body: '本文',
    },
  });
  if (res.statusCode !== 200) throw new Error(`POST: ${res.statusCode} ${res.body}`);
  const { announceId } = res.json() as { announceId: number };
  const stateCount = async (state: 'queued' | 'bounced') =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(announceRecipients)
        .where(and(eq(announceRecipients.mailId, announceId), eq(announceRecipients.state, state)))
    )[0]!.n;
  const sendStart = performance.now();
  await until(async () => (await stateCount('queued')) === 0 || relay.relayed.length >= n);
  const sendSeconds = secondsSince(sendStart);
  await until(async () => relay.answered.length >= bouncing.length);
  await relay.settled();
  const latencies = relay.answered.map((a) => a.ms);
  const refused = relay.answered.filter((a) => a.refused).length;
  const bounced = await stateCount('bounced');
  const hardOrPlain = bouncing.filter((_, i) => kinds[i % kinds.length] !== 'soft').length;

  // The burst: one standard report for each of `burst` deliveries still sent.
  const sent = await db
    .select({ token: announceRecipients.returnToken, to: announceRecipients.toAddress })
    .from(announceRecipients)
    .where(and(eq(announceRecipients.mailId, announceId), eq(announceRecipients.state, 'sent')))
    .limit(Number(args.burst));
  const reports = sent.map((s) => {
    const to = `bounces+${s.token.replaceAll('-', '')}@${BOUNCE_DOMAIN}`;
    const raw = standardDsn({
      to,
      recipient: s.to,
      status: '5.1.1',
      diagnostic: '550 5.1.1 User unknown',
    });
    return { to, raw };
  });
  const sink = await startSmtpSink({ parse: false });
  const bareRate = await burstTo(sink.port, reports);
  const listenerRate = await burstTo(listenerPort, reports);

  // The board of the school, and the bare count of the same students.
  const admin = {
    userId: editor.id,
    userType: 'STAFF' as const,
    roleType: 'SYSTEM_ADMINISTRATOR' as const,
    schoolId: school.id,
    email: editor.email,
  };
  const boardMs: number[] = [];
  const bareMs: number[] = [];
  for (let i = 0; i < 7; i++) {
    let start = performance.now();
    await findContactability(db, admin, school.extendedSchoolCode, systemClock);
    boardMs.push(performance.now() - start);
    start = performance.now();
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.schoolId, school.id));
    bareMs.push(performance.now() - start);
  }

  await app.close();
  await relay.close();
  await sink.close();
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  await database.close();

  console.log(`recipients                 ${n} (sent in ${sendSeconds.toFixed(1)} s)`);
  console.log(
    `bounces sent back          ${bouncing.length} (${hardOrPlain} hard or plain-text, the rest soft), ${refused} refused`,
  );
  console.log(
    `time to record a bounce    median ${median(latencies).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms (target: all ≤ 60,000 ms)`,
  );
  console.log(
    `recount                    bounced ${bounced} = hard or plain ${hardOrPlain}: ${bounced === hardOrPlain ? 'yes' : 'NO'}; soft sent again ${resent.length}`,
  );
  console.log(
    `listener burst             ${listenerRate.toFixed(0)} reports/s (target ≥ 200); bare SMTP server ${bareRate.toFixed(0)}/s: ${((listenerRate / bareRate) * 100).toFixed(0)} %`,
  );
  console.log(
    `contactability board       median ${median(boardMs).toFixed(0)} ms (target ≤ 300 ms); bare count ${median(bareMs).toFixed(1)} ms`,
  );
}

await main();
