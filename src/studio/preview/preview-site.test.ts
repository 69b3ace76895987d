import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileKind } from '../../content/validate/file-kinds';
import { renderPage } from '../../render/render-page';
import { scaffoldTown } from '../../content/scaffold-town';
import type { TownFile } from '../../generated/site-types';
import { preloadSections } from '../../sections/section-loading';
import { previewOf, withDraft, type PreviewPage, type StudioFile } from './preview-site';

// The shipped site as the content API's GET /site gives it to the studio.
const siteDir = resolve(import.meta.dirname, '../../../site');
const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
const files: StudioFile[] = walk(siteDir)
  .map((file) => relative(siteDir, file))
  .filter((path) => fileKind(path))
  .map((path) => ({ path, kind: fileKind(path)!, data: JSON.parse(readFileSync(join(siteDir, path), 'utf8')) }));
const fileAt = (path: string) => structuredClone(files.find((file) => file.path === path)!);
const today = '2026-06-01';

function selmaWithHeading(heading: string): StudioFile {
  const selma = fileAt('towns/selma.json');
  (selma.data as TownFile).landing.heading = heading;
  return selma;
}

async function html(page: PreviewPage) {
  await preloadSections(page.bundle.page.sections.map((section) => section.type));
  return renderPage(page.core, page.bundle, page.path).html;
}

describe('the addresses a draft changes', () => {
  it('are a town\'s own pages, landing first', () => {
    const preview = previewOf(files, fileAt('towns/selma.json'), undefined, today);
    expect(preview).toMatchObject({ ok: true, paths: ['/selma', '/selma/services'], page: { path: '/selma' } });
  });

  it('are a page\'s own address, and a layout\'s address in every town', () => {
    expect(previewOf(files, fileAt('pages/contact.json'), undefined, today)).toMatchObject({ ok: true, paths: ['/contact'] });
    const layout = previewOf(files, fileAt('templates/town-services.json'), undefined, today);
    expect(layout.ok && layout.paths).toContain('/selma/services');
    expect(layout.ok && layout.paths.every((path) => path.endsWith('/services'))).toBe(true);
  });

  it('are every address, the home page first, for the site settings, but never the dashboard itself', () => {
    const preview = previewOf(files, fileAt('site.json'), undefined, today);
    if (!preview.ok) throw preview.error;
    expect(preview.paths[0]).toBe('/');
    expect(preview.paths).toContain('/selma/services');
    expect(preview.paths).not.toContain('/admin-dashboard');
  });

  it('draw the address chosen, or the first when the chosen one is not among them', () => {
    expect(previewOf(files, fileAt('towns/selma.json'), '/selma/services', today)).toMatchObject({ page: { path: '/selma/services' } });
    expect(previewOf(files, fileAt('towns/selma.json'), '/benson', today)).toMatchObject({ page: { path: '/selma' } });
  });
});

describe('the site with the draft in place', () => {
  it('replaces the file being edited, and the page is drawn from the draft by the real sections', async () => {
    const preview = previewOf(files, selmaWithHeading('Selma lawns, kept by neighbors'), '/selma', today);
    if (!preview.ok) throw preview.error;
    expect(await html(preview.page!)).toContain('Selma lawns, kept by neighbors');
    expect(withDraft(files, fileAt('towns/selma.json'))).toHaveLength(files.length);
  });

  it('adds a new town (not saved yet) with its pages', async () => {
    const town = scaffoldTown({ name: 'Grifton', county: 'Lenoir', menu: true, lat: 35.37, lng: -77.43 }, []);
    const draft = { path: 'towns/grifton.json', kind: 'townFile', data: town };
    expect(withDraft(files, draft)).toHaveLength(files.length + 1);
    const preview = previewOf(files, draft, undefined, today);
    if (!preview.ok) throw preview.error;
    expect(preview.paths).toEqual(['/grifton', '/grifton/services']);
    expect(await html(preview.page!)).toContain('Grifton');
  });
});

describe('a draft that cannot be drawn', () => {
  it('is a failure to report, never a throw: a town without its menu, a page without its sections', () => {
    const selma = fileAt('towns/selma.json');
    delete (selma.data as Partial<TownFile>).menu;
    expect(previewOf(files, selma, undefined, today)).toMatchObject({ ok: false });
    const contact = fileAt('pages/contact.json');
    (contact.data as { sections?: unknown }).sections = undefined;
    expect(previewOf(files, contact, undefined, today)).toMatchObject({ ok: false });
  });

  it('is a town whose address is not typed yet: no page to show, and no failure', () => {
    const selma = fileAt('towns/selma.json');
    (selma.data as TownFile).slug = '';
    expect(previewOf(files, selma, undefined, today)).toEqual({ ok: true, paths: [] });
  });
});
