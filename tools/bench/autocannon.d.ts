/** The small part of autocannon 9's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    mean: number;
    average: number;
    total: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    overallRate?: number;
    timeout?: number;
    requests?: {
      setupRequest?: (
        req: Record<string, unknown>,
        context: Record<string, unknown>,
      ) => Record<string, unknown>;
    }[];
  }
  function autocannon(opts: Options, cb: (err: Error | null, result: Result) => void): unknown;
  namespace autocannon {
    export type { Result, Options };
  }
  export default autocannon;
}
