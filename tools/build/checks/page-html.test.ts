import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { htmlConfig } from './html-config.ts';
import { blankParts, inertParts } from './inert-parts.ts';
import { PageHtmlValidator } from './page-html.ts';

// A footer-like town list over 16 kB, with a defect of its own (a <div> straight inside the <ul>).
const towns = Array.from({ length: 300 }, (_, i) => `<li class="town"><a href="/town-${i}" class="link">Town ${i}</a></li>`).join('');
const list = `<ul class="towns">${towns}<div>not a list item</div></ul>`;
const page = (before: string, after = '') =>
  `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Test</title></head>\n<body><main>${before}</main><footer><nav aria-label="Areas">${list}</nav>${after}</footer></body>\n</html>\n`;

/** What html-validate says of the whole page, as the check words it, by place in the page. */
async function plain(html: string) {
  const report = await new HtmlValidate(htmlConfig).validateString(html, 'page.html');
  return report.results
    .flatMap((r) => r.messages)
    .sort((a, b) => a.offset - b.offset)
    .map((m) => ({ line: m.line, column: m.column, rule: m.ruleId, message: m.message }));
}

describe('inertParts', () => {
  it('finds the repeated list, and leaves offsets, lines and columns where they were when blanking it', () => {
    const html = page('<p>Hi</p>');
    const parts = inertParts(html);
    expect(parts.map((p) => html.slice(p.start, p.contentStart))).toEqual(['<ul class="towns">']);
    const blanked = blankParts(html, parts);
    expect(blanked.length).toBe(html.length);
    expect(blanked.split('\n').map((line) => line.length)).toEqual(html.split('\n').map((line) => line.length));
    expect(blanked).not.toContain('Town 1');
  });

  it('finds none where the list holds an id, a heading, a form control, a comment of its own or an implied end tag', () => {
    for (const spoiler of ['<li id="x">x</li>', '<li><h2>x</h2></li>', '<li><input name="q"></li>', '<li><!-- note --></li>', '<li><li>x</li></li>', '<li><label for="q">x</label></li>']) {
      expect(inertParts(page('').replace('<div>not a list item</div>', spoiler))).toEqual([]);
    }
  });

  it('never takes an <a> as a part: its content model is its parent\'s', () => {
    const spans = Array.from({ length: 2000 }, (_, i) => `<span class="s">${i}</span>`).join('');
    const html = page(`<p><a href="/x">${spans}</a></p>`);
    expect(inertParts(html).map((p) => html.slice(p.start, p.contentStart))).toEqual(['<ul class="towns">']);
  });

  it('finds none on a page with html-validate directives, nor one smaller than asked', () => {
    expect(inertParts(page('<!-- [html-validate-disable-next no-dup-id] -->'))).toEqual([]);
    expect(inertParts(page(''), 1_000_000)).toEqual([]);
  });
});

describe('PageHtmlValidator', () => {
  it('validates the page whole when the list is inside an element whose rules read its words', async () => {
    const validator = new PageHtmlValidator();
    await validator.validate(page(''), 'first.html');
    const inLabel = page('').replace(`<nav aria-label="Areas">${list}</nav>`, `<label>${list}</label>`);
    await validator.validate(inLabel, 'label-1.html');
    expect(await validator.validate(inLabel, 'label-2.html')).toEqual(await plain(inLabel));
    expect(validator.counts.whole).toBe(3);
  });

  it('says of a page with a repeated list exactly what a whole validation says, validating the list once', async () => {
    const validator = new PageHtmlValidator();
    const first = page('<p id="a">one</p>');
    // More lines before the list, and the list at another column; defects before and after it.
    const second = page('<p id="b">1</p>\n<p id="b">2</p>\n<select name="s"><option value=""></option></select>\n  <span>x</span>', '<p id="b">3</p>');
    expect(await validator.validate(first, 'first.html')).toEqual(await plain(first));
    expect(await validator.validate(second, 'second.html')).toEqual(await plain(second));
    expect(validator.counts).toEqual({ whole: 1, blanked: 1 });
    expect((await plain(second)).map((m) => m.rule)).toEqual(expect.arrayContaining(['no-dup-id', 'site/option-label', 'element-permitted-content']));
  });

  it('validates the page whole when the list is under other ancestors, whose rules reach into it', async () => {
    const validator = new PageHtmlValidator();
    await validator.validate(page(''), 'first.html');
    // Inside a <button>, every link of the list is interactive content where none is allowed.
    const inButton = page('').replace(`<nav aria-label="Areas">${list}</nav>`, `<button type="button">${list}</button>`);
    const expected = await plain(inButton);
    expect(expected.length).toBeGreaterThan(300);
    expect(await validator.validate(inButton, 'button.html')).toEqual(expected);
    expect(validator.counts).toEqual({ whole: 2, blanked: 1 });
  });
});
