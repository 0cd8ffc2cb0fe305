/**
 * A copy of `base` with `over` merged in: maps are merged key by key, everything else (lists
 * included) is replaced whole. Neither input is changed.
 *
 * @example
 * deepMerge({ firer: { quality: 'green', troops: [1, 2] } }, { firer: { troops: [3] } });
 * // → { firer: { quality: 'green', troops: [3] } }
 */
export function deepMerge(base: unknown, over: unknown): unknown {
  if (!isPlainMap(base) || !isPlainMap(over)) return structuredClone(over);
  const out: Record<string, unknown> = structuredClone(base);
  for (const [key, value] of Object.entries(over))
    out[key] = Object.hasOwn(out, key) ? deepMerge(out[key], value) : structuredClone(value);
  return out;
}

/** True for a map of keys (not a list, not null). */
export function isPlainMap(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
