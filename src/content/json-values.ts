/** JSON as parsed; `undefined` stands for "absent" (a missing key, a file that does not exist). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function isObject(value: unknown): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep equality of JSON values; key order does not matter, array order does. */
export function sameJson(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]));
  }
  return false;
}

/** One step of a JSON pointer, escaped as RFC 6901 says ("~" → "~0", "/" → "~1"). */
export function pointerStep(key: string | number): string {
  return `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}
