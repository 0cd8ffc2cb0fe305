import { describe, expect, it } from 'vitest';
import { ATTACK_ROLL, attackRoll, attackRollPlan } from './attackRoll.js';
import { attackRollDist } from './attackRollDist.js';

/** The uniform that reads as `face` on a d6. */
const uniformOf = (face: number) => (face - 0.5) / 6;

describe("attackRoll (How Combat Works, Fast Shot): the kernels' attack roll", () => {
  it('JSDoc example: a 6 + 3 against a 1 + 2 hits, two uniforms drawn', () => {
    const out = new Int32Array(2);
    expect(attackRoll(attackRollPlan(3, 2, 0), Float64Array.of(0.9, 0.1), 0, out)).toBe(2);
    expect([out[ATTACK_ROLL.hit], out[ATTACK_ROLL.attackerDie]]).toEqual([1, 6]);
  });

  it("draws the attacker's die, the defender's, then Fast Shot's re-rolls; equals attackRollDist face by face", () => {
    const out = new Int32Array(2);
    for (const [atk, def] of [
      [3, 2],
      [2, 4],
      [5, 1],
    ]) {
      for (const mode of [0, 1, 2] as const) {
        const counts = new Map<number, number>();
        for (let i = 0; i < 6 ** 4; i++) {
          const faces = [0, 1, 2, 3].map((k) => (Math.floor(i / 6 ** k) % 6) + 1);
          const next = attackRoll(attackRollPlan(atk, def, mode), Float64Array.from(faces, uniformOf), 0, out);
          const [a, d, a2, d2] = faces;
          const first = atk + a > def + d;
          const drawn = first || mode === 0 ? 2 : mode === 1 ? 3 : 4;
          expect(next).toBe(drawn);
          const final = first || mode === 0 ? a : a2;
          expect(out[ATTACK_ROLL.attackerDie]).toBe(final);
          expect(out[ATTACK_ROLL.hit]).toBe(first || (mode !== 0 && atk + a2 > def + (mode === 2 ? d2 : d)) ? 1 : 0);
          // Every sequence of four faces is equally likely, however many of them the roll reads.
          const key = out[ATTACK_ROLL.attackerDie] * 2 + out[ATTACK_ROLL.hit];
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        const exact = attackRollDist(atk, def, mode);
        for (const [key, n] of counts)
          expect(exact.prob(key), `${atk} ${def} ${mode} ${key}`).toBeCloseTo(n / 6 ** 4, 14);
      }
    }
  });
});
