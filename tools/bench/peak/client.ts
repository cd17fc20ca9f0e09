import http from 'node:http';
import type { RequestSpec } from '../load';

/** One answer: its status (0 when the connection failed) and how long it took (ms). */
export interface Answer {
  status: number;
  ms: number;
  /** When it was sent (performance.now()). */
  startedAt: number;
}

/**
 * Requests to the instances in turn (the balancer: round robin from the client, one hop less
 * than a proxy in this process), over kept-alive connections, each answer read to its end.
 */
export function instancesClient(addresses: string[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  let next = 0;
  const request = (spec: RequestSpec, base = addresses[next++ % addresses.length]!) =>
    new Promise<Answer & { body: string }>((resolve) => {
      const start = performance.now();
      const chunks: Buffer[] = [];
      const req = http.request(
        base + spec.path,
        { method: spec.method, headers: spec.headers, agent },
        (res) => {
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              ms: performance.now() - start,
              startedAt: start,
              body: Buffer.concat(chunks).toString(),
            }),
          );
        },
      );
      req.on('error', () =>
        resolve({ status: 0, ms: performance.now() - start, startedAt: start, body: '' }),
      );
      if (spec.body !== undefined) req.write(spec.body);
      req.end();
    });
  return { request, close: () => agent.destroy() };
}

export type InstancesClient = ReturnType<typeof instancesClient>;
