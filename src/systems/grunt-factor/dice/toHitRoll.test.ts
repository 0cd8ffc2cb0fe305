import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { exactToHitRoll } from './exactToHitRoll.js';
import toHitRollDefinition from './toHitRollDefinition.js';
import toHitRollKernel from './toHitRollKernel.js';

const cell = (input: Record<string, unknown>) =>
  cellOf(toHitRollDefinition, { system: 'grunt-factor', resolve: 'to-hit-roll', ...input });

/** Independent count of the d20 faces "lower or equal to the modified RC value". */
function countHits(rc: number, modifier: number): number {
  let hits = 0;
  for (let face = 1; face <= 20; face++) if (face <= rc + modifier) hits++;
  return hits / 20;
}

describe('grunt-factor to-hit-roll (To Hit your target)', () => {
  it('the worked example: "The modified RC is 7 (RC) + 2 ... – 1 ... = 8"; "rolls a 6, enough to hit": 8 in 20', () => {
    const c = cell({ rc: 7, modifier: 2 - 1 });
    expect(c.hitFaces).toBe(8);
    expect(exactToHitRoll(c).outcomes).toEqual({ hit: 0.4, miss: 0.6 });
    expect(6 <= c.hitFaces).toBe(true);
  });

  it('equals a face-by-face count for every RC 0..25 and modifier −10..+10 (no special 1 or 20)', () => {
    for (let rc = 0; rc <= 25; rc++) {
      for (let modifier = -10; modifier <= 10; modifier++) {
        const exact = exactToHitRoll(cell({ rc, modifier }));
        expect(exact.outcomes.hit, `RC ${rc} ${modifier}`).toBeCloseTo(countHits(rc, modifier), 15);
        expect(exact.outcomes.hit + exact.outcomes.miss).toBeCloseTo(1, 15);
      }
    }
    expect(exactToHitRoll(cell({ rc: 4, modifier: -6 })).outcomes.hit).toBe(0);
    expect(exactToHitRoll(cell({ rc: 10, modifier: 12 })).outcomes.hit).toBe(1);
  });

  [
    { rc: 7, modifier: 1 },
    { rc: 4, modifier: -3 },
    { rc: 10, modifier: 3 },
    { rc: 2, modifier: -4 },
    { rc: 15, modifier: 6 },
  ].forEach((input, i) =>
    it(`Monte Carlo within 4.5 standard errors of exact: RC ${input.rc}, modifier ${input.modifier}`, () => {
      const c = cell(input);
      expectKernelMatchesExact(toHitRollKernel, c, exactToHitRoll(c), 200_000, 2100 + i);
    }),
  );
});
