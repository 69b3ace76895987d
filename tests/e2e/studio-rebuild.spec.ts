import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { openStudio, test } from './support/studio-fixture';
import { serveDist } from '../../tools/dev/serve';
import { projectRoot, removeTempProjects, tempBuildProject } from '../../src/testing/temp-project';
import { contentCopy } from './support/content-copy';
import { submitAndSave, unique } from './support/studio';
import { startTown, writeEveryPlaceholder } from './support/town-words';

// What the studio saves is what the site builds: a town added with the guided form and a phone
// number changed once, saved through the content API into the tests' copy of site/, then checked by
// `npm run validate` and built for real. Other tests save and compare site.json too: it is held from
// before the phone number is read until the saved files are copied (support/file-locks.ts).

test.describe.configure({ timeout: 240_000 });

const tsx = join(projectRoot, 'node_modules/tsx/dist/cli.mjs');


test('a town added and a phone number changed in the studio validate, build and appear on every page', async ({ page, adminSession, hold }) => {
  const release = await hold('site.json');
  const name = `Grifton ${unique()}`;
  const slug = name.toLowerCase().replace(' ', '-');
  const before = JSON.parse(readFileSync(join(contentCopy, 'site/site.json'), 'utf8')).business.phone as string;
  const phone = before === '(919) 555-0187' ? '(919) 555-0188' : '(919) 555-0187';

  await openStudio(page, adminSession);
  await startTown(page, name);
  expect(await writeEveryPlaceholder(page, name)).toBeGreaterThan(5);
  // Its preview shows the page as written, before it is saved.
  const preview = page.getByRole('region', { name: 'Preview', exact: true });
  const heading = await page.locator('#root_landing_heading').inputValue();
  await expect(preview.frameLocator('iframe').getByRole('heading', { name: heading })).toBeVisible();
  await expect(preview.getByRole('tab')).toHaveText([`/${slug}`, `/${slug}/services`]);
  await submitAndSave(page, `New town: ${name}`);

  // The phone number, once, in the business facts.
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await page.getByLabel('Search the content').fill('business');
  await page.getByRole('button', { name: 'Business facts, menus and look', exact: true }).click();
  await page.locator('#root_business_phone').fill(phone);
  await submitAndSave(page, 'New office phone number');

  // `npm run validate` on the saved files: it exits 1 on any error (warnings alone, such as another
  // test's duplicated town, leave the site buildable).
  const report = execFileSync(process.execPath, [tsx, join(projectRoot, 'tools/cli/validate.ts')], { cwd: contentCopy, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  expect(report).not.toContain(`towns/${slug}.json`);

  // A rebuild of the project with the saved files.
  const dir = tempBuildProject('studio-rebuild-');
  // The saved files, and the pictures uploaded beside them (other tests' uploads among them).
  for (const folder of ['site', 'public']) {
    rmSync(join(dir, folder), { recursive: true });
    cpSync(join(contentCopy, folder), join(dir, folder), { recursive: true, dereference: true });
  }
  release();
  execFileSync(process.execPath, [tsx, join(projectRoot, 'tools/build/build.ts')], { cwd: dir, env: { ...process.env, SITE_ROOT: dir }, stdio: ['ignore', 'ignore', 'pipe'] });
  let server: Server | undefined;
  try {
    server = await serveDist(join(dir, 'dist'), 0);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const path of [`/${slug}`, `/${slug}/services`]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(name);
    }
    // Every page shows the new number, and none the old one.
    const pages = (readdirSync(join(dir, 'dist'), { recursive: true }) as string[]).filter((file) => file.endsWith('index.html'));
    expect(pages.length).toBeGreaterThan(40);
    for (const file of pages) {
      const html = readFileSync(join(dir, 'dist', file), 'utf8');
      if (html.includes('<meta http-equiv="refresh"')) continue; // an old address forwarding to its page (site.json "redirects")
      expect(html, file).toContain(phone);
      expect(html, file).not.toContain(before);
    }
  } finally {
    server?.close();
    removeTempProjects();
  }
});
