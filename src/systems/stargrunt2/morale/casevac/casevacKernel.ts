import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { faceTable } from '../../steps/faceTable.js';
import { reactionTest } from '../../steps/reactionTest.js';
import { CONFIDENCE_LEVEL_COUNT } from '../confidenceAfter.js';
import type { CasevacCell } from './CasevacCell.js';
import { casevacLevel } from './casevacLevel.js';
import { type CasevacDistribution, type CasevacOutcome, casevacQuantities } from './casevacQuantities.js';

interface Plan {
  sides: number;
  /** The score the call must exceed; -1 when it is automatic. */
  needed: number;
  start: number;
  /** 1 for each nearby unit that can still rise (below CO). */
  canRise: Int32Array;
  squadRise: Int32Array;
  nearbyRise: Int32Array;
  buffer: UniformBuffer;
}

/**
 * Counter layout: call_failed, no_gain, up_1, up_2, then confidence_after (0 CO … 4 RO) and nearby_recovered (0..n).
 * @example casevacLayout({ ...cell, nearby: [1, 2] }).distributions[1] // { name: 'nearby_recovered', size: 3 }
 */
function casevacLayout(cell: CasevacCell): CounterLayout<CasevacOutcome, CasevacDistribution> {
  return casevacQuantities.layout({
    confidence_after: CONFIDENCE_LEVEL_COUNT,
    nearby_recovered: cell.nearby.length + 1,
  });
}

/** The Monte Carlo kernel of CASUALTY EVACUATION: the call, then the squad's D6 and each nearby unit's. */
function createCasevacKernel(cell: CasevacCell): Kernel {
  const plan: Plan = {
    sides: cell.call.sides | 0,
    needed: cell.call.automatic ? -1 : cell.call.needed | 0,
    start: cell.start | 0,
    canRise: Int32Array.from(cell.nearby, (level) => (level > 0 ? 1 : 0)),
    squadRise: Int32Array.from(cell.squadRise),
    nearbyRise: Int32Array.from(cell.nearbyRise),
    buffer: uniformBuffer(cell.nearby.length + 2),
  };
  return { run: (state, trials, c) => runCasevacs(plan, state, trials, c) };
}

/** The kernel module of `resolve: casevac`. */
export default defineKernel({ layout: casevacLayout, create: createCasevacKernel });

function runCasevacs(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { sides, needed, start, canRise, squadRise, nearbyRise, buffer } = plan;
  const oAfter = 4;
  const oNearby = oAfter + CONFIDENCE_LEVEL_COUNT;
  const n = canRise.length;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    if (needed >= 0 && reactionTest(sides, needed, u, next++) === 0) {
      c[0]++;
      c[oAfter + start]++;
      c[oNearby]++;
      continue;
    }
    const level = casevacLevel(start, faceTable(squadRise, u, next++));
    c[1 + start - level]++;
    c[oAfter + level]++;
    let recovered = 0;
    // Every nearby unit rolls (a unit at CO too: the roll is made, it has no effect), so the draws do not depend on levels.
    for (let i = 0; i < n; i++) recovered += canRise[i] & faceTable(nearbyRise, u, next++);
    c[oNearby + recovered]++;
  }
}
