import { describe, expect, it } from 'vitest';
import { marginCodeDist } from './marginCodeDist.js';
import { opposedTest, opposedTestPlan } from './opposedTest.js';

/** The uniform that reads as `face` on a d6. */
const uniformOf = (face: number) => (face - 0.5) / 6;

describe("opposedTest (BASIC GAME MECHANISMS): the kernels' opposed test", () => {
  it('JSDoc examples: five dice drawn for 2 against 3; a 6 against a 4 is MoS 2', () => {
    expect(opposedTestPlan({ attackDice: 2, attackModifier: 1, defenseDice: 3, defenseModifier: 0 }, true).draws).toBe(
      5,
    );
    const oneEach = opposedTestPlan({ attackDice: 1, attackModifier: 0, defenseDice: 1, defenseModifier: 0 }, true);
    expect(opposedTest(oneEach, Float64Array.of(0.9, 0.5), 0)).toBe(4);
  });

  it('reads the attack dice, then the defense dice, from `next`; equals marginCodeDist face by face', () => {
    const rolls = [
      { attackDice: 2, attackModifier: 1, defenseDice: 1, defenseModifier: 0 },
      { attackDice: 1, attackModifier: -2, defenseDice: 2, defenseModifier: 3 },
      { attackDice: 2, attackModifier: 0, defenseDice: 2, defenseModifier: -1 },
    ];
    for (const roll of rolls) {
      for (const fumbles of [true, false]) {
        const plan = opposedTestPlan(roll, fumbles);
        const counts = new Map<number, number>();
        const sequences = 6 ** plan.draws;
        for (let i = 0; i < sequences; i++) {
          const faces = Array.from({ length: plan.draws }, (_, k) => (Math.floor(i / 6 ** k) % 6) + 1);
          // One unused uniform before the test: it must start at `next`.
          const code = opposedTest(plan, Float64Array.from([0.99, ...faces.map(uniformOf)]), 1);
          counts.set(code, (counts.get(code) ?? 0) + 1);
        }
        const exact = marginCodeDist(roll, fumbles);
        for (const [code, n] of counts)
          expect(exact.prob(code), `${JSON.stringify(roll)} ${fumbles} code ${code}`).toBeCloseTo(n / sequences, 14);
        expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(sequences);
        expect(exact.keys().length).toBe(counts.size);
      }
    }
  });
});
