import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { mutateScenario, seededRandom, type FuzzCase } from './mutateScenario.js';

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
export function fuzzCases(root: string, seed: number, count: number, first = 0): FuzzCase[] {
  const examples = exampleScenarios(root);
  const cases: FuzzCase[] = [];
  for (let i = first; i < first + count; i++) {
    const from = examples[i % examples.length];
    cases.push(mutateScenario(from, readFileSync(join(root, from), 'utf8'), seededRandom(seed * 1_000_003 + i)));
  }
  return cases;
}
