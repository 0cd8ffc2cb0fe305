import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { toyRoll } from '../../testing/scenario/toyResolution.js';
import { schemaAt } from './schemaAt.js';
import { schemaKeys } from './schemaKeys.js';
import { sweepPathProblem } from './sweepPathProblem.js';

const toySchema = toyRoll.schema;

describe('schemaAt and schemaKeys', () => {
  test('the documented examples', () => {
    const s = z.object({ target: z.object({ cover: z.enum(['open', 'soft']) }).optional() });
    expect(schemaAt(s, ['target', 'cover']).map((x) => x instanceof z.ZodEnum)).toEqual([true]);
    expect(schemaKeys([z.object({ figures: z.number(), cover: z.string() })])).toEqual(['figures', 'cover']);
  });

  test('through defaults, pipes, lists, records, unions and discriminated unions', () => {
    const s = z.strictObject({
      rules: z.strictObject({ casualties: z.string() }).default({ casualties: 'x' }),
      troops: z.array(z.strictObject({ count: z.number() })),
      weapons: z.record(
        z.string(),
        z.discriminatedUnion('class', [
          z.strictObject({ class: z.literal('a'), firepower: z.number() }),
          z.strictObject({ class: z.literal('b'), die: z.string() }),
        ]),
      ),
      piped: z
        .strictObject({ p: z.number() })
        .transform((x) => x)
        .pipe(z.any()),
      level: z.record(z.enum(['low', 'high']), z.number()),
    });
    expect(schemaKeys(schemaAt(s, ['rules']))).toEqual(['casualties']);
    expect(schemaKeys(schemaAt(s, ['troops', 0]))).toEqual(['count']);
    expect(schemaKeys(schemaAt(s, ['weapons', 'plasma-carbine']))).toEqual(['class', 'firepower', 'die']);
    expect(schemaKeys(schemaAt(s, ['piped']))).toEqual(['p']);
    expect(schemaKeys(schemaAt(s, ['level']))).toEqual(['low', 'high']);
    expect(schemaAt(s, ['nothing'])).toEqual([]);
  });
});

describe('sweepPathProblem', () => {
  test('the documented examples', () => {
    expect(sweepPathProblem('target.cvr', toySchema)?.suggestions).toEqual(['cover']);
    expect(sweepPathProblem('range', toySchema)).toBeUndefined();
  });

  test('paths into records, list entries and optional maps are fine', () => {
    expect(sweepPathProblem('weapons.plasma-carbine.firepower', toySchema)).toBeUndefined();
    expect(sweepPathProblem('firer.troops.0.count', toySchema)).toBeUndefined();
    expect(sweepPathProblem('rules.casualties', toySchema)).toBeUndefined();
  });

  test('bad paths', () => {
    expect(sweepPathProblem('target..cover', toySchema)?.message).toContain('is not a path');
    expect(sweepPathProblem('compare.label', toySchema)?.message).toContain('cannot be swept');
    expect(sweepPathProblem('firer.troops.count', toySchema)?.message).toContain('firer.troops is not a map');
    expect(sweepPathProblem('rnge', toySchema)?.suggestions).toEqual(['range']);
  });

  test('without a schema only the form is checked', () => {
    expect(sweepPathProblem('anything.at.all', undefined)).toBeUndefined();
  });
});
