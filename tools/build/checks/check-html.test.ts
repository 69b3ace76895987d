import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkHtml, formatHtmlProblem } from './check-html.ts';

const page = (body: string, head = '<title>Test</title>') => `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8">${head}</head>\n<body>${body}</body>\n</html>\n`;
const star = (id: string) => `<svg viewBox="0 0 24 24" aria-hidden="true"><defs><clipPath id="${id}"><rect width="12" height="24"></rect></clipPath></defs><path d="M0 0h24v24H0z" clip-path="url(#${id})"></path></svg>`;
// A page like the built ones: JSON-LD, a figure with its caption, a labelled select with a placeholder choice,
// stars with their own clipPath ids and a part-filled star drawn by a nested <svg> (an id in a comment is no id).
const valid = page(
  `<script type="application/ld+json">{"@type":"LocalBusiness"}</script>
<main id="main"><figure><blockquote>Great.</blockquote><figcaption>Ann</figcaption></figure>
<label for="position">Position</label><select id="position" name="position" required><option value="">Choose a position</option><option value="other">Other</option></select>
<label for="address">Address</label><input id="address" name="address" autocomplete="address-line1">
${star('a')}${star('b')}<svg width="24" height="24"><!-- <g id="a"></g> --><svg width="12" height="24"><path d="M0 0h24v24H0z"></path></svg></svg></main>`,
);

let dirs: string[] = [];
async function check(files: Record<string, string>) {
  const dist = join(mkdtempSync(join(tmpdir(), 'html-')), 'dist');
  dirs.push(dirname(dist));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  const { problems } = await checkHtml({ dist });
  return problems.map(formatHtmlProblem);
}

afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('checkHtml', () => {
  it('passes valid pages', async () => {
    expect(await check({ 'index.html': valid, 'about/index.html': valid })).toEqual([]);
  });

  it('fails on a duplicate id, naming the page, line:column and rule', async () => {
    expect(await check({ 'index.html': valid, 'about/index.html': page('<p id="team">a</p>\n<p id="team">b</p>') })).toEqual([
      'dist/about/index.html:5:8 no-dup-id — Duplicate ID "team"',
    ]);
  });

  it('fails on an id repeated inside inline SVG, which no-dup-id does not look into', async () => {
    const problems = await check({ 'index.html': page(`<p id="star">x</p>\n${star('star-0')}\n${star('star-0')}${star('star')}`) });
    // The second star-0 repeats the first; the last star repeats the <p>. Columns point at the values.
    expect(problems).toEqual([
      'dist/index.html:6:65 site/no-dup-id-in-svg — Duplicate ID "star-0" inside <svg>',
      'dist/index.html:6:253 site/no-dup-id-in-svg — Duplicate ID "star" inside <svg>',
    ]);
  });

  it('fails on the defects found in the built pages before this check existed', async () => {
    const problems = await check({
      'index.html': page(`<div><figcaption>Ann</figcaption></div>
<select name="p"><option value=""></option><option value="a">A</option></select>
<input name="address" autocomplete="street-address">`, ''),
    });
    expect(problems.map((p) => p.split(' — ')[0])).toEqual([
      'dist/index.html:3:2 element-required-content',
      'dist/index.html:4:13 element-permitted-content',
      'dist/index.html:5:19 site/option-label',
      'dist/index.html:6:37 valid-autocomplete',
    ]);
  });
});
