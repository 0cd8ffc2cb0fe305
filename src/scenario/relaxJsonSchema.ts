/**
 * A JSON Schema that accepts partial overrides: `required` is dropped from every map, at any depth,
 * except inside list items (a list in an override replaces the whole list, so its items must be complete).
 *
 * @example
 * relaxJsonSchema({ type: 'object', required: ['a'], properties: { a: { type: 'object', required: ['b'] } } });
 * // → { type: 'object', properties: { a: { type: 'object' } } }
 */
export function relaxJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(relaxJsonSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'required' || key === 'default') continue;
    if (key === 'items' || key === 'prefixItems' || key === 'const' || key === 'enum' || key === 'examples')
      out[key] = value;
    else if (key === 'properties' && value !== null && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, relaxJsonSchema(v)]));
    } else out[key] = relaxJsonSchema(value);
  }
  return out;
}
