import { expect, test } from '@playwright/test';
import { openItem, signInAsAdmin, unique } from './support/studio';

// Nothing lost or alarming in the studio (issue #27, part 5): discarding asks first, and the list
// shows where work is waiting unsaved, new towns included. At a desktop's width and a phone's.

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('"Discard my changes" asks first; Cancel keeps the draft, yes throws it away', async ({ page }) => {
      await signInAsAdmin(page);
      await openItem(page, 'wilson', 'Wilsons Mills');
      const heading = page.locator('#root_landing_heading');
      const original = await heading.inputValue();
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
      await expect(heading).toHaveValue(original);
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
