import { expect } from '@playwright/test';
import { openStudio, test } from './support/studio-fixture';
import { openPage } from './support/app';
import { openItem, restoreShipped, saved, submit, submitAndSave, unique } from './support/studio';
import { expectPlainWords, pointersOf } from './support/plain-words';

// Nothing lost or alarming in the studio (issue #27, part 5): discarding asks first, the list
// shows where work is waiting unsaved, new towns included, and an item's recent changes can be read
// and gone back to. At a desktop's width and a phone's.

// Each width goes back in its own town: the two run at the same time and must not save over each other.
// Towns no other test of this project saves, or compares with (studio.spec.ts's duplicate of Pine
// Level measures its likeness to Pine Level as saved): the saves here would move what they read.
const historyTowns = { 1280: { search: 'wilsons', name: 'Wilsons Mills', file: 'towns/wilsons-mills.json' }, 375: { search: 'princeton', name: 'Princeton', file: 'towns/princeton.json' } } as const;

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('"Discard my changes" asks first; Cancel keeps the draft, yes throws it away', async ({ page, adminSession }) => {
      await openStudio(page, adminSession);
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

    test('the office manager goes back to an earlier version: both changes in words, the first back in the form, saved, three changes', async ({ page, adminSession, hold }) => {
      const town = historyTowns[width as keyof typeof historyTowns];
      // The console test below saves Wilsons Mills too.
      await hold(town.file);
      restoreShipped(town.file);
      const run = unique();
      await openStudio(page, adminSession);
      await openItem(page, town.search, town.name);
      const heading = page.locator('#root_landing_heading');
      await heading.fill(`${town.name} lawns, first wording (${run})`);
      await submitAndSave(page, `First wording ${run}`);
      const firstText = saved(town.file);
      await heading.fill(`${town.name} lawns, second wording (${run})`);
      await submitAndSave(page, `Second wording ${run}`);

      // Loaded when she asks for it, with a button a keyboard reaches and presses.
      const show = page.getByRole('button', { name: 'Show recent changes' });
      await show.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Hide recent changes' })).toHaveAttribute('aria-expanded', 'true');
      const history = page.getByRole('region', { name: 'Recent changes' });
      const changes = history.getByRole('listitem');
      const sentence = /^Changed by admin · [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M · /;
      await expect(changes.nth(0)).toContainText(`Second wording ${run}`);
      await expect(changes.nth(1)).toContainText(`First wording ${run}`);
      for (const index of [0, 1]) await expect(changes.nth(index).locator('p')).toHaveText(sentence);
      // No programmer words: no version ids, file names, or empty values.
      await expect(history).not.toContainText(/[0-9a-f]{12}|\.json|site\/|undefined|null|version=|T\d{2}:\d{2}/);
      await expectPlainWords(page, pointersOf(JSON.parse(saved(town.file))));

      // Typed and not saved: going back asks before it replaces that, Cancel keeps it.
      await heading.fill(`${town.name} lawns, typed and not saved (${run})`);
      const goBack = changes.nth(1).getByRole('button', { name: 'Go back to this version' });
      await goBack.click();
      const question = page.getByRole('dialog', { name: 'Throw away your changes?' });
      await expect(question).toContainText('the form will hold the earlier version instead');
      await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect(heading).toHaveValue(`${town.name} lawns, typed and not saved (${run})`);
      await goBack.click();
      await question.getByRole('button', { name: 'Yes, throw them away' }).click();
      const note = page.getByRole('status').filter({ hasText: 'The form now holds the version of' });
      await expect(note).toContainText(`(“First wording ${run}”). Nothing on the site has changed yet: submit it to make it the live one, or discard your changes to keep today's.`);
      await expect(note).toBeFocused();
      await expect(note).toBeInViewport();
      await expect(heading).toHaveValue(`${town.name} lawns, first wording (${run})`);
      await expectPlainWords(page, pointersOf(JSON.parse(saved(town.file))));
      await expect(page.getByLabel(/What did you change\?/)).toHaveValue(/^Back to the version of [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M$/);
      // Nothing written until she submits.
      expect(JSON.parse(saved(town.file)).landing.heading).toBe(`${town.name} lawns, second wording (${run})`);

      // Submitted with the summary the studio wrote for her (and any warning confirmed, as for any save).
      await submitAndSave(page, await page.getByLabel(/What did you change\?/).inputValue());
      await expect(note).toHaveCount(0);
      expect(JSON.parse(saved(town.file))).toEqual(JSON.parse(firstText));
      // The list, still open, is read again: her going back is the newest of three changes.
      await expect(changes.nth(0)).toContainText(/^Changed by admin · .* · Back to the version of /);
      await expect(changes.nth(1)).toContainText(`Second wording ${run}`);
      await expect(changes.nth(2)).toContainText(`First wording ${run}`);
      // The oldest line is the item as the website was delivered, which can be gone back to too.
      await expect(changes.last()).toContainText('As the website was delivered, before any change from the studio');
      await expect(changes.last().getByRole('button', { name: 'Go back to this version' })).toBeVisible();
    });

    test('the list marks an item with unsaved changes and lists an unsaved new town to open again', async ({ page, adminSession }) => {
      await openStudio(page, adminSession);
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

  test('at 1280 px the dark-mode toggle, the phone number and the buttons beside them do not overlap', async ({ page, adminSession }) => {
    await openStudio(page, adminSession);
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

test('the dashboard\'s normal use logs no console error: load, open, edit, save, discard', async ({ page, adminSession, hold }) => {
  await hold('towns/wilsons-mills.json');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  restoreShipped('towns/wilsons-mills.json');
  // The list of submitted changes is asked for on every load: with the local backend it was a 405.
  const changes = page.waitForResponse((response) => response.url().endsWith('/changes') && response.request().method() === 'GET');
  await openStudio(page, adminSession);
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
