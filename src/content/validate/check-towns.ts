import type { TownFile } from '../../generated/site-types.ts';
import type { LoadedFile } from './read-content.ts';
import { compareTowns, TOWN_SIMILARITY_THRESHOLD } from './similarity.ts';
import type { Report } from './check-types.ts';

/** What `npm run new-town` writes where an editor must put real words; never allowed on a page. */
export const PLACEHOLDER = /\bTODO\b/;

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function eachString(value: unknown, pointer: string, visit: (text: string, pointer: string) => void) {
  if (typeof value === 'string') visit(value, pointer);
  else if (Array.isArray(value)) value.forEach((item, i) => eachString(item, `${pointer}/${i}`, visit));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) eachString(v, `${pointer}/${escape(k)}`, visit);
}

/** Text still holding a scaffold placeholder, in any content file: visitors must never read "TODO". */
export function checkPlaceholders(file: LoadedFile, report: Report) {
  eachString(file.data, '', (text, pointer) => {
    if (!PLACEHOLDER.test(text)) return;
    report(file, pointer, `this still holds placeholder text: "${text}"`, 'Replace the whole text, "TODO:" included, with your own words; the placeholder says what belongs there.', undefined, { rule: 'placeholder-left' });
  });
}

/** Town pages must be about their town: nothing blank, no scaffold leftovers, no copy of another town. */
export function checkTowns(files: LoadedFile[], report: Report) {
  for (const file of files) {
    const town = file.data as TownFile;
    eachString(town, '', (text, pointer) => {
      if (text.length > 0 && text.trim() === '') report(file, pointer, 'this text is only spaces.', 'Write the text for this town, or ask for help if you are not sure what belongs here.', undefined, { rule: 'only-spaces' });
    });
    if (town.geo.lat === 0 && town.geo.lng === 0) {
      report(file, '/geo', 'the town\'s location is still the placeholder 0, 0.', 'Look the town up on a map and copy its latitude and longitude (Goldsboro is "lat": 35.3849, "lng": -77.9928).', undefined, { rule: 'location-placeholder' });
    }
  }
  const bySlug = new Map(files.map((f) => [(f.data as TownFile).slug, f]));
  for (const pair of compareTowns(files.map((f) => f.data as TownFile))) {
    const a = bySlug.get(pair.a)!;
    const b = bySlug.get(pair.b)!;
    if (pair.score >= TOWN_SIMILARITY_THRESHOLD) {
      const percent = Math.round(pair.score * 100);
      // Either file may be the copy, so both are told.
      for (const [file, other] of [[a, b], [b, a]] as const) {
        report(
          file,
          '/intro',
          `this town's local text is ${percent}% the same as ${other.file} (share of five-word phrases in common; the limit is ${TOWN_SIMILARITY_THRESHOLD * 100}%).`,
          'Search engines rank near-identical town pages poorly. Rewrite the three "intro" paragraphs, the headings and the reasons for this town: its neighbourhoods, landmarks, soil and the work you do there.',
          undefined,
          { severity: 'warning', rule: 'similar-text', values: { other: (other.data as TownFile).name, percent: String(percent), limit: String(TOWN_SIMILARITY_THRESHOLD * 100) } },
        );
      }
      continue;
    }
    const reused = (n: number, other: LoadedFile, m: number, share: number) =>
      `paragraph ${n + 1} of "intro" is nearly the same as paragraph ${m + 1} of ${other.file} (${Math.round(share * 100)}% of its five-word phrases are there too).`;
    const fresh = 'Search engines rank copied town text poorly. Write this paragraph fresh about this town and what you do there.';
    const similar = (other: LoadedFile, n: number, m: number, share: number) => ({
      severity: 'warning' as const,
      rule: 'similar-paragraph' as const,
      values: { other: (other.data as TownFile).name, paragraph: String(n + 1), otherParagraph: String(m + 1), percent: String(Math.round(share * 100)) },
    });
    for (const [x, y, share] of pair.paragraphs) {
      report(a, `/intro/${x}`, reused(x, b, y, share), fresh, undefined, similar(b, x, y, share));
      report(b, `/intro/${y}`, reused(y, a, x, share), fresh, undefined, similar(a, y, x, share));
    }
  }
}
