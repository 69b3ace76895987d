import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEPLOY_COMMAND, LOCAL_PREVIEW_MARKER, checkDeploy, loopbackSources, refusal } from './check-deploy.ts';

const policy = (connect: string) => `default-src 'self'; connect-src 'self' ${connect}; frame-src https://www.google.com`;
const page = (connect: string, data: string) =>
  `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${policy(connect)}"></head><body><script type="application/json" id="cc-page">${data}</script></body></html>`;
const production = 'https://api.emailjs.com https://api.cedarcreeklawn.example';
const productionData = '{"integrations":{"emailjs":{"origin":"https://api.emailjs.com"},"crm":{"apiHost":"https://api.cedarcreeklawn.example"}}}';
// A clean production build in miniature: pages, a script, the host's header file.
const clean: Record<string, string> = {
  'index.html': page(production, productionData),
  'about/index.html': page(production, productionData),
  'assets/index-abc.js': 'fetch("/api");const svg="http://www.w3.org/2000/svg";',
  // axios falls back to this base address outside a browser window: not a service address.
  'assets/axios-abc.js': 'const base=typeof window<"u"&&window.location.href||`http://localhost`;',
  '_headers': `/*\n  Content-Security-Policy: ${policy(production)}\n`,
  'images/a.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

let dirs: string[] = [];
function makeDist(files: Record<string, string>): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'deploy-')), 'dist');
  dirs.push(dirname(dist));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  return dist;
}

afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('checkDeploy', () => {
  it('passes a clean production build', () => {
    expect(checkDeploy(makeDist(clean))).toEqual([]);
  });

  it('refuses a folder with no built site', () => {
    expect(checkDeploy(makeDist({ 'notes.txt': 'hello' }))[0]).toContain(DEPLOY_COMMAND);
  });

  it('refuses a build carrying the local-preview marker, even with clean addresses', () => {
    expect(checkDeploy(makeDist({ ...clean, [LOCAL_PREVIEW_MARKER]: 'local' }))).toEqual([`dist/${LOCAL_PREVIEW_MARKER}: this build is marked as a local preview (made by npm start or npm test).`]);
  });

  it('refuses service addresses on this computer in the page data', () => {
    for (const host of ['http://127.0.0.1:8788', 'http://localhost:8787', 'http://[::1]:9000', 'http://127.45.0.9']) {
      const data = productionData.replace('https://api.cedarcreeklawn.example', host);
      expect(checkDeploy(makeDist({ ...clean, 'about/index.html': page(production, data) }))).toEqual([`dist/about/index.html: points at ${host}.`]);
    }
  });

  it('refuses a loopback address compiled into a script', () => {
    expect(checkDeploy(makeDist({ ...clean, 'assets/login-x.js': 'axios.post("http://127.0.0.1:8787/login/")' }))).toEqual(['dist/assets/login-x.js: points at http://127.0.0.1:8787.']);
  });

  it('refuses a policy that allows this computer, in a page or in _headers, with or without a scheme', () => {
    const local = `${production} http://127.0.0.1:8788`;
    expect(checkDeploy(makeDist({ ...clean, 'index.html': page(local, productionData) }))).toEqual(['dist/index.html: the Content-Security-Policy allows http://127.0.0.1:8788.']);
    // Both at once, as a stand-in build has them: each reported.
    expect(checkDeploy(makeDist({ ...clean, 'index.html': page(local, productionData.replace('https://api.emailjs.com', 'http://127.0.0.1:8788')) }))).toEqual([
      'dist/index.html: the Content-Security-Policy allows http://127.0.0.1:8788.',
      'dist/index.html: points at http://127.0.0.1:8788.',
    ]);
    expect(checkDeploy(makeDist({ ...clean, _headers: `/*\n  Content-Security-Policy: ${policy('localhost:8787')}\n` }))).toEqual([
      'dist/_headers: the Content-Security-Policy allows localhost:8787.',
    ]);
  });

  it('does not mistake look-alike hosts for this computer', () => {
    expect(loopbackSources(policy('https://localhost.example https://127.0.0.1.example.com https://api.example'))).toEqual([]);
    expect(checkDeploy(makeDist({ ...clean, 'assets/x.js': '"https://localhost.example.com/a"' }))).toEqual([]);
  });

  it('names the command that makes a deployable build', () => {
    const message = refusal(['dist/index.html: points at http://127.0.0.1:8788.']);
    expect(message).toContain(`\`${DEPLOY_COMMAND}\``);
    expect(message).toContain('npm run check:deploy');
    // Forty pages with the same address read as a few lines and a count.
    const many = refusal(Array.from({ length: 40 }, (_, i) => `dist/p${i}/index.html: points at http://127.0.0.1:8788.`));
    expect(many.split('\n')).toHaveLength(11);
    expect(many).toContain('and 32 more');
  });
});
