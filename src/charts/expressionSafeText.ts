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
 * The line and paragraph separators (U+2028, U+2029) end a line in Vega's expressions, so a string literal holding
 * one fails to parse ("Unexpected token ILLEGAL"), and vega-lite writes designer text (sort orders, filters) into its
 * expressions with JSON.stringify, which leaves them as they are. They are drawn as the line breaks they stand for,
 * \n (which JSON.stringify escapes): one for a line, two for a paragraph. A label written with a \n at the same place
 * is drawn as the same category.
 */
const SEPARATORS = /[\u2028\u2029]/;

/**
 * A title (a field's, an axis's) is also written into the tooltip's expression, between quotes with only the
 * quotes escaped: a line break there ends the literal, and a backslash starts an escape. In titles, line breaks are
 * drawn as the spaces they collapse to in SVG anyway, and a backslash as the set-minus sign, which looks the same.
 */
const TITLE_BREAKS = /[\n\r\u2028\u2029]/g;
const BACKSLASH = /\\/g;
const SET_MINUS = '\u2216';

/**
 * The spec with every string that names an Object.prototype property followed by a no-break space, every line or
 * paragraph separator written as a line break, and titles without line breaks or backslashes, so that the chart
 * renders with the text looking the same. The spec is never changed: what holds such a string is copied, the
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

function safeCopy(value: unknown, inTitle = false): unknown {
  if (typeof value === 'string') return safeText(value, inTitle);
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const safe = safeCopy(value[i], inTitle);
      if (safe !== value[i]) (copy ??= [...value])[i] = safe;
    }
    return copy ?? value;
  }
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(record)) {
    const safe = safeCopy(record[key], inTitle || key === 'title');
    if (safe === record[key]) continue;
    copy ??= Object.fromEntries(Object.entries(record));
    // defined as data, so a "__proto__" key stays a key
    Object.defineProperty(copy, key, { value: safe, enumerable: true, writable: true, configurable: true });
  }
  return copy ?? value;
}

function safeText(text: string, inTitle: boolean): string {
  let drawn = text;
  if (inTitle) drawn = drawn.replace(TITLE_BREAKS, ' ').replace(BACKSLASH, SET_MINUS);
  else if (SEPARATORS.test(drawn)) drawn = drawn.replace(/\u2028/g, '\n').replace(/\u2029/g, '\n\n');
  return PROTOTYPE_NAMES.has(drawn) ? drawn + SUFFIX : drawn;
}
