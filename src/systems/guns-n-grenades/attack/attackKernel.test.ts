import { describe, expect, it } from 'vitest';
import { createStream } from '../../../dice/streams.js';
import { counterLength } from '../../LegacyKernel.js';
import { consistentWithExact } from '../../../../testing/stats/consistentWithExact.js';
import { summarizeCounters } from '../../../stats/summarizeCounters.js';
import { attackLayout } from './attackLayout.js';
import { createAttackKernel } from './attackKernel.js';
import { exactAttack } from './exactAttack.js';
import { ATTACK_TEST_CASES, attackCell } from '../../../../testing/systems/guns-n-grenades/attack/testCells.js';

const TRIALS = 200_000;
const MAX_STANDARD_ERRORS = 4.5;

describe(`attack kernel: Monte Carlo within ${MAX_STANDARD_ERRORS} standard errors of exact`, () => {
  Object.entries(ATTACK_TEST_CASES).forEach(([name, input], caseIndex) => {
    it(name, () => {
      const cell = attackCell(input);
      const kernel = createAttackKernel(cell);
      const counters = new Float64Array(counterLength(kernel.layout));
      kernel.run(createStream(77, caseIndex).s, TRIALS, counters);
      const mc = summarizeCounters(attackLayout(cell), counters, TRIALS);
      const exact = summarizeCounters(attackLayout(cell), exactAttack(cell));
      const agrees = (estimate: number, p: number) => consistentWithExact(Math.round(estimate * TRIALS), TRIALS, p, MAX_STANDARD_ERRORS);
      for (const [o, { p }] of Object.entries(exact.outcomes)) expect(agrees(mc.outcomes[o].p, p), o).toBe(true);
      for (const [dist, values] of Object.entries(exact.distributions)) {
        for (const [k, p] of Object.entries(values)) expect(agrees(mc.distributions[dist][k] ?? 0, p), `${dist} = ${k}`).toBe(true);
        expect(Object.keys(mc.distributions[dist]).length).toBeLessThanOrEqual(Object.keys(values).length);
        const se = exact.means[dist].sd / Math.sqrt(TRIALS);
        expect(Math.abs(mc.means[dist].mean - exact.means[dist].mean), `mean ${dist}`).toBeLessThanOrEqual(MAX_STANDARD_ERRORS * se + 1e-12);
      }
    });
  });
});
