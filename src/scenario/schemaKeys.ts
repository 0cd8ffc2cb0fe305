import { z } from 'zod';
import type { AnySchema } from './schemaAt.js';

/**
 * The key names that the given (unwrapped) schemas know: object keys, and the names of a record
 * whose keys are an enum. In schema order, each once.
 *
 * @example
 * schemaKeys([z.object({ figures: z.number(), cover: z.string() })]); // → ['figures', 'cover']
 */
export function schemaKeys(schemas: readonly AnySchema[]): string[] {
  const keys: string[] = [];
  for (const schema of schemas) {
    if (schema instanceof z.ZodObject) keys.push(...Object.keys(schema.shape));
    if (schema instanceof z.ZodRecord && schema.keyType instanceof z.ZodEnum) {
      keys.push(...schema.keyType.options.map(String));
    }
  }
  return [...new Set(keys)];
}
