import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { openStudio, test } from './support/studio-fixture';
import { openPage, reloadPage } from './support/app';
import { contentApiUrl, contentCopy } from './support/content-copy';
import { confirmPassword, openItem, restoreShipped, saved, studioSessionToken, submit, unique } from './support/studio';
import { watchConsole } from './support/console';

// The content studio on /admin-dashboard, saving through the content API into a copy of site/
// (tests/e2e/support/content-api-on-copy.ts). A test that saves or compares a file another test saves
// too holds it (support/file-locks.ts).

/** What the studio says at a link to a page that does not exist, from its words, with the closest page by its title. */
const missingPage = (closest: string) => `This goes to a page that does not exist. Choose a page of this site. Did you mean “${JSON.parse(saved(closest)).meta.title}”?`;



test.describe('the content studio', () => {
  test('lists the content the way staff think of it, with a search', async ({ page, adminSession }) => {
    await openStudio(page, adminSession);
    for (const group of ['Business facts, menus and look', 'Towns', 'Reviews and testimonials', 'Pages']) {
      await expect(page.getByRole('region', { name: group, exact: true })).toBeVisible();
    }
    await page.getByLabel('Search the content').fill('wilson');
    await expect(page.getByRole('button', { name: 'Wilsons Mills' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pages', exact: true })).toHaveCount(0);
    await page.getByLabel('Search the content').fill('kinston');
    await expect(page.getByRole('status')).toHaveText(/Nothing matches “kinston”/);
  });

  test('saves a changed field as a one-line change to the town file', async ({ page, adminSession, hold }) => {
    // studio-access.spec.ts compares Selma before and after.
    await hold('towns/selma.json');
    restoreShipped('towns/selma.json');
    const before = saved('towns/selma.json');
    const heading = `Lawn Care for Selma, From Union Station to I-95 (${unique()})`;
    await openStudio(page, adminSession);
    await openItem(page, 'selma', 'Selma');
    const field = page.locator('#root_landing_heading');
    await expect(field).toHaveValue(/Selma/);
    await field.fill(heading);
    await submit(page, 'Selma heading reworded');
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    const after = saved('towns/selma.json');
    const changed = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
    expect(changed).toEqual([`    "heading": "${heading}",`]);
    expect(after.split('\n')).toHaveLength(before.split('\n').length);
  });

  test('shows a warning before saving, and saves once the staff member confirms', async ({ page, adminSession, hold }) => {
    // The next test compares Benson before and after.
    await hold('towns/benson.json');
    restoreShipped('towns/benson.json');
    const before = saved('towns/benson.json');
    await openStudio(page, adminSession);
    await openItem(page, 'benson', 'Benson');
    await page.locator('#root_landing_title').fill('Lawn Care, Landscaping and Seasonal Cleanups in Benson, North Carolina');
    await submit(page, 'Longer Benson title');
    const warnings = page.getByRole('alert').filter({ hasText: 'Please read these warnings before saving' });
    await expect(warnings).toContainText('characters');
    expect(saved('towns/benson.json')).not.toContain('Seasonal Cleanups in Benson');
    await page.getByRole('button', { name: 'Save anyway' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    // A town without community news stays without it: opening a file in the form adds nothing.
    const changed = saved('towns/benson.json').split('\n').filter((line, i) => line !== before.split('\n')[i]);
    expect(changed).toEqual(['    "title": "Lawn Care, Landscaping and Seasonal Cleanups in Benson, North Carolina",']);
  });

  test('refuses a change that breaks the site, names the problem and saves nothing, with a clean console', async ({ page, adminSession, hold }) => {
    await hold('site.json');
    const logged = watchConsole(page);
    const before = saved('site.json');
    await openStudio(page, adminSession);
    await openItem(page, 'business', 'Business facts, menus and look');
    await page.getByRole('button', { name: 'Header', exact: true }).click();
    await page.locator('#root_header_contactButton_href').fill('/contact-us-now');
    await submit(page, 'Contact button address');
    // Said at the top of the form, where the focus goes, each problem a link to its field.
    const problems = page.getByRole('alert').filter({ hasText: 'Before this can be saved, fix these:' });
    await expect(problems).toBeFocused();
    await expect(problems).toBeInViewport();
    // In the studio's words, naming the closest page by its title: never the address, a file or a pointer.
    await expect(problems).toContainText(missingPage('pages/contact.json'));
    await expect(problems).not.toContainText('/contact-us-now');
    await expect(problems).not.toContainText('.json');
    await problems.getByRole('link', { name: /Contact button/ }).click();
    await expect(page.locator('#root_header_contactButton_href')).toBeFocused();
    await expect(page.locator('#root_header_contactButton_href')).toBeInViewport();
    expect(saved('site.json')).toBe(before);
    expect(logged).toEqual([]);
  });

  test('a required field left empty is marked at the field and named in the summary, in plain words', async ({ page, adminSession, hold }) => {
    await hold('towns/benson.json');
    const before = saved('towns/benson.json');
    await openStudio(page, adminSession);
    await openItem(page, 'benson', 'Benson');
    const heading = page.locator('#root_landing_heading');
    await heading.fill('');
    await submit(page, 'Cleared the heading');
    const problems = page.getByRole('alert').filter({ hasText: 'Before this can be saved, fix these:' });
    await expect(problems).toBeFocused();
    await expect(problems.getByRole('listitem')).toHaveText(['Town page › Heading: This field is required.']);
    await expect(heading).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#root_landing_heading__error')).toHaveText('This field is required.');
    await problems.getByRole('link', { name: 'Town page › Heading' }).click();
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    // No programmer words anywhere in what the editor shows.
    const shown = await page.locator('#studio-editing').locator('xpath=..').innerText();
    expect(shown).not.toMatch(/Instance|must |property|\barray\b|\.json:\d/);
    expect(saved('towns/benson.json')).toBe(before);
  });

  test('tells what is wrong at the field as it is typed, and sends nothing while it is wrong', async ({ page, adminSession, hold }) => {
    await hold('site.json');
    const before = saved('site.json');
    const sent: string[] = [];
    // Watched once the studio is open: only what this test's typing would send counts.
    await openStudio(page, adminSession);
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().startsWith(contentApiUrl)) sent.push(request.url());
    });
    await openItem(page, 'business', 'Business facts, menus and look');
    await page.getByRole('button', { name: 'Header', exact: true }).click();
    await page.locator('#root_header_contactButton_href').fill('/contact-us-now');
    // The whole site's check, in the studio's words, under the field, before any save.
    await expect(page.locator('#root_header_contactButton_href__error')).toContainText(missingPage('pages/contact.json'));
    await submit(page, 'Contact button address');
    await expect(page.getByRole('alert').filter({ hasText: 'Before this can be saved, fix these:' })).toContainText(`Header › Contact button › Destination: ${missingPage('pages/contact.json')}`);
    expect(sent).toEqual([]);
    await page.locator('#root_header_contactButton_href').fill('/contact');
    await expect(page.locator('#root_header_contactButton_href__error')).toHaveCount(0);
    expect(saved('site.json')).toBe(before);
  });

  test('a town text copied from another town is named at its field before anything is saved, and the console stays clean', async ({ page, adminSession }) => {
    const logged = watchConsole(page);
    restoreShipped('towns/four-oaks.json');
    const before = saved('towns/four-oaks.json');
    const selma = JSON.parse(saved('towns/selma.json'));
    await openStudio(page, adminSession);
    await openItem(page, 'four oaks', 'Four Oaks');
    // Both towns have an introduction of three paragraphs: Selma's, with the name changed, replaces Four Oaks'.
    for (const [index, text] of (selma.intro as string[]).entries()) await page.locator(`#root_intro_${index}`).fill(text.replaceAll('Selma', 'Four Oaks'));
    await submit(page, 'New introduction');
    // The content API did not save it: its answer is a state (warnings to confirm), which the browser does not log as an error.
    const warnings = page.getByRole('alert').filter({ hasText: 'Please read these warnings before saving' });
    await expect(warnings).toContainText(/Local text: This town's local text is \d+% the same as Selma's \(the limit is 20%\)/);
    await expect(warnings).not.toContainText(/\.json|site\/|\{/);
    await expect(page.locator('#root_intro__error')).toContainText(/This town's local text is \d+% the same as Selma's/);
    expect(saved('towns/four-oaks.json')).toBe(before);
    expect(logged).toEqual([]);
  });

  test('keeps what was typed when the page is closed, until it is submitted or discarded', async ({ page, adminSession, hold }) => {
    // The heading it finds after discarding is the one it first read: nobody saves Clayton meanwhile.
    await hold('towns/clayton.json');
    await openStudio(page, adminSession);
    await openItem(page, 'clayton', 'Clayton');
    const heading = page.locator('#root_landing_heading');
    const original = await heading.inputValue();
    await heading.fill('Clayton lawns, cared for by neighbors');
    await reloadPage(page);
    // The tab keeps the content API's session across a reload: no password asked.
    await expect(page.getByRole('heading', { name: 'Edit the website', exact: true })).toBeVisible();
    await openItem(page, 'clayton', 'Clayton');
    await expect(page.getByText(/Your unsaved changes from .* are back in the form/)).toBeVisible();
    await expect(heading).toHaveValue('Clayton lawns, cared for by neighbors');
    await page.getByRole('button', { name: 'Discard my changes' }).click();
    await page.getByRole('dialog', { name: 'Throw away your changes?' }).getByRole('button', { name: 'Yes, throw them away' }).click();
    await expect(heading).toHaveValue(original);
  });
});

test('a closed tab loses nothing: the studio opened again in a new tab puts the draft back', async ({ context, adminSession }) => {
  const first = await context.newPage();
  await openStudio(first, adminSession);
  await openItem(first, 'princeton', 'Princeton');
  const typed = `Princeton lawns, kept by neighbors (${unique()})`;
  await first.locator('#root_landing_heading').fill(typed);
  await first.close();

  const second = await context.newPage();
  await openPage(second, '/admin-dashboard');
  await expect(second.getByRole('heading', { name: 'Edit the website', exact: true })).toBeVisible();
  // A new tab has no session of the content API's: the password is confirmed again.
  await confirmPassword(second, 'Confirm your password to edit the website', 'admin');
  await openItem(second, 'princeton', 'Princeton');
  await expect(second.getByText(/Your unsaved changes from .* are back in the form/)).toBeVisible();
  await expect(second.locator('#root_landing_heading')).toHaveValue(typed);
  await second.getByRole('button', { name: 'Discard my changes' }).click();
  await second.getByRole('dialog', { name: 'Throw away your changes?' }).getByRole('button', { name: 'Yes, throw them away' }).click();
  await expect(second.locator('#root_landing_heading')).not.toHaveValue(typed);
});

test.describe('starting a town in the studio', () => {
  test('"Add a town" opens its form with every fact filled in, and refuses to save it until its words are written', async ({ page, adminSession }) => {
    const name = `Grifton ${unique()}`;
    const file = `towns/${name.toLowerCase().replace(' ', '-')}.json`;
    await openStudio(page, adminSession);
    await page.getByRole('button', { name: 'Add a town' }).click();
    await page.getByLabel('Town name').fill('Selma');
    await expect(page.getByText('There is already a town at the address /selma.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: "Open the town's form" })).toBeDisabled();
    await page.getByLabel('Town name').fill(name);
    await page.getByRole('button', { name: "Open the town's form" }).click();
    await expect(page.getByRole('heading', { name: `Editing: ${name}` })).toBeVisible();
    await expect(page.getByText('This town is not saved yet.')).toBeVisible();
    await expect(page.locator('#root_slug')).toHaveValue(file.slice(6, -5));
    await expect(page.locator('#root_landing_title')).toHaveValue(`Lawn Care & Landscaping in ${name}, NC`);
    await submit(page, `New town: ${name}`);
    const problems = page.getByRole('alert').filter({ hasText: 'Before this can be saved, fix these:' });
    await expect(problems).toBeFocused();
    await expect(problems).toContainText('This still holds the placeholder text a new town starts with.');
    expect(existsSync(join(contentCopy, 'site', file))).toBe(false);
  });

  test('"Duplicate this town" starts a new town from a copy, which is saved once its likeness is confirmed', async ({ page, adminSession }) => {
    const name = `Kenly ${unique()}`;
    const slug = name.toLowerCase().replace(' ', '-');
    await openStudio(page, adminSession);
    await openItem(page, 'pine level', 'Pine Level');
    await page.getByRole('button', { name: 'Duplicate this town' }).click();
    await expect(page.getByLabel('County')).toHaveText('Johnston');
    await page.getByLabel('Town name').fill(name);
    await page.getByRole('button', { name: "Open the town's form" }).click();
    await expect(page.getByRole('heading', { name: `Editing: ${name}` })).toBeVisible();
    await expect(page.locator('#root_slug')).toHaveValue(slug);
    await submit(page, `New town from Pine Level: ${name}`);
    // The copy reads like Pine Level's pages: the similarity guard says so before anything is saved.
    await expect(page.getByRole('alert').filter({ hasText: 'Please read these warnings before saving' })).toContainText("100% the same as Pine Level's");
    expect(existsSync(join(contentCopy, 'site/towns', `${slug}.json`))).toBe(false);
    await page.getByRole('button', { name: 'Save anyway' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    const town = JSON.parse(saved(`towns/${slug}.json`));
    expect(town).toMatchObject({ slug, name, county: 'Johnston', menu: { show: false } });
    // Every text names the new town; only the picture (a real file, with its description) is still Pine Level's.
    expect(JSON.stringify({ ...town, image: undefined })).not.toContain('Pine Level');
    expect(town.image.src).toBe('/images/towns/pine-level.jpg');
  });
});

test('when a colleague saved the same town meanwhile, their other change is kept and the staff member chooses between the two values', async ({ page, request, adminSession }) => {
  const logged = watchConsole(page);
  restoreShipped('towns/smithfield.json');
  await openStudio(page, adminSession);
  await openItem(page, 'smithfield', 'Smithfield');
  await page.locator('#root_landing_heading').fill('Smithfield Lawns, Cared For Weekly');

  // The colleague, in another browser: the same heading, and the subheading too.
  const headers = { Authorization: `Bearer ${await studioSessionToken(page)}` };
  const opened = await (await request.get(`${contentApiUrl}/files/towns/smithfield.json`, { headers })).json();
  const theirs = { ...opened.data, landing: { ...opened.data.landing, heading: 'Smithfield Yards, Done Right', subheading: 'A crew that knows the Neuse riverwalk neighborhoods by heart.' } };
  const save = await request.post(`${contentApiUrl}/changes`, { headers, data: { summary: 'Colleague edit', files: [{ path: 'towns/smithfield.json', action: 'update', baseVersion: opened.version, baseText: opened.text, data: theirs }] } });
  // 200 also answers a refused save (a state): the colleague's must be saved.
  expect([save.status(), (await save.json()).state]).toEqual([200, 'saved']);

  await submit(page, 'Smithfield heading');
  const conflict = page.getByRole('alert').filter({ hasText: 'Someone else changed this too' });
  await expect(conflict).toContainText('Smithfield Yards, Done Right');
  await expect(conflict).toContainText('Smithfield Lawns, Cared For Weekly');
  await conflict.getByRole('button', { name: 'Keep yours' }).click();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const town = JSON.parse(saved('towns/smithfield.json'));
  expect(town.landing).toMatchObject({ heading: 'Smithfield Lawns, Cared For Weekly', subheading: 'A crew that knows the Neuse riverwalk neighborhoods by heart.' });
  // The clash was answered as a state of the save, not an error the browser logs.
  expect(logged).toEqual([]);
});
