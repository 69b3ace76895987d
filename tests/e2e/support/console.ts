import type { Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions of a page, for tests that demand a clean console. */
export function watchConsole(page: Page, { ignore = [] as RegExp[] } = {}) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (ignore.some((pattern) => pattern.test(text))) return;
    problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}
