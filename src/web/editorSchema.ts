type JsonSchema = Record<string, unknown>;

/**
 * The part of the scenario JSON Schema the editor completes from: the branch of the scenario's own system and
 * resolution (its keys, sweep and compare), or, until the scenario names one, the top level (system, resolve).
 * The whole schema — a union of every resolution — is too much for the completion library to search as you type.
 * @example (editorSchema({ type: 'object', properties: { system: {} }, anyOf: [] }, 'x', 'y') as any).anyOf // undefined
 */
export function editorSchema(schema: JsonSchema, system: string | undefined, resolve: string | undefined): JsonSchema {
  const { anyOf, ...top } = schema;
  const branch = (anyOf as JsonSchema[] | undefined)?.find((b) => {
    const p = b.properties as Record<string, { const?: unknown }> | undefined;
    return p?.system?.const === system && p?.resolve?.const === resolve;
  });
  return branch === undefined
    ? top
    : { ...top, ...branch, properties: { ...(top.properties as JsonSchema), ...(branch.properties as JsonSchema) } };
}
