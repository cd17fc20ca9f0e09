/**
 * The processes of `npm run bench:peak` besides itself: the SMTP sink and the API instances, each
 * a process of its own so that its CPU and memory are its own.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { instancesClient, type InstancesClient } from './client';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The SMTP sink (mail-sink.ts): its address, and how many mails it has and how many twice. */
export async function startMailSink() {
  const child = fork(here('./mail-sink.ts'), []);
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

export interface InstanceSettings {
  /** How the stages name it: `bulk pool 2`, or the earlier commit's id. */
  label: string;
  /** An earlier commit's worktree (checkout.ts) whose instance.ts to run; none: this one's. */
  checkout?: string;
  url: string;
  pool: number;
  /** DATABASE_BULK_POOL_SIZE (0: the bulk work shares the requests' pool). */
  bulkPool: number;
  smtpUrl: string;
  jwk: object;
}

/** An instance (instance.ts) with the production heap bounds; resolves once it listens. */
function startInstance(
  s: InstanceSettings,
  jobWorkers: 'on' | 'off',
): Promise<{ child: ChildProcess; address: string }> {
  const main = s.checkout
    ? join(s.checkout, 'tools/bench/peak/instance.ts')
    : here('./instance.ts');
  const child = fork(main, [], {
    execArgv: [...process.execArgv, '--max-old-space-size=512', '--max-semi-space-size=16'],
    env: {
      ...process.env,
      DATABASE_URL: s.url,
      DATABASE_POOL_SIZE: String(s.pool),
      DATABASE_BULK_POOL_SIZE: String(s.bulkPool),
      SMTP_URL: s.smtpUrl,
      BENCH_JWK: JSON.stringify(s.jwk),
      JOB_WORKERS: jobWorkers,
    },
  });
  return new Promise((resolve, reject) => {
    child.on('message', (m: { address: string }) => resolve({ child, address: m.address }));
    child.on('exit', (code) => reject(new Error(`an instance exited (${code})`)));
  });
}

/**
 * Per instance, since it was last asked: its event loop's delay, how long it took to answer by
 * its own clock (the client's times less these are the generator's and the network's), the
 * most requests that waited for one of its pool's connections at once, and its loop's busy share.
 */
export interface InstanceClock {
  loopP99Ms: number;
  loopMaxMs: number;
  // An earlier commit's instance (--before) may not tell these.
  servedP99Ms?: number;
  servedMaxMs?: number;
  poolWaitingMax?: number;
  /** How busy its event loop was, second by second (0–1). */
  busyBySecond?: number[];
}

/** The instances a stage's students are sent to, and the job worker's when it has its own. */
export interface Fleet {
  label: string;
  client: InstancesClient;
  /** The staff's calls: to `client`'s instances, or to the staff's own (`--staff-instance`). */
  staffClient: InstancesClient;
  staffApart: boolean;
  /** The answering instances, then the job worker (when `--worker-instance`). */
  children: ChildProcess[];
  clocks(): Promise<InstanceClock[]>;
  stop(): Promise<void>;
}

export async function startFleet(
  s: InstanceSettings,
  o: { instances: number; workerInstance: boolean; staffInstance: boolean },
): Promise<Fleet> {
  const answering = await Promise.all(
    Array.from({ length: o.instances }, () =>
      startInstance(s, o.workerInstance || o.staffInstance ? 'off' : 'on'),
    ),
  );
  const worker = o.workerInstance || o.staffInstance ? [await startInstance(s, 'on')] : [];
  const children = [...answering, ...worker].map((x) => x.child);
  // A failed run must not leave its instances running (they would hold the copy of the dataset).
  process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));
  const client = instancesClient(answering.map((i) => i.address));
  const staffClient = o.staffInstance ? instancesClient([worker[0]!.address]) : client;
  return {
    label: s.label,
    client,
    staffClient,
    staffApart: o.staffInstance,
    children,
    clocks: () => Promise.all(children.map(askClock)),
    stop: async () => {
      for (const c of children) c.send('stop');
      await Promise.all(children.map((c) => new Promise((s) => c.on('exit', s))));
      client.close();
      staffClient.close();
    },
  };
}

function askClock(child: ChildProcess): Promise<InstanceClock> {
  return new Promise((resolve) => {
    const answer = (m: Partial<InstanceClock>) => {
      if (m.loopP99Ms === undefined) return;
      child.off('message', answer);
      resolve(m as InstanceClock);
    };
    child.on('message', answer);
    child.send('loop');
  });
}
