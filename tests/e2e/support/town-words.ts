import { expect, type Page } from '@playwright/test';

// Words for every field the scaffold left as "TODO:". Drawn at random, so that no five words in a row
// repeat another town's text, earlier runs' towns included (the look-alike guard would flag them).
const vocabulary = ['bermuda', 'fescue', 'crabgrass', 'aeration', 'pine', 'straw', 'sandy', 'loam', 'azaleas', 'drainage', 'edging', 'overseeding', 'magnolias', 'clay', 'centipede', 'leaves', 'mulch', 'hedges', 'crepe', 'myrtles', 'gutters', 'spring', 'summer', 'autumn', 'frost', 'rain', 'shade', 'sun', 'weekly', 'mowing', 'trimming', 'seeding', 'sod', 'beds', 'borders', 'backyards', 'porches', 'fences', 'ditches', 'oaks'];
const words = (count: number) => Array.from({ length: count }, () => vocabulary[Math.floor(Math.random() * vocabulary.length)]).join(' ');
function writtenFor(town: string, placeholder: string): string {
  if (/140 to 160 characters/.test(placeholder)) {
    // 145 to 158 characters, as a page description should be (no word here is longer than 11).
    let text = `Lawn care in ${town}:`;
    while (text.length < 145) text += ` ${words(1)}`;
    return `${text}.`;
  }
  if (/^TODO: paragraph/.test(placeholder)) return `${town}: ${words(12)}. ${words(10)}. ${words(12)}.`;
  return `${town} ${words(6)}`;
}

/** The guided form: the facts npm run new-town asks for, then the town's own form opens. */
export async function startTown(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add a town' }).click();
  await page.getByLabel('Town name').fill(name);
  await page.getByLabel(/^Latitude/).fill('35.3712');
  await page.getByLabel(/^Longitude/).fill('-77.4386');
  await page.getByRole('button', { name: "Open the town's form" }).click();
  await expect(page.getByRole('heading', { name: `Editing: ${name}` })).toBeVisible();
}

/** Writes words of the town's own into every field the scaffold left as "TODO:"; answers how many. */
export async function writeEveryPlaceholder(page: Page, town: string): Promise<number> {
  const fields = page.locator('form input[type="text"], form textarea:not([aria-hidden="true"])');
  await expect(fields.first()).toBeVisible();
  let written = 0;
  for (const field of await fields.all()) {
    const value = await field.inputValue();
    if (!value.startsWith('TODO:')) continue;
    await field.fill(writtenFor(town, value));
    written++;
  }
  return written;
}
