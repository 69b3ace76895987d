/**
 * Netlify's own local runtime (netlify-cli's `netlify dev`) on the built dist/ and the content API
 * function of netlify.toml, for tests/e2e/netlify-host.spec.ts: what is deployed is what is tested.
 * It never reaches the network: --offline (no Netlify API, no account, no site id), edge functions off
 * (their runtime, Deno, would be downloaded), CI=true (the CLI sends no telemetry in CI), and a config
 * folder of its own, so no login or setting of this machine's user is read or written.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const project = resolve(import.meta.dirname, '../../..');
const CLI = join(project, 'node_modules/netlify-cli/bin/run.js');

export type NetlifyDev = { url: string; log: () => string; stop(): Promise<void> };

/** A port nothing listens on now (the runtime needs numbers; it has no "pick one" of its own). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/**
 * Starts `netlify dev` with the function's settings (`envFor` its address) and resolves once `readyPath` answers
 * (polled, never a fixed wait). Fails with the runtime's own output if it stops or never answers.
 */
export async function startNetlifyDev(envFor: (url: string) => Record<string, string>, readyPath: string, timeoutMs: number): Promise<NetlifyDev> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(envFor, readyPath, deadline);
    } catch (error) {
      // A port found free can be taken by another test's server before the runtime binds it: then
      // (and only then) once more on fresh ports.
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOnce(envFor: (url: string) => Record<string, string>, readyPath: string, deadline: number): Promise<NetlifyDev> {
  const [port, functionsPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const home = mkdtempSync(join(tmpdir(), 'netlify-home-'));
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(NETLIFY_|CONTENT_API_)/.test(name)));
  const child: ChildProcess = spawn(
    process.execPath,
    [CLI, 'dev', '--offline', '--internal-disable-edge-functions', '--port', String(port), '--functions-port', String(functionsPort), '--no-open', '--skip-gitignore'],
    {
      cwd: project,
      env: { ...inherited, ...envFor(url), CI: 'true', XDG_CONFIG_HOME: home, HOME: home, BROWSER: 'none', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: stopping it stops the static server and function workers it started.
      detached: true,
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      const ended = await Promise.race([exited.then(() => true), new Promise<false>((done) => setTimeout(() => done(false), 10_000).unref())]);
      if (!ended) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(home, { recursive: true, force: true });
  };

  let ended: number | null | undefined;
  void exited.then((code) => (ended = code));
  while (Date.now() < deadline) {
    if (ended !== undefined) break;
    const status = await fetch(`${url}${readyPath}`).then((res) => res.status, () => 0);
    if (status === 200) return { url, log: () => output, stop };
    await new Promise((done) => setTimeout(done, 250));
  }
  await stop();
  const message = `netlify dev ${ended !== undefined ? `stopped (exit code ${ended})` : `did not answer ${readyPath} in time`}. Its output:\n${output.slice(-4000)}`;
  throw ended !== undefined && /EADDRINUSE|already in use/i.test(output) ? new PortTaken(message) : new Error(message);
}
