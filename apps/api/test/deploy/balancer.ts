import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer (or reverse proxy) for the deployment tests: each request goes to the next
 * backend in turn (round robin per request, as an L7 balancer without stickiness does), with the
 * headers `rewrite` gives it, like an nginx `proxy_set_header`.
 */
export async function startBalancer(
  backends: () => string[],
  rewrite: (headers: IncomingHttpHeaders, clientAddress: string) => IncomingHttpHeaders = (h) => h,
) {
  let next = 0;
  const server = createServer((req, res) => {
    const list = backends();
    const target = new URL(list[next++ % list.length]!);
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: rewrite({ ...req.headers }, req.socket.remoteAddress ?? ''),
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
