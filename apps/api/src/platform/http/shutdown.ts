import type { FastifyInstance } from 'fastify';

/**
 * A stopping instance drains before it ends (docs/operations.md, "Stopping and draining"): on
 * SIGTERM (or SIGINT) `/healthz` answers 503 so the load balancer takes the instance out, while
 * every request still gets its answer (with `Connection: close`, so kept-alive clients reconnect
 * elsewhere). After the drain period the server stops listening, waits for the requests in flight
 * and the running jobs (platform/jobs.ts), closes the database and the process exits 0. A second
 * signal ends the drain at once; a close that hangs ends the process after CLOSE_DEADLINE_MS.
 */

/** Longest wait for requests and jobs once the drain is over, before the process exits anyway. */
const CLOSE_DEADLINE_MS = 30_000;

export interface DrainState {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: DrainState;
  }
}

/** Gives the app its drain state; answers sent while draining ask the client to reconnect. */
export function installDrain(app: FastifyInstance): DrainState {
  const state: DrainState = { draining: false };
  app.decorate('drain', state);
  app.addHook('onSend', async (_req, reply) => {
    if (state.draining) reply.header('connection', 'close');
  });
  return state;
}

export interface ShutdownOptions {
  drainMs: number;
  /** After the app: the database's connections. */
  closeDatabase: () => Promise<void>;
  exit?: (code: number) => void;
}

/** Drains and stops the app on the first SIGTERM or SIGINT. */
export function stopOnSignals(app: FastifyInstance, o: ShutdownOptions): void {
  const exit = o.exit ?? ((code: number) => process.exit(code));
  let endDrain: (() => void) | null = null;
  const stop = async (signal: NodeJS.Signals) => {
    if (app.drain.draining) {
      endDrain?.();
      return;
    }
    app.drain.draining = true;
    app.log.info(
      { signal, drainSeconds: o.drainMs / 1000 },
      'stopping: /healthz answers 503 while draining',
    );
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, o.drainMs);
      endDrain = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    const deadline = setTimeout(() => {
      app.log.error(`stopping: requests or jobs still running after ${CLOSE_DEADLINE_MS} ms`);
      exit(1);
    }, CLOSE_DEADLINE_MS);
    deadline.unref();
    try {
      await app.close();
      await o.closeDatabase();
      app.log.info('stopped');
      exit(0);
    } catch (err) {
      app.log.error({ err }, 'stopping failed');
      exit(1);
    }
  };
  process.on('SIGTERM', (s) => void stop(s));
  process.on('SIGINT', (s) => void stop(s));
}
