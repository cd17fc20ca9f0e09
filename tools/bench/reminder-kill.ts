/**
 * `npm run bench:reminders:kill [-- --recipients 10000 --read 0.4 --kill-at 0.3
 *   --database-url postgres://…/tayori_reminder_bench]`
 *
 * Kill -9 in the middle of a reminder (docs/decisions/reminders.md), on PostgreSQL: the school of
 * reminder-world.ts; a reminder by push to the unread is asked of an instance without workers,
 * and sent by an instance in a process of its own, killed with SIGKILL once `kill-at` of the
 * pushes have reached the push services' stand-in; a second instance is started. Reports the
 * still-unread reached (target: every one), those reached twice (target: no more than the batch
 * in flight, 100) and how long after the kill the last push went. The stand-in stays in this
 * process: the instances reach it through a local relay.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildServer } from '@tayori/api/server';
import { loadConfig } from '@tayori/api/config';
import { reminderWorld, remindRequest } from './reminder-world';
import { createSigner } from './servers';
import { until } from './waiting';
import { databaseUrlOption } from './database-url';

const { values: args } = parseArgs({
  options: {
    recipients: { type: 'string', default: '10000' },
    read: { type: 'string', default: '0.4' },
    'kill-at': { type: 'string', default: '0.3' },
    'database-url': databaseUrlOption('reminder'),
  },
});
const url = args['database-url'];

const world = await reminderWorld(url, Number(args.recipients), Number(args.read));
const { stand, userOf } = world;

// The instances' pushes reach the stand-in through this relay, unchanged.
const relay = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const to = new URL(req.url ?? '/', 'http://relay').searchParams.get('to') ?? '';
    const headers = Object.entries(req.headers).flatMap(([k, v]) =>
      typeof v === 'string' ? [[k, v] as [string, string]] : [],
    );
    void stand
      .fetch(to, { method: req.method ?? 'POST', headers, body: Buffer.concat(chunks) })
      .then(async (answer) => {
        res.writeHead(answer.status);
        res.end(await answer.text());
      });
  });
});
await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
const relayPort = String((relay.address() as AddressInfo).port);

/** An instance with its workers, in a process of its own; resolves once it has started. */
function startInstance(): Promise<ChildProcess> {
  const script = fileURLToPath(new URL('./reminder-instance.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, url, relayPort], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve(child));
    child.on('exit', (code) => reject(new Error(`instance exited (${code})`)));
  });
}

const first = await startInstance();
// The reminder is asked of an instance without workers: only the killed one sends it.
const signer = await createSigner();
const front = await buildServer({
  config: loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'warn', JOB_WORKERS: 'off' }),
  database: world.database,
  verifier: signer.verifier,
});
const res = await front.inject(remindRequest(world.notice.id, await signer.sign(world.editor.id)));
if (res.statusCode !== 200) throw new Error(`POST: ${res.statusCode} ${res.body}`);
const { reminderId, push: queued } = res.json() as { reminderId: number; push: number };

await until(async () => stand.received.length >= queued * Number(args['kill-at']));
first.kill('SIGKILL');
const receivedAtKill = stand.received.length;
const queuedAtKill = await world.queuedOf(reminderId);
const killedAt = Date.now();
const second = await startInstance();
await until(async () => (await world.queuedOf(reminderId)) === 0);
const lastPush = Math.max(...stand.received.map((r) => r.at));
const afterKill = (lastPush - killedAt) / 1000;

const pushesOf = new Map<string, number>();
for (const r of stand.received) {
  const user = userOf.get(r.endpoint)!;
  pushesOf.set(user, (pushesOf.get(user) ?? 0) + 1);
}
const unread = world.ids.slice(world.readIds.length);
const hadRead = new Set(world.readIds);
const missed = unread.filter((id) => !pushesOf.has(id)).length;
const twice = [...pushesOf.values()].filter((count) => count > 1).length;
second.kill('SIGTERM');
await front.close();
relay.close();
await world.database.close();

console.log(`\nKill -9 in the middle of a reminder by push: ${queued} unread with a device`);
console.log(
  `  pushes before the kill           ${receivedAtKill} (deliveries still queued ${queuedAtKill})`,
);
console.log(`  still-unread never reached       ${missed}   (target 0)`);
console.log(`  reached twice                    ${twice}   (target ≤ 100, the batch in flight)`);
console.log(
  `  pushes to those who had read     ${[...pushesOf.keys()].filter((id) => hadRead.has(id)).length}   (target 0)`,
);
console.log(
  `  last push after the kill         ${afterKill.toFixed(1)} s   (the job given back after the 10 s heartbeat)`,
);
console.log(`  refused by the stand-in          ${stand.refused.length}`);
