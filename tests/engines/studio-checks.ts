import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { waitFor, waitLonger, type Driver, type EngineName } from './support/driver';
import { openPage, pageProblems, pick, waitFocused, waitHidden, waitVisible } from './support/page';
import { clickInFrame, pickInFrame, PREVIEW_FRAME, previewHas } from './support/preview';
import { button, containing, focusedInView, lock, named, openItem, press, savedNote, signIn, skipLiveBuilds, studioCopy, submit, textOf, waitHeading, waitSaved } from './support/studio';
import { publishChecks } from './studio-publish-check';
import { greenPng } from '../support/test-images';
import { lawnWords as words, writtenFor } from '../support/town-placeholder-words';

// The office's paths in the studio (issue #41 item 1), written once and run in each engine at a
// phone's and a desktop's size, after the visitor's checks (checks.ts). One sign-in per width, then
// the paths in the order she would walk them, each its own named check: the phone number (found by
// searching, a mistake shown at its field, saved, "Updating the site…" then "Live on the site"), the
// live preview's menu and theme switch, a picture shrunk in the browser, going back to an earlier
// version and undoing it, a new town, and the publish states against the GitHub stand-in. The
// Chromium suite (tests/e2e/studio-*.spec.ts) keeps the exhaustive checks of each.

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** What each engine's canvas writes for the in-browser shrink (src/studio/shrink-picture.ts): WebP where it can. */
const ENCODES: Record<EngineName, 'webp' | 'jpeg'> = { webkit: 'jpeg', firefox: 'webp' };

/** Each engine and width works on its own town and phone number: the four run two at a time on one content API. */
const OWN = {
  webkit: { 375: { town: 'Benson', phone: '(919) 555-0171' }, 1280: { town: 'Clayton', phone: '(919) 555-0172' } },
  firefox: { 375: { town: 'Selma', phone: '(919) 555-0173' }, 1280: { town: 'Pikeville', phone: '(919) 555-0174' } },
} as const;

const SETTINGS = 'Business facts, menus and look';
const fileOf = (town: string) => `towns/${town.toLowerCase().replace(/ /g, '-')}.json`;
const saved = (file: string) => JSON.parse(readFileSync(join(studioCopy, 'site', file), 'utf8'));
const shipped = (file: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../site', file), 'utf8'));
const unique = () => Math.random().toString(36).slice(2, 7).replace(/[0-9]/g, 'x');

/**
 * The dashboard, with the studio's list shown (the session kept in this tab from the sign-in). From a
 * form, by its "Back to the list", as she would: a new load would fetch and check the whole studio
 * again (seconds of WebKit's time, where it is the step's long pole). From anywhere else, loaded.
 */
async function openStudio(driver: Driver) {
  const where = await driver.evaluate(() => {
    const shown = (name: string) => [...document.querySelectorAll('button')].some((b) => b.textContent?.replace(/\s+/g, ' ').trim() === name && b.getClientRects().length > 0);
    if (location.pathname !== '/admin-dashboard' || document.documentElement.dataset.ready !== 'true') return 'elsewhere';
    return shown('Add a town') ? 'list' : shown('Back to the list') ? 'form' : 'elsewhere';
  });
  if (where === 'form') await press(driver, 'Back to the list');
  if (where === 'elsewhere') await openPage(driver, '/admin-dashboard');
  await button(driver, 'Add a town');
}

/** In the page: the value of a form control. */
const valueOf = (selector: string) => (document.querySelector(selector) as HTMLInputElement | null)?.value ?? null;

/**
 * Puts a long text into a field in one insertion (what a paste or an input method does: one
 * `insertText` input event), after a click into it and all of its text selected. Typed key by key, a
 * new town's dozen paragraphs would be thousands of keys, each re-rendering the whole form.
 */
async function insertText(driver: Driver, selector: string, text: string) {
  // The click once the field has stopped moving: the text just put into the field above grows it a
  // few frames later, and a click aimed before that lands in the field above.
  await driver.click(await pick(driver, { css: selector }));
  await driver.evaluate((s: string, t: string) => {
    const field = document.querySelector(s) as HTMLInputElement;
    // The paste goes where the field is, even if the click's focus has not arrived yet: in Firefox at
    // a desktop's width, under a full machine, it twice had not (the text then went nowhere).
    field.focus();
    field.select();
    document.execCommand('insertText', false, t);
  }, selector, text);
  try {
    await waitFor(driver, `the text in ${selector}`, (s: string, t: string) => (document.querySelector(s) as HTMLInputElement).value === t, selector, text);
  } catch (error) {
    const held = await driver.evaluate((s: string) => (document.querySelector(s) as HTMLInputElement | null)?.value ?? 'no such field', selector).catch(() => 'unknown');
    throw new Error(`${(error as Error).message}; it holds ${JSON.stringify(held.slice(0, 120))}`);
  }
}

/**
 * A date into a date field as a person types it, the focus in the field before it. Firefox: a Tab
 * into it, then its parts' digits (month, day, year: each part moves on by itself once full).
 * WebKitGTK's parts do not move on by themselves, and key actions after a Tab reach no part at all:
 * WebDriver's element send keys types the parts with their separators ("10/16/2027"), each "/"
 * moving to the next part, as a person would. See decision 020.
 */
async function enterDate(driver: Driver, selector: string, iso: string) {
  const [year, month, day] = iso.split('-');
  if (driver.engine === 'firefox') {
    await driver.press('Tab');
    await waitFocused(driver, selector, 'the date field');
    await driver.keys(`${month}${day}${year}`);
  } else {
    await driver.keysTo(selector, `${month}/${day}/${year}`);
  }
  await waitFor(driver, `${iso} in ${selector}`, (s: string, v: string) => (document.querySelector(s) as HTMLInputElement).value === v, selector, iso);
}

export function studioChecks(engine: EngineName, current: () => Driver) {
  const picture = join(tmpdir(), `engines-${engine}-${process.pid}.png`);
  after(() => rmSync(picture, { force: true }));
  for (const size of [PHONE, DESKTOP]) {
    const own = OWN[engine][size.width as 375 | 1280];
    const file = fileOf(own.town);
    describe(`${engine}: the studio at ${size.width}×${size.height}`, () => {
      let driver: Driver;
      before(async () => {
        driver = current();
        await driver.setViewport(size.width, size.height);
      });

      it('signs in: the login form, then the password panel; the studio lists what she can edit', async () => {
        await signIn(driver);
        assert.deepEqual(await pageProblems(driver), []);
      });

      it('finds the phone number by searching "phone"; a mistake is named at its field, which takes the focus; then saves it', async () => {
        // Both engines change this one field: one at a time, or the second save would (rightly) clash.
        const release = await lock('site.json');
        try {
          await openStudio(driver);
          await driver.fill(await pick(driver, { css: 'input', label: 'Search the content' }), 'phone');
          await press(driver, `${SETTINGS}: Phone`);
          const phone = '#root_business_phone';
          await focusedInView(driver, phone, 'the phone number');
          await driver.fill(phone, '919 555 0142');
          await submit(driver, 'New office phone number');
          const problems = await containing(driver, '[role="alert"]', 'Before this can be saved, fix these:');
          await focusedInView(driver, problems, 'the list of problems');
          await driver.click(await pick(driver, { css: 'a', name: 'Business facts › Phone', within: problems }));
          await focusedInView(driver, phone, 'the phone number, from the problem\'s link');
          assert.equal(await driver.evaluate((s: string) => document.querySelector(s)!.getAttribute('aria-invalid'), phone), 'true');
          await waitVisible(driver, `${phone}__error`, 'the message at the phone number');
          await driver.fill(phone, own.phone);
          await submit(driver);
          await waitSaved(driver);
        } finally {
          await release();
        }
        assert.equal(saved('site.json').business.phone, own.phone);
      });

      it('sees "Updating the site…", then "Live on the site" with its links, the focus left where it was', async () => {
        const note = await savedNote(driver);
        await waitFor(driver, '"Updating the site…"', (n: string) => document.querySelector(n)?.textContent?.includes('Updating the site…'), note);
        assert.equal(await driver.evaluate((n: string) => document.querySelector(n)!.contains(document.activeElement), note), false, 'the note took the focus');
        // A build of the whole site (every footer shows the phone number) on a busy two-core machine.
        try {
          await waitLonger(driver, 120_000, '"Live on the site:"', (n: string) => {
            const text = document.querySelector(n)?.textContent ?? '';
            return text.includes('Live on the site:') && !text.includes('Updating the site…');
          }, note);
        } catch (error) {
          const seen = await driver.evaluate((n: string) => ({ note: document.querySelector(n)?.textContent, visibility: document.visibilityState, focused: document.hasFocus() }), note).catch(String);
          throw new Error(`${(error as Error).message}; the page: ${JSON.stringify(seen)}`);
        }
        const links = await driver.evaluate((n: string) => [...document.querySelectorAll<HTMLAnchorElement>(`${n} a`)].map((a) => ({ text: a.textContent, href: a.href, target: a.target })), note);
        // The home page first (what every page shows), three at most, then how many more.
        assert.equal(links.length, 3, JSON.stringify(links));
        assert.deepEqual(links[0], { text: '/ (opens in a new tab)', href: `${new URL(await driver.evaluate(() => location.origin)).origin}/`, target: '_blank' });
        assert.match(await textOf(driver, note), /and \d+ more pages/);
        assert.deepEqual(await pageProblems(driver), []);
      });

      it('the preview follows her typing; its menu and theme switch act inside it only; "Throw away your changes?" asks first', async () => {
        // The saves from here on wait for "Saved." only: no site build after them (support/studio-servers.ts).
        await skipLiveBuilds(driver);
        await openStudio(driver);
        await openItem(driver, own.town.toLowerCase(), own.town, 'Towns');
        // On a phone the preview waits folded behind its button, above the form.
        if (size === PHONE) await press(driver, 'Preview', await named(driver, 'region', 'Preview'));
        await waitVisible(driver, PREVIEW_FRAME, 'the preview');
        const heading = '#root_landing_heading';
        const words = `${own.town} lawns, looked after weekly (${unique()})`;
        await driver.fill(heading, words);
        await previewHas(driver, 'the new heading in the preview', (f: string, w: string) => [...(document.querySelector<HTMLIFrameElement>(f)!.contentDocument?.querySelectorAll('h1, h2, h3') ?? [])].some((h) => h.textContent?.trim() === w), words);
        const outside = () => driver.evaluate(() => ({ html: document.documentElement.className, theme: localStorage.getItem('themeMode'), dialogs: document.querySelectorAll('dialog[open], [role="dialog"]').length }));
        const before = await outside();
        // The frame is narrower than the site's desktop header at both widths: the site's menu drawer.
        await clickInFrame(driver, await pickInFrame(driver, 'header button[aria-label="Open menu"]'));
        await previewHas(driver, 'the drawer open in the preview', (f: string) => Boolean(document.querySelector<HTMLIFrameElement>(f)!.contentDocument?.querySelector('header dialog[open]')));
        const frameTheme = () => driver.evaluate((f: string) => document.querySelector<HTMLIFrameElement>(f)!.contentDocument!.documentElement.classList.contains('mode-dark'), PREVIEW_FRAME);
        const dark = await frameTheme();
        await clickInFrame(driver, await pickInFrame(driver, 'header dialog [data-theme-toggle]'));
        await previewHas(driver, 'the preview\'s theme switched', (f: string, was: string) => String(document.querySelector<HTMLIFrameElement>(f)!.contentDocument!.documentElement.classList.contains('mode-dark')) !== was, String(dark));
        assert.deepEqual(await outside(), before, 'the dashboard changed with the preview');
        await driver.press('Escape');
        await previewHas(driver, 'the drawer closed in the preview', (f: string) => !document.querySelector<HTMLIFrameElement>(f)!.contentDocument?.querySelector('header dialog[open]'));
        // What she typed is thrown away only once she says so; the safe answer has the focus.
        await press(driver, 'Discard my changes');
        const question = await named(driver, 'dialog', 'Throw away your changes?');
        await waitFocused(driver, await button(driver, 'Cancel', question), 'Cancel');
        await driver.press('Enter');
        await waitHidden(driver, question, 'the question');
        assert.equal(await driver.evaluate(valueOf, heading), words);
        await press(driver, 'Discard my changes');
        await press(driver, 'Yes, throw them away', await named(driver, 'dialog', 'Throw away your changes?'));
        await waitFor(driver, 'the saved heading back in the form', (h: string, w: string) => (document.querySelector(h) as HTMLInputElement).value !== w, heading, words);
        assert.deepEqual(await pageProblems(driver), []);
      });

      it(`uploads a picture, shrunk in the browser (${engine} writes ${ENCODES[engine].toUpperCase()}), and saves it`, async () => {
        writeFileSync(picture, greenPng(80, 42));
        await press(driver, 'Choose a picture');
        const dialog = await named(driver, 'dialog', 'Choose a picture');
        await driver.upload(`${dialog} input[type="file"]`, picture);
        const description = 'Striped lawn beside a brick ranch house';
        await driver.fill(await pick(driver, { css: 'input, textarea', label: 'What does the picture show?', within: dialog }), description);
        await press(driver, 'Use this picture', dialog);
        await waitHidden(driver, dialog, 'the picture dialog');
        await submit(driver, `New picture of ${own.town}`);
        await waitSaved(driver);
        const image = saved(file).image as { src: string; alt: string };
        assert.equal(image.alt, description);
        assert.equal(image.src.split('.').pop(), ENCODES[engine] === 'webp' ? 'webp' : 'jpg', `${engine} wrote ${image.src}`);
        assert.ok(existsSync(join(studioCopy, 'public', image.src)), `${image.src} is in the copy's public/`);
        await waitFor(driver, 'the new picture shown in the form', (src: string) => [...document.querySelectorAll<HTMLImageElement>(`img[data-address="${src}"], img[data-address^="data:"]`)].some((img) => img.complete && img.naturalWidth > 0), image.src);
        assert.deepEqual(await pageProblems(driver), []);
      });

      it('goes back to an earlier version and undoes that, each asked first with the safe answer focused', async () => {
        const heading = '#root_landing_heading';
        const typed = `${own.town} lawns, typed and not saved (${unique()})`;
        await driver.fill(heading, typed);
        await press(driver, 'Show recent changes');
        const history = await named(driver, 'region', 'Recent changes');
        // The oldest line is the item as the website was delivered.
        const delivered = await containing(driver, `${history} li`, 'As the website was delivered');
        const goBack = await button(driver, 'Go back to this version', delivered);
        await driver.click(goBack);
        const question = await named(driver, 'dialog', 'Throw away your changes?');
        await waitFocused(driver, await button(driver, 'Cancel', question), 'Cancel');
        await driver.press('Enter');
        await waitHidden(driver, question, 'the question');
        await waitFocused(driver, goBack, 'the button pressed');
        assert.equal(await driver.evaluate(valueOf, heading), typed);
        await driver.click(goBack);
        await press(driver, 'Yes, throw them away', await named(driver, 'dialog', 'Throw away your changes?'));
        const note = await containing(driver, '[role="status"]', 'The form now holds this item as the website was delivered.');
        await focusedInView(driver, note, 'the note of what the form holds');
        assert.equal(await driver.evaluate(valueOf, heading), shipped(file).landing.heading);
        await submit(driver);
        await waitSaved(driver);
        assert.deepEqual(saved(file), shipped(file));

        const newest = await containing(driver, `${history} li`, 'Back to how the website was delivered');
        await press(driver, 'Undo this change', newest);
        const undo = await named(driver, 'dialog', 'Undo this change?');
        await waitFocused(driver, await button(driver, 'Cancel', undo), 'Cancel');
        await press(driver, 'Yes, undo it', undo);
        await waitSaved(driver, history);
        // The undo's outcome takes the focus, so she hears it: the note, or the box that holds it while the site updates.
        const outcome = await savedNote(driver, history);
        await waitFor(driver, 'the undo\'s outcome ("Saved.") to have the focus', (n: string) => {
          const [note, focused] = [document.querySelector(n), document.activeElement];
          return Boolean(note && focused && focused !== document.body && (focused === note || focused.contains(note)));
        }, outcome);
        assert.equal(saved(file).image.alt, 'Striped lawn beside a brick ranch house');
        assert.deepEqual(await pageProblems(driver), []);
      });

      it('adds a town: the guided form, its words written, its events and quotes, saved', async () => {
        const name = `Grifton ${unique()}`;
        await openStudio(driver);
        await press(driver, 'Add a town');
        await driver.type(await pick(driver, { css: 'input', label: 'Town name' }), name);
        await driver.type(await pick(driver, { css: 'input', label: 'Latitude (from a map, e.g. 35.2627)' }), '35.3712');
        await driver.type(await pick(driver, { css: 'input', label: 'Longitude (e.g. -77.5816)' }), '-77.4386');
        await press(driver, "Open the town's form");
        await waitHeading(driver, `Editing: ${name}`);
        // Once the town's form is drawn: its fields the scaffold left as "TODO:", marked in order.
        const placeholders = (await waitFor(driver, 'the new town\'s form with its placeholders', () => {
          const fields = [...document.querySelectorAll<HTMLInputElement>('form input[type="text"], form textarea:not([aria-hidden="true"])')].filter((field) => field.value.startsWith('TODO:'));
          fields.forEach((field, i) => field.setAttribute('data-engines-todo', String(i)));
          return fields.length > 5 && fields.map((field) => field.value);
        })) as string[];
        for (const [i, placeholder] of placeholders.entries()) await insertText(driver, `[data-engines-todo="${i}"]`, writtenFor(name, placeholder));
        const events = [['Fall Leaf Day', '2027-10-16'], ['Spring Seed Swap', '2027-04-10']] as const;
        for (const [i, [title, date]] of events.entries()) {
          await driver.fill(`#root_community_news_${i}_title`, `${name} ${title}`);
          await enterDate(driver, `#root_community_news_${i}_date`, date);
          await insertText(driver, `#root_community_news_${i}_snippet`, `${name}: ${words(14)}. ${words(10)}.`);
        }
        for (const [i, person] of ['Dana R.', 'Luis M.'].entries()) {
          await driver.fill(`#root_community_quotes_${i}_name`, person);
          await insertText(driver, `#root_community_quotes_${i}_quote`, `Our ${name} yard: ${words(12)}.`);
        }
        await submit(driver, `New town: ${name}`);
        await waitSaved(driver);
        const town = saved(`towns/${name.toLowerCase().replace(' ', '-')}.json`) as { community: { news: { title: string; date: string }[] } };
        assert.deepEqual(town.community.news.map((event) => [event.title, event.date]), [[`${name} Fall Leaf Day`, '2027-10-16'], [`${name} Spring Seed Swap`, '2027-04-10']]);
        assert.deepEqual(await pageProblems(driver), []);
      });

      publishChecks(engine, () => driver);
    });
  }
}
