import { describe, expect, it } from 'vitest';
import { Roll } from '../../../dice/Roll.js';
import { streamState } from '../../../dice/streams.js';
import { silhouetteRoll } from './silhouetteRoll.js';

/** The roll die by die, as the step was written before it read the pool's counts per face. */
function dieByDie(dice: number, fumbles: boolean, extraSix: number, roll: Roll): number {
  let high = 0;
  let sixes = 0;
  for (let i = 0; i < dice; i++) {
    const face = roll.die(6);
    high = Math.max(high, face);
    if (face === 6) sixes++;
  }
  if (high === 1 && fumbles) return 0;
  return sixes > 1 ? high + (sixes - 1) * extraSix : high;
}

describe("silhouetteRoll (the book's Silhouette roll of the house-rule steps)", () => {
  it('gives what rolling die by die gives, draw for draw, so seeded house-rule runs keep their results', () => {
    const counted = new Roll();
    const plain = new Roll();
    counted.start(streamState(17, 3));
    plain.start(streamState(17, 3));
    for (let i = 0; i < 200_000; i++) {
      const dice = 1 + (i % 10);
      const fumbles = i % 3 !== 0;
      const extraSix = i % 4;
      const a = silhouetteRoll(dice, fumbles, extraSix, counted);
      const b = dieByDie(dice, fumbles, extraSix, plain);
      if (a !== b) expect.fail(`roll ${i} (${dice} dice): ${a}, die by die ${b}`);
    }
    // Both streams are at the same place afterwards: the same number of uniforms was drawn.
    expect(counted.uniform()).toBe(plain.uniform());
  });
});
