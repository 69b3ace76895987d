import { expect, test } from 'vitest';
import { deriveRoutes } from '../../src/content/routes.ts';
import { dist } from './support/built-site.ts';
import { content } from './support/site-content.ts';
import { pictureProblems } from './support/picture-problems.ts';

// Responsive pictures and share pictures of the built site, file by file (issue #27 item 4). Moved from
// tests/e2e/responsive-images.spec.ts (issue #38); the variant a phone actually fetches is still checked there.

test('every built page sizes its pictures, names variants that exist, and shares a 1200 × 630 JPEG', async () => {
  const paths = deriveRoutes(content).flatMap((route) => route.paths);
  const problems: string[] = [];
  for (const path of paths) problems.push(...(await pictureProblems(dist, path, content.site.business.url)));
  expect(problems).toEqual([]);
});
