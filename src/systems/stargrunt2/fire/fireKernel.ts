import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { aliasPairs } from '../../../dice/aliasTable.js';
import { UNIFORM_PER_OUTPUT } from '../../../dice/fillUniforms.js';
import { type AliasVolleyPlan, aliasVolleyPlan } from './aliasVolley.js';
import type { FireCell } from './FireCell.js';
import { figureTransitions } from './figureTransitions.js';
import { fireLayout, maxPotentialHits } from './fireLayout.js';
import { createHouseFireKernel } from './houseFireKernel.js';
import { foldTravelSuppression } from './travelSuppression.js';

/** Everything the hot loop reads, precomputed once per cell. */
interface FirePlan {
  /** Null when the fire is impossible (no range die). */
  volley: AliasVolleyPlan | null;
  /** STEPS 1 and 2's alias table: each column's value and alias side by side (see aliasPairs), its thresholds, and
   * its size × 2⁻³² (a 32-bit draw times it is the uniform times the size, to the bit: 2⁻³² scales exactly). */
  startPairs: Int32Array;
  startThreshold: Float64Array;
  startScale: number;
  /** The hit table likewise; each entry's value also carries, from bit 16 up, the hit's step in woundsKills' index. */
  hitCodes: Int32Array;
  hitThreshold: Float64Array;
  hitScale: number;
  /** A figure's state after a hit, by [before × 3 + effect], in bits 0–1; from bit 2 up, the step in deadWounded's index. */
  transition: Int32Array;
  /** Each figure's state during a volley, over whole 32-bit words, so that clearing them after each volley is a few
   * word stores instead of a branch on whether anyone was hit (mispredicted about half the time). */
  figureState: Int8Array;
  figureWords: Int32Array;
  /** Where each histogram starts: potential hits, wound results, kill results, dead, wounded, casualties. */
  offsets: Int32Array;
  /** Per run: how often STEPS 1 and 2 gave each outcome (0 no effect, 1 suppressed only, 2 + h potential hits). */
  startCounts: Float64Array;
  /** Per run: wound and kill results counted together (index wounds × hitSpan + kills), dead and wounded figures
   * counted together (dead × figureSpan + wounded): one write each per volley. */
  woundsKills: Float64Array;
  deadWounded: Float64Array;
  /** Sizes of those tables' rows: the most potential hits + 1, the figures + 1. */
  hitSpan: number;
  figureSpan: number;
}

/**
 * The Monte Carlo kernel of FIRE AGAINST DISPERSED TARGETS, steps 1 to 4, each step drawn from its exact distribution
 * with one uniform (aliasVolley.ts: STEPS 1 and 2 together, then STEPS 3 and 4 per hit) instead of a die per roll —
 * the same distribution as rolling every die (fireVolley.ts, which the other kernels firing at infantry roll) — and
 * the generator inline with its state in locals rather than a uniform buffer (npm run bench prints its rate against C).
 */
export function createFireKernel(cell: FireCell): Kernel {
  const plan = firePlan(cell);
  if (cell.travelMode) {
    // A wrapper chosen once per cell: the hot loop is the same function, untouched, for every cell.
    return {
      run: (state, trials, counters) => {
        runFireTrials(plan, state, trials, counters);
        foldTravelSuppression(counters);
      },
    };
  }
  return { run: (state, trials, counters) => runFireTrials(plan, state, trials, counters) };
}

function firePlan(cell: FireCell): FirePlan {
  const volley = cell.rangeDie === 0 ? null : aliasVolleyPlan(cell);
  const hitSpan = maxPotentialHits(cell) + 1;
  const figureSpan = cell.figures + 1;
  const figureWords = new Int32Array(Math.ceil(cell.figures / 4));
  // A hit's effect (0 none, 1 wound, 2 kill) moves woundsKills' index by hitSpan for a wound, 1 for a kill.
  const hitCodes = volley
    ? aliasPairs(volley.hit).map((k) => k | ((((k >> 8) & 1) * hitSpan + (k >> 9)) << 16))
    : new Int32Array(0);
  // A figure's new state moves deadWounded's index by figureSpan per figure newly dead and 1 per newly wounded (a
  // wounded figure killed: figureSpan - 1); never down, as no hit heals.
  const transition = volley
    ? Int32Array.from(figureTransitions(cell.repeatHitsKill), (after, j) => {
        const before = (j / 3) | 0;
        return after | ((((after >> 1) - (before >> 1)) * figureSpan + (after & 1) - (before & 1)) << 2);
      })
    : new Int32Array(0);
  return {
    volley,
    startPairs: volley ? aliasPairs(volley.start) : new Int32Array(0),
    startThreshold: volley ? volley.start.threshold : new Float64Array(0),
    startScale: volley ? volley.start.size * UNIFORM_PER_OUTPUT : 0,
    hitCodes,
    hitThreshold: volley ? volley.hit.threshold : new Float64Array(0),
    hitScale: volley ? volley.hit.size * UNIFORM_PER_OUTPUT : 0,
    transition,
    figureState: new Int8Array(figureWords.buffer),
    figureWords,
    offsets: Int32Array.from(layoutOffsets(fireLayout(cell))),
    startCounts: new Float64Array(hitSpan + 2),
    woundsKills: new Float64Array(hitSpan ** 2),
    deadWounded: new Float64Array(figureSpan ** 2),
    hitSpan,
    figureSpan,
  };
}

/**
 * The hot loop. A top-level function with every value in a local, so it runs equally fast for every cell (a closure
 * per cell is fast only for the first one V8 optimises). A trial draws STEPS 1 and 2; only a volley with potential
 * hits goes on, one draw per hit, and writes its two table entries; everything else is counted from startCounts after
 * the loop. The stream `state` is advanced in locals and written back at the end, so the next run of the same stream
 * goes on where this one stopped.
 */
function runFireTrials(plan: FirePlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const [oHits, oWounds, oKills, oDead, oWounded, oCasualties] = plan.offsets;
  if (plan.volley === null) {
    c[0] += trials;
    for (const o of plan.offsets) c[o] += trials;
    return;
  }
  const { startPairs, startThreshold, startScale, hitCodes, hitThreshold, hitScale, transition } = plan;
  const { figureState, figureWords, startCounts, woundsKills, deadWounded, hitSpan, figureSpan } = plan;
  const words = figureWords.length;
  startCounts.fill(0);
  woundsKills.fill(0);
  deadWounded.fill(0);
  let s0 = state[0] | 0;
  let s1 = state[1] | 0;
  let s2 = state[2] | 0;
  let s3 = state[3] | 0;
  let volleysWithHits = 0;
  for (let trial = 0; trial < trials; trial++) {
    // xoshiro128** as fillUniforms makes it, inline (here and for each hit below).
    let m = Math.imul(s1, 5);
    let r = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
    let t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    let x = r * startScale;
    let i = x | 0;
    // The column's own value when x - i < threshold[i], else its alias, without a branch: ceil of the difference
    // is 1 or 0 (a branch here is mispredicted half the time, the draw being random).
    const code = startPairs[(i << 1) + 1 - (Math.ceil(startThreshold[i] - (x - i)) | 0)];
    startCounts[code]++;
    if (code < 3) continue; // no effect, suppressed only, or effective with no potential hit
    let woundsKillsAt = 0;
    let deadWoundedAt = 0;
    for (let h = code - 2; h > 0; h--) {
      m = Math.imul(s1, 5);
      r = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
      t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = (s3 << 11) | (s3 >>> 21);
      x = r * hitScale;
      i = x | 0;
      const k = hitCodes[(i << 1) + 1 - (Math.ceil(hitThreshold[i] - (x - i)) | 0)];
      const figure = k & 0xff; // k = woundsKills step × 2¹⁶ + effect × FIGURE_SPAN (256) + figure
      woundsKillsAt += k >> 16;
      const next = transition[figureState[figure] * 3 + ((k >> 8) & 3)];
      figureState[figure] = next & 3;
      deadWoundedAt += next >> 2; // as volleyCasualties scores a hit
    }
    volleysWithHits++;
    woundsKills[woundsKillsAt]++;
    deadWounded[deadWoundedAt]++;
    for (let w = 0; w < words; w++) figureWords[w] = 0;
  }
  state[0] = s0;
  state[1] = s1;
  state[2] = s2;
  state[3] = s3;
  // Every trial without a potential hit: no wound or kill result, no one dead or wounded.
  woundsKills[0] += trials - volleysWithHits;
  deadWounded[0] += trials - volleysWithHits;
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
  const ineffective = startCounts[0] + startCounts[1];
  c[0] += startCounts[0];
  c[1] += startCounts[1];
  c[2] += trials - ineffective;
  c[oHits] += ineffective;
  for (let h = 0; h + 2 < startCounts.length; h++) c[oHits + h] += startCounts[2 + h];
}

/**
 * The kernel module of `resolve: fire` (also used by heavy weapons and snipers firing at infantry); `withSteps` is fire's
 * path with a house rule's steps (houseFireKernel.ts), beside the built-in `create`.
 */
export default defineKernel({ layout: fireLayout, create: createFireKernel, withSteps: createHouseFireKernel });
