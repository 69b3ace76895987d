import type { PageFile, TemplateFile, TownFile } from '../generated/site-types.ts';
import { fillText, fillTokens, flatten, flattenLists, type TokenLists, type TokenValues } from './tokens.ts';

/** {town.name}, {town.landing.title}, … for one town (lists such as the intro paragraphs are read by sections). */
export const townTokens = (town: TownFile): TokenValues => flatten('town', town);

/** {town.landing.keywords}, … : a town's lists, each spliced whole into a template's list. */
export const townLists = (town: TownFile): TokenLists => flattenLists('town', town);

export const townPath = (template: TemplateFile, town: TownFile) => fillText(template.path, townTokens(town));

/** A town's page: the template with that town's facts filled in. */
export function instantiate(template: TemplateFile, town: TownFile): PageFile {
  const { template: _kind, $schema: _schema, ...page } = template;
  return fillTokens({ ...page, path: townPath(template, town) }, townTokens(town), townLists(town)) as PageFile;
}

/** What the nearby-areas block needs to know about every town. */
export interface TownSummary {
  slug: string;
  name: string;
  county: TownFile['county'];
  geo: TownFile['geo'];
}

export const summarize = (town: TownFile): TownSummary => ({ slug: town.slug, name: town.name, county: town.county, geo: town.geo });

const placeKey = (name: string) => name.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ').trim();

/** The town whose page a place name stands for ("Pine Level", "Wilson’s Mills"), if the site has one. */
export const townByPlaceName = (towns: TownSummary[], place: string): TownSummary | undefined =>
  towns.find((town) => placeKey(town.name) === placeKey(place));

const distance = (a: TownSummary['geo'], b: TownSummary['geo']) => Math.hypot(a.lat - b.lat, (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180));

/**
 * Up to `max` towns to suggest beside a town: the others of its county, nearest first; a town alone
 * in its county (La Grange, Lenoir) gets its nearest neighbours; no town (the generic page) gets the fallback list.
 */
export function nearbyTowns(all: TownSummary[], slug: string | undefined, fallback: string[], max = 4): TownSummary[] {
  const self = all.find((t) => t.slug === slug);
  if (!self) return fallback.map((s) => all.find((t) => t.slug === s)).filter((t): t is TownSummary => !!t).slice(0, max);
  const others = all.filter((t) => t.slug !== self.slug).sort((a, b) => distance(self.geo, a.geo) - distance(self.geo, b.geo));
  const sameCounty = others.filter((t) => t.county === self.county);
  return (sameCounty.length > 0 ? sameCounty : others).slice(0, max);
}
