import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { TownFile } from '../../src/generated/site-types.ts';
import { siteData } from '../../src/content/site-data.ts';
import { deriveRoutes } from '../../src/content/routes.ts';
import { runNewTown, type NewTownIo } from './new-town.ts';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { projectRoot, removeTempProjects, tempProject } from '../../src/testing/temp-project.ts';

afterEach(removeTempProjects);

function io(root: string, interactive = false, input?: NodeJS.ReadableStream) {
  const out: string[] = [];
  const err: string[] = [];
  const value: NewTownIo = { root, interactive, input, prompt: (t) => out.push(t), out: (t) => out.push(t), err: (t) => err.push(t) };
  return { io: value, out, err };
}

/** What an editor would write in place of the placeholders: real words about Kinston. */
const kinston: Record<string, string> = {
  '/landing/description': 'Cedar Creek mows, feeds and plants Kinston lawns from the Neuse riverfront to the neighborhoods off Vernon Avenue. Free quotes from a local family crew.',
  '/landing/heading': 'A Local Crew for Kinston Lawns Along the Neuse',
  '/landing/subheading': 'From older shade trees downtown to new builds near the airport, we keep Kinston yards tidy all season.',
  '/services/description': 'Weekly mowing, pine straw, French drains and sod for Kinston homes and businesses, with flat-rate monthly contracts and photos after every visit.',
  '/services/heading': 'What Our Crews Do for Kinston Properties',
  '/services/subheading': 'Pick one visit or a year-round plan; the same crew leader comes back each time.',
  '/intro/0': 'Kinston sits on the Neuse where Lenoir County meets the coastal plain, and our crews come in on US-70 most weekday mornings. We mow and edge around the historic homes near Queen Street, the ranch houses off Rountree Avenue and the newer streets out toward the Global TransPark.',
  '/intro/1': 'Much of the ground by the river is heavy and slow to drain, so spring rains can leave low corners spongy for a week. We aerate in the fall, lift mower decks after long wet spells and, where water keeps pooling, talk through a French drain or a little regrading before anything gets planted.',
  '/intro/2': 'Plenty of our Kinston customers are retirees who want the same dependable crew every other Tuesday, while rental owners downtown ask for monthly flat-rate care between tenants. Either way you get a call before we arrive, a tidy curb when we leave and a straight answer about cost.',
};

describe('npm run new-town', () => {
  it('writes a complete town file that validates once its placeholders are replaced, and gives it both routes', async () => {
    const dir = tempProject();
    const run = io(dir);
    expect(await runNewTown(['--name', 'Kinston', '--county', 'Lenoir'], run.io)).toBe(0);
    const path = join(dir, 'site/towns/kinston.json');
    const written = JSON.parse(readFileSync(path, 'utf8')) as TownFile;
    const shownOrders = validateSite({ root: projectRoot }).content!.towns.filter((t) => t.menu.show).map((t) => t.menu.order);
    expect(written).toMatchObject({ slug: 'kinston', name: 'Kinston', county: 'Lenoir', state: 'NC', menu: { show: true, order: Math.max(...shownOrders) + 1 } });
    const output = run.out.join('\n');
    expect(output).toContain('The town now has two pages:\n  /kinston ');
    expect(output).toContain('  /kinston/services ');
    expect(output).toContain('What to edit next');

    // Until someone writes the words, every placeholder (and the 0, 0 location) is an error, and nothing else is.
    const before = validateSite({ root: dir }).problems;
    expect(before.map((p) => [p.file, p.pointer]).sort()).toEqual(
      [...Object.keys(kinston), '/geo'].map((pointer) => ['site/towns/kinston.json', pointer]).sort(),
    );

    for (const [pointer, text] of Object.entries(kinston)) {
      const [group, key] = pointer.slice(1).split('/') as [keyof TownFile, string];
      (written[group] as unknown as Record<string, string>)[key] = text;
    }
    written.geo = { lat: 35.2627, lng: -77.5816 };
    writeFileSync(path, JSON.stringify(written, null, 2));
    const result = validateSite({ root: dir });
    expect(result.problems).toEqual([]);
    const routes = deriveRoutes(result.content!).filter((r) => r.town === 'kinston');
    expect(routes.map((r) => r.path)).toEqual(['/kinston', '/kinston/services']);
    const { bundles } = siteData({ content: result.content!, references: result.references, townPages: result.townPages }, { env: {}, today: '2026-11-26' });
    for (const route of routes) {
      const bundle = bundles.get(route.id)!;
      expect(bundle.town?.slug).toBe('kinston');
      expect(JSON.stringify(bundle.page)).toContain('Kinston');
    }
  });

  it('refuses a town that already exists, and a name whose address is taken', async () => {
    const dir = tempProject();
    const before = readFileSync(join(dir, 'site/towns/selma.json'), 'utf8');
    const again = io(dir);
    expect(await runNewTown(['--name', 'Selma', '--county', 'Johnston'], again.io)).toBe(1);
    expect(again.err.join('\n')).toContain('site/towns/selma.json already exists');
    expect(readFileSync(join(dir, 'site/towns/selma.json'), 'utf8')).toBe(before);
    const taken = io(dir);
    expect(await runNewTown(['--name', 'Contact', '--county', 'Wayne'], taken.io)).toBe(1);
    expect(taken.err.join('\n')).toContain('The address /contact is already a page or a redirect');
  });

  it('takes flags: --no-menu, coordinates, --dry-run, and explains wrong use', async () => {
    const dir = tempProject();
    const dry = io(dir);
    expect(await runNewTown(['--name', "Seven Springs", '--county', 'wayne', '--no-menu', '--lat', '35.2274', '--lng', '-77.8461', '--dry-run'], dry.io)).toBe(0);
    expect(existsSync(join(dir, 'site/towns/seven-springs.json'))).toBe(false);
    const shown = dry.out.join('\n');
    expect(shown).toContain('Would create site/towns/seven-springs.json');
    expect(shown).toContain('"show": false');
    expect(shown).toContain('"lat": 35.2274');
    expect(shown).toContain('/seven-springs, /seven-springs/services');

    const county = io(dir);
    expect(await runNewTown(['--name', 'Kinston', '--county', 'Lenior'], county.io)).toBe(2);
    expect(county.err.join('')).toBe('"Lenior" is not a county we serve. Did you mean "Lenoir"? Use one of: Wayne, Johnston, Lenoir.');
    const noName = io(dir);
    expect(await runNewTown(['--county', 'Wayne'], noName.io)).toBe(2);
    expect(noName.err.join('')).toContain('Give the town\'s name');
    const unknown = io(dir);
    expect(await runNewTown(['--town', 'Kinston'], unknown.io)).toBe(2);
  });

  it('asks its questions at a terminal', async () => {
    const dir = tempProject();
    const input = new PassThrough();
    const run = io(dir, true, input);
    const done = runNewTown([], run.io);
    input.end('Walnut Creek\nWayne\nn\n');
    expect(await done).toBe(0);
    expect(run.out.slice(0, 3)).toEqual(['Town name (as visitors read it, e.g. Mount Olive): ', 'County (Wayne, Johnston, Lenoir): ', 'Show it in the Service Areas menu? (Y/n): ']);
    const town = JSON.parse(readFileSync(join(dir, 'site/towns/walnut-creek.json'), 'utf8')) as TownFile;
    expect(town).toMatchObject({ name: 'Walnut Creek', county: 'Wayne', menu: { show: false } });
  });

  it('runs without a terminal as a real command', () => {
    const dir = tempProject();
    const result = spawnSync(process.execPath, [join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), join(projectRoot, 'tools/cli/new-town.ts'), '--name', 'Kinston', '--county', 'Lenoir'], { cwd: dir, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Created site/towns/kinston.json for Kinston (Lenoir County)');
    expect(existsSync(join(dir, 'site/towns/kinston.json'))).toBe(true);
  }, 60_000);
});
