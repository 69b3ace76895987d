// Words for every field a new town's scaffold left as "TODO:". Drawn at random, so that no five words
// in a row repeat another town's text, earlier runs' towns included (the look-alike guard would flag
// them). Shared by the Chromium tests (tests/e2e/support/town-words.ts) and the cross-engine suite.
const vocabulary = ['bermuda', 'fescue', 'crabgrass', 'aeration', 'pine', 'straw', 'sandy', 'loam', 'azaleas', 'drainage', 'edging', 'overseeding', 'magnolias', 'clay', 'centipede', 'leaves', 'mulch', 'hedges', 'crepe', 'myrtles', 'gutters', 'spring', 'summer', 'autumn', 'frost', 'rain', 'shade', 'sun', 'weekly', 'mowing', 'trimming', 'seeding', 'sod', 'beds', 'borders', 'backyards', 'porches', 'fences', 'ditches', 'oaks'];

/** `count` words of the vocabulary, at random. */
export const lawnWords = (count: number) => Array.from({ length: count }, () => vocabulary[Math.floor(Math.random() * vocabulary.length)]).join(' ');

/** The town's own words for the field whose placeholder this is. */
export function writtenFor(town: string, placeholder: string): string {
  if (/140 to 160 characters/.test(placeholder)) {
    // 145 to 158 characters, as a page description should be (no word here is longer than 11).
    let text = `Lawn care in ${town}:`;
    while (text.length < 145) text += ` ${lawnWords(1)}`;
    return `${text}.`;
  }
  if (/^TODO: paragraph/.test(placeholder)) return `${town}: ${lawnWords(12)}. ${lawnWords(10)}. ${lawnWords(12)}.`;
  return `${town} ${lawnWords(6)}`;
}
