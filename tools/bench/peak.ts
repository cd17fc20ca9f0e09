/**
 * `npm run bench:peak [-- --students 50000 --rates 5,10,20,40 --stage 20 --instances 1 --pool 4
 *   --bulk-pool 2]`
 *
 * The 8:30 peak (docs/scale.md): on a copy of the generated dataset, `instances` API instances,
 * each a process of its own with the production heap bounds, behind a round-robin balancer; the
 * students arrive at each rate of `rates` (arrivals a second, an open model) for `stage` seconds
 * and do their morning (peak/student-morning.ts) while staff publish a notice to 10,000, send a
 * 5,000-recipient mail, search and export the largest school and import 5,000 rows
 * (peak/staff-morning.ts). Prints, per stage: each step's p50/p95/p99 and errors, each instance's
 * cores and RSS, the database's connections, the job queue's lag and the CPU per student; then
 * the highest rate held (every student step's p99 ≤ 300 ms, no error), and sign-in's own line
 * (peak/sign-in.ts). `--bulk-pool 0,2` compares settings in one run, and `--before <rev>` adds an
 * earlier commit's instances (peak/checkout.ts): a set of instances for each, on a copy of the
 * dataset of its own, every rate's stage run with each in turn (the order alternating from rate to
 * rate). Results in bench/results/.
 */
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '@tayori/api/db/client';
import { copyDatabase, dropDatabase } from '../generate/database';
import { ensureDataset } from './datasets';
import { writeResults } from './report';
import { createSigner } from './servers';
import { until } from './waiting';
import { checkoutAt } from './peak/checkout';
import { startFleet, startMailSink, type Fleet } from './peak/processes';
import { watchDatabase, type DatabaseProbe } from './peak/probe';
import { signInRate } from './peak/sign-in';
import { printStage, type PeakStage } from './peak/print';
import { runStage } from './peak/stage';
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
    /** DATABASE_BULK_POOL_SIZE; several (`0,2`): each rate's stage with each, in the same run. */
    'bulk-pool': { type: 'string', default: '2' },
    /** An earlier commit (`--before main~3`): its instances too, each rate's stage with each. */
    before: { type: 'string' },
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
    /**
     * `yes`: the staff's calls and the job queue on an instance of their own (a proxy routing the
     * staff's screens apart, docs/operations.md), the students' instances answering students only
     * (JOB_WORKERS=off); `both`: each setting both ways, in the same run.
     */
    'staff-instance': { type: 'string', default: 'no' },
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
const sink = await startMailSink();
const signer = await createSigner();

// Each setting's instances on a copy of their own: their job queues apart, the run's writes
// (imports, mail, notices) never changing the dataset or the other setting's data.
const fleets: (Fleet & { url: string; database: Database; probe: DatabaseProbe })[] = [];
const before = args.before ? checkoutAt(args.before) : null;
const layouts = { no: [false], yes: [true], both: [false, true] }[args['staff-instance']];
if (!layouts) throw new Error('--staff-instance is no, yes or both');
const settingsOf = [
  ...(before ? [{ label: `before (${before.commit})`, checkout: before.dir, bulkPool: 0 }] : []),
  ...args['bulk-pool'].split(',').map((n) => ({ label: `bulk pool ${n}`, bulkPool: Number(n) })),
].flatMap((s) =>
  layouts.map((apart) => ({
    ...s,
    apart,
    label: layouts.length > 1 ? `${s.label}, ${apart ? 'the staff apart' : 'all on one'}` : s.label,
  })),
);
for (const [k, setting] of settingsOf.entries()) {
  const url = await copyDatabase(dataset.url, `tayori_bench_peak_${k}`);
  const settings = { ...setting, url, pool: Number(args.pool), smtpUrl: sink.url, jwk: signer.jwk };
  const o = {
    instances: Number(args.instances),
    workerInstance: args['worker-instance'],
    staffInstance: setting.apart,
  };
  const probe = watchDatabase(url);
  await probe.start();
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  fleets.push({ ...(await startFleet(settings, o)), url, database, probe });
}
const students = await Promise.all(
  dataset.sample.studentIds.map(async (id) => ({ id, token: await signer.sign(id) })),
);

const results: PeakStage[] = [];
let stageNumber = 0;
for (const [i, rate] of rates.entries()) {
  // Each setting's stage in turn; the order alternates, so neither is always the warmer.
  for (const fleet of i % 2 === 0 ? fleets : [...fleets].reverse()) {
    const result = await morningStage(fleet, rate, stageNumber++);
    results.push(result);
    printStage(result, { stageSeconds: Number(args.stage), compared: fleets.length > 1 });
  }
}

/** One stage: the students at `rate` and the staff's morning, on one fleet. */
async function morningStage(
  fleet: (typeof fleets)[number],
  rate: number,
  n: number,
): Promise<PeakStage> {
  const { probe } = fleet;
  const staff = await staffRequests(fleet.database.db, dataset.sample, signer, n);
  const mailStart = await sink.count();
  const mailTarget = mailStart.received + JSON.parse(staff.mail.body!).userIdList.length;
  let staffTimes: Record<string, number> = {};
  probe.take();
  await fleet.clocks();
  const stage = await runStage({
    client: fleet.client,
    sample: dataset.sample,
    students,
    pids: fleet.children.map((c) => c.pid!),
    rate,
    seconds: Number(args.stage),
    // The staff start two seconds into the stage, when the students are arriving.
    background: () =>
      !args.staff && rate > 0
        ? Promise.resolve()
        : new Promise((s) => setTimeout(s, 2000))
            .then(() =>
              staffMorning(
                fleet.staffClient,
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
  const staffAlone = results.find((r) => r.rate === 0 && r.setting === fleet.label);
  const staffCpu = staffAlone?.cpuSeconds ?? stage.cpuSeconds;
  return {
    ...stage,
    setting: fleet.label,
    apart: fleet.staffApart
      ? "the staff's instance (and the jobs)"
      : args['worker-instance']
        ? 'job worker'
        : null,
    staff: staffTimes,
    mailedTwice,
    cpuMsPerMorning:
      stage.mornings > 0 ? ((stage.cpuSeconds - staffCpu) * 1000) / stage.mornings : 0,
    database: probe.take(),
    clocks: await fleet.clocks(),
  };
}

const heldBy = fleets.map((f) => {
  const held = results
    .filter((r) => r.rate > 0 && r.setting === f.label)
    .filter((r) =>
      studentSteps.every((s) => r.steps[s].p99 <= HELD_P99_MS && r.steps[s].errors === 0),
    )
    .map((r) => r.rate);
  const heldRate = held.length ? Math.max(...held) : null;
  console.log(
    `\nHighest rate held (every student step p99 ≤ ${HELD_P99_MS} ms, no error), ${f.label}: ${heldRate ?? 'none'} students/s with ${args.instances} instance(s)`,
  );
  return { setting: f.label, heldRate };
});
for (const f of fleets) {
  await f.probe.stop();
  await f.stop();
  await f.database.close();
  await dropDatabase(f.url);
}
await sink.close();
before?.remove();
const file = writeResults(
  {
    kind: 'peak',
    args,
    signIn,
    stages: results,
    heldRate: heldBy.length === 1 ? heldBy[0]!.heldRate : null,
    heldBy,
  },
  startedAt,
);
console.log(`Results: ${file}`);
