import { describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { decodeScenarioText } from '../../src/scenario/decodeScenarioText.js';
import { loadScenario } from '../../src/scenario/loadScenario.js';
import { ScenarioError } from '../../src/scenario/ScenarioError.js';
import { registry } from '../../src/systems/registry.js';
import { classifyOutcome, FAILING, type FuzzClass } from './classifyOutcome.js';
import { runGruntlab } from './runGruntlab.js';
import { fuzzCases } from './fuzzCases.js';
import { seededRandom } from './mutateScenario.js';

const root = resolve(import.meta.dirname, '..', '..');

describe('the fuzzing harness, a seeded slice (npm run fuzz runs the nightly size through the CLI)', () => {
  test('150 mutated examples load or give located errors, in process', async () => {
    const found: Record<string, number> = {};
    const bad: string[] = [];
    for (const [i, c] of fuzzCases(root, 7, 150).entries()) {
      const file = `case-${i}.yaml`;
      let kind = 'ran';
      try {
        await loadScenario(file, decodeScenarioText(file, c.bytes), registry);
      } catch (error) {
        const located = error instanceof ScenarioError && error.diagnostics.length > 0 && error.diagnostics.every((d) => d.file === file && d.message !== '');
        kind = located ? 'located error' : 'failed';
        if (!located) bad.push(`#${i} ${c.from}: ${c.mutations.join('; ')}: ${error instanceof Error ? error.stack : String(error)}`);
      }
      found[kind] = (found[kind] ?? 0) + 1;
    }
    expect(bad).toEqual([]);
    expect(found['located error']).toBeGreaterThan(50);
    expect(found.ran).toBeGreaterThan(5);
  });

  test('6 cases through the built CLI (validate, then run when accepted) give no crash, hang or trace', async () => {
    const work = mkdtempSync(join(tmpdir(), 'gruntlab-fuzz-test-'));
    const kinds: string[] = [];
    for (const [i, c] of fuzzCases(root, 11, 6).entries()) {
      writeFileSync(join(work, `c${i}.yaml`), c.bytes);
      let kind = classifyOutcome(await runGruntlab(['validate', `c${i}.yaml`], 120_000, work), `c${i}.yaml`);
      if (kind === 'ran') kind = classifyOutcome(await runGruntlab(['run', `c${i}.yaml`, '-t', '500', '-w', '1', '-q', '-o', `o${i}`], 120_000, work), `c${i}.yaml`);
      kinds.push(kind);
    }
    rmSync(work, { recursive: true, force: true });
    expect(kinds.filter((k) => FAILING.has(k as FuzzClass))).toEqual([]);
  });

  test('the same seed makes the same cases', () => {
    const a = fuzzCases(root, 3, 5).map((c) => c.bytes.toString('hex'));
    expect(fuzzCases(root, 3, 5).map((c) => c.bytes.toString('hex'))).toEqual(a);
    expect(fuzzCases(root, 4, 5).map((c) => c.bytes.toString('hex'))).not.toEqual(a);
    expect(seededRandom(1)()).toBe(seededRandom(1)());
  });
});

describe('classifyOutcome', () => {
  const end = { code: 2, signal: null, timedOut: false, stderr: '' };
  test.each([
    [{ ...end, stderr: 'x.yaml:3:1: the title must be text' }, 'located error'],
    [{ ...end, stderr: 'gruntlab: Invalid string length' }, 'unlocated error'],
    [{ ...end, code: 0 }, 'ran'],
    [{ ...end, code: 133, stderr: 'FATAL ERROR: invalid size' }, 'stack trace'],
    [{ ...end, code: 134 }, 'crash'],
    [{ ...end, code: null, signal: 'SIGKILL', timedOut: true }, 'hang'],
    [{ ...end, code: 1, stderr: 'x.yaml: bad\n    at f (file.js:1:2)' }, 'stack trace'],
  ] as const)('%o is %s', (e, kind) => {
    expect(classifyOutcome(e, join('x.yaml'))).toBe(kind);
  });
});
