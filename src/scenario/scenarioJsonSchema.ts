import { z } from 'zod';
import type { StepSpec } from '../systems/houseSteps.js';
import type { Resolution } from '../systems/Resolution.js';
import { FIXED_KEYS } from './FIXED_KEYS.js';
import { jsonSchemaLeaves } from './jsonSchemaLeaves.js';
import { schemaText } from './messages.js';
import { relaxJsonSchema } from './relaxJsonSchema.js';
import { scenarioLimits } from './scenarioLimits.js';

type JsonSchema = Record<string, unknown>;

const SINGLE_VALUE: JsonSchema = { type: ['string', 'number', 'boolean'] };

/** A designer's module beside the scenario (docs/house-rules.md). */
const MODULE_PATH = '^\\.{1,2}/.+\\.(ts|mts|js|mjs)$';

/**
 * A scenario running a designer's own resolution (`resolve: ./my-procedure.ts`): its keys are the module's, so an
 * editor checks the fixed ones only; gruntlab checks the rest against the module when it loads.
 */
/** House rules in the dice language: each step the language can say, as an expression or `let:` and its result. */
function languageRulesSchema(steps: Readonly<Record<string, StepSpec>>): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, spec] of Object.entries(steps)) {
    if (spec.language === undefined) continue;
    const key = spec.language.reads === 'pass' ? 'pass' : 'result';
    const names = Object.entries(spec.language.names)
      .map(([n, words]) => `${n}: ${words}`)
      .join('; ');
    const description = `${spec.does} — in the dice language (docs/dice-language.md), reading ${names || 'no names'}; ${key === 'pass' ? 'non-zero passes' : spec.returns}`;
    const rule = {
      type: 'object',
      properties: {
        let: { type: 'object', additionalProperties: { type: 'string' }, description: 'named rolls, each rolled once' },
        [key]: { type: 'string' },
      },
      required: [key],
      additionalProperties: false,
    };
    properties[name] = { anyOf: [{ type: 'string' }, rule], description };
  }
  return { type: 'object', properties, additionalProperties: false, description: schemaText.languageRules };
}

/** `resolve: dice`: a procedure in the dice language, its names the scenario's own (docs/dice-language.md). */
function diceBranch(): JsonSchema {
  const expressions = (description: string) => ({
    type: 'object',
    description,
    additionalProperties: { type: 'string' },
  });
  return {
    type: 'object',
    required: ['resolve', 'outcomes'],
    properties: {
      system: { type: 'string', description: schemaText.customSystem },
      resolve: { const: 'dice', description: schemaText.resolveDice },
      title: { type: 'string' },
      description: { type: 'string' },
      trials: { type: 'integer', exclusiveMinimum: 0 },
      seed: { type: 'integer', minimum: 0 },
      explode_depth: {
        type: 'integer',
        minimum: 0,
        maximum: 100,
        description: 'Extra rolls of an [explode D] without its own depth (default 2)',
      },
      params: {
        type: 'object',
        description: 'Numbers the expressions read by name; sweep them as params.NAME',
        additionalProperties: { type: 'integer' },
      },
      let: expressions('Named rolls: each rolled once per trial, read by name'),
      outcomes: {
        ...expressions('Label → expression: the outcome happens where the expression is not 0'),
        minProperties: 1,
      },
      distributions: expressions('Label → expression: its distribution (whole numbers, 0 or more)'),
      favours: {
        type: 'object',
        description: 'Whose side the answer takes: side, and the labels of good and bad outcomes',
        required: ['side'],
        properties: {
          side: { type: 'string' },
          good: { type: 'array', items: { type: 'string' } },
          bad: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
      sweep: {
        type: 'object',
        description: schemaText.sweep,
        additionalProperties: { type: 'array', minItems: 1, items: SINGLE_VALUE },
      },
      compare: {
        type: 'array',
        minItems: 1,
        description: schemaText.compare,
        items: { type: 'object', required: ['label'] },
      },
      derived: { type: 'object', description: schemaText.derived, additionalProperties: { type: 'string' } },
    },
    additionalProperties: false,
  };
}

function customBranch(): JsonSchema {
  return {
    type: 'object',
    required: ['resolve'],
    properties: {
      system: { type: 'string', description: schemaText.customSystem },
      resolve: { type: 'string', pattern: MODULE_PATH, description: schemaText.resolveModule },
      title: { type: 'string' },
      description: { type: 'string' },
      trials: { type: 'integer', exclusiveMinimum: 0 },
      seed: { type: 'integer', minimum: 0 },
      sweep: {
        type: 'object',
        description: schemaText.sweep,
        additionalProperties: { type: 'array', minItems: 1, items: SINGLE_VALUE },
      },
      compare: {
        type: 'array',
        minItems: 1,
        description: schemaText.compare,
        items: { type: 'object', required: ['label'] },
      },
      derived: { type: 'object', description: schemaText.derived, additionalProperties: { type: 'string' } },
    },
  };
}

/**
 * The JSON Schema (draft 2020-12) of scenario files for editors: zod 4's `z.toJSONSchema` of the
 * union of the registry's cell schemas (one branch per system and resolve, as the scenario is
 * written, defaults optional), each branch with `sweep` (a known path → a non-empty list of its
 * values) and `compare` (entries with a `label` and any part of the scenario).
 *
 * @example
 * const schema = scenarioJsonSchema([await toyResolution.load()]);
 * (schema.properties as any).system.anyOf[0].enum; // → ['toy']
 */
export function scenarioJsonSchema(registry: readonly Resolution[]): JsonSchema {
  const top: JsonSchema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: schemaText.title,
    description: schemaText.description,
    type: 'object',
    required: ['resolve'],
    properties: {
      // Any name for a resolution of the designer's own (resolve: ./…); the branches pin the built-ins' names.
      system: {
        type: 'string',
        description: schemaText.system,
        anyOf: [{ enum: [...new Set(registry.map((d) => d.system))] }, { description: schemaText.customSystem }],
      },
      resolve: {
        type: 'string',
        description: schemaText.resolve,
        anyOf: [
          { enum: [...new Set(registry.map((d) => d.resolve))] },
          { pattern: MODULE_PATH, description: schemaText.resolveModule },
          { const: 'dice', description: schemaText.resolveDice },
        ],
      },
    },
  };
  if (registry.length === 0) return top;
  const schemas = registry.map((r) => r.definition.schema) as [z.ZodType, ...z.ZodType[]];
  const union = z.toJSONSchema(z.union(schemas), {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  const branches = (union.anyOf as JsonSchema[] | undefined) ?? [union];
  top.anyOf = [...branches.map((branch, i) => withSweepAndCompare(branch, registry[i])), customBranch(), diceBranch()];
  if (union.$defs !== undefined) top.$defs = union.$defs;
  return top;
}

function withSweepAndCompare(branch: JsonSchema, definition: Resolution | undefined): JsonSchema {
  const { $schema: _drop, ...rest } = branch;
  const properties = rest.properties as Record<string, JsonSchema> | undefined;
  if (properties === undefined) return rest;
  if (definition !== undefined) {
    properties.system = { ...properties.system, const: definition.system, description: schemaText.system };
    properties.resolve = { ...properties.resolve, const: definition.resolve, description: schemaText.resolve };
  }
  const own = Object.fromEntries(Object.entries(properties).filter(([k]) => !FIXED_KEYS.includes(k)));
  const sweepable = jsonSchemaLeaves({ properties: own }).filter(
    ([, leaf]) => leaf.type !== 'object' && leaf.type !== 'array',
  );
  // The limits of a scenario file (see scenarioLimits) are part of the schema, each with its reason.
  const { sweepValues, compareEntries, titleLength } = scenarioLimits;
  const values = { minItems: 1, maxItems: sweepValues.max, uniqueItems: true };
  const sweepPath = `${schemaText.sweepPath} At most ${sweepValues.max} values, each once: ${sweepValues.why}.`;
  properties.sweep = {
    type: 'object',
    description: schemaText.sweep,
    properties: Object.fromEntries(
      sweepable.map(([path, leaf]) => [path, { type: 'array', ...values, items: leaf, description: sweepPath }]),
    ),
    additionalProperties: { type: 'array', ...values, items: SINGLE_VALUE },
  };
  properties.derived = {
    type: 'object',
    description: schemaText.derived,
    additionalProperties: {
      type: 'string',
      description:
        'outcomes joined by +, a distribution against a count (>=, <=, =, >, <), or a dice expression over one distribution',
    },
  };
  const steps = definition?.definition.houseSteps?.steps;
  const module = { type: 'string', pattern: MODULE_PATH, description: schemaText.houseRules };
  const houseRules =
    steps === undefined
      ? undefined
      : { anyOf: [module, languageRulesSchema(steps)], description: schemaText.houseRules };
  if (houseRules !== undefined) properties.house_rules = houseRules;
  properties.compare = {
    type: 'array',
    minItems: 1,
    maxItems: compareEntries.max,
    description: `${schemaText.compare} At most ${compareEntries.max} entries: ${compareEntries.why}.`,
    items: {
      type: 'object',
      required: ['label'],
      properties: {
        label: {
          type: 'string',
          maxLength: titleLength.max,
          description: `${schemaText.label} At most ${titleLength.max} characters: ${titleLength.why}.`,
        },
        ...(relaxJsonSchema(own) as JsonSchema),
        ...(houseRules !== undefined
          ? {
              house_rules: { anyOf: [...houseRules.anyOf, { const: 'none' }], description: schemaText.houseRulesEntry },
            }
          : {}),
      },
      additionalProperties: false,
    },
  };
  return { ...rest, properties };
}
