import { describe, expect, it } from 'vitest';
import { fireCell } from '../../testing/systems/stargrunt2/fire/testCells.js';
import { counterLength } from '../core/CounterLayout.js';
import { createStream } from '../dice/streams.js';
import { exactFire } from '../systems/stargrunt2/fire/exactFire.js';
import fireKernel from '../systems/stargrunt2/fire/fireKernel.js';
import { meanDifference } from './meanDifference.js';
import { proportionDifference } from './proportionDifference.js';

describe('proportionDifference (Newcombe hybrid score)', () => {
  it('matches Newcombe (1998) worked example: 56/70 against 48/80', () => {
    // Newcombe, Statistics in Medicine 17:873–890, table II example (a): 56/70 − 48/80 = 0.2, method 10: 0.0524 to 0.3339.
    const { d, lo, hi } = proportionDifference(48, 80, 56, 70);
    expect(d).toBeCloseTo(0.2, 12);
    expect(lo).toBeCloseTo(0.0524, 4);
    expect(hi).toBeCloseTo(0.3339, 4);
  });

  it('gives a normal interval for means', () => {
    const d = meanDifference({ mean: 1, sd: 1 }, { mean: 1.5, sd: 1 }, 200, 200);
    expect(d.d).toBe(0.5);
    expect(d.hi - d.d).toBeCloseTo(1.959963984540054 * Math.sqrt(0.01), 12);
    expect(meanDifference({ mean: 1, sd: 1 }, { mean: 2, sd: 1 })).toEqual({ d: 1, lo: 1, hi: 1 });
  });

  it('covers the true difference about 95% of the time over repeated seeded runs', () => {
    // Two real fire cells whose exact effective-fire and mean-dead values are known.
    const base = {
      firer: { quality: 'regular', troops: [{ count: 5, weapon: 'advanced-assault-rifle' }] },
      target: { figures: 6, armour: 'partial-light' },
      range: 12,
    };
    const cells = [fireCell(base), fireCell({ ...base, firer: { quality: 'veteran', troops: base.firer.troops } })];
    const truth = cells.map((c) => exactFire(c).outcomes.effective);
    const kernels = cells.map((c) => ({ kernel: fireKernel.create(c), size: counterLength(fireKernel.layout(c)) }));
    const TRIALS = 4000;
    const RUNS = 400;
    let covered = 0;
    for (let run = 0; run < RUNS; run++) {
      const effective = kernels.map(({ kernel, size }, i) => {
        const counters = new Float64Array(size);
        kernel.run(createStream(run, i).s, TRIALS, counters);
        return counters[2];
      });
      const { lo, hi } = proportionDifference(effective[0], TRIALS, effective[1], TRIALS);
      if (lo <= truth[1] - truth[0] && truth[1] - truth[0] <= hi) covered++;
    }
    // 400 runs: a coverage of 95% is seen within about ±2.2 points (2 standard errors).
    expect(covered / RUNS).toBeGreaterThan(0.925);
    expect(covered / RUNS).toBeLessThan(0.975);
  });
});
