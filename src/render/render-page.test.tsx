import { describe, expect, it } from 'vitest';
import { routeFor } from '../content/routes';
import { loadPage } from './page-loading';
import { renderPage } from './render-page';
import { core } from './site-modules';

describe('a shared part (the footer) rendered once and reused', () => {
  it('gives every page exactly the markup and critical CSS of a full render', async () => {
    // Different kinds of page, with and without islands and forms, each after the footer was first rendered elsewhere.
    for (const path of ['/', '/selma', '/contact', '/services/lawn-maintenance', '/selma', '/']) {
      const bundle = await loadPage(routeFor(core.routes, path)!.id);
      const full = renderPage(core, bundle, path, { reuseParts: false });
      const reused = renderPage(core, bundle, path);
      expect(reused.html, path).toBe(full.html);
      expect(reused.head, path).toBe(full.head);
    }
  });

  it('puts the footer in place of its marker', async () => {
    const bundle = await loadPage(routeFor(core.routes, '/')!.id);
    renderPage(core, bundle, '/');
    const { html } = renderPage(core, bundle, '/');
    expect(html).not.toContain('data-shared-part');
    expect(html.match(/<footer/g)).toHaveLength(1);
  });
});
