/**
 * `npm run bench:mail [-- --recipients 5000 --database-url postgres://…/tayori_mail_bench]`
 *
 * Announcement mail at a whole school's scale (docs/decisions/announce.md), on PostgreSQL against a
 * local SMTP sink in this process: how long the POST of a 5,000-recipient send takes to answer
 * (target ≤ 1 s), and the worker's delivery rate (POST answered → last row sent) beside a bare
 * nodemailer pool sending the same number of messages to the same sink (target ≥ 70 %).
 */
import { parseArgs } from 'node:util';
import nodemailer from 'nodemailer';
import { buildServer } from '@tayori/api/server';
import { loadConfig } from '@tayori/api/config';
import { startSmtpSink } from '@tayori/api/test/smtp-sink';
import { sql } from 'drizzle-orm';
import { createSigner } from './servers';
import { databaseUrlOption } from './database-url';
import { benchSchool } from './bench-school';

const { values: args } = parseArgs({
  options: {
    recipients: { type: 'string', default: '5000' },
    'database-url': databaseUrlOption('mail'),
  },
});
const n = Number(args.recipients);
const url = args['database-url'];

const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

async function main() {
  const { database, editor, ids } = await benchSchool(url, n);
  const sink = await startSmtpSink({ parse: false });

  // The bare pool: nodemailer's own queue holds every message, its 5 connections send them.
  const bare = nodemailer.createTransport(`${sink.url}?pool=true`);
  const bareStart = process.hrtime.bigint();
  await Promise.all(
    ids.map((_, i) =>
      bare.sendMail({
        from: 'office@school.test',
        to: `bare-${i}@students.test`,
        subject: '全校一斉のお知らせ',
        text: '本文',
        html: '本文',
        messageId: `<bare-${i}@bench>`,
      }),
    ),
  );
  const bareSeconds = seconds(bareStart);
  bare.close();
  sink.received.length = 0;

  const signer = await createSigner();
  const config = loadConfig({ DATABASE_URL: url, SMTP_URL: sink.url, LOG_LEVEL: 'warn' });
  const app = await buildServer({ config, database, verifier: signer.verifier });
  const token = await signer.sign(editor.id);
  const post = (userIdList: string[]) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/schools/announce/mail',
      headers: { authorization: `Bearer ${token}`, cookie: 'XSRF-TOKEN=b', 'x-xsrf-token': 'b' },
      payload: { isAuthor: true, announceFromId: null, userIdList, subject: '件名', body: '本文' },
    });
  // A warm server, as in use: one small send first (its recipient's mail is not counted below).
  await post(ids.slice(0, 1));
  const postStart = process.hrtime.bigint();
  const res = await post(ids);
  const postSeconds = seconds(postStart);
  if (res.statusCode !== 200) throw new Error(`POST: ${res.statusCode} ${res.body}`);
  const { announceId } = res.json() as { announceId: number };
  const workerStart = process.hrtime.bigint();
  for (;;) {
    const result = (await database.db.execute(
      sql`select count(*)::int as n from announce_recipients where mail_id = ${announceId} and state <> 'queued'`,
    )) as unknown as { rows: { n: number }[] };
    if (result.rows[0]!.n >= n) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const workerSeconds = seconds(workerStart);
  await app.close();
  await database.close();
  await sink.close();

  const bareRate = n / bareSeconds;
  const workerRate = n / workerSeconds;
  console.log(`recipients                 ${n}`);
  console.log(
    `POST …/announce/mail       ${(postSeconds * 1000).toFixed(0)} ms (target ≤ 1000 ms)`,
  );
  console.log(
    `bare nodemailer pool       ${bareRate.toFixed(0)} mails/s (${bareSeconds.toFixed(2)} s)`,
  );
  console.log(
    `announce worker            ${workerRate.toFixed(0)} mails/s (${workerSeconds.toFixed(2)} s)`,
  );
  console.log(
    `worker / bare              ${((workerRate / bareRate) * 100).toFixed(0)} % (target ≥ 70 %)`,
  );
  console.log(`sink received              ${sink.received.length}`);
}

await main();
