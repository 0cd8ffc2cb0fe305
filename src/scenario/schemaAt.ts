import { z } from 'zod';

/** Any zod 4 schema; the walkers tell its kind by zod's own classes (`instanceof z.ZodObject` …). */
export type AnySchema = z.core.$ZodType;

/**
 * The schemas that a value at `path` (map keys and list indexes) must satisfy, with optional,
 * default, nullable, pipe, lazy, union and intersection wrappers taken off. Empty when the path
 * goes nowhere in the schema.
 *
 * @example
 * const s = z.object({ target: z.object({ cover: z.enum(['open', 'soft']) }).optional() });
 * schemaAt(s, ['target', 'cover']).map((x) => x instanceof z.ZodEnum); // → [true]
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
  const inner = wrapped(schema);
  if (inner !== undefined) return unwrap(inner, seen);
  if (schema instanceof z.ZodPipe) return unwrap(schema.in, seen);
  if (schema instanceof z.ZodUnion) return schema.options.flatMap((o) => unwrap(o, seen));
  if (schema instanceof z.ZodIntersection) return [...unwrap(schema.def.left, seen), ...unwrap(schema.def.right, seen)];
  return [schema];
}

/** The schema inside a wrapper that accepts what its inner schema accepts (optional, default, lazy …). */
function wrapped(schema: AnySchema): AnySchema | undefined {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodSuccess ||
    schema instanceof z.ZodLazy
  ) {
    return schema.unwrap();
  }
  return undefined;
}

/** The schema an object allows for keys it does not name, if it allows any (a strict object's is `never`). */
export function openCatchall(schema: z.ZodObject): AnySchema | undefined {
  const catchall = schema.def.catchall;
  return catchall !== undefined && !(catchall instanceof z.ZodNever) ? catchall : undefined;
}

/** The schema of one key or index inside an (unwrapped) schema. */
function child(schema: AnySchema, segment: string | number): AnySchema[] {
  const index = typeof segment === 'number' ? segment : /^\d+$/.test(segment) ? Number(segment) : undefined;
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, AnySchema> = schema.shape;
    if (Object.hasOwn(shape, String(segment))) return [shape[String(segment)]];
    const catchall = openCatchall(schema);
    return catchall === undefined ? [] : [catchall];
  }
  if (schema instanceof z.ZodRecord || schema instanceof z.ZodMap) return [schema.valueType];
  if (schema instanceof z.ZodArray) return index === undefined ? [] : [schema.element];
  if (schema instanceof z.ZodTuple) {
    const { items, rest } = schema.def;
    if (index === undefined) return [];
    if (index < items.length) return [items[index]];
    return rest ? [rest] : [];
  }
  if (schema instanceof z.ZodAny || schema instanceof z.ZodUnknown) return [schema];
  return [];
}
