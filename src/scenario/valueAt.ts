/**
 * The value at a path in plain data, and whether it is there at all.
 *
 * @example
 * valueAt({ target: { cover: 'soft' } }, ['target', 'cover']); // → { present: true, value: 'soft' }
 * valueAt({ target: {} }, ['target', 'cover']);                // → { present: false, value: undefined }
 */
export function valueAt(data: unknown, path: ReadonlyArray<PropertyKey>): { present: boolean; value: unknown } {
  let current: unknown = data;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return { present: false, value: undefined };
    const key = Array.isArray(current) ? Number(segment) : String(segment);
    if (!Object.hasOwn(current, key)) return { present: false, value: undefined };
    current = (current as Record<string | number, unknown>)[key];
  }
  return { present: current !== undefined, value: current };
}
