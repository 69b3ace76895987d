/** What a JSON text may hold before anything parses it: how deeply it nests, and how many values it has. */
export type JsonLimits = { depth: number; values: number };

/**
 * Which limit JSON text passes first, found without parsing and without recursion, in one pass over
 * the characters, so a body nested thousands of levels deep or holding millions of values is measured
 * safely. JSON.parse itself copes with a deep body, but JSON.stringify and every recursive check after
 * it would overflow the stack (a 500); a body of very many values costs every later walk of it.
 * Values are object members and array items (the outermost value is not counted).
 * Stops as soon as a limit is passed.
 */
export function jsonLimitPassed(text: string, limits: JsonLimits): 'depth' | 'values' | undefined {
  let depth = 0;
  let values = 0;
  let inString = false;
  // Just after "{" or "[": the next character that is not white space says whether it holds anything.
  let opened = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++; // a backslash: the next character is escaped, even a quote
      else if (char === 0x22) inString = false;
      continue;
    }
    if (opened && char !== 0x20 && char !== 0x0a && char !== 0x0d && char !== 0x09) {
      opened = false;
      if (char !== 0x7d && char !== 0x5d && ++values > limits.values) return 'values';
    }
    if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > limits.depth) return 'depth';
      opened = true;
    } else if (char === 0x7d || char === 0x5d) depth--;
    // Each comma starts one more member or item; the first of each is counted when its container opens.
    else if (char === 0x2c && ++values > limits.values) return 'values';
  }
  return undefined;
}
