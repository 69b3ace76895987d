import type { SiteFile, TownFile } from '../generated/site-types.ts';

/** The location label of location-aware text: "Clayton, NC" on a town's pages, else "Wayne & Johnston County, NC". */
export function areaLabel(site: SiteFile, town?: TownFile): string {
  return town ? `${town.name}, ${town.state}` : `${site.business.serviceArea}, ${site.business.address.state}`;
}
