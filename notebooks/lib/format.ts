/** Number formats for notebook prose. @example pct(0.1234) // '12.3%' */
export const pct = (p: number, digits = 1): string => `${(p * 100).toFixed(digits)}%`;
/** @example num(1.23456) // '1.23' */
export const num = (x: number, digits = 2): string => x.toFixed(digits);
/** "a, b and c". @example list(['a', 'b', 'c']) // 'a, b and c' */
export const list = (items: string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
/** The entry with the largest score. @example best([1, 3, 2], (x) => x) // 3 */
export function best<T>(items: T[], score: (t: T) => number): T {
  return items.reduce((a, b) => (score(b) > score(a) ? b : a));
}
