import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { withoutSafeIntegerBounds } from './withoutSafeIntegerBounds.js';

const bounds = (schema: z.ZodType, value: unknown) =>
  withoutSafeIntegerBounds(schema.safeParse(value).error!.issues).map(
    (i) =>
      `${i.code} ${String((i as { maximum?: number; minimum?: number }).maximum ?? (i as { minimum?: number }).minimum)}`,
  );

describe('withoutSafeIntegerBounds', () => {
  test("the schema's own bound is kept, zod's safe-integer range dropped beside it", () => {
    expect(bounds(z.number().int().min(1).max(500), 1e308)).toEqual(['too_big 500']);
    expect(bounds(z.number().int().min(1).max(500), -1e308)).toEqual(['too_small 1']);
    expect(
      bounds(z.object({ a: z.number().int().max(9), b: z.number().int().max(9) }), { a: 1e300, b: 2 ** 60 }),
    ).toEqual(['too_big 9', 'too_big 9']);
  });

  test('the safe-integer range is kept where it is the only bound', () => {
    expect(bounds(z.number().int().min(0), 1e308)).toEqual([`too_big ${Number.MAX_SAFE_INTEGER}`]);
    expect(bounds(z.number().int().max(5), -1e308)).toEqual([`too_small ${Number.MIN_SAFE_INTEGER}`]);
  });
});
