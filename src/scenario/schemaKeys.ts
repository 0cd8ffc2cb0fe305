import { defOf, type AnySchema } from './schemaAt.js';

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
    const def = defOf(schema);
    if (def.type === 'object') keys.push(...Object.keys(def.shape as object));
    if (def.type === 'record') {
      const keyDef = defOf(def.keyType as AnySchema);
      if (keyDef.type === 'enum') keys.push(...Object.values(keyDef.entries as Record<string, string>).map(String));
    }
  }
  return [...new Set(keys)];
}
