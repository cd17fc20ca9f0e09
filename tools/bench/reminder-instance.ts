/**
 * One instance of the portal for `npm run bench:reminders:kill`, in a process of its own so that
 * the bench can kill it with SIGKILL: the server with its job workers on the bench's database,
 * its pushes sent to the bench's stand-in through `relay` (the stand-in lives in the bench's
 * process, which outlives this one).
 * `tsx tools/bench/reminder-instance.ts <postgres url> <relay port>`
 */
import { buildServer } from '@tayori/api/server';
import { loadConfig } from '@tayori/api/config';
import { openDatabase } from '@tayori/api/db/client';
import type { PushFetch } from '@tayori/api/platform/push/port';
import { createSigner } from './servers';

const [url, relayPort] = process.argv.slice(2);
if (!url || !relayPort) throw new Error('Usage: reminder-instance.ts <postgres url> <relay port>');

const relay: PushFetch = (to, init) =>
  fetch(`http://127.0.0.1:${relayPort}/?to=${encodeURIComponent(to)}`, {
    method: init.method ?? 'POST',
    headers: init.headers ?? {},
    body: init.body ?? null,
  });

const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
await buildServer({
  config: loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'warn' }),
  database,
  verifier: (await createSigner()).verifier,
  pushFetch: relay,
});
console.log('ready');
