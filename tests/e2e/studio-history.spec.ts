import { expect, test } from '@playwright/test';
import { openPage } from './support/app';
import { openItem, restoreShipped, signInAsAdmin, submit, unique } from './support/studio';

// Nothing lost or alarming in the studio (issue #27, part 5): discarding asks first, and the list
// shows where work is waiting unsaved, new towns included. At a desktop's width and a phone's.

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('"Discard my changes" asks first; Cancel keeps the draft, yes throws it away', async ({ page }) => {
      await signInAsAdmin(page);
      await openItem(page, 'wilson', 'Wilsons Mills');
      const heading = page.locator('#root_landing_heading');
      await heading.fill(`Wilsons Mills lawns (${unique()})`);
      const typed = await heading.inputValue();
      const discard = page.getByRole('button', { name: 'Discard my changes' });
      await discard.click();
      const question = page.getByRole('dialog', { name: 'Throw away your changes?' });
      await expect(question).toContainText('This cannot be undone.');
      // The safe answer has the focus, so Enter by habit loses nothing.
      await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(question).toHaveCount(0);
      await expect(discard).toBeFocused();
      await expect(heading).toHaveValue(typed);
      await discard.click();
      await question.getByRole('button', { name: 'Yes, throw them away' }).click();
      // Back to what is saved (another test may save this town meanwhile, so not a fixed value).
      await expect(heading).not.toHaveValue(typed);
      await expect(heading).not.toHaveValue('');
    });

    test('the list marks an item with unsaved changes and lists an unsaved new town to open again', async ({ page }) => {
      await signInAsAdmin(page);
      await openItem(page, 'wilson', 'Wilsons Mills');
      await page.locator('#root_landing_heading').fill(`Wilsons Mills yards (${unique()})`);
      await page.getByRole('button', { name: 'Back to the list' }).click();
      await page.getByLabel('Search the content').fill('');
      const item = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Wilsons Mills', exact: true }) });
      await expect(item).toContainText('Not saved yet');
      await expect(page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Selma', exact: true }) })).not.toContainText('Not saved yet');

      const name = `Grifton ${unique()}`;
      await page.getByRole('button', { name: 'Add a town' }).click();
      await page.getByLabel('Town name').fill(name);
      await page.getByRole('button', { name: "Open the town's form" }).click();
      await expect(page.getByRole('heading', { name: `Editing: ${name}` })).toBeVisible();
      await page.locator('#root_landing_heading').fill(`${name}: lawns kept by neighbors`);
      await page.getByRole('button', { name: 'Back to the list' }).click();
      const unsavedTowns = page.getByRole('region', { name: 'New towns you started but have not saved yet' });
      await unsavedTowns.getByRole('button', { name, exact: true }).click();
      await expect(page.getByRole('heading', { name: `Editing: ${name}` })).toBeVisible();
      await expect(page.locator('#root_landing_heading')).toHaveValue(`${name}: lawns kept by neighbors`);
    });
  });
}

test.describe('the header, signed in as an administrator', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('at 1280 px the dark-mode toggle, the phone number and the buttons beside them do not overlap', async ({ page }) => {
    await signInAsAdmin(page);
    // The header row's own items (the drawer holds hidden copies of them).
    const header = page.locator('header');
    const logout = header.locator('[data-logout]:visible');
    await expect(logout).toBeVisible();
    const items = [header.locator('[data-theme-toggle]:visible'), header.locator('a[href^="tel:"]:visible > span:visible'), header.locator('[data-session-only]:not([hidden]) > :visible')];
    const boxes = (await Promise.all(items.map(async (item) => Promise.all((await item.all()).map((one) => one.boundingBox()))))).flat().filter((box) => box !== null);
    // The toggle, "Call Us" and the number (the words are boxes of their own: a squeezed link lets them spill), Dashboard, Log out.
    expect(boxes.length).toBe(5);
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(true);
      }
    }
  });
});

test('the dashboard\'s normal use logs no console error: load, open, edit, save, discard', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  restoreShipped('towns/wilsons-mills.json');
  // The list of submitted changes is asked for on every load: with the local backend it was a 405.
  const changes = page.waitForResponse((response) => response.url().endsWith('/changes') && response.request().method() === 'GET');
  await signInAsAdmin(page);
  expect((await changes).status()).toBe(200);
  await openItem(page, 'wilson', 'Wilsons Mills');
  await page.locator('#root_landing_heading').fill(`Wilsons Mills lawns, kept by neighbors (${unique()})`);
  await submit(page, 'Wilsons Mills heading reworded');
  // A save checks the whole site on the server: on a busy machine that took over the default 10 s.
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({ timeout: 30_000 });
  await page.locator('#root_landing_heading').fill('A draft to throw away');
  await page.getByRole('button', { name: 'Discard my changes' }).click();
  await page.getByRole('dialog', { name: 'Throw away your changes?' }).getByRole('button', { name: 'Yes, throw them away' }).click();
  await expect(page.locator('#root_landing_heading')).not.toHaveValue('A draft to throw away');
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page.getByRole('button', { name: 'Add a town' })).toBeVisible();
  expect(errors).toEqual([]);
});
