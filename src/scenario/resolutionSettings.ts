import { z } from 'zod';
import type { ResolutionDefinition } from '../systems/defineResolution.js';
import { FIXED_KEYS } from './FIXED_KEYS.js';
import { jsonSchemaLeaves } from './jsonSchemaLeaves.js';

type JsonSchema = Record<string, unknown>;

/** One key a scenario of a resolution may set: its dotted path, what it takes, its default and what it means. */
interface Setting {
  path: string;
  /** What the key takes, in words: "one of open, soft, hard", "a number from 1 to 30", "a list" … */
  takes: string;
  /** The default as written in a scenario, when the key has one. */
  default?: string;
  description?: string;
}

/** Keys every scenario has (system, resolve, trials …) or that only label it: not the resolution's own settings. */
const HEADER_KEYS = new Set([...FIXED_KEYS, 'title', 'description']);

/**
 * Every key a scenario of this resolution may set (rule variants under `rules.`), read from its schema: what it
 * takes, its default and its description — what `gruntlab list SYSTEM RESOLUTION` prints.
 * @example resolutionSettings(afvHeFire.definition).find((s) => s.path === 'rules.he-damage')?.default // 'halved'
 */
export function resolutionSettings(definition: ResolutionDefinition): Setting[] {
  // Shared parts are written inline (zod's default), so the leaves are all there without $refs to follow.
  const schema = z.toJSONSchema(definition.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const own = Object.fromEntries(
    Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).filter(([k]) => !HEADER_KEYS.has(k)),
  );
  return jsonSchemaLeaves({ properties: own }).map(([path, leaf]) => ({
    path,
    takes: takes(leaf),
    ...(leaf.default !== undefined ? { default: written(leaf.default) } : {}),
    ...(typeof leaf.description === 'string' ? { description: leaf.description } : {}),
  }));
}

/** What a leaf takes, in words. */
function takes(leaf: JsonSchema): string {
  const choices = leafChoices(leaf);
  if (choices) return `one of ${choices.map(written).join(', ')}`;
  const type = Array.isArray(leaf.type) ? leaf.type.join(' or ') : String(leaf.type ?? 'a value');
  if (type === 'integer' || type === 'number') {
    const noun = type === 'integer' ? 'a whole number' : 'a number';
    const min = leaf.minimum ?? leaf.exclusiveMinimum;
    // zod writes an integer without a bound of its own as at most 2^53 - 1: no bound a designer needs to read.
    const max = leaf.maximum === Number.MAX_SAFE_INTEGER ? undefined : (leaf.maximum ?? leaf.exclusiveMaximum);
    if (min !== undefined && max !== undefined) return `${noun} from ${String(min)} to ${String(max)}`;
    if (min !== undefined) return `${noun}, at least ${String(min)}`;
    return max !== undefined ? `${noun}, at most ${String(max)}` : noun;
  }
  if (type === 'boolean') return 'true or false';
  if (type === 'array') return 'a list';
  if (type === 'object') return 'a map';
  return type === 'a value' && Array.isArray(leaf.anyOf) ? 'one of several forms (see the readings)' : type;
}

/** The values an enum (or a union of constants and enums) allows; undefined for a free value. */
function leafChoices(leaf: JsonSchema): unknown[] | undefined {
  if (Array.isArray(leaf.enum)) return leaf.enum;
  if (leaf.const !== undefined) return [leaf.const];
  const options = (leaf.anyOf ?? leaf.oneOf) as JsonSchema[] | undefined;
  if (!options) return undefined;
  const each = options.map(leafChoices);
  return each.every((c) => c !== undefined) ? each.flat() : undefined;
}

const written = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));
