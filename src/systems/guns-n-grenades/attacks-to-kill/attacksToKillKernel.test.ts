import { describe, expect, it } from 'vitest';
import { createStream } from '../../../dice/streams.js';
import { counterLength } from '../../LegacyKernel.js';
import { consistentWithExact } from '../../../../testing/stats/consistentWithExact.js';
import { summarizeCounters } from '../../../stats/summarizeCounters.js';
import { attacksToKillLayout } from './attacksToKillLayout.js';
import { createAttacksToKillKernel } from './attacksToKillKernel.js';
import { exactAttacksToKill } from './exactAttacksToKill.js';
import { ATTACKS_TO_KILL_CASES, attacksToKillCell } from '../../../../testing/systems/guns-n-grenades/attacks-to-kill/testCells.js';

const TRIALS = 100_000;
const MAX_STANDARD_ERRORS = 4.5;

describe(`attacks-to-kill kernel: Monte Carlo within ${MAX_STANDARD_ERRORS} standard errors of exact`, () => {
  Object.entries(ATTACKS_TO_KILL_CASES).forEach(([name, { input }], caseIndex) => {
    it(name, () => {
      const cell = attacksToKillCell(input);
      const kernel = createAttacksToKillKernel(cell);
      const counters = new Float64Array(counterLength(kernel.layout));
      kernel.run(createStream(99, caseIndex).s, TRIALS, counters);
      const mc = summarizeCounters(attacksToKillLayout(cell), counters, TRIALS);
      const exact = summarizeCounters(attacksToKillLayout(cell), exactAttacksToKill(cell));
      const agrees = (estimate: number, p: number) => consistentWithExact(Math.round(estimate * TRIALS), TRIALS, p, MAX_STANDARD_ERRORS);
      for (const [o, { p }] of Object.entries(exact.outcomes)) expect(agrees(mc.outcomes[o].p, p), o).toBe(true);
      for (const [dist, values] of Object.entries(exact.distributions)) {
        for (const [k, p] of Object.entries(values)) expect(agrees(mc.distributions[dist][k] ?? 0, p), `${dist} = ${k}`).toBe(true);
        const se = exact.means[dist].sd / Math.sqrt(TRIALS);
        expect(Math.abs(mc.means[dist].mean - exact.means[dist].mean), `mean ${dist}`).toBeLessThanOrEqual(MAX_STANDARD_ERRORS * se + 1e-12);
      }
    });
  });
});
