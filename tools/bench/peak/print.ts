import type { InstanceClock } from './processes';
import type { watchDatabase } from './probe';
import type { StageResult } from './stage';
import { studentSteps } from './student-morning';

/** One stage of `npm run bench:peak` as its results file keeps it. */
export interface PeakStage extends StageResult {
  /** Which fleet: `bulk pool 2`, or an earlier commit's id (--before). */
  setting: string;
  /** The last instance's name when it is not a students' one (`--worker-instance`, `--staff-instance`). */
  apart: string | null;
  staff: Record<string, number>;
  mailedTwice: number;
  /** CPU milliseconds of the instances per student morning, the staff's alone taken off. */
  cpuMsPerMorning: number;
  /** Per instance (the job worker last, when it has its own). */
  clocks: InstanceClock[];
  database: ReturnType<ReturnType<typeof watchDatabase>['take']>;
}

export function printStage(r: PeakStage, o: { stageSeconds: number; compared: boolean }) {
  const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(8);
  const setting = o.compared ? `, ${r.setting}` : '';
  console.log(
    r.rate === 0
      ? `\nThe staff alone${setting}, ${r.cpuSeconds.toFixed(1)} s of the instances' CPU`
      : `\n${r.rate} students/s for ${o.stageSeconds} s${setting}: ${r.mornings} mornings`,
  );
  for (const step of r.mornings > 0 ? studentSteps : []) {
    const f = r.steps[step];
    console.log(
      `  ${step.padEnd(26)} p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}  errors ${f.errors}/${f.count}`,
    );
  }
  for (const [action, t] of Object.entries(r.staff))
    console.log(`  staff: ${action.padEnd(34)} ${(t / 1000).toFixed(1)} s`);
  r.instances.forEach((x, i) => {
    const c = r.clocks[i]!;
    const name = r.apart && i === r.instances.length - 1 ? r.apart : `instance ${i + 1}`;
    console.log(
      `  ${name}: ${x.cores.toFixed(2)} cores, RSS up to ${x.rssMb} MB, event loop held p99 ${c.loopP99Ms.toFixed(0)} ms, at most ${c.loopMaxMs.toFixed(0)} ms`,
    );
    if (c.busyBySecond)
      console.log(
        `    answers by its own clock p99 ${c.servedP99Ms!.toFixed(0)} ms, at most ${c.servedMaxMs!.toFixed(0)} ms; at most ${c.poolWaitingMax} waiting for a connection; its event loop busy by second (%): ${c.busyBySecond.map((b) => Math.round(b * 100)).join(' ')}`,
      );
  });
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
