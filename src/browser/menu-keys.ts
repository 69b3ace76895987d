/**
 * Where a key moves the focus in an open menu of `count` entries, focused on entry `index` (the WAI-ARIA
 * menu pattern): arrows wrap, Home and End go to the ends, a letter goes to the next entry it starts.
 * Undefined for a key the menu leaves alone.
 */
export function menuKeyTarget(key: string, index: number, labels: readonly string[]): number | undefined {
  const count = labels.length;
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
  }
  if (key.length !== 1 || key === ' ') return undefined;
  const letter = key.toLocaleLowerCase();
  for (let step = 1; step <= count; step++) {
    const next = (index + step) % count;
    if (labels[next]!.trim().toLocaleLowerCase().startsWith(letter)) return next;
  }
  return undefined;
}
