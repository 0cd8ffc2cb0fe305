import { isPlainMap } from './deepMerge.js';

/**
 * Sets the value at a dotted path (already split) inside `target`, making the maps that are
 * missing on the way. Returns -1 when done, or the index of the segment that could not be entered
 * (the value there is not a map, or a list has no such entry).
 *
 * @example
 * const cell = { range: 4 };
 * setPath(cell, ['target', 'cover'], 'soft'); // → -1; cell is now { range: 4, target: { cover: 'soft' } }
 */
export function setPath(target: Record<string, unknown>, segments: readonly string[], value: unknown): number {
  let current: unknown = target;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    const last = i === segments.length - 1;
    if (Array.isArray(current)) {
      const index = /^\d+$/.test(segment) ? Number(segment) : -1;
      if (index < 0 || index >= current.length) return i;
      if (last) current[index] = value;
      else current = current[index];
    } else if (isPlainMap(current)) {
      if (last) current[segment] = value;
      else {
        if (current[segment] === undefined) current[segment] = {};
        current = current[segment];
      }
    } else return i;
  }
  return -1;
}
