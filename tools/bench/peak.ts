/**
 * `npm run bench:peak [-- --students 50000 --rates 5,10,20,40 --stage 20 --instances 1 --pool 4]`
 *
 * The 8:30 peak (docs/scale.md): on a copy of the generated dataset, `instances` API instances,
 * each a process of its own with the production heap bounds, behind a round-robin balancer; the
 * students arrive at each rate of `rates` (arrivals a second, an open model) for `stage` seconds
 * and do their morning (peak/student-morning.ts) while staff publish a notice to 10,000, send a
 * 5,000-recipient mail, search and export the largest school and import 5,000 rows
 * (peak/staff-morning.ts). Prints, per stage: each step's p50/p95/p99 and errors, each instance's
 * cores and RSS, the database's connections, the job queue's lag and the CPU per student; then
 * the highest rate held (every student step's p99 ≤ 300 ms, no error), and sign-in's own line
 * (peak/sign-in.ts). Results in bench/results/.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '@tayori/api/db/client';
import { copyDatabase, dropDatabase } from '../generate/database';
import { ensureDataset } from './datasets';
import { writeResults } from './report';
import { createSigner } from './servers';
import { until } from './waiting';
import { instancesClient } from './peak/client';
import { watchDatabase } from './peak/probe';
import { signInRate } from './peak/sign-in';
import { runStage, type StageResult } from './peak/stage';
import { staffActions, staffMorning, staffRequests, type StaffAction } from './peak/staff-morning';
import { studentSteps } from './peak/student-morning';
import { databaseUrlOption } from './database-url';

const { values: args } = parseArgs({
  allowNegative: true,
  options: {
    students: { type: 'string', default: '50000' },
    rates: { type: 'string', default: '5,10,20,40' },
    stage: { type: 'string', default: '20' },
    instances: { type: 'string', default: '1' },
    pool: { type: 'string', default: '4' },
    seed: { type: 'string', default: '1' },
    'sign-in-seconds': { type: 'string', default: '10' },
    /** --no-staff: the students alone (what the staff's morning does to them, by difference). */
    staff: { type: 'boolean', default: true },
    /** Only these of the staff's actions (publish, mail, search, csv, import): which one costs. */
    'staff-actions': { type: 'string', default: staffActions.join(',') },
    /**
     * One more instance that only works the job queue (JOB_WORKERS=on), the students' instances
     * none (JOB_WORKERS=off): the mail and the import kept off the instances that answer.
     */
    'worker-instance': { type: 'boolean', default: false },
    'database-url': databaseUrlOption(),
  },
});
const HELD_P99_MS = 300;
const startedAt = new Date();
// First the staff alone (rate 0): what their morning costs, taken off each stage's CPU per student.
const rates = [0, ...args.rates.split(',').map(Number)];

const signIn = await signInRate(Number(args['sign-in-seconds']));
console.log(
  `sign-in (scrypt N=2^17, 2 at once per process): ${signIn.perSecond.toFixed(2)} checks/s, ${(signIn.cpuSecondsEach * 1000).toFixed(0)} ms of CPU each`,
);

const dataset = await ensureDataset(args['database-url'], Number(args.students), {
  seed: Number(args.seed),
  regenerate: false,
});
const url = await copyDatabase(dataset.url, 'tayori_bench_peak');
const sink = await startMailSink();
const signer = await createSigner();

/** The SMTP sink in a process of its own (peak/mail-sink.ts). */
async function startMailSink() {
  const child = fork(fileURLToPath(new URL('./peak/mail-sink.ts', import.meta.url)), []);
  const url = await new Promise<string>((resolve) =>
    child.once('message', (m: { url: string }) => resolve(m.url)),
  );
  return {
    url,
    count: (countFrom = 0) =>
      new Promise<{ received: number; twice: number }>((resolve) => {
        child.once('message', resolve);
        child.send({ countFrom });
      }),
    close: () => new Promise((resolve) => child.once('exit', resolve).send('stop')),
  };
}

/** An instance in a process of its own; resolves with its address once it listens. */
function startInstance(
  jobWorkers: 'on' | 'off',
): Promise<{ child: ChildProcess; address: string }> {
  const child = fork(fileURLToPath(new URL('./peak/instance.ts', import.meta.url)), [], {
    execArgv: [...process.execArgv, '--max-old-space-size=512', '--max-semi-space-size=16'],
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: args.pool,
      SMTP_URL: sink.url,
      BENCH_JWK: JSON.stringify(signer.jwk),
      JOB_WORKERS: jobWorkers,
    },
  });
  return new Promise((resolve, reject) => {
    child.on('message', (m: { address: string }) => resolve({ child, address: m.address }));
    child.on('exit', (code) => reject(new Error(`an instance exited (${code})`)));
  });
}
const separate = args['worker-instance'];
const instances = await Promise.all(
  Array.from({ length: Number(args.instances) }, () => startInstance(separate ? 'off' : 'on')),
);
const worker = separate ? await startInstance('on') : null;
// A failed run must not leave its instances running (they would hold the copy of the dataset).
process.on('exit', () => [...instances, worker].forEach((x) => x?.child.kill('SIGKILL')));
const client = instancesClient(instances.map((i) => i.address));
const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
const students = await Promise.all(
  dataset.sample.studentIds.map(async (id) => ({ id, token: await signer.sign(id) })),
);
const probe = watchDatabase(url);
await probe.start();

const results: (StageResult & {
  staff: Record<string, number>;
  mailedTwice: number;
  /** CPU milliseconds of the instances per student morning, the staff's alone taken off. */
  cpuMsPerMorning: number;
  /** Per instance: the event loop's delay over the stage, p99 and highest (ms). */
  eventLoops: InstanceClock[];
  database: ReturnType<ReturnType<typeof watchDatabase>['take']>;
})[] = [];
for (const [i, rate] of rates.entries()) {
  const staff = await staffRequests(database.db, dataset.sample, signer, i);
  const mailStart = await sink.count();
  const mailTarget = mailStart.received + JSON.parse(staff.mail.body!).userIdList.length;
  let staffTimes: Record<string, number> = {};
  probe.take();
  await eventLoops();
  const stage = await runStage({
    client,
    sample: dataset.sample,
    students,
    pids: [...instances, ...(worker ? [worker] : [])].map((x) => x.child.pid!),
    rate,
    seconds: Number(args.stage),
    // The staff start two seconds into the stage, when the students are arriving.
    background: () =>
      !args.staff && rate > 0
        ? Promise.resolve()
        : new Promise((s) => setTimeout(s, 2000))
            .then(() =>
              staffMorning(
                client,
                staff,
                () => until(async () => (await sink.count()).received >= mailTarget),
                args['staff-actions'].split(',') as StaffAction[],
              ),
            )
            .then((t) => (staffTimes = t)),
  });
  // Every job once, however many instances: no recipient has the stage's mail twice.
  await new Promise((s) => setTimeout(s, 1000));
  const mailedTwice = (await sink.count(mailStart.received)).twice;
  const staffCpu = results[0]?.cpuSeconds ?? stage.cpuSeconds;
  const cpuMsPerMorning =
    stage.mornings > 0 ? ((stage.cpuSeconds - staffCpu) * 1000) / stage.mornings : 0;
  results.push({
    ...stage,
    staff: staffTimes,
    mailedTwice,
    cpuMsPerMorning,
    database: probe.take(),
    eventLoops: await eventLoops(),
  });
  printStage(results.at(-1)!);
}

/**
 * Per instance, since it was last asked: its event loop's delay, and how long it took to answer
 * by its own clock (the client's times less these are the generator's and the network's).
 */
interface InstanceClock {
  loopP99Ms: number;
  loopMaxMs: number;
  servedP99Ms: number;
  servedMaxMs: number;
  poolWaitingMax: number;
}
function eventLoops() {
  return Promise.all(
    [...instances, ...(worker ? [worker] : [])].map(
      (x) =>
        new Promise<InstanceClock>((resolve) => {
          const answer = (m: Partial<InstanceClock>) => {
            if (m.loopP99Ms === undefined) return;
            x.child.off('message', answer);
            resolve(m as InstanceClock);
          };
          x.child.on('message', answer);
          x.child.send('loop');
        }),
    ),
  );
}

function printStage(r: (typeof results)[number]) {
  const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(8);
  console.log(
    r.rate === 0
      ? `\nThe staff alone, ${r.cpuSeconds.toFixed(1)} s of the instances' CPU`
      : `\n${r.rate} students/s for ${args.stage} s: ${r.mornings} mornings`,
  );
  for (const step of r.mornings > 0 ? studentSteps : []) {
    const f = r.steps[step];
    console.log(
      `  ${step.padEnd(26)} p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}  errors ${f.errors}/${f.count}`,
    );
  }
  for (const [action, t] of Object.entries(r.staff))
    console.log(`  staff: ${action.padEnd(34)} ${(t / 1000).toFixed(1)} s`);
  r.instances.forEach((x, i) =>
    console.log(
      `  ${worker && i === instances.length ? 'job worker' : `instance ${i + 1}`}: ${x.cores.toFixed(2)} cores, RSS up to ${x.rssMb} MB, event loop held p99 ${r.eventLoops[i]!.loopP99Ms.toFixed(0)} ms, at most ${r.eventLoops[i]!.loopMaxMs.toFixed(0)} ms; answers by its own clock p99 ${r.eventLoops[i]!.servedP99Ms.toFixed(0)} ms, at most ${r.eventLoops[i]!.servedMaxMs.toFixed(0)} ms; at most ${r.eventLoops[i]!.poolWaitingMax} waiting for a connection`,
    ),
  );
  if (r.mornings > 0)
    console.log(
      `  generator's event loop held p99 ${r.generatorLoop.p99Ms.toFixed(0)} ms, at most ${r.generatorLoop.maxMs.toFixed(0)} ms; the students' worst answer by second: ${r.worstBySecond.map((x) => x.toFixed(0)).join(' ')}`,
    );
  const { busiest, ...database } = r.database;
  console.log(`  the portal's connections, sampled every 50 ms:`);
  for (const [what, n] of busiest) console.log(`    ${String(n).padStart(5)}  ${what}`);
  console.log(
    `  database ${JSON.stringify(database)}; CPU per morning ${r.cpuMsPerMorning.toFixed(0)} ms; mailed twice ${r.mailedTwice}`,
  );
}

const held = results
  .filter((r) => r.rate > 0)
  .filter((r) =>
    studentSteps.every((s) => r.steps[s].p99 <= HELD_P99_MS && r.steps[s].errors === 0),
  )
  .map((r) => r.rate);
console.log(
  `\nHighest rate held (every student step p99 ≤ ${HELD_P99_MS} ms, no error): ${held.length ? Math.max(...held) : 'none'} students/s with ${instances.length} instance(s)`,
);
await probe.stop();
const all = [...instances, ...(worker ? [worker] : [])];
for (const x of all) x.child.send('stop');
await Promise.all(all.map((x) => new Promise((s) => x.child.on('exit', s))));
client.close();
await database.close();
await sink.close();
await dropDatabase(url);
const file = writeResults(
  { kind: 'peak', args, signIn, stages: results, heldRate: held.length ? Math.max(...held) : null },
  startedAt,
);
console.log(`Results: ${file}`);
