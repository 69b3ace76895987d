import { describe, expect, it } from 'vitest';
import { menuKeyTarget } from './menu-keys';

const labels = ['About', 'Meet The Team', 'FAQ', 'Fall Cleanup'];

describe('menuKeyTarget', () => {
  for (const { description, key, index, expected } of [
    { description: 'ArrowDown moves to the next entry', key: 'ArrowDown', index: 0, expected: 1 },
    { description: 'ArrowDown wraps from the last to the first', key: 'ArrowDown', index: 3, expected: 0 },
    { description: 'ArrowUp moves to the previous entry', key: 'ArrowUp', index: 2, expected: 1 },
    { description: 'ArrowUp wraps from the first to the last', key: 'ArrowUp', index: 0, expected: 3 },
    { description: 'Home goes to the first', key: 'Home', index: 2, expected: 0 },
    { description: 'End goes to the last', key: 'End', index: 0, expected: 3 },
    { description: 'a letter goes to the next entry it starts', key: 'f', index: 0, expected: 2 },
    { description: 'the same letter again goes on to the next such entry', key: 'F', index: 2, expected: 3 },
    { description: 'a letter wraps round to an earlier entry', key: 'm', index: 3, expected: 1 },
    { description: 'a letter no entry starts with moves nothing', key: 'z', index: 1, expected: undefined },
    { description: 'Space is left to the link', key: ' ', index: 1, expected: undefined },
    { description: 'Enter is left to the link', key: 'Enter', index: 1, expected: undefined },
    { description: 'Tab is left to the menu', key: 'Tab', index: 1, expected: undefined },
  ]) {
    it(description, () => expect(menuKeyTarget(key, index, labels)).toBe(expected));
  }

  it('moves nothing in an empty menu', () => expect(menuKeyTarget('ArrowDown', 0, [])).toBeUndefined());
});
