import { expect, type Locator, type Page } from '@playwright/test';
import { openStudio, test } from './support/studio-fixture';
import { greenPng } from '../support/test-images';
import { expectPlainWords, pointersOf, studioIsland } from './support/plain-words';
import { openPage } from './support/app';
import { startTown, writeEveryPlaceholder } from './support/town-words';
import { confirmPassword, openItem, restoreShipped, saved, submit, submitAndSave, unique } from './support/studio';

// The office manager's tasks in the studio (issue #27, "Done when"), at a desk and on a phone: what
// she reads at each step (never a programmer's word: support/plain-words.ts), and where it is (in
// view, the focus moved to it). It saves site.json and towns that other files save or compare too:
// each such test holds its file while it runs (support/file-locks.ts).

const SETTINGS = 'Business facts, menus and look';
const savedNote = (page: Page) => page.getByRole('status').filter({ hasText: 'Saved.' });
const problemsAlert = (page: Page) => page.getByRole('alert').filter({ hasText: 'Before this can be saved, fix these:' });
const fileData = (file: string) => JSON.parse(saved(file)) as unknown;

/** Reads the text a summary's link leads to, and checks the field it names is focused and in view. */
async function followProblem(page: Page, problems: Locator, label: string, field: Locator) {
  await problems.getByRole('link', { name: label }).click();
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

for (const width of [1280, 375]) {
  test.describe(`the office manager at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 800 : 740 } });

    test('changes the phone number: found by searching "phone", saved, said where she is', async ({ page, adminSession, hold }) => {
      await hold('site.json');
      restoreShipped('site.json');
      const phone = width > 800 ? '(919) 555-0161' : '(919) 555-0162';
      await openStudio(page, adminSession);
      await expectPlainWords(page);
      await page.getByLabel('Search the content').fill('phone');
      await page.getByRole('button', { name: `${SETTINGS}: Phone` }).click();
      const field = page.getByRole('textbox', { name: /^Phone\b/ });
      await expect(field).toBeFocused();
      await expect(field).toBeInViewport();
      await expectPlainWords(page, pointersOf(fileData('site.json')));
      await field.fill(phone);
      await submitAndSave(page, 'New office phone number');
      await expect(savedNote(page)).toBeInViewport();
      await expectPlainWords(page, pointersOf(fileData('site.json')));
      expect((fileData('site.json') as { business: { phone: string } }).business.phone).toBe(phone);
    });

    test('makes the three mistakes: each is named by its field in the summary, which takes her there', async ({ page, adminSession, hold }) => {
      await hold('site.json');
      restoreShipped('site.json');
      const before = saved('site.json');
      await openStudio(page, adminSession);
      await openItem(page, 'business', SETTINGS);
      const name = page.locator('#root_business_name');
      const phone = page.locator('#root_business_phone');
      const button = page.locator('#root_header_contactButton_href');
      await name.fill('');
      await phone.fill('919 555 0142');
      // The header's button is in its own group: she opens it, changes the address and closes it again.
      const header = page.getByRole('button', { name: 'Header', exact: true });
      await header.click();
      await button.fill('/contact-us-now');
      await header.click();
      await expect(button).toBeHidden();
      await submit(page, 'Business facts');
      const problems = problemsAlert(page);
      await expect(problems).toBeFocused();
      await expect(problems).toBeInViewport();
      await expect(problems.getByRole('listitem')).toHaveCount(3);
      await expect(problems).toContainText('Business name: This field is required.');
      await expectPlainWords(page, pointersOf(fileData('site.json')));
      await followProblem(page, problems, 'Business facts › Business name', name);
      await followProblem(page, problems, 'Business facts › Phone', phone);
      await expect(page.locator('#root_business_name__error')).toHaveText('This field is required.');
      // The link to a field in a closed group opens the group.
      await followProblem(page, problems, 'Header › Contact button › Destination', button);
      await expect(header).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#root_header_contactButton_href__error')).toBeVisible();
      await expectPlainWords(page, pointersOf(fileData('site.json')));
      expect(saved('site.json')).toBe(before);
    });

    test('works on one town in two tabs: the clash names the field and shows both values, neither chosen', async ({ context, adminSession, hold }) => {
      await hold('towns/clayton.json');
      restoreShipped('towns/clayton.json');
      const first = await context.newPage();
      await first.setViewportSize({ width, height: width > 800 ? 800 : 740 });
      await openStudio(first, adminSession);
      await openItem(first, 'clayton', 'Clayton', 'Towns');
      const second = await context.newPage();
      await second.setViewportSize({ width, height: width > 800 ? 800 : 740 });
      await openPage(second, '/admin-dashboard');
      // A new tab has no session of the content API's: the password is confirmed again.
      await confirmPassword(second, 'Confirm your password to edit the website', 'admin');
      await openItem(second, 'clayton', 'Clayton', 'Towns');

      const mine = `Clayton lawns, kept weekly (${unique()})`;
      const theirs = `Clayton yards, done right (${unique()})`;
      await first.locator('#root_landing_heading').fill(theirs);
      await submitAndSave(first, 'Clayton heading from the first tab');
      await second.locator('#root_landing_heading').fill(mine);
      await submit(second, 'Clayton heading from the second tab');

      const clash = second.getByRole('alert').filter({ hasText: 'Someone else changed this too' });
      await expect(clash).toBeInViewport();
      await expect(clash).toContainText('Town page › Heading');
      await expect(clash).toContainText(theirs);
      await expect(clash).toContainText(mine);
      // Neither side is chosen for her, and the save waits until she has chosen.
      for (const name of ['Keep theirs', 'Keep yours']) await expect(clash.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
      await expectPlainWords(second, pointersOf(fileData('towns/clayton.json')));
      await clash.getByRole('button', { name: 'Keep yours' }).click();
      await submitAndSave(second, 'Clayton heading from the second tab');
      expect((fileData('towns/clayton.json') as { landing: { heading: string } }).landing.heading).toBe(mine);
    });

    test('adds a town with an event: its events wait empty to be filled in, and it saves', async ({ page, adminSession }) => {
      const name = `Grifton ${unique()}`;
      const file = `towns/${name.toLowerCase().replace(' ', '-')}.json`;
      await openStudio(page, adminSession);
      await startTown(page, name);
      await expectPlainWords(page);
      expect(await writeEveryPlaceholder(page, name)).toBeGreaterThan(5);
      // Two events and two neighbour quotes, as the town's page needs, each waiting to be written.
      const news = [
        { title: `${name} Fall Leaf Day`, date: '2027-10-16', snippet: `Bring your rakes to the ${name} ball fields: we haul the leaf piles away and show how to mulch the rest into the lawn.` },
        { title: `${name} Spring Seed Swap`, date: '2027-04-10', snippet: `Trade seed and seedlings with your neighbours in ${name}; our crew brings fescue samples and answers lawn questions.` },
      ];
      for (const [index, event] of news.entries()) {
        const title = page.locator(`#root_community_news_${index}_title`);
        await expect(title).toHaveValue('');
        await title.fill(event.title);
        await page.locator(`#root_community_news_${index}_date`).fill(event.date);
        await page.locator(`#root_community_news_${index}_snippet`).fill(event.snippet);
      }
      for (const [index, quote] of [['Dana R.', `Since they took over our ${name} yard the bermuda fills in every summer.`], ['Luis M.', `They trim the crepe myrtles along our ${name} fence every winter, right on time.`]].entries()) {
        await page.locator(`#root_community_quotes_${index}_name`).fill(quote[0]!);
        await page.locator(`#root_community_quotes_${index}_quote`).fill(quote[1]!);
      }
      await expectPlainWords(page);
      await submitAndSave(page, `New town: ${name}`);
      await expect(savedNote(page)).toBeInViewport();
      await expectPlainWords(page, pointersOf(fileData(file)));
      const town = fileData(file) as { community: { news: { id: string; title: string }[] } };
      expect(town.community.news.map((event) => event.title)).toEqual(news.map((event) => event.title));
      // Ids made for her, never typed.
      expect(new Set(town.community.news.map((event) => event.id)).size).toBe(2);
    });

    test('an ordinary staff member who opens the dashboard is told it is for administrators, with the way home, the studio never shown', async ({ page }) => {
      // ../shared/decisions.md: logged in without admin, the page says so in plain words, with a link
      // home. Sent to / with no word, she wondered whether the site was broken.
      await openPage(page, '/login');
      await page.getByLabel('Username', { exact: true }).fill('crew');
      await page.getByLabel('Password', { exact: true }).fill('cedar-crew-2026');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/$/);
      await openPage(page, '/admin-dashboard');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
      const words = main.getByText(/^This dashboard is for administrators only\./);
      await expect(words).toBeInViewport();
      await expect(words).toContainText('If something on the website needs changing, just ask one of the office\'s administrators.');
      const home = main.getByRole('link', { name: 'Back to the home page' });
      await expect(home).toBeInViewport();
      await expect(page).toHaveURL(/\/admin-dashboard$/);
      await expect(studioIsland(page)).toHaveCount(0);
      await expect(main.getByRole('heading', { name: 'Who is signed in' })).toHaveCount(0);
      await expect(main.getByRole('heading', { name: 'Edit the website' })).toHaveCount(0);
      await home.click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('changes a town\'s picture with an upload: described, saved and shown at once', async ({ page, adminSession, hold }) => {
      await hold('towns/mount-olive.json');
      restoreShipped('towns/mount-olive.json');
      await openStudio(page, adminSession);
      await openItem(page, 'mount olive', 'Mount Olive', 'Towns');
      await page.getByRole('button', { name: 'Choose a picture' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
      await expect(dialog).toBeInViewport();
      await expectPlainWords(page);
      await dialog.locator('input[type=file]').setInputFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: greenPng(80, 42) });
      const description = dialog.getByLabel(/What does the picture show\?/);
      await description.fill('Striped lawn beside a brick ranch house in Mount Olive');
      await dialog.getByRole('button', { name: 'Use this picture' }).click();
      await expect(dialog).toHaveCount(0);
      await expectPlainWords(page);
      await submitAndSave(page, 'New picture of Mount Olive');
      await expect(savedNote(page)).toBeInViewport();
      const src = (fileData('towns/mount-olive.json') as { image: { src: string; alt: string } }).image;
      expect(src.alt).toBe('Striped lawn beside a brick ranch house in Mount Olive');
      await expect.poll(() => page.locator(`img[data-address="${src.src}"], img[data-address^="data:"]`).first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await expectPlainWords(page, pointersOf(fileData('towns/mount-olive.json')));
    });
  });
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a small fix: typed, seen in the preview behind its button, saved and said where she is', async ({ page, adminSession, hold }) => {
    await hold('towns/pikeville.json');
    restoreShipped('towns/pikeville.json');
    await openStudio(page, adminSession);
    await openItem(page, 'pikeville', 'Pikeville', 'Towns');
    const subheading = page.locator('#root_landing_subheading');
    const fixed = `${(await subheading.inputValue()).replace(/\.$/, '')}, and the yards around it (${unique()}).`;
    await subheading.fill(fixed);
    await expect(subheading).toBeInViewport();
    // On a phone the preview waits behind its button, above the form.
    const preview = page.getByRole('region', { name: 'Preview', exact: true });
    await preview.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(preview.frameLocator('iframe').getByText(fixed)).toBeVisible();
    await submitAndSave(page, 'Pikeville subheading');
    await expect(savedNote(page)).toBeInViewport();
    await expectPlainWords(page, pointersOf(fileData('towns/pikeville.json')));
    expect((fileData('towns/pikeville.json') as { landing: { subheading: string } }).landing.subheading).toBe(fixed);
  });
});

test('every kind of file reads in plain words: its form, its help, its lists and its groups', async ({ page, adminSession }) => {
  test.setTimeout(180_000);
  await openStudio(page, adminSession);
  // One file of every kind the studio lists, by its name in the list and its group.
  const items: [search: string, name: string, group: string, file: string][] = [
    ['business', SETTINGS, SETTINGS, 'site.json'],
    ['selma', 'Selma', 'Towns', 'towns/selma.json'],
    ['service', 'Service cards', 'Services', 'collections/services.json'],
    ['reviews', 'Reviews', 'Reviews and testimonials', 'collections/reviews.json'],
    ['testimonials', 'Testimonials', 'Reviews and testimonials', 'collections/testimonials.json'],
    ['questions', 'Questions and answers', 'Questions and answers', 'collections/faqs.json'],
    ['portfolio', 'Portfolio photos', 'Portfolio photos', 'collections/portfolio.json'],
    ['home', 'Home', 'Pages', 'pages/home.json'],
    ['landing', 'Town page', 'Town page layouts', 'templates/town-landing.json'],
    ['quote', 'Quote', 'Forms', 'forms/quote.json'],
  ];
  for (const [search, name, group, file] of items) {
    await openItem(page, search, name, group);
    // Every closed group of the form opened (the settings' "Header", "Advanced settings" …), so all its words are read.
    // Each one by its own address, and open before the next: "the first closed one" clicked again before
    // React has drawn the last click is the same button, and the second click closed it (seen once in a fresh run).
    const closed = page.locator('form button[aria-controls][aria-expanded="false"]');
    for (let opened = 0; (await closed.count()) > 0; opened += 1) {
      expect(opened, 'groups opened: more than the form can hold').toBeLessThan(50);
      const group = page.locator(`form button[aria-controls="${await closed.first().getAttribute('aria-controls')}"]`);
      await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'true');
    }
    await expectPlainWords(page, pointersOf(fileData(file)));
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await page.getByLabel('Search the content').fill('');
    await expectPlainWords(page);
  }
});
