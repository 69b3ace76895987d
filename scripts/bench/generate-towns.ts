import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A small deterministic random generator, so every benchmark run builds the same towns. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const openers = ['Homes around', 'Families in', 'Yards near', 'Neighbors across', 'Properties throughout', 'Older lots in', 'New builds around'];
const grasses = ['centipede', 'Bermuda', 'zoysia', 'St. Augustine', 'tall fescue in the shade'];
const soils = ['sandy loam', 'red clay', 'fast-draining sand', 'heavy clay pockets', 'low, wet ground'];
const chores = ['weekly mowing', 'edging along long driveways', 'pine straw in the fall', 'spring weed control', 'storm cleanup after summer squalls', 'pruning overgrown hollies', 'fresh sod after construction'];
const closers = ['We plan our route so your crew has time to do it right.', 'A soil test comes first, before we spread anything.', 'Ask about our flat monthly rate.', 'The same crew shows up every visit.', 'We haul away what we cut.'];

/** Writes `count` plausible, varied town files (slug bench-town-0001 …) for the scale benchmark. */
export function generateTowns(townsDir: string, count: number) {
  const pick = <T,>(items: T[], random: () => number) => items[Math.floor(random() * items.length)]!;
  const counties = ['Wayne', 'Johnston', 'Lenoir'] as const;
  for (let n = 1; n <= count; n++) {
    const random = seeded(n * 7919);
    const id = String(n).padStart(4, '0');
    const name = `Bench Town ${id}`;
    const slug = `bench-town-${id}`;
    const paragraph = () =>
      `${pick(openers, random)} ${name} grow ${pick(grasses, random)} on ${pick(soils, random)}, and most of them need ${pick(chores, random)} and ${pick(chores, random)} from ${Math.ceil(random() * 9)} of our regular crews. ${pick(closers, random)} Lot ${id}-${Math.floor(random() * 1e6)} is a good example.`;
    const town = {
      $schema: '../../site.schema.json',
      slug,
      name,
      county: counties[n % 3],
      state: 'NC',
      geo: { lat: Math.round((35.1 + random() * 0.6) * 1e4) / 1e4, lng: Math.round((-78.5 + random() * 0.8) * 1e4) / 1e4 },
      menu: { show: false, order: 100 + n },
      image: { src: '/images/towns/goldsboro.jpg', alt: `A tidy lawn in ${name}`, width: 1200, height: 630 },
      landing: { title: `Lawn Care & Landscaping in ${name}, NC`, description: `Mowing, landscaping and turf care for ${name} from a local family crew.`, keywords: [`lawn care ${name}`], heading: `Lawn care for ${name}`, subheading: `Serving ${name} every week.` },
      services: { title: `Lawn Services in ${name}, NC`, description: `Every lawn and landscaping service we offer in ${name}.`, keywords: [`${name} lawn services`], heading: `Services in ${name}`, subheading: `What we do in ${name}.` },
      intro: [paragraph(), paragraph(), paragraph()],
    };
    writeFileSync(join(townsDir, `${slug}.json`), JSON.stringify(town, null, 2));
  }
}
