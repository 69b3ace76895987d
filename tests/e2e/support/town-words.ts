import { expect, type Page } from '@playwright/test';
import { writtenFor } from '../../support/town-placeholder-words';

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
