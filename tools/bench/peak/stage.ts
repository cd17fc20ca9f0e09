import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { DatasetSample } from '../../generate/sample';
import type { Answer, InstancesClient } from './client';
import { cpuSeconds, memoryOf } from './probe';
import { studentMorning, studentSteps, type StudentStep } from './student-morning';

/** Percentiles of one step's answers in a stage, and its errors (not 2xx, or no answer). */
export interface StepFigures {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface StageResult {
  rate: number;
  /** Student mornings started and finished. */
  mornings: number;
  steps: Record<StudentStep, StepFigures>;
  /** Per instance: cores used on average over the stage, highest RSS (MB). */
  instances: { cores: number; rssMb: number }[];
  /** CPU seconds of all instances over the stage. */
  cpuSeconds: number;
  /** This process's event-loop delay: a held generator adds its hold to every answer's time. */
  generatorLoop: { p99Ms: number; maxMs: number };
  /** The slowest student answer started in each second of the stage (ms): when they wait. */
  worstBySecond: number[];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

function figures(answers: Answer[]): StepFigures {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    count: answers.length,
    errors: answers.filter((a) => a.status < 200 || a.status >= 300).length,
    p50: percentile(ms, 0.5),
    p95: percentile(ms, 0.95),
    p99: percentile(ms, 0.99),
  };
}

/**
 * One stage of the morning: students arrive at `rate` a second for `seconds` — an open model, each
 * arrival at an exponential interval after the last whatever the answers do — while `background`
 * (the staff's morning) runs beside them.
 */
export async function runStage(o: {
  client: InstancesClient;
  sample: DatasetSample;
  students: { id: string; token: string }[];
  pids: number[];
  rate: number;
  seconds: number;
  background: () => Promise<unknown>;
}): Promise<StageResult> {
  const answers = Object.fromEntries(studentSteps.map((s) => [s, [] as Answer[]])) as Record<
    StudentStep,
    Answer[]
  >;
  const cpuBefore = o.pids.map(cpuSeconds);
  const rss = o.pids.map(() => 0);
  const sampler = setInterval(
    () => o.pids.forEach((pid, i) => (rss[i] = Math.max(rss[i]!, memoryOf(pid).rss))),
    500,
  );
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const worstBySecond = Array.from({ length: o.seconds }, () => 0);
  const start = performance.now();
  const record = (step: StudentStep, answer: Answer) => {
    answers[step].push(answer);
    const second = Math.min(o.seconds - 1, Math.floor((answer.startedAt - start) / 1000));
    worstBySecond[second] = Math.max(worstBySecond[second]!, answer.ms);
  };
  const mornings: Promise<void>[] = [];
  const background = o.background();
  let next = 0;
  // Rate 0: the staff alone, for what their morning costs the instances.
  for (
    let at = 0;
    o.rate > 0 && at < o.seconds * 1000;
    at += -Math.log(1 - Math.random()) * (1000 / o.rate)
  ) {
    const wait = start + at - performance.now();
    if (wait > 0) await new Promise((s) => setTimeout(s, wait));
    const student = o.students[next++ % o.students.length]!;
    mornings.push(studentMorning(o.client, o.sample, student, record));
  }
  await Promise.all([...mornings, background]);
  const wall = (performance.now() - start) / 1000;
  clearInterval(sampler);
  loop.disable();
  const cpu = o.pids.map((pid, i) => cpuSeconds(pid) - cpuBefore[i]!);
  return {
    rate: o.rate,
    mornings: mornings.length,
    steps: Object.fromEntries(studentSteps.map((s) => [s, figures(answers[s])])) as Record<
      StudentStep,
      StepFigures
    >,
    instances: cpu.map((c, i) => ({ cores: c / wall, rssMb: rss[i]! })),
    cpuSeconds: cpu.reduce((a, b) => a + b, 0),
    generatorLoop: { p99Ms: loop.percentile(99) / 1e6, maxMs: loop.max / 1e6 },
    worstBySecond,
  };
}
