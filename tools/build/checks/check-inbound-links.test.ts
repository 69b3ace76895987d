import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkInboundLinks, formatInboundProblem, pageAddress } from './check-inbound-links.ts';

const site = 'https://www.example.test';
const page = (body: string) => `<!doctype html><html><head><link rel="canonical" href="${site}/x"></head><body>${body}</body></html>`;
const sitemap = (paths: string[]) => `<urlset>${paths.map((p) => `<url><loc>${site}${p}</loc></url>`).join('')}</urlset>`;

// Three pages, each linked from both others (one of them by an absolute address and with a fragment).
const good: Record<string, string> = {
  'index.html': page('<a href="/about">About</a> <a href="/contact?from=home">Contact</a>'),
  'about/index.html': page(`<a href="/">Home</a> <a href="${site}/contact#form">Contact</a>`),
  'contact/index.html': page('<a href="/">Home</a> <a href="/about/">About</a>'),
  'sitemap.xml': sitemap(['/', '/about', '/contact']),
};

let dirs: string[] = [];
function makeDist(files: Record<string, string>): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'inbound-')), 'dist');
  dirs.push(dirname(dist));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  return dist;
}
const check = (files: Record<string, string>) => checkInboundLinks({ dist: makeDist(files) }).map((p) => formatInboundProblem(p));

afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('checkInboundLinks', () => {
  it('passes when every page in the sitemap is linked from two other pages', () => {
    expect(check(good)).toEqual([]);
  });

  it('fails naming a page linked from only one other page, and who links to it', () => {
    const files = { ...good, 'contact/index.html': page('<a href="/">Home</a>') };
    expect(check(files)).toEqual(['/about — linked from 1 other page: dist/index.html; needs 2. Link it from a menu, the footer or a related page in site/.']);
  });

  it('counts neither self-links, links in <script> data, comments, <link> tags, nor a second link from the same page', () => {
    const files = {
      ...good,
      'contact/index.html': page(
        `<a href="/contact">Here</a><script type="application/ld+json">{"item":"${site}/about"}</script><!-- <a href="/about"> --><link rel="prefetch" href="/about">`,
      ),
      'index.html': page('<a href="/about">About</a> <a href="/about#team">Team</a> <a href="/contact">Contact</a>'),
    };
    expect(check(files)).toEqual([
      '/ — linked from 1 other page: dist/about/index.html; needs 2. Link it from a menu, the footer or a related page in site/.',
      '/about — linked from 1 other page: dist/index.html; needs 2. Link it from a menu, the footer or a related page in site/.',
    ]);
  });

  it('checks only pages in the sitemap, and counts links from built pages outside it', () => {
    const files = { ...good, 'login/index.html': page('<a href="/">Home</a>'), 'sitemap.xml': sitemap(['/', '/about']) };
    expect(check(files)).toEqual([]);
  });

  it('names a built file by the address it is served at', () => {
    expect(pageAddress('/x/dist', '/x/dist/index.html')).toBe('/');
    expect(pageAddress('/x/dist', '/x/dist/goldsboro/services/index.html')).toBe('/goldsboro/services');
  });
});
