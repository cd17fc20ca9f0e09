/**
 * One API instance of `npm run bench:peak`, a process of its own so that its CPU and memory are
 * its own: the real server (buildServer, with its job workers) on the run's copy of the dataset,
 * started with the production heap bounds, verifying the bench's tokens, sending mail to the
 * bench's SMTP sink. Answers its address on the IPC channel, stops on "stop".
 */
import { createHistogram, monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildServer } from '@tayori/api/server';
import { loadConfig } from '@tayori/api/config';
import { openDatabase } from '@tayori/api/db/client';
import { createTokenVerifier } from '@tayori/api/platform/identity/auth';
import { AUDIENCE, ISSUER } from '../servers';

const env = process.env;
const url = env.DATABASE_URL!;
const database = await openDatabase({
  kind: 'postgres',
  url,
  poolSize: Number(env.DATABASE_POOL_SIZE ?? 4),
  bulkPoolSize: Number(env.DATABASE_BULK_POOL_SIZE ?? 2),
});
const app = await buildServer({
  config: loadConfig({
    DATABASE_URL: url,
    LOG_LEVEL: 'warn',
    SMTP_URL: env.SMTP_URL,
    MAIL_FROM: 'office@bench.example',
    JOB_WORKERS: env.JOB_WORKERS,
  }),
  database,
  verifier: createTokenVerifier({
    issuer: ISSUER,
    audience: AUDIENCE,
    jwks: { keys: [JSON.parse(env.BENCH_JWK!)] },
  }),
});
// How long the instance itself took per answer (its own clock, from the request's arrival to the
// reply's end), beside the client's: what is left is the generator's and the network's.
const served = createHistogram();
app.addHook('onResponse', async (_req, reply) => {
  served.record(Math.max(1, Math.round(reply.elapsedTime * 1000)));
});
// The most requests that waited for one of the pool's connections at once (sampled every 10 ms).
let poolWaitingMax = 0;
setInterval(
  () => (poolWaitingMax = Math.max(poolWaitingMax, database.pool!.waitingCount)),
  10,
).unref();
// How busy the event loop was in each second (0–1): a loop busy all of a second makes every
// answer of that second wait, however short each task that held it.
const busyBySecond: number[] = [];
let lastUtilization = performance.eventLoopUtilization();
setInterval(() => {
  const now = performance.eventLoopUtilization();
  busyBySecond.push(performance.eventLoopUtilization(now, lastUtilization).utilization);
  lastUtilization = now;
}, 1000).unref();
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.send!({ address });
// How long the event loop was held (each answer waits that long): asked for after each stage.
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
process.on('message', (m) => {
  if (m === 'loop') {
    process.send!({
      loopP99Ms: loop.percentile(99) / 1e6,
      loopMaxMs: loop.max / 1e6,
      servedP99Ms: served.percentile(99) / 1000,
      servedMaxMs: served.max / 1000,
      poolWaitingMax,
      busyBySecond: busyBySecond.splice(0),
    });
    poolWaitingMax = 0;
    loop.reset();
    served.reset();
  }
  if (m !== 'stop') return;
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
