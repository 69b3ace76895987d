import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A plain HTTP server on a free loopback port, for a test that needs a service to misbehave in its own way. */
export type ThrowawayServer = { url: string; close(): Promise<void> };

/** Starts one answering every request with `handler` (one that never answers stands for a hanging service). */
export async function startThrowawayServer(handler: RequestListener): Promise<ThrowawayServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    // Connections a hanging handler keeps open would hold close() forever.
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
