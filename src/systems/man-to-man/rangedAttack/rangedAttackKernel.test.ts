import { describe, expect, it } from 'vitest';
import { createStream } from '../../../dice/streams.js';
import { counterLength } from '../../LegacyKernel.js';
import { consistentWithExact } from '../../../../testing/stats/consistentWithExact.js';
import { exactRangedAttack } from './exactRangedAttack.js';
import { createRangedAttackKernel } from './rangedAttackKernel.js';
import { RANGED_ATTACK_TEST_CASES, rangedAttackCell } from './testCells.js';

const TRIALS = 200_000;

describe('ranged-attack kernel: Monte Carlo within 4.5 standard errors of exact', () => {
  Object.entries(RANGED_ATTACK_TEST_CASES).forEach(([name, input], i) => {
    it(name, () => {
      const cell = rangedAttackCell(input);
      const kernel = createRangedAttackKernel(cell);
      const counters = new Float64Array(counterLength(kernel.layout));
      kernel.run(createStream(606, i).s, TRIALS, counters);
      const exact = exactRangedAttack(cell);
      counters.forEach((count, k) => expect(consistentWithExact(count, TRIALS, exact[k]), `counter ${k}`).toBe(true));
      expect(counters.slice(0, 5).reduce((a, b) => a + b, 0)).toBe(TRIALS);
    });
  });
});
