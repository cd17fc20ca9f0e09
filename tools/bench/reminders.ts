/**
 * `npm run bench:reminders [-- --recipients 10000 --read 0.4
 *   --database-url postgres://…/tayori_reminder_bench]`
 *
 * A reminder at a whole school's scale (docs/decisions/reminders.md), on PostgreSQL: a notice to
 * `recipients` students, each with a device on the push services' stand-in (which checks each
 * VAPID signature and decrypts each message, as a push service would), `read` of them having read
 * it; a reminder by push to the unread, while a tenth of the unread read it as it goes. Reports:
 * the time until every delivery has gone (target: within 5 minutes), the share of the unread
 * reached (target ≥ 99 %), pushes to anyone who had read it over 60 s before (target 0), and the
 * pushes per second of the instance (target ≥ 500) beside the bare rate of the same encryption,
 * signature and stand-in with no database, in the same run.
 */
import { parseArgs } from 'node:util';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { buildServer } from '@tayori/api/server';
import { loadConfig } from '@tayori/api/config';
import { noticeDeliveries } from '@tayori/api/db/schema';
import { createWebPushSender } from '@tayori/api/platform/push/web-push';
import { startPushStandIn } from '@tayori/api/test/push-stand-in';
import { reminderWorld, remindRequest } from './reminder-world';
import { createSigner } from './servers';
import { secondsSince, until } from './waiting';
import { databaseUrlOption } from './database-url';

const { values: args } = parseArgs({
  options: {
    recipients: { type: 'string', default: '10000' },
    read: { type: 'string', default: '0.4' },
    'database-url': databaseUrlOption('reminder'),
  },
});
const n = Number(args.recipients);
const url = args['database-url'];

async function main() {
  const world = await reminderWorld(url, n, Number(args.read));
  const { database, db, editor, ids, notice, readIds, stand, keys, userOf } = world;

  const signer = await createSigner();
  const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'warn' });
  const app = await buildServer({
    config,
    database,
    verifier: signer.verifier,
    pushFetch: stand.fetch,
  });
  const token = await signer.sign(editor.id);
  const start = performance.now();
  const res = await app.inject(remindRequest(notice.id, token));
  if (res.statusCode !== 200) throw new Error(`POST: ${res.statusCode} ${res.body}`);
  const { reminderId, push: queued } = res.json() as { reminderId: number; push: number };
  // A tenth of the unread read it while the reminder goes out.
  const unread = ids.slice(readIds.length);
  const lateReaders = unread.filter((_, i) => i % 10 === 0);
  const lateReadAt = new Date();
  await db
    .update(noticeDeliveries)
    .set({ readAt: lateReadAt })
    .where(
      and(
        eq(noticeDeliveries.noticeId, notice.id),
        inArray(noticeDeliveries.userId, lateReaders),
        isNull(noticeDeliveries.readAt),
      ),
    );
  await until(async () => (await world.queuedOf(reminderId)) === 0);
  const stepSeconds = secondsSince(start);
  const received = stand.received;
  const times = received.map((r) => r.at);
  const pushRate = received.length / ((Math.max(...times) - Math.min(...times)) / 1000 || 1);
  const earlyReaders = new Set(readIds);
  const toEarlyReaders = received.filter((r) => earlyReaders.has(userOf.get(r.endpoint)!)).length;
  const reachedUnread = new Set(received.map((r) => userOf.get(r.endpoint)));
  const stillUnread = unread.filter((id) => !lateReaders.includes(id));
  const reachedShare =
    stillUnread.filter((id) => reachedUnread.has(id)).length / stillUnread.length;
  await app.close();

  // Bare: the same encryption, VAPID signature and stand-in for as many pushes, no database.
  const bare = startPushStandIn();
  const sender = createWebPushSender({
    keys,
    subject: 'mailto:bench@tayori.example',
    fetch: bare.fetch,
  });
  const bareTargets = stillUnread.map(() => bare.subscribe(keys.publicKey));
  const message = {
    title: '面談日程の確認',
    body: '本文',
    url: '/unread-notice-detail/1',
    tag: 'notice-1',
  };
  const bareStart = performance.now();
  for (let i = 0; i < bareTargets.length; i += 100)
    await Promise.all(
      bareTargets
        .slice(i, i + 100)
        .map((t) => sender.send({ endpoint: t.endpoint, ...t.keys }, message)),
    );
  const bareRate = bareTargets.length / secondsSince(bareStart);
  await database.close();

  console.log(
    `\nReminder by push: ${n} recipients, ${readIds.length} read before, ${lateReaders.length} read during`,
  );
  console.log(`  queued                          ${queued} (the unread with a device)`);
  console.log(`  every delivery gone in          ${stepSeconds.toFixed(1)} s   (target ≤ 300 s)`);
  console.log(
    `  still-unread reached            ${(reachedShare * 100).toFixed(2)} %   (target ≥ 99 %)`,
  );
  console.log(`  to those who read over 60 s before  ${toEarlyReaders}   (target 0)`);
  console.log(
    `  late readers skipped            ${lateReaders.length - lateReaders.filter((id) => reachedUnread.has(id)).length} of ${lateReaders.length}`,
  );
  console.log(`  refused by the stand-in         ${stand.refused.length}`);
  console.log(`  pushes/s, the instance          ${pushRate.toFixed(0)}   (target ≥ 500)`);
  console.log(
    `  pushes/s, bare (no database)    ${bareRate.toFixed(0)}   (ratio ${(pushRate / bareRate).toFixed(2)})`,
  );
}

await main();
