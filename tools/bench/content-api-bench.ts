/**
 * The content API under load (issue #26): while ten valid saves are checked and saved, how fast do
 * `GET /health` and `GET /files/<path>` answer? Goal: within 50 ms. A benchmark, not a test.
 * The API runs in its own process (content-api-bench-server.ts) on a throwaway copy of site/, with the
 * local backend and its real validation thread; a stand-in login check takes one made-up token. The ten
 * saves go at once, each changing another town; meanwhile one request at a time alternates between
 * the two addresses until every save has answered. The server also reports its thread's longest stall.
 * Usage: npm run bench:api [-- --in-thread]   (npm run bench runs it too)
 * --in-thread validates on the request thread, as before #26, for comparison.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { removeTempProjects, tempProject } from '../../src/testing/temp-project.ts';
import { invokedDirectly } from '../build/invoked-directly.ts';

export const API_BUDGET_MS = 50;
const SAVES = 10;
const TOKEN = 'bench';

export type Latency = { requests: number; p50Ms: number; p99Ms: number; maxMs: number };
export type ContentApiFigures = {
  saves: number;
  savesSeconds: number;
  health: Latency;
  read: Latency;
  /** The longest time the server's thread could not start on a request (its event loop's delay). */
  longestStallMs: number;
  validation: 'worker thread' | 'request thread';
};

export async function benchContentApi(options: { inThread?: boolean } = {}): Promise<ContentApiFigures> {
  const root = tempProject();
  const server = await startServer(root, options.inThread ?? false);
  const url = server.url;
  const headers = { Authorization: `Token ${TOKEN}` };
  const open = async (path: string) => (await fetch(`${url}/files/${path}`, { headers })).json();
  const save = async (path: string, edit: (data: any) => void) => {
    const opened = await open(path);
    edit(opened.data);
    const res = await fetch(`${url}/changes`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ summary: `Bench: ${path}`, files: [{ path, action: 'update', baseVersion: opened.version, baseText: opened.text, data: opened.data }] }),
    });
    // A refused save answers 200 too, with its state (decision 015): only a saved one is timed as a save.
    const body = await res.text();
    if (res.status !== 200 || (JSON.parse(body) as { state?: string }).state !== 'saved') throw new Error(`The bench's save of ${path} answered ${res.status}: ${body}`);
  };
  try {
    const towns = readdirSync(join(root, 'site', 'towns')).filter((name) => name.endsWith('.json')).slice(0, SAVES);
    if (towns.length < SAVES) throw new Error(`The bench needs ${SAVES} towns in site/towns; there are ${towns.length}.`);
    // One save first, so the figures are the steady state, not the validation thread's start.
    await save('site.json', (data) => (data.business.phone = '(919) 555-0150'));

    server.child.stdin!.write('measure\n');
    const started = performance.now();
    let saving = true;
    const saves = Promise.all(towns.map((name, index) => save(`towns/${name}`, (data) => (data.intro[0] += ` Ask about our spring aeration dates (${index}).`))));
    const done = saves.finally(() => (saving = false));
    const health: number[] = [];
    const read: number[] = [];
    while (saving) {
      health.push(await timed(() => fetch(`${url}/health`)));
      read.push(await timed(() => fetch(`${url}/files/towns/${towns[0]}`, { headers })));
    }
    await done;
    const savesSeconds = (performance.now() - started) / 1000;
    const { longestStallMs } = await server.stop();
    return { saves: SAVES, savesSeconds, health: summary(health), read: summary(read), longestStallMs, validation: options.inThread ? 'request thread' : 'worker thread' };
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    removeTempProjects();
  }
}

/** Starts content-api-bench-server.ts; `stop` ends it and gives its own figure. */
async function startServer(root: string, inThread: boolean) {
  const entry = new URL('./content-api-bench-server.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', entry, root, TOKEN, ...(inThread ? ['--in-thread'] : [])], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      const listening = /^listening on (\S+)$/.exec(line)?.[1];
      if (listening) resolve(listening);
    });
    child.once('exit', (code) => reject(new Error(`The bench's content API stopped (${code}) before listening:\n${lines.join('\n')}`)));
  });
  return {
    child,
    url,
    async stop(): Promise<{ longestStallMs: number }> {
      // 'close', not 'exit': every line it printed has been read by then.
      const exited = new Promise((resolve) => child.once('close', resolve));
      child.kill('SIGTERM');
      await exited;
      return JSON.parse(lines.findLast((line) => line.startsWith('{'))!);
    },
  };
}

async function timed(request: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const res = await request();
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`The bench's probe answered ${res.status}.`);
  return performance.now() - start;
}

function summary(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const at = (share: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
  return { requests: values.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: round(sorted.at(-1) ?? 0) };
}

/** The figures as printed by npm run bench, each beside the previous run's where it had one. */
export function printContentApiFigures(figures: ContentApiFigures, previous?: ContentApiFigures): void {
  const mark = (ok: boolean) => (ok ? 'ok ' : 'MISS');
  const was = (now: number, before: number | undefined) => (before === undefined ? `${now} ms` : `${now} ms (${before})`);
  console.log(`\nContent API while ${figures.saves} saves are checked and saved (validation on the ${figures.validation}; the saves took ${figures.savesSeconds.toFixed(1)} s):`);
  console.log(`  longest stall of the server's thread ${was(figures.longestStallMs, previous?.longestStallMs)}`);
  for (const [name, latency, old] of [
    ['GET /health', figures.health, previous?.health],
    ['GET /files/<path>', figures.read, previous?.read],
  ] as const) {
    console.log(
      `  ${name.padEnd(20)} p50 ${was(latency.p50Ms, old?.p50Ms).padEnd(18)} p99 ${was(latency.p99Ms, old?.p99Ms).padEnd(18)} max ${was(latency.maxMs, old?.maxMs).padEnd(18)} ` +
        `${mark(latency.maxMs <= API_BUDGET_MS)} (${latency.requests} requests; goal: within ${API_BUDGET_MS} ms)`,
    );
  }
}

if (invokedDirectly(import.meta.url)) {
  printContentApiFigures(await benchContentApi({ inThread: process.argv.includes('--in-thread') }));
}
