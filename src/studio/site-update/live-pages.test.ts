import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { fileKind } from '../../content/validate/file-kinds';
import { projectRoot } from '../../testing/temp-project';
import { ownPages, pagesToShow } from './live-pages';
import type { StudioFile } from '../preview/preview-site';

/** The shipped site as the studio holds it. */
function shippedSite(): StudioFile[] {
  const site = join(projectRoot, 'site');
  return (readdirSync(site, { recursive: true }) as string[])
    .filter((path) => path.endsWith('.json') && fileKind(path))
    .map((path) => ({ path, kind: fileKind(path)!, data: JSON.parse(readFileSync(join(site, path), 'utf8')) as unknown }));
}

describe('the pages linked once a change is live', () => {
  it('links a town\'s own two pages, landing page first', () => {
    const files = shippedSite();
    const benson = files.find((file) => file.path === 'towns/benson.json')!;
    const own = ownPages(files, benson);
    expect(own).toEqual(['/benson', '/benson/services']);
    expect(pagesToShow(['/benson/services', '/benson'], own)).toEqual({ shown: ['/benson', '/benson/services'], more: 0 });
  });

  it('links the home page and the main pages for a change on every page, and counts the rest', () => {
    const files = shippedSite();
    const settings = files.find((file) => file.path === 'site.json')!;
    const own = ownPages(files, settings);
    expect(own[0]).toBe('/');
    const everyPage = [...own].reverse();
    const { shown, more } = pagesToShow(everyPage, own);
    expect(shown).toHaveLength(3);
    expect(shown[0]).toBe('/');
    expect(more).toBe(everyPage.length - 3);
  });

  it('puts her item\'s pages first, then the home page, then the shortest addresses', () => {
    expect(pagesToShow(['/a/b/c', '/about', '/', '/selma'], ['/selma'])).toEqual({ shown: ['/selma', '/', '/about'], more: 1 });
    expect(pagesToShow([], ['/selma'])).toEqual({ shown: [], more: 0 });
  });

  it('has no pages to offer when the site it holds cannot be read', () => {
    expect(ownPages([], { path: 'towns/x.json', kind: 'townFile', data: null })).toEqual([]);
  });
});
