import type { TownFile } from '../generated/site-types.ts';
import { slugify } from './scaffold-town.ts';

/**
 * A new town started from a copy of another: its facts and structure kept, its name put in place of
 * the old one in every text, and what belongs to the old town alone left out (its community news and
 * neighbours' quotes, its place in the menu). The text still reads like the old town's, so the
 * similarity guard flags it until someone rewrites it: the copy is a start, never a page.
 */
export function duplicateTown(source: TownFile, name: string, geo: TownFile['geo']): TownFile {
  const slug = slugify(name);
  const rename = (value: unknown): unknown => {
    if (typeof value === 'string') return value.split(source.name).join(name);
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rename(item)]));
    return value;
  };
  const { community: _community, ...rest } = source;
  // The picture (and its description) stays the old town's, a real file, until someone picks its own.
  return { ...(rename(rest) as TownFile), slug, name, geo, image: source.image, menu: { show: false, order: Math.max(99, source.menu.order) } };
}
