/** "Did you mean" for misspelled names: section types, properties, choices, town slugs, ids and links. */

/** Edits (insert, delete, replace, swap two neighbours) needed to turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      // A swapped pair ("ctaBnad" for "ctaBand") is one slip of the fingers, not two.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The closest candidate, when it is close enough to be a likely typo: at most a third of the
 * word's letters differ (and never more than 4), compared without regard to case.
 */
export function closest(value: string, candidates: Iterable<string>): string | undefined {
  const wanted = value.toLowerCase();
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    if (candidate === value) continue;
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  if (!best) return undefined;
  const limit = Math.min(4, Math.max(1, Math.floor(Math.max(value.length, best.candidate.length) / 3)));
  return best.distance <= limit ? best.candidate : undefined;
}

/** The sentence shown under a problem, e.g. `Did you mean "ctaBand"?`, or undefined when nothing is close. */
export function didYouMean(value: string, candidates: Iterable<string>): string | undefined {
  const match = closest(value, candidates);
  return match === undefined ? undefined : `Did you mean "${match}"?`;
}
