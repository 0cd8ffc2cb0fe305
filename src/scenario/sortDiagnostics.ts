import type { Diagnostic } from './Diagnostic.js';

/**
 * Diagnostics in file order (line, then column), each distinct problem once: the same message at
 * the same place, reported by several cells of a sweep, is kept only the first time.
 *
 * @example
 * const d = { file: 'x.yaml', line: 2, column: 1, message: 'm' };
 * sortDiagnostics([d, { ...d, line: 1 }, d]).map((x) => x.line); // → [1, 2]
 */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  const unique = list.filter((d) => {
    const key = `${d.file}\u0000${d.line}\u0000${d.column}\u0000${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort((a, b) => a.line - b.line || a.column - b.column);
}
