import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLinks, formatProblem, mailtoProblem } from './check-links.ts';
import { parsePage } from './html-links.ts';

const site = 'https://www.example.test';
const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
// A small built site that is all good: pages, an asset, a fragment on another page, a route pattern.
const good: Record<string, string> = {
  'index.html': page(
    `<link rel="canonical" href="${site}/"><meta property="og:image" content="${site}/images/a.svg"><script type="module" src="/assets/app.js"></script>`,
    `<a href="#main">Skip</a><main id="main"><a href="/about">About</a> <a href="/about#team">Team</a> <a href="/contact?from=home">Contact</a>
     <a href="/commercial/portfolio">Work</a> <img src="/images/a.svg" srcset="/images/a.svg 1x, /images/a.svg 2x" alt="">
     <a href="tel:+19195550142">Call</a> <a href="mailto:info@example.test?subject=Quote">Mail</a> <a href="https://elsewhere.example/x">Out</a>
     <script type="application/ld+json">{"url":"/not-checked"}</script><!-- <a href="/in-a-comment"> --></main>`,
  ),
  'about/index.html': page(`<link rel="canonical" href="${site}/about">`, '<h2 id="team">Team</h2><a href="/">Home</a>'),
  'contact/index.html': page('', '<a href="/">Home</a>'),
  'assets/app.js': 'console.log(1)',
  'images/a.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'sitemap.xml': `<urlset><url><loc>${site}/</loc></url><url><loc>${site}/about</loc></url></urlset>`,
};

let dirs: string[] = [];
function makeDist(files: Record<string, string>): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'links-')), 'dist');
  dirs.push(dirname(dist));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  return dist;
}
const check = (files: Record<string, string>) => checkLinks({ dist: makeDist(files), routePatterns: ['/', '/about', '/:type/portfolio'], siteUrl: site }).map(formatProblem);
const withBody = (body: string) => ({ ...good, 'contact/index.html': page('', body) });

afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('checkLinks', () => {
  it('passes a site whose links all work', () => {
    expect(check(good)).toEqual([]);
  });

  it('fails on a planted broken link, naming the page and the link', () => {
    expect(check(withBody('<a href="/no-such-page">Gone</a>'))).toEqual(['dist/contact/index.html: /no-such-page — no page or file at /no-such-page in dist/']);
  });

  it('fails on fragments without their id, here or on another page', () => {
    expect(check(withBody('<a href="#nowhere">x</a><a href="/about#nobody">y</a><a href="#">z</a>'))).toEqual([
      'dist/contact/index.html: #nowhere — no element with id="nowhere" on this page',
      'dist/contact/index.html: /about#nobody — no element with id="nobody" on dist/about/index.html',
      'dist/contact/index.html: # — empty fragment: "#" links nowhere',
    ]);
  });

  it('fails on malformed tel: and mailto: links', () => {
    const problems = check(withBody('<a href="tel:(919) 555-0142">a</a><a href="tel:+1919555014x">b</a><a href="mailto:info@">c</a><a href="mailto:">d</a>'));
    expect(problems).toHaveLength(4);
    expect(problems[0]).toContain('tel:(919) 555-0142 — tel: link must be "+" and the digits only');
    expect(problems[2]).toContain('mailto:info@ — mailto: address "info@" is not a well-formed e-mail address');
  });

  it('fails on missing assets, non-canonical and relative addresses, and links to the site itself that do not exist', () => {
    const problems = check({
      ...withBody('<img src="/images/missing.png" alt=""><a href="/about/">a</a><a href="about">b</a><a href="javascript:void(0)">c</a>'),
      'about/index.html': page(`<link rel="canonical" href="${site}/abut"><meta property="og:image" content="/images/a.svg">`, '<h2 id="team">Team</h2>'),
    });
    expect(problems).toEqual([
      `dist/about/index.html: ${site}/abut — no page or file at /abut in dist/`,
      `dist/about/index.html: /images/a.svg — og:image must be an absolute URL (${site}/images/a.svg)`,
      'dist/contact/index.html: /images/missing.png — no page or file at /images/missing.png in dist/',
      'dist/contact/index.html: /about/ — not the canonical form: write it without the trailing slash (/about)',
      'dist/contact/index.html: about — relative address: write it from the site root ("/…") so it works on every page',
      'dist/contact/index.html: javascript:void(0) — "javascript:" links are not allowed on the site',
    ]);
  });

  it('checks that the sitemap lists only built pages', () => {
    expect(check({ ...good, 'sitemap.xml': `<urlset><url><loc>${site}/gone</loc></url></urlset>` })).toEqual([`dist/sitemap.xml: ${site}/gone — no page or file at /gone in dist/`]);
  });
});

describe('parsePage', () => {
  it('reads quoted, unquoted and entity-encoded attributes, and ids', () => {
    const { links, ids } = parsePage(`<a href='/a?x=1&amp;y=2' id=top>a</a><div title="a > b" id="b"></div><a name="old">`);
    expect(links.map((l) => l.value)).toEqual(['/a?x=1&y=2']);
    expect([...ids]).toEqual(['top', 'b', 'old']);
  });
});

describe('mailtoProblem', () => {
  it('accepts several recipients and a subject', () => {
    expect(mailtoProblem('mailto:a@example.test,b@example.test?subject=Hi%20there&body=x')).toBeUndefined();
  });
});
