/**
 * `npm run new-town`: adds a town file to site/towns/ with every required field, asking for the
 * name, county and menu choice in a terminal, or taking them as flags:
 *   npm run new-town -- --name "Kinston" --county Lenoir [--menu | --no-menu] [--lat 35.26 --lng -77.58] [--dry-run]
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { TemplateFile, TownFile } from '../../src/generated/site-types.ts';
import { townPath } from '../../src/content/town-pages.ts';
import { counties, scaffoldTown, slugify, type NewTown } from '../../src/content/scaffold-town.ts';
import { didYouMean } from '../../src/content/validate/suggest.ts';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { formatHuman } from '../../src/content/validate/report-format.ts';

export interface NewTownIo {
  root: string;
  /** Ask questions (a person at a terminal); otherwise flags only. */
  interactive: boolean;
  input?: NodeJS.ReadableStream;
  /** Shows a question (default: the terminal). */
  prompt?: (text: string) => void;
  out: (text: string) => void;
  err: (text: string) => void;
}

const usage = `Adds a town: writes site/towns/<slug>.json, which gives the site two pages, /<slug> and /<slug>/services.

  npm run new-town                      asks for the name, county and menu choice
  npm run new-town -- --name "Kinston" --county Lenoir [--no-menu] [--lat 35.2627 --lng -77.5816] [--dry-run]

  --name      the town's name as visitors read it, e.g. "Mount Olive"
  --county    one of: ${counties.join(', ')}
  --menu      list the town in the header's Service Areas menu (the default); --no-menu to leave it out
  --lat/--lng the town centre from a map (otherwise left at 0, 0 for you to fill in)
  --dry-run   show the file without writing it`;

const readJson = (path: string): unknown => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined; // a broken file is the validator's business, not this command's
  }
};
const jsonFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => readJson(join(dir, f))) : []);

async function ask(io: NewTownIo): Promise<Partial<NewTown>> {
  const rl = createInterface({ input: io.input ?? process.stdin });
  // Reading lines through the iterator keeps answers typed (or pasted) ahead of their question.
  const lines = rl[Symbol.asyncIterator]();
  const question = async (text: string) => {
    (io.prompt ?? ((t: string) => process.stdout.write(t)))(text);
    const next = await lines.next();
    return next.done ? '' : String(next.value).trim();
  };
  try {
    const name = await question('Town name (as visitors read it, e.g. Mount Olive): ');
    const county = await question(`County (${counties.join(', ')}): `);
    const menu = (await question('Show it in the Service Areas menu? (Y/n): ')).toLowerCase();
    return { name, county: county as TownFile['county'], menu: !menu.startsWith('n') };
  } finally {
    rl.close();
  }
}

/** "--lng -77.58" would read as an unknown option "-7"; give the negative number to its flag instead. */
function glueNegatives(argv: string[]): string[] {
  const out: string[] = [];
  for (const arg of argv) {
    const last = out[out.length - 1];
    if (/^-\d/.test(arg) && (last === '--lat' || last === '--lng')) out[out.length - 1] = `${last}=${arg}`;
    else out.push(arg);
  }
  return out;
}

/** Runs the command; returns the exit code (0 done, 1 refused, 2 wrong use). */
export async function runNewTown(argv: string[], io: NewTownIo): Promise<number> {
  let flags;
  try {
    flags = parseArgs({
      args: glueNegatives(argv),
      options: {
        name: { type: 'string' }, county: { type: 'string' }, menu: { type: 'boolean' }, 'no-menu': { type: 'boolean' },
        lat: { type: 'string' }, lng: { type: 'string' }, 'dry-run': { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  if (flags.help) {
    io.out(usage);
    return 0;
  }
  const anyFlag = flags.name !== undefined || flags.county !== undefined || flags.menu || flags['no-menu'];
  const answers = io.interactive && !anyFlag ? await ask(io) : { name: flags.name, county: flags.county as TownFile['county'] | undefined, menu: !flags['no-menu'] };
  const name = answers.name?.trim() ?? '';
  if (!name || !slugify(name)) {
    io.err(`Give the town's name, e.g. --name "Mount Olive".\n\n${usage}`);
    return 2;
  }
  const county = counties.find((c) => c.toLowerCase() === answers.county?.trim().toLowerCase());
  if (!county) {
    const hint = answers.county ? didYouMean(answers.county, counties) : undefined;
    io.err(`${answers.county ? `"${answers.county}" is not a county we serve.` : 'Give the county with --county.'}${hint ? ` ${hint}` : ''} Use one of: ${counties.join(', ')}.`);
    return 2;
  }
  const coordinate = (text: string | undefined, label: string) => {
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!Number.isFinite(value)) throw new Error(`--${label} must be a number, for example 35.3849.`);
    return value;
  };
  let lat: number | undefined;
  let lng: number | undefined;
  try {
    lat = coordinate(flags.lat, 'lat');
    lng = coordinate(flags.lng, 'lng');
  } catch (error) {
    io.err((error as Error).message);
    return 2;
  }

  const siteDir = join(io.root, 'site');
  const slug = slugify(name);
  const relative = `site/towns/${slug}.json`;
  const target = join(io.root, relative);
  if (existsSync(target)) {
    io.err(`${relative} already exists, so "${name}" is already a town of the site. Edit that file, or pick another name.`);
    return 1;
  }
  const existing = jsonFiles(join(siteDir, 'towns')).filter((t): t is TownFile => !!(t as TownFile | undefined)?.menu);
  const town = scaffoldTown({ name, county, menu: answers.menu ?? true, lat, lng }, existing);
  const templates = jsonFiles(join(siteDir, 'templates')).filter((t): t is TemplateFile => typeof (t as TemplateFile | undefined)?.path === 'string');
  const paths = templates.map((t) => townPath(t, town)).sort();
  const taken = new Set([
    ...jsonFiles(join(siteDir, 'pages')).map((p) => (p as { path?: string } | undefined)?.path),
    ...(((readJson(join(siteDir, 'site.json')) as { redirects?: { from: string }[] } | undefined)?.redirects ?? []).map((r) => r.from)),
  ]);
  const clash = paths.find((p) => taken.has(p));
  if (clash) {
    io.err(`The address ${clash} is already a page or a redirect of the site, so a town called "${name}" cannot have it. Pick another name.`);
    return 1;
  }

  const text = `${JSON.stringify(town, null, 2)}\n`;
  if (flags['dry-run']) {
    io.out(`Would create ${relative} (nothing written, --dry-run):\n\n${text}\nIts pages would be: ${paths.join(', ')}`);
    return 0;
  }
  writeFileSync(target, text);
  const own = validateSite({ root: io.root }).problems.filter((p) => p.file === relative);
  io.out([
    `Created ${relative} for ${name} (${county} County)${town.menu.show ? `, listed in the Service Areas menu at position ${town.menu.order}` : ', not listed in the Service Areas menu'}.`,
    '',
    'The town now has two pages:',
    ...paths.map((p) => `  ${p.padEnd(28)} preview: npm run dev, then open http://localhost:5173${p}`),
    '',
    own.length > 0
      ? `What to edit next: open ${relative} and replace each "TODO:" text with your own words about ${name}.\nThe validator lists what is left (run npm run validate after each save):\n\n${formatHuman(own)}`
      : `${relative} is complete and valid.`,
    '',
    'Optional, to make the pages richer (see docs/editing-content.md, "Add a town"):',
    `  - a photo of ${name}: put a 1200 x 630 .jpg at public/images/towns/${slug}.jpg and set "image" to it;`,
    '  - "nearbyServed", "community" (two local events, two neighbour quotes) and "whyChooseUs" (five reasons);',
    `  - "isNew": true inside "menu" shows a "new" badge beside ${name} in the menu.`,
  ].join('\n'));
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const code = await runNewTown(process.argv.slice(2), {
    root: process.cwd(),
    interactive: Boolean(process.stdin.isTTY),
    out: (text) => console.log(text),
    err: (text) => console.error(text),
  });
  process.exitCode = code;
}
