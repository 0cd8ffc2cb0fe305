import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, uniformBuffer, type UniformBuffer } from '../../../dice/uniformBuffer.js';
import type { FireCell } from './FireCell.js';
import { fireLayout } from './fireLayout.js';
import { opposedRoll } from '../steps/opposedRoll.js';
import { volleyCasualties, volleyPlan, type VolleyPlan } from './fireVolley.js';

/** Everything the hot loop reads, precomputed once per cell. */
interface FirePlan {
  volley: VolleyPlan;
  buffer: UniformBuffer;
  /** Where each histogram starts: potential hits, wound results, kill results, dead, wounded, casualties. */
  offsets: Int32Array;
  /** The steps' results (see VOLLEY). */
  out: Int32Array;
}

/**
 * The Monte Carlo kernel of FIRE AGAINST DISPERSED TARGETS, steps 1 to 4: the opposedRoll step and the volley steps
 * of fireVolley.ts, the same ones every other kernel firing at infantry calls.
 */
export function createFireKernel(cell: FireCell): Kernel {
  const volley = volleyPlan(cell);
  const plan: FirePlan = {
    volley,
    buffer: uniformBuffer(volley.drawsAtMost),
    offsets: Int32Array.from(layoutOffsets(fireLayout(cell))),
    out: new Int32Array(6),
  };
  return { run: (state, trials, counters) => runFireTrials(plan, state, trials, counters) };
}

/**
 * The hot loop. A top-level function with every value in a local, so it runs equally fast for every cell (a closure
 * per cell is fast only for the first one V8 optimises). Trials without effective fire stop after STEP 1 and only
 * count their outcome; their zero casualties are added after the loop.
 */
function runFireTrials(plan: FirePlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { volley, buffer, out } = plan;
  const [oHits, oWounds, oKills, oDead, oWounded, oCasualties] = plan.offsets;
  if (volley.rangeDie === 0) {
    // Fire impossible: every trial is "no effect" with nothing to count.
    c[0] += trials;
    for (const o of plan.offsets) c[o] += trials;
    return;
  }
  const u = buffer.values;
  const dice = volley.dice;
  const rangeDie = volley.rangeDie;
  const scoreDraws = 1 + dice.length;
  const figureState = volley.figureState;
  let next = u.length;
  let noEffect = 0;
  let suppressedOnly = 0;
  for (let trial = 0; trial < trials; trial++) {
    next = refill(buffer, state, next);
    const score = opposedRoll(dice, rangeDie, u, next); // STEP 1
    next += scoreDraws;
    const above = score >>> 16;
    if (above < 2) {
      noEffect += 1 - above;
      suppressedOnly += above;
      continue;
    }
    next = volleyCasualties(volley, u, next, score & 0xffff, out);
    c[oHits + out[1]]++;
    c[oWounds + out[2]]++;
    c[oKills + out[3]]++;
    c[oDead + out[4]]++;
    c[oWounded + out[5]]++;
    c[oCasualties + out[4] + out[5]]++;
    if (out[4] + out[5] > 0) for (let f = 0; f < figureState.length; f++) figureState[f] = 0; // (fill() costs more)
  }
  const ineffective = noEffect + suppressedOnly;
  c[0] += noEffect;
  c[1] += suppressedOnly;
  c[2] += trials - ineffective;
  c[oHits] += ineffective;
  c[oWounds] += ineffective;
  c[oKills] += ineffective;
  c[oDead] += ineffective;
  c[oWounded] += ineffective;
  c[oCasualties] += ineffective;
}

/** The kernel module of `resolve: fire` (also used by heavy weapons and snipers firing at infantry). */
export default defineKernel({ layout: fireLayout, create: createFireKernel });
