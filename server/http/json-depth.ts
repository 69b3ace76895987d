/**
 * How deeply JSON text nests objects and arrays, counted without parsing and without recursion, so a
 * body nested thousands of levels deep is measured safely. JSON.parse itself copes with such a body,
 * but JSON.stringify and every recursive check after it would overflow the stack (a 500).
 * Stops counting as soon as `limit` is passed.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++; // a backslash: the next character is escaped, even a quote
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}
