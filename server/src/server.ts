import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import type { AppContext } from './app-context';

export interface RunningServer {
  server: http.Server;
  url: string;
  /** Stops accepting, lets requests in flight finish (up to `graceMs`), then closes the rest. */
  stop(graceMs?: number): Promise<void>;
}

export async function startHttpServer(
  context: AppContext,
  port: number,
  host: string,
): Promise<RunningServer> {
  const app = createApp(context);
  // The catalogue's first read here, not in the first request's; then checked in the background.
  const stopRefreshing = await context.catalogue.keepFresh((error) =>
    context.logger.error('catalogue not read', { error }),
  );
  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => {
      stopRefreshing();
      reject(error);
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host;
  return {
    server,
    url: `http://${shownHost}:${address.port}`,
    stop: (graceMs = 10_000) =>
      new Promise<void>((resolve) => {
        stopRefreshing();
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
