import type { VegaLiteSpec } from './NamedChart.js';

/**
 * Vega's expression compiler fails ("Operator not defined: undefined") on a string literal that names a property
 * of Object.prototype ("constructor", "toString", …), and vega-lite turns sort orders and filters into such
 * expressions. A designer may name a compare label or a swept value that way.
 */
const PROTOTYPE_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

/** No-break space: invisible at the end of a label, and keeps the text out of PROTOTYPE_NAMES. */
const SUFFIX = '\u00a0';

/**
 * The spec with every string that names an Object.prototype property followed by a no-break space, so that the
 * chart renders with the text looking the same. The spec is never changed: what holds such a string is copied, the
 * rest is the spec's own (a big sweep's data, hundreds of kilobytes, is rarely copied for nothing).
 *
 * @example
 * expressionSafeSpec({ data: { values: [{ label: 'constructor' }] } }); // { data: { values: [{ label: 'constructor\u00a0' }] } }
 */
export function expressionSafeSpec(spec: VegaLiteSpec): VegaLiteSpec {
  let safe = madeSafe.get(spec);
  if (safe === undefined) madeSafe.set(spec, (safe = safeCopy(spec) as VegaLiteSpec));
  return safe;
}

/** Each spec made safe once: a run's chart is compiled and written as NAME.vl.json (specs are not changed once made). */
const madeSafe = new WeakMap<VegaLiteSpec, VegaLiteSpec>();

function safeCopy(value: unknown): unknown {
  if (typeof value === 'string') return PROTOTYPE_NAMES.has(value) ? value + SUFFIX : value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const safe = safeCopy(value[i]);
      if (safe !== value[i]) (copy ??= [...value])[i] = safe;
    }
    return copy ?? value;
  }
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(record)) {
    const safe = safeCopy(record[key]);
    if (safe === record[key]) continue;
    copy ??= Object.fromEntries(Object.entries(record));
    // defined as data, so a "__proto__" key stays a key
    Object.defineProperty(copy, key, { value: safe, enumerable: true, writable: true, configurable: true });
  }
  return copy ?? value;
}
