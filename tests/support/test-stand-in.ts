// Shared by the *.test.ts files: a real stand-in on a free port with its own temp folder.
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStandIn, type StandIn, type StandInOptions } from '../../server/stand-in/stand-in-server.ts';

export const ALLOWED_ORIGIN = 'http://localhost:4173';

export type TestStandIn = StandIn & { dataDir: string; stop(): Promise<void> };

export async function startTestStandIn(
  extra: Partial<StandInOptions> = {},
): Promise<TestStandIn> {
  const dataDir = extra.dataDir ?? (await mkdtemp(join(tmpdir(), 'stand-in-test-')));
  const standIn = await startStandIn({
    port: 0,
    dataDir,
    allowedOrigins: [ALLOWED_ORIGIN],
    log: () => {},
    ...extra,
  });
  return {
    ...standIn,
    dataDir,
    async stop() {
      await standIn.close();
      if (!extra.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A body with no Content-Length, so the server must stop reading mid-stream on its own. */
export function postStreamed(url: string, totalBytes: number) {
  const chunk = new Uint8Array(8 * 1024).fill(0x61);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return fetch(url, { method: 'POST', body, duplex: 'half' } as RequestInit);
}

/** fetch() will not let a caller set Host, so this uses node:http to send a foreign one. */
export function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { Host: host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}
