import { expect, test } from 'vitest';
import { DEPLOY_COMMAND, LOCAL_PREVIEW_MARKER, checkDeploy, refusal } from '../../tools/build/checks/check-deploy.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPage, dist, parseHtml, textOf } from './support/built-site.ts';
import { content } from './support/site-content.ts';
import { byRole, byText, isShown } from './support/roles.ts';

// The tests run the build made for the local stand-in (tools/test/e2e-env.sh): it must say so on every
// page and be refused by `npm run check:deploy`. Unknown addresses get 404.html, which reads as a real
// page without script. Moved from tests/e2e/deploy.spec.ts (issue #38); the ribbon's place and the
// 404 status are still checked in the browser there.
const { ui, notFound } = content.site;

test('the stand-in build is refused by check:deploy, naming the command that makes a deployable one', () => {
  const problems = checkDeploy(dist);
  expect(problems).toContain(`dist/${LOCAL_PREVIEW_MARKER}: this build is marked as a local preview (made by npm start or npm test).`);
  expect(problems.some((problem) => /dist\/_headers: the Content-Security-Policy allows http:\/\/127\.0\.0\.1:\d+/.test(problem))).toBe(true);
  // The page data (service addresses the islands read) names the stand-in too.
  expect(problems.some((problem) => /dist\/index\.html: points at http:\/\/127\.0\.0\.1:\d+/.test(problem))).toBe(true);
  expect(refusal(problems)).toContain(DEPLOY_COMMAND);
});

for (const path of ['/', '/contact', '/clayton/services']) {
  test(`${path} carries the local preview ribbon's words`, () => {
    const ribbons = Array.from(builtPage(path).querySelectorAll('[data-local-preview]'));
    expect(ribbons).toHaveLength(1);
    expect(textOf(ribbons[0])).toBe(ui.localPreview);
  });
}

test('the page for an unknown address shows a real message with links home, to services and to contact', () => {
  const page = parseHtml(readFileSync(join(dist, '404.html'), 'utf8'));
  expect(textOf(page.querySelector('head > title'))).toMatch(new RegExp(`^${notFound.title}`));
  expect(byRole(page, 'heading', { level: 1 }).map(textOf)).toEqual([notFound.heading]);
  const words = byText(page, notFound.text);
  expect(words, notFound.text).toHaveLength(1);
  expect(isShown(words[0]), notFound.text).toBe(true);
  for (const link of notFound.links) {
    const found = byRole(page, 'link', { name: link.label });
    expect(found, link.label).toHaveLength(1);
    expect(found[0]!.getAttribute('href'), link.label).toBe(link.href);
  }
  expect(notFound.links.map((link) => link.href)).toEqual(expect.arrayContaining(['/', '/services', '/contact']));
  expect(Array.from(page.querySelectorAll('meta[name="robots"]'), (meta) => meta.getAttribute('content'))).toEqual(['noindex']);
});
