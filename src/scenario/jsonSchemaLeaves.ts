type JsonSchema = Record<string, unknown>;

/**
 * Every dotted path to a setting in a JSON Schema object, following nested maps with named keys
 * (not lists or free-named maps), with the schema of the value there. In schema order.
 *
 * @example
 * jsonSchemaLeaves({ type: 'object', properties: { range: { type: 'number' },
 *   target: { type: 'object', properties: { cover: { enum: ['open'] } } } } });
 * // → [['range', { type: 'number' }], ['target.cover', { enum: ['open'] }]]
 */
export function jsonSchemaLeaves(schema: JsonSchema, prefix = ''): Array<[string, JsonSchema]> {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (properties === undefined) return [];
  return Object.entries(properties).flatMap(([key, value]): Array<[string, JsonSchema]> => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return value.properties !== undefined ? jsonSchemaLeaves(value, path) : [[path, value]];
  });
}
