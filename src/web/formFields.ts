import { z } from 'zod';
import { FIXED_KEYS } from '../scenario/FIXED_KEYS.js';
import type { ResolutionDefinition } from '../systems/defineResolution.js';

type JsonSchema = Record<string, unknown>;

/** One field of the form view: where it is in the scenario, what it takes, and its value there now. */
export interface FormField {
  path: Array<string | number>;
  kind: 'choice' | 'number' | 'boolean' | 'text';
  choices?: string[];
  /** Names a text field offers (the rulebook's weapons, armour …: the schema's `examples`); any other may be typed. */
  suggestions?: string[];
  min?: number;
  max?: number;
  integer?: boolean;
  description?: string;
  default?: unknown;
  value: unknown;
}

/** Keys the form leaves to the editor: the scenario's frame, its title, and house tables (maps of new names). */
const LEFT_TO_EDITOR = new Set([...FIXED_KEYS, 'title', 'description', 'weapons', 'armour', 'note']);

/**
 * The form of a resolution for the scenario as it stands: every key its schema knows that takes one value
 * (a name from a list, a number, yes or no, a name), inside lists once per item the scenario has — so the form
 * shows a squad's two weapons as two fields. Read from the resolution's zod schema, the one the loader checks.
 * @example formFields(fireDefinition, { target: { cover: 'soft' } }).find((f) => f.path.join('.') === 'target.cover')?.choices // ['open', 'soft', 'hard']
 */
export function formFields(definition: ResolutionDefinition, data: Record<string, unknown>): FormField[] {
  const schema = jsonSchemaOf(definition);
  const fields: FormField[] = [];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  // The situation first (who fires, at whom, from where), the rulebook's variants and numbers after it.
  const keys = Object.keys(properties).filter((key) => !LEFT_TO_EDITOR.has(key));
  for (const key of [...keys.filter((k) => k !== 'rules'), ...keys.filter((k) => k === 'rules')])
    walk(properties[key], [key], data[key], fields);
  return fields;
}

const schemas = new WeakMap<ResolutionDefinition, JsonSchema>();

/** The definition's schema as JSON Schema, made once per resolution (the form is redrawn on every keystroke). */
function jsonSchemaOf(definition: ResolutionDefinition): JsonSchema {
  let schema = schemas.get(definition);
  if (!schema) {
    schema = z.toJSONSchema(definition.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    schemas.set(definition, schema);
  }
  return schema;
}

function walk(schema: JsonSchema, path: Array<string | number>, value: unknown, out: FormField[]): void {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (schema.type === 'object' && properties) {
    const here = isRecord(value) ? value : {};
    for (const [key, child] of Object.entries(properties)) walk(child, [...path, key], here[key], out);
    return;
  }
  if (schema.type === 'array' && isRecord(schema.items)) {
    if (Array.isArray(value)) value.forEach((item, i) => walk(schema.items as JsonSchema, [...path, i], item, out));
    return;
  }
  const field = leafField(schema, path, value);
  if (field) out.push(field);
}

function leafField(schema: JsonSchema, path: Array<string | number>, value: unknown): FormField | undefined {
  const common = {
    path,
    value,
    ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
    ...(schema.default !== undefined ? { default: schema.default } : {}),
  };
  const choices = choicesOf(schema);
  if (choices) return { ...common, kind: 'choice', choices };
  if (schema.type === 'integer' || schema.type === 'number') {
    const max = schema.maximum === Number.MAX_SAFE_INTEGER ? undefined : (schema.maximum as number | undefined);
    return {
      ...common,
      kind: 'number',
      integer: schema.type === 'integer',
      min: schema.minimum as number | undefined,
      max,
    };
  }
  if (schema.type === 'boolean') return { ...common, kind: 'boolean' };
  // A name the rulebook's tables define (a weapon), or one form of several (an armour name or figure groups): as text
  // where the scenario writes it as text.
  if (schema.type === 'string') return { ...common, kind: 'text', ...suggestionsOf(schema) };
  if (Array.isArray(schema.anyOf) && typeof value === 'string') {
    const text = (schema.anyOf as JsonSchema[]).find((option) => option.type === 'string');
    return { ...common, kind: 'text', ...(text ? suggestionsOf(text) : {}) };
  }
  return undefined;
}

function suggestionsOf(schema: JsonSchema): { suggestions?: string[] } {
  const examples = schema.examples;
  return Array.isArray(examples) && examples.length > 0 && examples.every((e) => typeof e === 'string')
    ? { suggestions: examples as string[] }
    : {};
}

function choicesOf(schema: JsonSchema): string[] | undefined {
  if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string')) return schema.enum as string[];
  const options = schema.anyOf as JsonSchema[] | undefined;
  if (!options || !options.every((o) => typeof o.const === 'string' || Array.isArray(o.enum))) return undefined;
  return options.flatMap((o) => (Array.isArray(o.enum) ? (o.enum as string[]) : [o.const as string]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
