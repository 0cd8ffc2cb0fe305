import { z } from 'zod';
import { isPlainMap } from './deepMerge.js';
import { type AnySchema, unwrap } from './schemaAt.js';

/**
 * Parses as much of a value as its schema accepts: every part that passes is replaced by its parsed
 * form (defaults filled in), every part that fails is kept as written, except numbers, which are left out. Lets a resolution's normalize
 * look for unknown names even in a cell that has other problems, so that all are reported at once.
 *
 * @example
 * const s = z.object({ a: z.number(), b: z.string().default('x') });
 * parseBestEffort(s, { a: 'one' }); // → { a: 'one', b: 'x' }
 */
export function parseBestEffort(schema: AnySchema, value: unknown): unknown {
  const whole = z.safeParse(schema, value);
  if (whole.success) return whole.data;
  // A number the schema refuses (out of range: 10⁹ turns, a count of 10⁹) is left out rather than kept, so that
  // normalize never sizes anything from it.
  if (typeof value === 'number') return undefined;
  const forms = unwrap(schema);
  if (forms.length !== 1) return value;
  const form = forms[0];
  if (form instanceof z.ZodObject && isPlainMap(value)) {
    const out: Record<string, unknown> = { ...value };
    for (const [key, child] of Object.entries<AnySchema>(form.shape)) {
      const parsed = parseBestEffort(child, value[key]);
      if (parsed !== undefined) out[key] = parsed;
      else delete out[key];
    }
    return out;
  }
  if (form instanceof z.ZodRecord && isPlainMap(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, parseBestEffort(form.valueType, v)]));
  }
  if (form instanceof z.ZodArray && Array.isArray(value)) return value.map((v) => parseBestEffort(form.element, v));
  return value;
}
