import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadedToys } from '../../testing/scenario/toyResolution.js';
import { jsonSchemaLeaves } from './jsonSchemaLeaves.js';
import { relaxJsonSchema } from './relaxJsonSchema.js';
import { saveJsonSchema } from './saveJsonSchema.js';
import { scenarioJsonSchema } from './scenarioJsonSchema.js';

type Json = Record<string, any>;

describe('scenarioJsonSchema', () => {
  const schema = scenarioJsonSchema(loadedToys) as Json;

  test('the documented example', () => {
    expect((scenarioJsonSchema([loadedToys[0]]) as Json).properties.system.anyOf[0].enum).toEqual(['toy']);
  });

  test('a draft 2020-12 schema with a title, a description, and one branch per resolution', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.title).toBe('gruntlab scenario');
    expect(typeof schema.description).toBe('string');
    expect(schema.properties.system.anyOf[0].enum).toEqual(['toy', 'grunt-toy']);
    expect(schema.properties.resolve.anyOf[0].enum).toEqual(['roll', 'rally', 'assault']);
    expect(schema.anyOf.map((b: Json) => `${b.properties.system.const} ${b.properties.resolve.const}`)).toEqual([
      'toy roll',
      'toy rally',
      'toy assault',
      'grunt-toy roll',
      'undefined undefined',
      'undefined dice',
    ]);
    // Then a resolution of the designer's own (resolve: ./my-procedure.ts), and one in the dice language.
    expect(schema.anyOf.at(-2).properties.resolve.pattern).toBeDefined();
    expect(schema.anyOf.at(-1).required).toEqual(['resolve', 'outcomes']);
  });

  test('each branch is the cell schema as written, plus sweep and compare', () => {
    const branch = schema.anyOf[0] as Json;
    expect(branch.additionalProperties).toBe(false);
    expect(branch.required).toEqual(['system', 'resolve', 'firer', 'target', 'range']);
    expect(branch.properties.target.properties.cover.enum).toEqual(['open', 'soft', 'hard']);
    expect(branch.properties.target.properties.figures).toMatchObject({ type: 'integer', minimum: 1, maximum: 30 });
    const sweep = branch.properties.sweep;
    expect(Object.keys(sweep.properties)).toEqual([
      'title',
      'rules.casualties',
      'firer.quality',
      'target.figures',
      'target.cover',
      'range',
    ]);
    expect(sweep.properties['target.cover']).toMatchObject({
      type: 'array',
      minItems: 1,
      items: { enum: ['open', 'soft', 'hard'] },
    });
    expect(sweep.additionalProperties.items.type).toEqual(['string', 'number', 'boolean']);
    const entry = branch.properties.compare.items;
    expect(entry.required).toEqual(['label']);
    expect(entry.properties.label.type).toBe('string');
    expect(entry.properties.target.required).toBeUndefined(); // a partial override
    expect(entry.properties.firer.properties.troops.items.required).toEqual(['count', 'weapon']); // lists are replaced whole
    expect(entry.properties.system).toBeUndefined();
  });

  test('relaxJsonSchema and jsonSchemaLeaves (documented examples)', () => {
    expect(
      relaxJsonSchema({ type: 'object', required: ['a'], properties: { a: { type: 'object', required: ['b'] } } }),
    ).toEqual({
      type: 'object',
      properties: { a: { type: 'object' } },
    });
    expect(
      jsonSchemaLeaves({
        type: 'object',
        properties: {
          range: { type: 'number' },
          target: { type: 'object', properties: { cover: { enum: ['open'] } } },
        },
      }),
    ).toEqual([
      ['range', { type: 'number' }],
      ['target.cover', { enum: ['open'] }],
    ]);
  });

  test('saveJsonSchema writes it as JSON', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gruntlab-')), 'schemas', 'scenario.schema.json');
    saveJsonSchema(loadedToys, file);
    const text = readFileSync(file, 'utf8');
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(schema)));
  });
});
