import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** One `@example` of a JSDoc: the expression, the value it documents (as written), where it stands. */
export interface DocExample {
  file: string;
  line: number;
  expression: string;
  expected: string;
}

/**
 * Every single-line `@example EXPRESSION // VALUE` of the TypeScript files under `dir` (tests excluded). The value is
 * what follows `//` (an optional `→` dropped); examples without one, or spread over several lines, are prose.
 */
export function docExamples(root: string, dir: string): DocExample[] {
  // TypeScript-only syntax in an example (`x as T`) is dropped so the expression runs as JavaScript.
  const plain = (expression: string) => expression.replace(/\s+as\s+[A-Z][\w.]*(?:<[^>]*>)?(?:\[\])?/g, '');
  const files = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(root, dir, f));
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((text, i) => {
        const match = /^\s*\*\s*@example\s+(.+?)\s+\/\/\s*(?:→\s*)?(.+)$/.exec(text);
        return match
          ? [{ file: relative(root, file), line: i + 1, expression: plain(match[1]), expected: match[2].trim() }]
          : [];
      }),
  );
}

/** What a documented value says: a literal to compare with, or nothing checkable (prose). */
export type ExpectedValue = { checkable: true; value: unknown } | { checkable: false };

const TRUNCATED = '__truncated__';

/**
 * Reads the documented value: the longest start of it that is a JavaScript literal (so "4: two chunks" is 4 and
 * "undefined (and an issue …)" is undefined). A number written with a trailing "…" is a truncated number
 * (compared by its digits); a plain decimal is compared to the digits it shows.
 */
export function expectedValue(text: string): ExpectedValue {
  const cuts = [text.length, ...[...text.matchAll(/[ ,;:(—]/g)].map((m) => m.index!).reverse()];
  for (const cut of cuts) {
    const head = text
      .slice(0, cut)
      .trim()
      .replace(/[,;:]$/, '');
    if (head === '') continue;
    const source = head
      .replace(/(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)…/g, `{ "${TRUNCATED}": "$1" }`)
      .replace(/\b(Float64Array|Int32Array|Uint32Array|Int8Array)\s*\[/g, '[');
    if (/[A-Za-z_$][\w$]*\s*\(/.test(source.replace(/Float64Array|Int32Array|Uint32Array|BigInt/g, ''))) continue;
    try {
      const value: unknown = new Function(`"use strict"; return (${source});`)();
      return { checkable: true, value };
    } catch {
      // not a literal yet: try a shorter start
    }
  }
  return { checkable: false };
}

/**
 * Whether `actual` is what `expected` documents: numbers to the digits shown (all of a truncated one's), arrays
 * and typed arrays element by element, objects on the keys the documentation lists.
 */
export function matchesDocumented(actual: unknown, expected: unknown): boolean {
  if (expected !== null && typeof expected === 'object' && TRUNCATED in expected) {
    // Truncated or rounded: within one unit of the last digit shown.
    const shown = String((expected as Record<string, string>)[TRUNCATED]);
    const decimals = (shown.split('.')[1] ?? '').length;
    return typeof actual === 'number' && Math.abs(actual - Number(shown)) < 10 ** -decimals;
  }
  if (typeof expected === 'string' && /…|\.\.\./.test(expected)) {
    // An elided string: its parts in order.
    if (typeof actual !== 'string') return false;
    let at = 0;
    for (const part of expected
      .split(/…|\.\.\./)
      .map((p) => p.trim())
      .filter((p) => p !== '')) {
      const found = actual.indexOf(part, at);
      if (found < 0) return false;
      at = found + part.length;
    }
    return true;
  }
  if (typeof expected === 'number' && typeof actual === 'number') {
    const decimals = (String(expected).split('.')[1] ?? '').length;
    return Math.abs(actual - expected) <= 0.5 * 10 ** -decimals + 1e-15 * Math.abs(expected);
  }
  if (ArrayBuffer.isView(actual) && !(actual instanceof DataView))
    actual = Array.from(actual as unknown as ArrayLike<number>);
  if (ArrayBuffer.isView(expected) && !(expected instanceof DataView))
    expected = Array.from(expected as unknown as ArrayLike<number>);
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((e, i) => matchesDocumented(actual[i], e))
    );
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return false;
    return Object.entries(expected).every(([k, v]) => matchesDocumented((actual as Record<string, unknown>)[k], v));
  }
  return Object.is(actual, expected);
}
