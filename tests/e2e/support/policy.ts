import type { Page } from '@playwright/test';

/**
 * Collects every sign of a refused resource: the DOM event, the console's report (which also reports
 * a srcdoc frame's, where init scripts do not run), uncaught errors. Call before the page loads.
 */
export async function watchPolicy(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = ((window as unknown as { cspViolations?: string[] }).cspViolations ??= []);
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return async () => [...problems, ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []))];
}
