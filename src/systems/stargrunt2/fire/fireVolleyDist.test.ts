import { describe, expect, it } from 'vitest';
import { consistentWithExact } from '../../../../testing/stats/consistentWithExact.js';
import { bruteForceFire } from '../../../../testing/systems/stargrunt2/fire/bruteForceFire.js';
import { FIRE_TEST_CASES, fireCell } from '../../../../testing/systems/stargrunt2/fire/testCells.js';
import { createStream } from '../../../dice/streams.js';
import { UniformDraws } from '../../../dice/uniformDraws.js';
import { clearVolley, fireVolley, volleyPlan } from './fireVolley.js';
import { fireVolleyDist, volleyFigureState } from './fireVolleyDist.js';

const dead = (outcome: number, figures: number) =>
  Array.from({ length: figures }, (_, f) => volleyFigureState(outcome, f)).filter((x) => x === 2).length;
const wounded = (outcome: number, figures: number) =>
  Array.from({ length: figures }, (_, f) => volleyFigureState(outcome, f)).filter((x) => x === 1).length;

describe('fireVolleyDist: a volley down to who was hit, exactly', () => {
  for (const [name, input] of Object.entries(FIRE_TEST_CASES)) {
    it(`${name}: its outcomes, dead and wounded agree with the independent enumeration of fire`, () => {
      const cell = fireCell(input);
      const dist = fireVolleyDist(cell);
      const brute = bruteForceFire(cell);
      for (let above = 0; above < 3; above++)
        expect(dist.probWhere((k) => k % 3 === above)).toBeCloseTo(brute.outcomes[above], 12);
      for (let k = 0; k <= cell.figures; k++) {
        expect(
          dist.probWhere((o) => dead(o, cell.figures) === k),
          `dead = ${k}`,
        ).toBeCloseTo(brute.dead[k] ?? 0, 12);
        expect(
          dist.probWhere((o) => wounded(o, cell.figures) === k),
          `wounded = ${k}`,
        ).toBeCloseTo(brute.wounded[k] ?? 0, 12);
      }
    });
  }

  it('agrees with the sampled volley figure by figure (Monte Carlo within 4.5 standard errors)', () => {
    const cell = fireCell(Object.values(FIRE_TEST_CASES).find((c) => fireCell(c).figures >= 3)!);
    const plan = volleyPlan(cell);
    const draws = new UniformDraws();
    draws.start(createStream(11, 0).s);
    const out = new Int32Array(6);
    const trials = 200_000;
    const counts = new Map<number, number>();
    for (let t = 0; t < trials; t++) {
      draws.reserve(plan.drawsAtMost);
      draws.next = fireVolley(plan, draws.values, draws.next, out);
      let code = 0;
      for (let f = cell.figures - 1; f >= 0; f--) code = code * 3 + plan.figureState[f];
      const key = Math.min(2, out[0]) + 3 * code;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      clearVolley(plan, out);
    }
    const dist = fireVolleyDist(cell);
    for (const [key, p] of dist.entries())
      expect(consistentWithExact(counts.get(key) ?? 0, trials, p), `outcome ${key}`).toBe(true);
    for (const key of counts.keys()) expect(dist.prob(key), `outcome ${key} sampled but impossible`).toBeGreaterThan(0);
  });
});
