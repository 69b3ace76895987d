import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { townText } from './town-text.ts';

/** A small deterministic random generator, so every benchmark run builds the same towns. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Town number n of the scale benchmark (slug bench-town-0001 …), the same on every run. Its words
 * differ from other towns' as honest pages' do, so a site of them validates without warnings, as a
 * real one would, and the bench measures checking a plausible site rather than reporting copies.
 */
export function benchTown(n: number) {
  const counties = ['Wayne', 'Johnston', 'Lenoir'] as const;
  const random = seeded(n * 7919);
  const id = String(n).padStart(4, '0');
  const name = `Bench Town ${id}`;
  const slug = `bench-town-${id}`;
  const text = townText(name, random);
  return {
    $schema: '../../site.schema.json',
    slug,
    name,
    county: counties[n % 3]!,
    state: 'NC',
    geo: { lat: Math.round((35.1 + random() * 0.6) * 1e4) / 1e4, lng: Math.round((-78.5 + random() * 0.8) * 1e4) / 1e4 },
    menu: { show: false, order: 100 + n },
    image: { src: '/images/towns/goldsboro.jpg', alt: `A tidy lawn in ${name}`, width: 1200, height: 630 },
    landing: { title: `Lawn Care & Landscaping in ${name}, NC`, description: `Mowing, landscaping and turf care for ${name} from a local family crew.`, keywords: [`lawn care ${name}`], heading: text.landingHeading, subheading: text.landingSubheading },
    services: { title: `Lawn Services in ${name}, NC`, description: `Every lawn and landscaping service we offer in ${name}.`, keywords: [`${name} lawn services`], heading: text.servicesHeading, subheading: text.servicesSubheading },
    intro: text.intro,
  };
}

/** Writes `count` bench towns into a site's towns folder. */
export function generateTowns(townsDir: string, count: number) {
  for (let n = 1; n <= count; n++) {
    const town = benchTown(n);
    writeFileSync(join(townsDir, `${town.slug}.json`), JSON.stringify(town, null, 2));
  }
}
