import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { mutateResults } from './mutateResults.js';
import { type FuzzCase, mutateScenario, seededRandom } from './mutateScenario.js';

/** A results.json written by a run of an example, the seed of the results cases. */
export interface ResultsSeed {
  from: string;
  json: string;
}

/** Every this many cases, one is a results document (when results seeds are given). */
export const RESULTS_EVERY = 5;

/** The example scenarios (scenarios/**.yaml), sorted, as the seeds of the mutations. */
export function exampleScenarios(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name.endsWith('.yaml')) found.push(join(dir, entry.name));
    }
  };
  walk(join(root, 'scenarios'));
  return found.map((f) => relative(root, f)).sort();
}

/**
 * `count` seeded cases: case i mutates example i mod N (so every example is used), with a generator seeded
 * from `seed` and i (the same case is made whichever slice of cases is asked for).
 *
 * @example fuzzCases('.', 1, 3).length // 3
 */
export function fuzzCases(
  root: string,
  seed: number,
  count: number,
  first = 0,
  results: ResultsSeed[] = [],
): FuzzCase[] {
  const examples = exampleScenarios(root);
  return Array.from({ length: count }, (_, k) => fuzzCase(root, examples, seed, first + k, results));
}

/**
 * Case `i` alone (a nightly run of 10⁴ cases makes each as it goes: all at once they outgrow the heap). With results
 * seeds, every RESULTS_EVERY-th case mutates one of them (see mutateResults) instead of an example scenario.
 * @example fuzzCase('.', exampleScenarios('.'), 1, 0).from // the first example
 */
export function fuzzCase(
  root: string,
  examples: string[],
  seed: number,
  i: number,
  results: ResultsSeed[] = [],
): FuzzCase {
  const random = seededRandom(seed * 1_000_003 + i);
  if (results.length > 0 && i % RESULTS_EVERY === RESULTS_EVERY - 1) {
    const base = results[Math.floor(i / RESULTS_EVERY) % results.length];
    return mutateResults(base.from, base.json, random);
  }
  const from = examples[i % examples.length];
  return mutateScenario(from, readFileSync(join(root, from), 'utf8'), random);
}
