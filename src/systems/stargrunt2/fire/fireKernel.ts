import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { FireCell } from './FireCell.js';
import { fireLayout, maxPotentialHits } from './fireLayout.js';

/** Uniforms generated at a time: large enough to amortise the refill, small enough to stay in L1. */
const UNIFORM_BUFFER = 2048;

/** Everything the hot loop reads, precomputed once per cell. */
interface FirePlan {
  dice: Int32Array;
  rangeDie: number;
  divisor: number;
  leftoverRoll: boolean;
  standard: boolean;
  impactSides: number;
  impactMult: number;
  armourSides: number;
  armourMult: number;
  /** 1 for a lone figure: it takes every hit, no roll. */
  whoDie: number;
  /** Figure (0-based) hit by each face − 1 of the who-is-hit die. */
  figureOfFace: Int32Array;
  /** A figure's state (0 unhurt, 1 wounded, 2 dead) after a hit, by [before × 3 + effect (0 none, 1 wound, 2 kill)]. */
  transition: Int8Array;
  figureState: Int8Array;
  uniforms: Float64Array;
  /** Refill the uniforms before a trial once fewer than a whole trial's draws are left. */
  refillBelow: number;
  offsets: { hits: number; wounds: number; kills: number; dead: number; wounded: number };
}

/**
 * The Monte Carlo kernel of FIRE AGAINST DISPERSED TARGETS, steps 1 to 4 (see runFireTrials).
 */
export function createFireKernel(cell: FireCell): Kernel {
  const hitBins = (maxPotentialHits(cell) + 1) | 0;
  const figures = cell.figures | 0;
  const drawsPerTrialAtMost = 2 + cell.firerDice.length + 3 * (hitBins - 1);
  const bufferSize = Math.max(UNIFORM_BUFFER, 4 * drawsPerTrialAtMost);
  const hits = 3;
  // `| 0` keeps every number a small integer in V8's eyes, also when the cell arrived by structured
  // clone in a worker (doubles there would make the hot loop convert on every operation).
  const plan: FirePlan = {
    dice: Int32Array.from(cell.firerDice),
    rangeDie: cell.rangeDie | 0,
    divisor: cell.divisor | 0,
    leftoverRoll: cell.leftoverRoll,
    standard: cell.casualties === 'standard',
    impactSides: cell.impact.sides | 0,
    impactMult: cell.impact.multiplier | 0,
    armourSides: cell.armour.sides | 0,
    armourMult: cell.armour.multiplier | 0,
    whoDie: figures === 1 ? 1 : cell.whoDie | 0,
    figureOfFace: Int32Array.from({ length: cell.whoDie }, (_, face) => face % figures),
    transition: Int8Array.from([0, 1, 2, 1, cell.repeatHitsKill ? 2 : 1, 2, 2, 2, 2]),
    figureState: new Int8Array(figures),
    uniforms: new Float64Array(bufferSize),
    refillBelow: (bufferSize - drawsPerTrialAtMost) | 0,
    offsets: {
      hits,
      wounds: hits + hitBins,
      kills: hits + 2 * hitBins,
      dead: hits + 3 * hitBins,
      wounded: hits + 3 * hitBins + figures + 1,
    },
  };
  return { run: (state, trials, counters) => runFireTrials(plan, state, trials, counters) };
}

/** The kernel module of `resolve: fire` (also used by heavy weapons and snipers firing at infantry). */
export default defineKernel({ layout: fireLayout, create: createFireKernel });

/**
 * The hot loop. A top-level function with every value copied into a local, so it runs equally fast
 * for every cell (a closure per cell is fast only for the first one V8 optimises). Uniforms come from
 * a buffer filled by one tight xoshiro128** loop and topped up between trials (the few left over are
 * skipped, so the stream stays deterministic); a face is ((u * sides) | 0) + 1, the high bits of the
 * output, as `rollDie`. Comparisons on random faces are branch-free where that is simple:
 * mispredicted branches, more than the generator, are what a dice procedure pays for.
 */
function runFireTrials(plan: FirePlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { hits: oHits, wounds: oWounds, kills: oKills, dead: oDead, wounded: oWounded } = plan.offsets;
  const R = plan.rangeDie;
  if (R === 0) {
    // Fire impossible: every trial is "no effect" with nothing to count.
    c[0] += trials;
    c[oHits] += trials;
    c[oWounds] += trials;
    c[oKills] += trials;
    c[oDead] += trials;
    c[oWounded] += trials;
    return;
  }
  const dice = plan.dice;
  const nDice = dice.length;
  const divisor = plan.divisor;
  const leftoverRoll = plan.leftoverRoll;
  const standard = plan.standard;
  const impactSides = plan.impactSides;
  const impactMult = plan.impactMult;
  const armourSides = plan.armourSides;
  const armourMult = plan.armourMult;
  const whoDie = plan.whoDie;
  const figureOfFace = plan.figureOfFace;
  const transition = plan.transition;
  const figureState = plan.figureState;
  const figures = figureState.length;
  const u = plan.uniforms;
  const refillBelow = plan.refillBelow;
  let next = u.length;
  // Trials without effective fire only count their outcome here; their zero casualties are added after the loop.
  let noEffect = 0;
  let suppressedOnly = 0;

  for (let trial = 0; trial < trials; trial++) {
    if (next > refillBelow) {
      fillUniforms(state, u);
      next = 0;
    }
    // STEP 1: the target's range die against every firer die, taken one by one.
    const r = ((u[next++] * R) | 0) + 1;
    let above = 0;
    let total = 0;
    for (let i = 0; i < nDice; i++) {
      const face = ((u[next++] * dice[i]) | 0) + 1;
      total += face;
      above += (r - face) >>> 31; // 1 when the die EXCEEDS the range die
    }
    if (above < 2) {
      noEffect += 1 - above;
      suppressedOnly += above;
      continue;
    }
    // STEP 2: potential hits, and the chance roll for left-over points: "equal or less" scores one more.
    let hits = (total / divisor) | 0;
    const left = total - hits * divisor;
    if (left > 0 && leftoverRoll) hits += (((u[next++] * divisor) | 0) - left) >>> 31;
    c[oHits + hits]++;
    // STEPS 3 and 4: impact against armour for each hit, then who buys the farm. The who-is-hit die is
    // rolled for every hit (ignored when the hit does nothing) so nothing branches on the effect.
    let wounds = 0;
    let kills = 0;
    let dead = 0;
    let wounded = 0;
    for (let h = 0; h < hits; h++) {
      let effect = 1; // quick-and-dirty: every hit is a casualty
      if (standard) {
        const impact = (((u[next++] * impactSides) | 0) + 1) * impactMult;
        const armour = (((u[next++] * armourSides) | 0) + 1) * armourMult;
        effect = ((armour - impact) >>> 31) + ((2 * armour - impact) >>> 31); // 0 none, 1 wound, 2 kill
      }
      kills += effect >> 1;
      wounds += effect & 1;
      const figure = whoDie === 1 ? 0 : figureOfFace[(u[next++] * whoDie) | 0];
      const before = figureState[figure];
      const after = transition[before * 3 + effect];
      figureState[figure] = after;
      dead += (after >> 1) - (before >> 1);
      wounded += (after & 1) - (before & 1);
    }
    if (dead + wounded > 0) for (let f = 0; f < figures; f++) figureState[f] = 0; // (fill() costs more)
    c[oWounds + wounds]++;
    c[oKills + kills]++;
    c[oDead + dead]++;
    c[oWounded + wounded]++;
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
}
