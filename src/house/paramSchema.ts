import { z } from 'zod';
import type { ParamSpec } from '../systems/custom/CustomResolution.js';

/**
 * The zod schema of one declared scenario key of a designer's resolution (strict like every built-in's: a misspelt
 * key is reported with the closest names). Without a default the key is required.
 * @example paramSchema({ type: 'integer', min: 1, max: 20, default: 10 }).parse(undefined) // 10
 */
export function paramSchema(spec: ParamSpec): z.ZodType | undefined {
  let schema: z.ZodType;
  switch (spec.type) {
    case 'integer':
    case 'number': {
      let n = spec.type === 'integer' ? z.number().int() : z.number();
      if (spec.min !== undefined) n = n.min(spec.min);
      if (spec.max !== undefined) n = n.max(spec.max);
      schema = n;
      break;
    }
    case 'boolean':
      schema = z.boolean();
      break;
    case 'choice':
      if (!Array.isArray(spec.values) || spec.values.length === 0) return undefined;
      schema = z.enum(spec.values as [string, ...string[]]);
      break;
    default:
      return undefined;
  }
  if (spec.description !== undefined) schema = schema.describe(spec.description);
  return spec.default !== undefined ? (schema as z.ZodType<unknown>).default(spec.default as never) : schema;
}
