import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { docExamples, expectedValue, matchesDocumented } from '../testing/docExamples.js';

// JSDoc examples are run, not copied into tests by hand: every `@example EXPRESSION // VALUE` whose expression uses
// only its module's exports and globals is evaluated and compared with the value it documents. Examples that
// name things of their own (a `cell`, a `doc`) are illustrations and are left alone.
const ROOT = join(import.meta.dirname, '..');
const examples = docExamples(ROOT, 'src');

describe('documented examples', () => {
  const runnable: string[] = [];
  for (const example of examples) {
    const expected = expectedValue(example.expected);
    if (!expected.checkable) continue;
    it(`${example.file}:${example.line}: ${example.expression}`, async () => {
      const module = (await import(pathToFileURL(join(ROOT, example.file)).href)) as Record<string, unknown>;
      const names = Object.keys(module).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default');
      let evaluate: (...values: unknown[]) => unknown;
      try {
        evaluate = new Function(...names, `"use strict"; return (${example.expression});`) as (
          ...values: unknown[]
        ) => unknown;
      } catch (error) {
        if (error instanceof SyntaxError) return; // prose or statements (`…`, `await`, `const`): an illustration
        throw error;
      }
      let actual: unknown;
      try {
        actual = evaluate(...names.map((n) => module[n]));
      } catch (error) {
        if (error instanceof ReferenceError) return; // an illustration: it names something of its own
        throw error;
      }
      runnable.push(example.expression);
      expect(
        matchesDocumented(actual, expected.value),
        `${example.expression} documents ${example.expected}, gives ${String(actual)}`,
      ).toBe(true);
    });
  }

  it('checks a good share of them (runs after the others)', () => {
    expect(examples.length).toBeGreaterThan(150);
    expect(runnable.length).toBeGreaterThan(100);
  });
});
