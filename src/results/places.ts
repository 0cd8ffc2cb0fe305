import { pathWords } from './axisTitle.js';
import type { CellParams, SweepAxis } from './ResultsDocument.js';

type Value = CellParams[string];

/** Past this many combinations, a sentence names the first ones and counts the rest (the tables list them all). */
export const MOST_PLACES_NAMED = 5;

/** A run of this many neighbouring swept values or more reads "2 to 12" rather than listing each. */
const SHORTEST_SPAN = 4;

/**
 * Where in a sweep, in words: "range 4, 8 and 12" for one swept path (one combination); for several, the cells gathered into as few
 * combinations as say them exactly — cells that differ in one path only are named once, with that path's values
 * together ("range 2 to 12, firer quality elite, target cover open, target figures 6 and 8" for twelve cells) —
 * joined by "; ", the first `most` and a count of the rest. Neighbouring values (in the sweep's order) of
 * SHORTEST_SPAN or more read "from to".
 *
 * @example
 * places([{ range: 4 }, { range: 8 }], [{ path: 'range', values: [4, 8, 12] }]) // 'range 4 and 8'
 */
export function places(params: CellParams[], sweep: SweepAxis[], most = MOST_PLACES_NAMED): string {
  const paths = sweep.map((a) => a.path);
  const combinations = gathered(params.map((p) => paths.map((path) => [p[path]])));
  const named = combinations.length > most + 1 ? combinations.slice(0, most) : combinations;
  const words = named.map((combination) =>
    combination.map((values, i) => `${pathWords(paths[i])} ${valuesInWords(values, sweep[i])}`).join(', '),
  );
  const rest = combinations.length - named.length;
  return rest > 0 ? `${words.join('; ')}; and ${rest} more combinations` : words.join('; ');
}

/**
 * Combinations (each path's values) merged wherever two differ in one path only, path by path from the last, until
 * none merge: a whole block of the sweep becomes one combination, and the cells it holds are exactly those given.
 */
export function gathered(combinations: Value[][][]): Value[][][] {
  let current = combinations;
  for (let before = Infinity; current.length < before; ) {
    before = current.length;
    for (let k = (current[0]?.length ?? 0) - 1; k >= 0; k--) current = mergedAlong(current, k);
  }
  return current;
}

/** Combinations equal in every path but `k` merged into one, with their values of `k` together (first seen first). */
function mergedAlong(combinations: Value[][][], k: number): Value[][][] {
  const byRest = new Map<string, Value[][]>();
  for (const combination of combinations) {
    const key = JSON.stringify(combination.map((values, i) => (i === k ? null : values)));
    const same = byRest.get(key);
    if (same) same[k] = [...same[k], ...combination[k]];
    else
      byRest.set(
        key,
        combination.map((values) => [...values]),
      );
  }
  return [...byRest.values()];
}

/**
 * Values in the sweep's order: "2, 4 and 8", neighbouring runs of SHORTEST_SPAN or more as "2 to 12".
 * @example valuesInWords([8, 2, 4, 6], { path: 'range', values: [2, 4, 6, 8, 10] }) // '2 to 8'
 */
export function valuesInWords(values: Value[], axis: SweepAxis): string {
  const order = axis.values.map(String);
  const indices = [...new Set(values.map((v) => order.indexOf(String(v))))].filter((i) => i >= 0).sort((a, b) => a - b);
  // a value the axis does not list (none should be) is named after the rest, as it is
  const unlisted = [...new Set(values.map(String))].filter((v) => !order.includes(v));
  const items: string[] = [];
  for (let start = 0; start < indices.length; ) {
    let end = start;
    while (end + 1 < indices.length && indices[end + 1] === indices[end] + 1) end++;
    if (end - start + 1 >= SHORTEST_SPAN) items.push(`${order[indices[start]]} to ${order[indices[end]]}`);
    else for (let i = start; i <= end; i++) items.push(order[indices[i]]);
    start = end + 1;
  }
  items.push(...unlisted);
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0];
}
