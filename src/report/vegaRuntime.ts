import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

let cached: string | undefined;

/** The folder of vega's browser builds (node_modules/vega/build). */
export function vegaBuildDir(): string {
  // vega's "exports" only opens its schema; the browser build sits beside it.
  return dirname(createRequire(import.meta.url).resolve('vega/vega-schema.json'));
}

/**
 * vega's minified browser runtime (the UMD build that defines `window.vega`), read once.
 *
 * @example
 * vegaRuntime().length > 100_000; // true
 */
export function vegaRuntime(): string {
  cached ??= readFileSync(join(vegaBuildDir(), 'vega.min.js'), 'utf8');
  return cached;
}
