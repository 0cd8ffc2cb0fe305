/** Test helpers for chart specs: read the inline data and reach into a spec without type noise. */
import type { VegaLiteSpec } from './NamedChart.js';

/** The inline data rows of a spec. */
export function rows(spec: VegaLiteSpec): Array<Record<string, unknown>> {
  return (spec as { data: { values: Array<Record<string, unknown>> } }).data.values;
}

/** The spec as a plain object, for looking into nested properties. */
export function plain(spec: VegaLiteSpec): any {
  return spec as any;
}
