import { expect, type Locator, type Page } from '@playwright/test';
import { openStudio, test } from './support/studio-fixture';
import { openItem, unique } from './support/studio';

// Issue #27 item 2: the studio's forms shaped for office staff, at a desk and on a phone.

const SETTINGS = 'Business facts, menus and look';
const GROUPS = ['More business facts', 'Trust strip', 'Header', 'Footer', 'Unknown address page', 'Interface words', 'Old addresses', 'Advanced settings'];
const settingsForm = (page: Page) => page.locator('form').filter({ has: page.locator('#root_business_phone') });

/** The ids of the fields she sees, in order: not rjsf's hidden inputs, nor MUI's inner copies (aria-hidden). */
const shownFields = (form: Locator) =>
  form.locator('input, textarea, select').evaluateAll((fields) =>
    fields.filter((field) => (field as HTMLInputElement).type !== 'hidden' && field.getAttribute('aria-hidden') !== 'true' && field.getClientRects().length > 0 && getComputedStyle(field).visibility !== 'hidden').map((field) => field.id),
  );

for (const width of [1280, 375]) {
  test.describe(`the studio's forms at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 800 : 740 } });

    test('the settings show the name, phone, e-mail, address and hours first, at most 40 fields, the rest in named groups that open on demand', async ({ page, adminSession }) => {
      await openStudio(page, adminSession);
      await openItem(page, 'business', SETTINGS);
      const form = settingsForm(page);
      await expect(page.locator('#root_business_phone')).toBeVisible();
      const shown = await shownFields(form);
      expect(shown.slice(0, 3)).toEqual(['root_business_name', 'root_business_phone', 'root_business_email']);
      expect(shown.filter((id) => !/^root_business_(name|phone|email|address|hours)(_|$)/.test(id))).toEqual([]);
      expect(shown.length).toBeLessThanOrEqual(40);
      // Every other part in a group named in plain words, each closed.
      const groups = form.locator('button[aria-controls]');
      await expect(groups).toHaveText(GROUPS);
      for (const group of await groups.all()) await expect(group).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('#root_schemaVersion')).toBeHidden();
      await expect(page.locator('#root_header_contactButton_href')).toBeHidden();
      // Keyboard only: a group opens with Enter and shows its part in a region named like its button.
      const advanced = page.getByRole('button', { name: 'Advanced settings' });
      await advanced.focus();
      await page.keyboard.press('Enter');
      await expect(advanced).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#root_schemaVersion')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Advanced settings' })).toContainText('Look');
      const header = page.getByRole('button', { name: 'Header', exact: true });
      await header.focus();
      await page.keyboard.press('Space');
      await expect(header).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: 'Header', exact: true }).locator('#root_header_contactButton_href')).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(header).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('#root_header_contactButton_href')).toBeHidden();
    });

    test('a search for a field in a closed group (the footer\'s tagline) opens that group, and only it, at the field', async ({ page, adminSession }) => {
      await openStudio(page, adminSession);
      await page.getByLabel('Search the content').fill('tagline');
      await page.getByRole('button', { name: `${SETTINGS}: Tagline` }).click();
      const footer = page.getByRole('button', { name: 'Footer', exact: true });
      await expect(footer).toHaveAttribute('aria-expanded', 'true');
      const field = page.getByRole('region', { name: 'Footer', exact: true }).locator('#root_footer_tagline');
      await expect(field).toBeFocused();
      await expect(field).toBeInViewport();
      const open = settingsForm(page).locator('button[aria-controls][aria-expanded="true"]');
      await expect(open).toHaveText(['Footer']);
    });

    test('searching "phone" opens the settings at the phone number, ready to change', async ({ page, adminSession }) => {
      await openStudio(page, adminSession);
      await page.getByLabel('Search the content').fill('phone');
      await page.getByRole('button', { name: `${SETTINGS}: Phone` }).click();
      await expect(page.getByRole('heading', { name: `Editing: ${SETTINGS}` })).toBeVisible();
      const field = page.getByRole('textbox', { name: /^Phone\b/ });
      await expect(field).toBeFocused();
      await expect(field).toBeInViewport();
      // What she types goes into the phone number. Nothing is saved: studio.spec.ts checks that its
      // refused saves leave site.json as it was, and this test may run beside it.
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('(919) 555-0199');
      await expect(field).toHaveValue('(919) 555-0199');
      await page.getByRole('button', { name: 'Discard my changes' }).click();
      await page.getByRole('dialog', { name: 'Throw away your changes?' }).getByRole('button', { name: 'Yes, throw them away' }).click();
      await expect(field).not.toHaveValue('(919) 555-0199');
    });

    test('adding an event shows empty fields to fill: a field\'s error waits until she leaves it, the rest until Save', async ({ page, adminSession }) => {
      await openStudio(page, adminSession);
      await openItem(page, 'wilsons', 'Wilsons Mills');
      const form = page.locator('form').filter({ has: page.locator('#root_name') });
      await page.getByRole('button', { name: 'Add event' }).click();
      const title = page.locator('#root_community_news_0_title');
      await expect(title).toBeInViewport();
      await title.fill('Wilsons Mills Fall Fair');
      // She leaves the summary empty: its own error shows (the whole-site check has run), and nothing else of the new event's.
      await page.locator('#root_community_news_0_snippet').focus();
      await page.keyboard.press('Tab');
      await expect(page.locator('#root_community_news_0_snippet__error')).toHaveText('This field is required.');
      await expect(form.getByText('This field is required.')).toHaveCount(1);
      await expect(form.getByText(/This list needs at least 2 entries/)).toHaveCount(0);
      // Each entry's buttons say which entry they act on, in words she sees and a screen reader says.
      const remove = page.getByRole('button', { name: 'Remove event 1' });
      await expect(remove).toBeVisible();
      await expect(remove).toHaveText('Remove event 1');
      // Save shows the rest, at the fields and in the summary.
      await page.getByLabel(/What did you change\?/).fill('New event');
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await expect(page.locator('#root_community_news_0_date__error')).toHaveText('This field is required.');
      await expect(form.getByText(/This list needs at least 2 entries/).first()).toBeVisible();
      await remove.click();
      await expect(page.locator('#root_community_news_0_title')).toHaveCount(0);
      await page.getByRole('button', { name: 'Discard my changes' }).click();
      await page.getByRole('dialog', { name: 'Throw away your changes?' }).getByRole('button', { name: 'Yes, throw them away' }).click();
    });

    test('a new town opens with its two events and two neighbour quotes to fill in, ids made, no errors on them', async ({ page, adminSession }) => {
      await openStudio(page, adminSession);
      await page.getByRole('button', { name: 'Add a town' }).click();
      await page.getByLabel('Town name').fill(`Kenly ${unique()}`);
      await page.getByRole('button', { name: "Open the town's form" }).click();
      for (const entry of ['Event 1', 'Event 2', 'Quote 1', 'Quote 2']) await expect(page.getByText(entry, { exact: true })).toBeVisible();
      await expect(page.getByText('Events in or near the town. Exactly 2.')).toBeVisible();
      await expect(page.locator('#root_community_news_0_id')).toHaveValue('event');
      await expect(page.locator('#root_community_quotes_1_id')).toHaveValue('quote-2');
      const eventTitle = page.locator('#root_community_news_1_title');
      await expect(eventTitle).toHaveValue('');
      // The placeholders of the town's text are flagged at once; the empty events and quotes are not,
      // also once she has started one: only the field she left says what it lacks.
      await eventTitle.fill('Kenly Christmas parade');
      await page.locator('#root_community_news_1_snippet').focus();
      await page.keyboard.press('Tab');
      await expect(page.locator('#root_community_news_1_snippet__error')).toHaveText('This field is required.');
      await expect(page.locator('[id^="root_community_"][id$="__error"]')).toHaveCount(1);
      // Named move buttons: an icon for sight with its words as a tooltip, and the words for a screen reader.
      await expect(page.getByRole('button', { name: 'Move quote 1 down' })).toHaveAttribute('title', 'Move quote 1 down');
    });

    test('list entries and buttons have plain names: no file names, no bare "+"', async ({ page, adminSession }) => {
      await openStudio(page, adminSession);
      for (const [group, name] of [['Questions and answers', 'Questions and answers'], ['Town page layouts', 'Town services page']]) {
        await expect(page.getByRole('region', { name: group, exact: true }).getByRole('button', { name, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: /^(Faqs|Town landing|Town services)$/ })).toHaveCount(0);
      await openItem(page, 'home', 'Home');
      const form = page.locator('form').filter({ has: page.locator('#root_path') });
      await expect(form.getByRole('button', { name: 'Add search information for one address' })).toBeVisible();
      // Every button of the form says what it does; no label is a key with a number ("Keywords-1").
      const unnamed = await form.locator('button').evaluateAll((buttons) => buttons.filter((button) => !(button.textContent?.trim() || button.getAttribute('aria-label'))).length);
      expect(unnamed).toBe(0);
      const keyLike = await form.locator('label, legend, h5, h6').evaluateAll((labels) => labels.map((label) => label.textContent ?? '').filter((text) => /\w-\d/.test(text)));
      expect(keyLike).toEqual([]);
      // A form's named entries (an object of entries, not a list) have worded remove buttons too.
      await page.getByRole('button', { name: 'Back to the list' }).click();
      await openItem(page, 'quote', 'Quote', 'Forms');
      const quoteForm = page.locator('form').filter({ has: page.locator('[id^="root_"]') }).first();
      await expect(quoteForm.locator('.rjsf-object-property-remove').first()).toHaveText(/^Remove \w/);
      expect(await quoteForm.locator('button').evaluateAll((buttons) => buttons.filter((button) => !(button.textContent?.trim() || button.getAttribute('aria-label'))).length)).toBe(0);
    });

    test('a search for a field behind "Advanced settings" opens them at that field', async ({ page, adminSession }) => {
      await openStudio(page, adminSession);
      await page.getByLabel('Search the content').fill('content version');
      await page.getByRole('button', { name: `${SETTINGS}: Content version` }).click();
      await expect(page.getByRole('button', { name: 'Advanced settings' })).toHaveAttribute('aria-expanded', 'true');
      const field = page.locator('#root_schemaVersion');
      await expect(field).toBeFocused();
      await expect(field).toBeInViewport();
    });

    test('a search finds a field of a list entry and opens the file at that entry, or at its add button', async ({ page, adminSession }) => {
      await openStudio(page, adminSession);
      await page.getByLabel('Search the content').fill('event title');
      await page.getByRole('button', { name: 'Smithfield: Local events › Title' }).click();
      const title = page.locator('#root_community_news_0_title');
      await expect(title).toBeFocused();
      await expect(title).toBeInViewport();
      // A town with no events yet opens at "Add event".
      await page.getByRole('button', { name: 'Back to the list' }).click();
      await page.getByLabel('Search the content').fill('event title');
      await page.getByRole('button', { name: 'Wilsons Mills: Local events › Title' }).click();
      const add = page.getByRole('button', { name: 'Add event' });
      await expect(add).toBeFocused();
      await expect(add).toBeInViewport();
    });

    test('a paragraph is a box of several lines that grows with the text', async ({ page, adminSession }) => {
      await openStudio(page, adminSession);
      await openItem(page, 'selma', 'Selma');
      // Named by its place in the list, not "Local text-1".
      const paragraph = page.getByRole('textbox', { name: /^Paragraph 1\b/ });
      await expect(paragraph).toHaveJSProperty('tagName', 'TEXTAREA');
      const height = (await paragraph.boundingBox())!.height;
      // rjsf's 5 fixed rows would not grow; a paragraph's box holds all of a long text.
      expect(await paragraph.evaluate((box: HTMLTextAreaElement) => box.scrollHeight <= box.clientHeight + 1)).toBe(true);
      expect(height).toBeGreaterThan(40);
    });
  });
}

test.describe('a new event in a town', () => {
  test('gets its id from its title, and the count rule is said before she adds one', async ({ page, adminSession }) => {
    await openStudio(page, adminSession);
    await openItem(page, 'wilsons', 'Wilsons Mills');
    await expect(page.getByText('Events in or near the town. Exactly 2.')).toBeVisible();
    const run = unique();
    for (const n of [0, 1]) {
      await page.getByRole('button', { name: 'Add event' }).click();
      await expect(page.getByText(`Event ${n + 1}`, { exact: true })).toBeVisible();
      await page.locator(`#root_community_news_${n}_title`).fill(`Wilsons Mills Fall Fair ${run}`);
    }
    // No id field to type in: each id is its title's slug, the second made unique in its list.
    await expect(page.locator('#root_community_news_0_id')).toHaveAttribute('type', 'hidden');
    await expect(page.locator('#root_community_news_0_id')).toHaveValue(`wilsons-mills-fall-fair-${run}`);
    await expect(page.locator('#root_community_news_1_id')).toHaveValue(`wilsons-mills-fall-fair-${run}-2`);
    await page.getByRole('button', { name: 'Discard my changes' }).click();
  });
});

/** Where the save bar is on the screen: from the summary box to the submit button. */
async function saveBar(page: Page) {
  const summary = (await page.getByLabel(/What did you change\?/).boundingBox())!;
  const button = (await page.getByRole('button', { name: 'Submit for review' }).boundingBox())!;
  return { top: Math.min(summary.y, button.y), bottom: Math.max(summary.y + summary.height, button.y + button.height) };
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the save bar never covers the field being edited', async ({ page, adminSession }) => {
    await openStudio(page, adminSession);
    await openItem(page, 'selma', 'Selma');
    await page.locator('#root_name').focus();
    // Through the form with the keyboard, as she would: each focused field is clear of the save bar.
    for (let step = 0; step < 25; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const box = document.activeElement!.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, visible: box.bottom > 0 && box.top < window.innerHeight };
      });
      if (!focused.visible) continue;
      const bar = await saveBar(page);
      const covered = focused.bottom > bar.top && focused.top < bar.bottom;
      expect(covered, `field ${step} (top ${focused.top}, bottom ${focused.bottom}) against the save bar (${bar.top}–${bar.bottom})`).toBe(false);
    }
  });
});
