import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import type { FireCell } from './FireCell.js';
import { fireLayout, maxPotentialHits } from './fireLayout.js';
import { aliasVolleyPlan, type AliasVolleyPlan } from './aliasVolley.js';
import { aliasPairs } from '../../../dice/aliasTable.js';
import { foldTravelSuppression } from './travelSuppression.js';
import { createHouseFireKernel } from './houseFireKernel.js';

/** Everything the hot loop reads, precomputed once per cell. */
interface FirePlan {
  /** Null when the fire is impossible (no range die). */
  volley: AliasVolleyPlan | null;
  /** The alias tables' value and alias of each column side by side (see aliasPairs). */
  startPairs: Int32Array;
  hitPairs: Int32Array;
  /** Where each histogram starts: potential hits, wound results, kill results, dead, wounded, casualties. */
  offsets: Int32Array;
  /** Per run: wound and kill results counted together, dead and wounded figures counted together (fewer writes per trial). */
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
 * the generator inline with its state in locals rather than a uniform buffer: 1.6-1.8× the dice-by-dice kernel.
 */
export function createFireKernel(cell: FireCell): Kernel {
  const volley = cell.rangeDie === 0 ? null : aliasVolleyPlan(cell);
  const plan: FirePlan = {
    volley,
    startPairs: volley ? aliasPairs(volley.start) : new Int32Array(0),
    hitPairs: volley ? aliasPairs(volley.hit) : new Int32Array(0),
    offsets: Int32Array.from(layoutOffsets(fireLayout(cell))),
    woundsKills: new Float64Array((maxPotentialHits(cell) + 1) ** 2),
    deadWounded: new Float64Array((cell.figures + 1) ** 2),
    hitSpan: maxPotentialHits(cell) + 1,
    figureSpan: cell.figures + 1,
  };
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

/**
 * The hot loop. A top-level function with every value in a local, so it runs equally fast for every cell (a closure
 * per cell is fast only for the first one V8 optimises). Trials without effective fire stop after STEP 1 and only
 * count their outcome; their zero casualties are added after the loop. The stream `state` is advanced in locals and
 * written back at the end, so the next run of the same stream goes on where this one stopped.
 */
function runFireTrials(plan: FirePlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { volley } = plan;
  const [oHits, oWounds, oKills, oDead, oWounded, oCasualties] = plan.offsets;
  if (volley === null) {
    c[0] += trials;
    for (const o of plan.offsets) c[o] += trials;
    return;
  }
  const { threshold, size } = volley.start;
  const { threshold: hitThreshold, size: hitSize } = volley.hit;
  const start = plan.startPairs;
  const hit = plan.hitPairs;
  const { woundsKills, deadWounded, hitSpan, figureSpan } = plan;
  woundsKills.fill(0);
  deadWounded.fill(0);
  const { figureState, transition } = volley;
  let s0 = state[0] | 0;
  let s1 = state[1] | 0;
  let s2 = state[2] | 0;
  let s3 = state[3] | 0;
  let noEffect = 0;
  let suppressedOnly = 0;
  for (let trial = 0; trial < trials; trial++) {
    let hits = -1;
    let h = 0;
    let wounds = 0;
    let kills = 0;
    let dead = 0;
    let wounded = 0;
    // One uniform for STEPS 1 and 2 (0 no effect, 1 suppressed only, 2 + h effective with h potential hits), then one
    // per potential hit for its STEPS 3 and 4; one generator site, so the state stays in registers.
    for (;;) {
      // xoshiro128** as fillUniforms makes it, inline.
      const m = Math.imul(s1, 5);
      const r = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = (s3 << 11) | (s3 >>> 21);
      const uniform = r * 2.3283064365386963e-10;
      if (hits < 0) {
        const x = uniform * size;
        const i = x | 0;
        // The column's own value when x - i < threshold[i], else its alias, without a branch: ceil of the difference
        // is 1 or 0 (a branch here is mispredicted half the time, the draw being random).
        const code = start[(i << 1) + 1 - (Math.ceil(threshold[i] - (x - i)) | 0)];
        if (code < 2) {
          noEffect += 1 - code;
          suppressedOnly += code;
          break;
        }
        hits = code - 2;
        if (hits === 0) break;
      } else {
        const x = uniform * hitSize;
        const i = x | 0;
        const k = hit[(i << 1) + 1 - (Math.ceil(hitThreshold[i] - (x - i)) | 0)];
        const effect = k >> 8; // k = effect × FIGURE_SPAN (256) + figure
        const figure = k & 0xff;
        kills += effect >> 1;
        wounds += effect & 1;
        const before = figureState[figure];
        const after = transition[before * 3 + effect];
        figureState[figure] = after;
        dead += (after >> 1) - (before >> 1); // as volleyCasualties scores a hit
        wounded += (after & 1) - (before & 1);
        if (++h === hits) break;
      }
    }
    if (hits < 0) continue;
    c[oHits + hits]++;
    woundsKills[wounds * hitSpan + kills]++;
    deadWounded[dead * figureSpan + wounded]++;
    if (dead + wounded > 0) for (let f = 0; f < figureState.length; f++) figureState[f] = 0;
  }
  state[0] = s0;
  state[1] = s1;
  state[2] = s2;
  state[3] = s3;
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

/**
 * The kernel module of `resolve: fire` (also used by heavy weapons and snipers firing at infantry); `withSteps` is fire's
 * path with a house rule's steps (houseFireKernel.ts), beside the built-in `create`.
 */
export default defineKernel({ layout: fireLayout, create: createFireKernel, withSteps: createHouseFireKernel });
