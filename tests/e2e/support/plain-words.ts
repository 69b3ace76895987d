import { expect, type Locator, type Page } from '@playwright/test';

// What the office manager must never read in the studio (issue #27): the programmer's words of the
// validator, the schema and the files. Scanned over the studio's whole visible text, warnings and
// help included; the preview frame's text (the site itself) is not the studio's and is left out.
//
// One kind of brace is hers: a fill-in such as {business.phone} or {area} is written into the text
// itself and filled in on the page (the staff guide teaches them; the help names the ones a field
// takes). A fill-in is taken out of the line before it is scanned; every other brace is a finding.
const FILL_IN = /\{[A-Za-z][\w.…]*\}/g;

const PROGRAMMER_WORDS: { name: string; pattern: RegExp }[] = [
  { name: 'a brace', pattern: /[{}]/ },
  { name: 'a list position in a pointer', pattern: /\/[A-Za-z]\w*\/\d+\b/ },
  { name: '"must"', pattern: /\bmust\b/i },
  { name: '"Instance"', pattern: /\binstance\b/i },
  // In the programmer's sense ("required property", "property 'id'"): a property is also the
  // customer's land, and "Property address" is a field of the spec's quote form.
  { name: '"property"', pattern: /\b(required|additional|unknown|missing|unevaluated)\s+propert(y|ies)\b|\bpropert(y|ies)\s+["'“`]/i },
  { name: '"array"', pattern: /\barrays?\b/i },
  { name: 'true or false', pattern: /\b(true|false)\b/ },
  { name: 'a file name', pattern: /\b[\w-]+\.(json|ts|tsx|js|mjs)\b|\bsite\/|\bpublic\// },
  { name: 'a line number', pattern: /\.\w+:\d+|\bline \d+\b/i },
  { name: 'a schema word', pattern: /\b(schema|\$ref|enum|minItems|maxItems|minLength|maxLength|additionalProperties|slug|JSON)\b/i },
];

/** Every JSON pointer of two or more steps in `data` ("/landing/subheading"), to look for in the text. */
export function pointersOf(data: unknown, at = ''): string[] {
  if (data === null || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const here = `${at}/${key}`;
    return [...(at ? [here] : []), ...pointersOf(value, here)];
  });
}

/** The lines of the studio's text that hold a programmer word, each with what was found. */
export function programmerWordsIn(text: string, pointers: string[] = []): string[] {
  return text.split('\n').flatMap((line) => {
    const words = line.replace(FILL_IN, '');
    const found = PROGRAMMER_WORDS.filter(({ pattern }) => pattern.test(words)).map(({ name }) => name);
    const pointer = pointers.find((p) => line.includes(p));
    if (pointer) found.push(`the pointer ${pointer}`);
    return found.length ? [`${found.join(', ')}: ${line.trim()}`] : [];
  });
}

/** The studio's island on the dashboard: its list, its forms, its dialogs' anchors. */
export const studioIsland = (page: Page): Locator => page.locator('[data-island="studio"]');

/**
 * What the studio shows now, as read on screen. The island's root is `display: contents` (no box of
 * its own, so its innerText would be all its text, hidden or not): its children are read instead.
 * MUI's dialogs and menus render at the end of the body, so those are read too.
 */
export async function studioText(page: Page): Promise<string> {
  await expect(studioIsland(page)).toHaveCount(1);
  const own = await studioIsland(page).evaluate((root) => Array.from(root.children, (child) => (child as HTMLElement).innerText).join('\n'));
  const layers = await page.locator('body > .MuiDialog-root, body > .MuiPopover-root, body > .MuiPopper-root').evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText));
  return [own, ...layers].join('\n');
}

/** Fails with every offending line when the studio shows a programmer word anywhere. */
export async function expectPlainWords(page: Page, pointers: string[] = []) {
  const text = await studioText(page);
  expect(programmerWordsIn(text, pointers), 'programmer words the studio shows').toEqual([]);
}
