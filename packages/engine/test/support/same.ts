// A fast first look before comparing whole states in the long loops: the states of two cores share their card
// objects, so most of a comparison is one identity check each, where JSON.stringify or toEqual walks everything.

/**
 * True when `a` and `b` are the same plain data: the same object, or the same keys in the same order holding the same
 * values, down to primitives that are `===`. When it says true, JSON.stringify writes both alike and toEqual holds;
 * when it says false, the loop's own comparison decides (and reports), so it never changes what a test accepts.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], other[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  const others = Object.keys(y);
  if (keys.length !== others.length) return false;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    if (key !== others[i] || !sameData(x[key], y[key])) return false;
  }
  return true;
}

/** JSON.stringify(a) === JSON.stringify(b), looking first whether they are the same data. */
export const sameJson = (a: unknown, b: unknown): boolean => sameData(a, b) || JSON.stringify(a) === JSON.stringify(b);
