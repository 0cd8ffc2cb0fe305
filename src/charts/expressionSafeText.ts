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
  return safeCopy(spec) as VegaLiteSpec;
}

function safeCopy(value: unknown): unknown {
  if (typeof value === 'string') return PROTOTYPE_NAMES.has(value) ? value + SUFFIX : value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((entry, i) => {
      const safe = safeCopy(entry);
      if (safe !== entry) (copy ??= [...value])[i] = safe;
    });
    return copy ?? value;
  }
  if (value === null || typeof value !== 'object') return value;
  let changed = false;
  const entries = Object.entries(value).map(([key, entry]) => {
    const safe = safeCopy(entry);
    changed ||= safe !== entry;
    return [key, safe] as const;
  });
  // fromEntries defines keys as data, so a "__proto__" key stays a key.
  return changed ? Object.fromEntries(entries) : value;
}
