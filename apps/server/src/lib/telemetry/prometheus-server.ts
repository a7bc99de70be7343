// The Prometheus scrape endpoint on a listener of its own (PROMETHEUS_PORT, bound to PROMETHEUS_HOST, 127.0.0.1 by
// default): never on the public port, so no route, proxy rule or token decides who may read it; the network does.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface PrometheusServer {
  port: number;
  close(): Promise<void>;
}

export async function startPrometheusServer(
  registry: Registry,
  { port, host }: { port: number; host: string },
): Promise<PrometheusServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
