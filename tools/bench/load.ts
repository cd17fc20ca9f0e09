/**
 * The load generator, run as a child process so it does not share the API's event loop or memory.
 * It receives a list of prepared requests and cycles through them with autocannon, one per request.
 */
import autocannon from 'autocannon';

export interface RequestSpec {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadJob {
  id: number;
  url: string;
  specs: RequestSpec[];
  connections: number;
  /** Seconds; ignored when `amount` is set. */
  duration: number;
  amount?: number;
  /** Requests per second for all connections together (open loop); unset: as fast as answers come. */
  rate?: number;
}

export interface LoadResult {
  requestsPerSec: number;
  total: number;
  latency: { p50: number; p90: number; p99: number; max: number; mean: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  durationSec: number;
}

function run(job: LoadJob): Promise<LoadResult> {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: job.url,
        connections: job.connections,
        ...(job.amount ? { amount: job.amount } : { duration: job.duration }),
        ...(job.rate ? { overallRate: job.rate } : {}),
        timeout: 30,
        requests: [
          {
            setupRequest: (req: Record<string, unknown>) => {
              const spec = job.specs[next++ % job.specs.length]!;
              return {
                ...req,
                method: spec.method,
                path: spec.path,
                headers: spec.headers,
                body: spec.body,
              };
            },
          },
        ],
      },
      (err: Error | null, r: autocannon.Result) => {
        if (err) return reject(err);
        const codes = r.statusCodeStats;
        resolve({
          // With `amount`, autocannon stops at its next once-a-second tick, so its duration counts
          // whole seconds (20 requests of 60 ms: "10 req/s"). Closed loop: connections ÷ mean latency.
          requestsPerSec: job.amount
            ? r.latency.mean > 0
              ? (job.connections * 1000) / r.latency.mean
              : 0
            : r.requests.average,
          total: r.requests.total,
          latency: {
            p50: r.latency.p50,
            p90: r.latency.p90,
            p99: r.latency.p99,
            max: r.latency.max,
            mean: r.latency.mean,
          },
          errors: r.errors,
          timeouts: r.timeouts,
          non2xx: r.non2xx,
          statusCodes: Object.fromEntries(
            Object.entries(codes ?? {}).map(([code, v]) => [code, v.count]),
          ),
          durationSec: r.duration,
        });
      },
    );
  });
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send!({ id: job.id, result }),
    (err: unknown) => process.send!({ id: job.id, error: String(err) }),
  );
});
process.on('disconnect', () => process.exit(0));
