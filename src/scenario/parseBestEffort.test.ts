import { expect, test } from 'vitest';
import { z } from 'zod';
import { parseBestEffort } from './parseBestEffort.js';

test('parseBestEffort keeps what fails and parses what passes (documented example)', () => {
  const s = z.object({ a: z.number(), b: z.string().default('x') });
  expect(parseBestEffort(s, { a: 'one' })).toEqual({ a: 'one', b: 'x' });
});

test('parseBestEffort goes into nested maps, lists and records', () => {
  const s = z.strictObject({
    rules: z
      .strictObject({ casualties: z.enum(['standard', 'quick']).default('standard') })
      .default({ casualties: 'standard' }),
    troops: z.array(
      z.strictObject({ count: z.number().int().min(1), weapon: z.string(), ready: z.boolean().default(true) }),
    ),
    weapons: z.record(z.string(), z.strictObject({ fp: z.number(), close: z.boolean().default(false) })),
  });
  expect(
    parseBestEffort(s, {
      troops: [
        { count: 0, weapon: 'rifle' },
        { count: 1, weapon: 'saw' },
      ],
      weapons: { p: { fp: 2 } },
    }),
  ).toEqual({
    rules: { casualties: 'standard' },
    troops: [
      { weapon: 'rifle', ready: true },
      { count: 1, weapon: 'saw', ready: true },
    ],
    weapons: { p: { fp: 2, close: false } },
  });
});

test('parseBestEffort leaves out a number the schema refuses, so that nothing is sized from it', () => {
  const s = z.object({ max_turns: z.number().int().max(30), markers: z.array(z.number().max(10)) });
  expect(parseBestEffort(s, { max_turns: 1e9, markers: [1, 1e7] })).toEqual({ markers: [1, undefined] });
});
