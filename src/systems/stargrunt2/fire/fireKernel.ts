import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, uniformBuffer, type UniformBuffer } from '../../../dice/uniformBuffer.js';
import type { FireCell } from './FireCell.js';
import { fireLayout, maxPotentialHits } from './fireLayout.js';
import { aliasVolleyCasualties, aliasVolleyPlan, type AliasVolleyPlan } from './aliasVolley.js';

/** Everything the hot loop reads, precomputed once per cell. */
interface FirePlan {
  /** Null when the fire is impossible (no range die). */
  volley: AliasVolleyPlan | null;
  buffer: UniformBuffer;
  /** Where each histogram starts: potential hits, wound results, kill results, dead, wounded, casualties. */
  offsets: Int32Array;
  /** The steps' results (see VOLLEY). */
  out: Int32Array;
  /** Per run: wound and kill results counted together, dead and wounded figures counted together (fewer writes per trial). */
  woundsKills: Float64Array;
  deadWounded: Float64Array;
  /** Sizes of those tables' rows: the most potential hits + 1, the figures + 1. */
  hitSpan: number;
  figureSpan: number;
}

/**
 * The Monte Carlo kernel of FIRE AGAINST DISPERSED TARGETS, steps 1 to 4, each step drawn from its exact distribution
 * with one uniform (aliasVolley.ts: STEPS 1 and 2 together, then STEPS 3 and 4 per hit) instead of a die per roll:
 * the same distribution as rolling every die (fireVolley.ts, which the other kernels firing at infantry roll), about
 * twice as fast and more for many dice.
 */
export function createFireKernel(cell: FireCell): Kernel {
  const volley = cell.rangeDie === 0 ? null : aliasVolleyPlan(cell);
  const plan: FirePlan = {
    volley,
    buffer: uniformBuffer(volley === null ? 1 : volley.drawsAtMost),
    offsets: Int32Array.from(layoutOffsets(fireLayout(cell))),
    out: new Int32Array(6),
    woundsKills: new Float64Array((maxPotentialHits(cell) + 1) ** 2),
    deadWounded: new Float64Array((cell.figures + 1) ** 2),
    hitSpan: maxPotentialHits(cell) + 1,
    figureSpan: cell.figures + 1,
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
  if (volley === null) {
    c[0] += trials;
    for (const o of plan.offsets) c[o] += trials;
    return;
  }
  const u = buffer.values;
  const { threshold, alias, value, size } = volley.start;
  const { woundsKills, deadWounded, hitSpan, figureSpan } = plan;
  woundsKills.fill(0);
  deadWounded.fill(0);
  const figureState = volley.figureState;
  let next = u.length;
  let noEffect = 0;
  let suppressedOnly = 0;
  for (let trial = 0; trial < trials; trial++) {
    next = refill(buffer, state, next);
    // STEPS 1 and 2 with one uniform: 0 no effect, 1 suppressed only, 2 + h effective with h potential hits.
    const x = u[next++] * size;
    const i = x | 0;
    const code = x - i < threshold[i] ? value[i] : alias[i];
    if (code < 2) {
      noEffect += 1 - code;
      suppressedOnly += code;
      continue;
    }
    next = aliasVolleyCasualties(volley, u, next, code - 2, out);
    c[oHits + out[1]]++;
    woundsKills[out[2] * hitSpan + out[3]]++;
    deadWounded[out[4] * figureSpan + out[5]]++;
    if (out[4] + out[5] > 0) for (let f = 0; f < figureState.length; f++) figureState[f] = 0; // (fill() costs more)
  }
  // The tables counted together, spread over the histograms.
  for (let w = 0; w < hitSpan; w++) {
    for (let k = 0; k < hitSpan; k++) {
      const n = woundsKills[w * hitSpan + k];
      c[oWounds + w] += n;
      c[oKills + k] += n;
    }
  }
  for (let d = 0; d < figureSpan; d++) {
    for (let w = 0; w < figureSpan; w++) {
      const n = deadWounded[d * figureSpan + w];
      c[oDead + d] += n;
      c[oWounded + w] += n;
      c[oCasualties + d + w] += n;
    }
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
