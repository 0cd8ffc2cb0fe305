import { describe, expect, it } from 'vitest';
import { fillUniforms } from '../../../dice/fillUniforms.js';
import { createStream } from '../../../dice/streams.js';
import { counterLength } from '../../../core/CounterLayout.js';
import fireKernel from './fireKernel.js';
import { fireLayout } from './fireLayout.js';
import { clearVolley, fireVolley, VOLLEY, volleyPlan } from './fireVolley.js';
import { FIRE_TEST_CASES, fireCell } from '../../../../testing/systems/stargrunt2/fire/testCells.js';

describe('fireVolley', () => {
  // The fire kernel calls the volley's two steps itself (stopping after STEP 1 when the fire is not effective);
  // the whole volley, drawing the same uniforms in the same order, must give exactly the same counts.
  for (const [name, input] of Object.entries(FIRE_TEST_CASES)) {
    it(`gives exactly the fire kernel's counts: ${name}`, () => {
      const cell = fireCell(input);
      const kernel = fireKernel.create(cell);
      const expected = new Float64Array(counterLength(fireLayout(cell)));
      const TRIALS = 20_000;
      kernel.run(createStream(5, 0).s, TRIALS, expected);

      const plan = volleyPlan(cell);
      const state = createStream(5, 0).s;
      const u = new Float64Array(Math.max(2048, 4 * plan.drawsAtMost));
      const out = new Int32Array(6);
      const counts = { outcomes: [0, 0, 0], dead: new Map<number, number>(), hits: new Map<number, number>() };
      let next = u.length;
      for (let t = 0; t < TRIALS; t++) {
        if (next > u.length - plan.drawsAtMost) {
          fillUniforms(state, u);
          next = 0;
        }
        next = fireVolley(plan, u, next, out);
        counts.outcomes[Math.min(2, out[VOLLEY.above])]++;
        counts.dead.set(out[VOLLEY.dead], (counts.dead.get(out[VOLLEY.dead]) ?? 0) + 1);
        counts.hits.set(out[VOLLEY.hits], (counts.hits.get(out[VOLLEY.hits]) ?? 0) + 1);
        clearVolley(plan, out);
      }
      expect(counts.outcomes).toEqual([...expected.subarray(0, 3)]);
      const hitBins = fireLayout(cell).distributions[0].size;
      const deadOffset = 3 + 3 * hitBins;
      for (const [dead, n] of counts.dead) expect(expected[deadOffset + dead], `dead ${dead}`).toBe(n);
      for (const [hits, n] of counts.hits) expect(expected[3 + hits], `hits ${hits}`).toBe(n);
    });
  }
});
