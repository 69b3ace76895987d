/**
 * For phrase sets that belong to owners (towns), a function giving, for set n, each set of a later
 * owner that shares a phrase with it, with the number of phrases shared, in ascending order. Built on
 * an index from phrase to sets, so sets that share nothing are never visited.
 */
export function sharedCounts(sets: { owner: number; set: Set<string> }[]): (n: number) => [number, number][] {
  const index = new Map<string, number[]>();
  sets.forEach(({ set }, n) => {
    for (const phrase of set) {
      const list = index.get(phrase);
      if (list) list.push(n);
      else index.set(phrase, [n]);
    }
  });
  const counts = new Int32Array(sets.length);
  return (n) => {
    const owner = sets[n]!.owner;
    const found: number[] = [];
    for (const phrase of sets[n]!.set) {
      const list = index.get(phrase)!;
      // Lists are ascending and owners ascend with them: walk back only over later owners.
      for (let k = list.length - 1; k >= 0; k--) {
        const m = list[k]!;
        if (sets[m]!.owner <= owner) break;
        if (counts[m]!++ === 0) found.push(m);
      }
    }
    found.sort((x, y) => x - y);
    return found.map((m) => {
      const both = counts[m]!;
      counts[m] = 0;
      return [m, both];
    });
  };
}
