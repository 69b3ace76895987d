import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { siteHeaders } from '../support/site-headers.ts';
import { allPaths, deriveRoutes } from '../../src/content/routes.ts';
import { dist, htmlFiles, parseHtml, selectAll } from './support/built-site.ts';
import { content } from './support/site-content.ts';

// The Content-Security-Policy the static host sends (dist/_headers) and the <meta> copy in each page
// (GitHub issue #8), read from the files. That pages load under it with nothing refused is
// tests/e2e/csp.spec.ts, in the browser.
const paths = allPaths(deriveRoutes(content));

const headerFile = () => siteHeaders(dist);

test('the header file carries the policy and the other security headers, generated from site/', () => {
  const headers = headerFile();
  expect(headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBeTruthy();
});

test('every inline script in the built pages is one the policy allows by hash (the theme snippet, the speculation rules)', () => {
  const policy = headerFile()['content-security-policy']!;
  const files = htmlFiles(dist);
  expect(files.length).toBeGreaterThan(paths.length);
  for (const file of files) {
    const page = parseHtml(readFileSync(file, 'utf8'));
    // Templates' scripts included: one put on the page by a script would run under the policy too.
    for (const script of selectAll(page, 'script:not([src])')) {
      // JSON data blocks (structured data, island props) are not run, and no policy governs them.
      if (['application/json', 'application/ld+json'].includes(script.getAttribute('type') ?? '')) continue;
      const hash = `'sha256-${createHash('sha256').update(script.textContent ?? '').digest('base64')}'`;
      expect(policy, `${file}: an inline script the policy does not allow`).toContain(hash);
    }
    // The <meta> copy is the same policy, minus what a <meta> cannot say.
    for (const meta of page.querySelectorAll('meta')) {
      if (meta.getAttribute('http-equiv')?.toLowerCase() !== 'content-security-policy') continue;
      expect(`${meta.getAttribute('content')}; frame-ancestors 'none'`, file).toBe(policy);
    }
  }
});
