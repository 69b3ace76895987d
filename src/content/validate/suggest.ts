/** "Did you mean" for misspelled names: section types, properties, choices, town slugs, ids and links. */

/** The most edits a suggestion may be away from what was written (decision 005). */
const MOST_EDITS = 4;

/**
 * Longer values get no suggestion: a typo of a name is a short word, and comparing long texts costs
 * their lengths multiplied (a 30,000-letter town slug against another filled the validator's memory).
 */
export const LONGEST_SUGGESTED = 100;

/**
 * Edits (insert, delete, replace, swap two neighbours) needed to turn `a` into `b`. With `limit`,
 * any answer above it is given as `limit + 1`, found without finishing: words whose lengths differ
 * by more are not compared at all, and the count stops once every way through exceeds it. Keeps
 * three rows of the table (a swap looks two rows back), never the whole table.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let twoBack: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previousLowest = 0;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let lowest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      // A swapped pair ("ctaBnad" for "ctaBand") is one slip of the fingers, not two.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, twoBack[j - 2]! + 1);
      row.push(best);
      lowest = Math.min(lowest, best);
    }
    // Every later row is at least the lower of this row's lowest and the one before's plus one.
    if (lowest > limit && previousLowest > limit) return limit + 1;
    [twoBack, previous, previousLowest] = [previous, row, lowest];
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/**
 * The closest candidate, when it is close enough to be a likely typo: at most a third of the
 * word's letters differ (and never more than 4), compared without regard to case. Values longer
 * than LONGEST_SUGGESTED get none, and candidates are not looked at.
 */
export function closest(value: string, candidates: Iterable<string>): string | undefined {
  if (value.length > LONGEST_SUGGESTED) return undefined;
  const wanted = value.toLowerCase();
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    if (candidate === value || Math.abs(candidate.length - value.length) > MOST_EDITS) continue;
    // Beyond MOST_EDITS no candidate is accepted, so the count may stop there (and a candidate
    // whose length differs by more is never compared).
    const distance = editDistance(wanted, candidate.toLowerCase(), MOST_EDITS);
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  if (!best) return undefined;
  const limit = Math.min(MOST_EDITS, Math.max(1, Math.floor(Math.max(value.length, best.candidate.length) / 3)));
  return best.distance <= limit ? best.candidate : undefined;
}

/** The sentence shown under a problem, e.g. `Did you mean "ctaBand"?`, or undefined when nothing is close. */
export function didYouMean(value: string, candidates: Iterable<string>): string | undefined {
  const match = closest(value, candidates);
  return match === undefined ? undefined : `Did you mean "${match}"?`;
}
