import schema from '../../site.schema.json' with { type: 'json' };
import type { TownFile } from '../generated/site-types.ts';

type Node = {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  minLength?: number;
  minItems?: number;
  items?: Node;
  required?: string[];
  properties?: Record<string, Node>;
};

const defs = schema.$defs as unknown as Record<string, Node>;
const townDef = defs.townFile!;

/** Counties a town may be in, straight from the schema's choice list. */
export const counties = townDef.properties!.county!.enum as TownFile['county'][];

/** "Mount Olive" → "mount-olive", "Wilson's Mills" → "wilsons-mills". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const resolve = (node: Node): Node => {
  if (!node.$ref) return node;
  const target = resolve(defs[node.$ref.replace('#/$defs/', '')]!);
  return { ...target, ...node, $ref: undefined };
};

/**
 * A value for one schema property: its "default" when the schema gives one, else a placeholder
 * the validator rejects ("TODO: …", built from the property's title and description), long enough
 * to satisfy the schema so that the placeholder is the only thing reported.
 */
export function placeholderFor(input: Node, path: string): unknown {
  const node = resolve(input);
  if ('default' in node) return node.default;
  if ('const' in node) return node.const;
  if (node.enum) return node.enum[0];
  switch (node.type) {
    case 'string': {
      const text = `TODO: ${node.title ?? path}${node.description ? ` (${node.description.replace(/\.$/, '')})` : ''}.`;
      const min = node.minLength ?? 0;
      return text.length >= min ? text : `${text} Write at least ${min} characters of your own.`.padEnd(min, '.');
    }
    case 'integer':
    case 'number':
      return node.minimum ?? 0;
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: node.minItems ?? 0 }, (_, i) => placeholderFor(node.items ?? {}, `${path}/${i}`));
    default:
      return Object.fromEntries((node.required ?? []).map((key) => [key, placeholderFor(node.properties?.[key] ?? {}, `${path}/${key}`)]));
  }
}

export interface NewTown {
  name: string;
  county: TownFile['county'];
  /** Listed in the header's Service Areas menu. */
  menu: boolean;
  lat?: number;
  lng?: number;
}

const intro = (name: string, n: number, focus: string) =>
  `TODO: paragraph ${n} of 3 about lawn care in ${name}. Replace this whole text with 3 to 5 sentences of your own about ${focus}. Write it fresh: text copied from another town is flagged.`;

/**
 * The town file `npm run new-town` writes: every required field, facts filled in where they follow
 * from the name and county, and "TODO:" placeholders (which the validator rejects) where only a
 * person who knows the town can write the words.
 */
export function scaffoldTown(input: NewTown, existing: Pick<TownFile, 'menu'>[]): TownFile {
  const { name, county } = input;
  const slug = slugify(name);
  // Last of the listed towns; hidden towns keep whatever order they have (often 99).
  const shown = existing.filter((t) => t.menu.show).map((t) => t.menu.order);
  const order = input.menu ? Math.max(0, ...shown) + 1 : Math.max(99, ...existing.map((t) => t.menu.order));
  const known: Partial<Record<keyof TownFile, unknown>> = {
    $schema: '../../site.schema.json',
    slug,
    name,
    county,
    state: 'NC',
    // 0, 0 is rejected by the validator until someone copies the real coordinates from a map.
    geo: { lat: input.lat ?? 0, lng: input.lng ?? 0 },
    menu: { show: input.menu, order },
    image: {
      src: '/images/og-default.jpg',
      alt: 'A freshly striped front lawn with trimmed shrubs in eastern North Carolina',
      width: 1200,
      height: 630,
    },
    landing: {
      title: `Lawn Care & Landscaping in ${name}, NC`,
      description: `TODO: one or two sentences (140 to 160 characters) that Google shows under the page title, about our work in ${name}.`,
      keywords: [`lawn care ${name} NC`, `landscaping ${name}`, `lawn mowing ${name} NC`, `${county} County lawn care`],
      heading: `TODO: a heading about ${name}, for example what makes its yards different.`,
      subheading: `TODO: one sentence under that heading, in your own words, about ${name}.`,
    },
    services: {
      title: `Lawn & Landscape Services in ${name}, NC`,
      description: `TODO: one or two sentences (140 to 160 characters) that Google shows for the ${name} services page.`,
      keywords: [`${name} lawn services`, `lawn maintenance ${name} NC`, `sod installation ${county} County`],
      heading: `TODO: the heading of the ${name} services page.`,
      subheading: `TODO: one sentence under the heading of the ${name} services page.`,
    },
    intro: [
      intro(name, 1, `the town and where you work in it (neighbourhoods, roads, landmarks)`),
      intro(name, 2, `its soil, grass, weather or drainage and how you care for lawns there`),
      intro(name, 3, `the people you serve there and the services they ask for most`),
    ],
  };
  const scaffold: Record<string, unknown> = {};
  for (const key of ['$schema', ...(townDef.required ?? [])]) {
    scaffold[key] = known[key as keyof TownFile] ?? placeholderFor(townDef.properties?.[key] ?? {}, `/${key}`);
  }
  return scaffold as unknown as TownFile;
}
