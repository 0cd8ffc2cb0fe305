import type { z } from 'zod';

/** A zod 4 schema, seen through its definition (the internals every zod 4 schema carries). */
export type AnySchema = z.core.$ZodType;

/** The part of a zod 4 definition that the walkers read. */
export interface SchemaDef {
  type: string;
  [key: string]: unknown;
}

/** The definition of a zod 4 schema. */
export function defOf(schema: AnySchema): SchemaDef {
  return (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch', 'success']);

/**
 * The schemas that a value at `path` (map keys and list indexes) must satisfy, with optional,
 * default, nullable, pipe, lazy, union and intersection wrappers taken off. Empty when the path
 * goes nowhere in the schema.
 *
 * @example
 * const s = z.object({ target: z.object({ cover: z.enum(['open', 'soft']) }).optional() });
 * schemaAt(s, ['target', 'cover']).map((x) => defOf(x).type); // → ['enum']
 */
export function schemaAt(schema: AnySchema, path: ReadonlyArray<string | number>): AnySchema[] {
  let current = unwrap(schema);
  for (const segment of path) current = current.flatMap((s) => child(s, segment)).flatMap((s) => unwrap(s));
  return current;
}

/** Takes off wrappers and splits unions and intersections into the schemas they combine. */
export function unwrap(schema: AnySchema, seen: Set<AnySchema> = new Set()): AnySchema[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return unwrap(def.innerType as AnySchema, seen);
  if (def.type === 'pipe') return unwrap(def.in as AnySchema, seen);
  if (def.type === 'lazy') return unwrap((def.getter as () => AnySchema)(), seen);
  if (def.type === 'union') return (def.options as AnySchema[]).flatMap((o) => unwrap(o, seen));
  if (def.type === 'intersection') return [...unwrap(def.left as AnySchema, seen), ...unwrap(def.right as AnySchema, seen)];
  return [schema];
}

/** The schema of one key or index inside an (unwrapped) schema. */
function child(schema: AnySchema, segment: string | number): AnySchema[] {
  const def = defOf(schema);
  const index = typeof segment === 'number' ? segment : /^\d+$/.test(segment) ? Number(segment) : undefined;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, AnySchema>;
      if (Object.prototype.hasOwnProperty.call(shape, String(segment))) return [shape[String(segment)]];
      const catchall = def.catchall as AnySchema | undefined;
      return catchall !== undefined && defOf(catchall).type !== 'never' ? [catchall] : [];
    }
    case 'record':
    case 'map':
      return [def.valueType as AnySchema];
    case 'array':
      return index === undefined ? [] : [def.element as AnySchema];
    case 'tuple': {
      const items = def.items as AnySchema[];
      if (index === undefined) return [];
      if (index < items.length) return [items[index]];
      return def.rest ? [def.rest as AnySchema] : [];
    }
    case 'any':
    case 'unknown':
      return [schema];
    default:
      return [];
  }
}
