import { z } from 'zod';
import { closestNames } from '../core/closestNames.js';
import { FIXED_KEYS } from './FIXED_KEYS.js';
import { type MessageParts, messages } from './messages.js';
import { type AnySchema, openCatchall, schemaAt } from './schemaAt.js';
import { schemaKeys } from './schemaKeys.js';

/**
 * What is wrong with a sweep path (dotted keys and list indexes), or undefined when it points to a
 * setting the resolution's schema knows. Without a schema only the form of the path is checked.
 *
 * @example
 * sweepPathProblem('target.cvr', toySchema)?.suggestions; // → ['cover']
 * sweepPathProblem('range', toySchema);                   // → undefined
 */
export function sweepPathProblem(path: string, schema: AnySchema | undefined): MessageParts | undefined {
  const segments = path.split('.');
  if (segments.some((s) => s.trim() === '')) return messages.sweepPathMalformed(path);
  if (FIXED_KEYS.includes(segments[0])) return messages.sweepPathReserved(path, segments[0]);
  if (schema === undefined) return undefined;
  for (let i = 0; i < segments.length; i++) {
    const here = schemaAt(schema, segments.slice(0, i));
    const verdict = accepts(here, segments[i]);
    const parent = segments.slice(0, i).join('.');
    if (verdict === 'unknown') {
      const valid = schemaKeys(here).filter((k) => i > 0 || !FIXED_KEYS.includes(k));
      return messages.sweepPathUnknown(path, segments[i], parent, valid, closestNames(segments[i], valid));
    }
    if (verdict === 'blocked') return messages.sweepPathBlocked(path, parent);
  }
  return undefined;
}

function accepts(schemas: AnySchema[], segment: string): 'ok' | 'unknown' | 'blocked' {
  if (schemas.length === 0) return 'ok';
  let keyed = false;
  const numeric = /^\d+$/.test(segment);
  for (const s of schemas) {
    if (s instanceof z.ZodObject) {
      keyed = true;
      if (Object.hasOwn(s.shape, segment)) return 'ok';
      if (openCatchall(s) !== undefined) return 'ok';
    }
    if (s instanceof z.ZodRecord || s instanceof z.ZodMap || s instanceof z.ZodAny || s instanceof z.ZodUnknown)
      return 'ok';
    if ((s instanceof z.ZodArray || s instanceof z.ZodTuple) && numeric) return 'ok';
  }
  return keyed ? 'unknown' : 'blocked';
}
