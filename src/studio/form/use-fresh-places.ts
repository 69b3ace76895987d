import { useCallback, useMemo, useState } from 'react';
import type { Json } from '../../content/json-values';
import { fieldId } from '../plain-words/schema-places';
import { freshPlaces, waits } from './fresh-entries';

/**
 * The problems found as she types, less those of entries she has not filled in yet (see
 * freshPlaces): a field's own problem shows once she leaves it (`onBlur`), every one once she
 * presses Save (`settle`). `opened` is the file as it was opened.
 */
export function useFreshPlaces(opened: Json | undefined, data: Json | undefined) {
  const fresh = useMemo(() => freshPlaces(opened, data), [opened, data]);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set());
  const shown = useCallback(<P extends { pointer: string }>(problems: P[]) => problems.filter((problem) => !waits(problem.pointer, fresh, settled, left, fieldId)), [fresh, settled, left]);
  return {
    shown,
    onBlur: (id: string) => setLeft((before) => (before.has(id) ? before : new Set([...before, id]))),
    settle: () => setSettled((before) => new Set([...before, ...fresh.lists, ...fresh.entries])),
  };
}
