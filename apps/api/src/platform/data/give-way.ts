import type pg from 'pg';

/**
 * Work no one waits for at a screen (the job workers' mail and imports) gives way to the requests
 * people do wait for (docs/scale.md, "What breaks first"): before each of its steps it waits while
 * this instance is behind with its requests — some wait for one of the pool's connections, or the
 * event loop runs late — and goes on when it is not, or after `longestWaitMs` at most, so a busy
 * morning slows background work without ever stopping it.
 */
export type GiveWay = () => Promise<void>;

const LOOK_EVERY_MS = 10;
const LONGEST_WAIT_MS = 1000;
/** The event loop this late is busy with more than it can answer at once. */
const LATE_LOOP_MS = 20;

/** PGlite (no pool, one statement at a time) and tests: never waits. */
export const neverWait: GiveWay = () => Promise.resolve();

/** An instance's way of giving way; `stop` ends its watch of the event loop (on close). */
export function giveWayToRequests(
  requests: pg.Pool | undefined,
  { longestWaitMs = LONGEST_WAIT_MS } = {},
): { giveWay: GiveWay; stop(): void } {
  if (!requests) return { giveWay: neverWait, stop: () => {} };
  const loop = loopLateness();
  const behind = () => requests.waitingCount > 0 || loop.lateMs() > LATE_LOOP_MS;
  return {
    giveWay: async () => {
      for (let waited = 0; behind() && waited < longestWaitMs; waited += LOOK_EVERY_MS)
        await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    },
    stop: loop.stop,
  };
}

/**
 * How late the event loop ran a timer lately: one timer every LOOK_EVERY_MS, its lateness kept
 * (the larger of the last and half the one before, so one late turn is not forgotten at once).
 */
function loopLateness() {
  let late = 0;
  let expected = performance.now() + LOOK_EVERY_MS;
  const timer = setInterval(() => {
    const now = performance.now();
    late = Math.max(now - expected, late / 2);
    expected = now + LOOK_EVERY_MS;
  }, LOOK_EVERY_MS).unref();
  return { lateMs: () => late, stop: () => clearInterval(timer) };
}
