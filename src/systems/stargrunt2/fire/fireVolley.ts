import type { FireCell } from './FireCell.js';
import { maxPotentialHits } from './fireLayout.js';

/** Everything one volley of fire at infantry reads, precomputed once per cell as small integers. */
export interface VolleyPlan {
  dice: Int32Array;
  /** Sides of the range die; 0 when the fire is impossible. */
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
  /** Each figure's state during a volley; all 0 between volleys once `clearVolley` has run. */
  figureState: Int8Array;
  /** The most uniforms one volley draws. */
  drawsAtMost: number;
}

/** Where fireVolley leaves its results in its `out` array. */
export const VOLLEY = { above: 0, hits: 1, wounds: 2, kills: 3, dead: 4, wounded: 5 } as const;

/**
 * The volley plan of a fire cell. `| 0` keeps every number a small integer in V8's eyes, also when the
 * cell arrived by structured clone in a worker (doubles would make the hot loop convert every time).
 * @example volleyPlan(cell).drawsAtMost // 2 + firer dice + 3 × the most potential hits
 */
export function volleyPlan(cell: FireCell): VolleyPlan {
  const figures = cell.figures | 0;
  return {
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
    drawsAtMost: (2 + cell.firerDice.length + 3 * maxPotentialHits(cell)) | 0,
  };
}

/**
 * FIRE AGAINST DISPERSED TARGETS, steps 1 to 4, for one volley: draws from the uniforms `u` from index
 * `next` (a face is ((u * sides) | 0) + 1, the high bits of the output, as `rollDie`), writes the counts
 * into `out` (see VOLLEY) and returns the next unused index. The caller makes sure `drawsAtMost`
 * uniforms are left, reads `figureState` if it needs to know who was hit (e.g. the leader), then calls
 * `clearVolley`. Comparisons on random faces are branch-free where simple: mispredicted branches, more
 * than the generator, are what a dice procedure pays for. The who-is-hit die is rolled for every hit
 * (ignored when the hit does nothing) so nothing branches on the effect.
 *
 * Used by the kernels that chain a volley into more (fire-and-react, close assault's final defensive
 * fire). The fire kernel itself keeps these steps inline in its trial loop: a call per trial halves its
 * rate for small squads. Both are checked against the same exact evaluator.
 */
export function fireVolley(p: VolleyPlan, u: Float64Array, next: number, out: Int32Array): number {
  out[0] = 0;
  out[1] = 0;
  out[2] = 0;
  out[3] = 0;
  out[4] = 0;
  out[5] = 0;
  const R = p.rangeDie;
  if (R === 0) return next;
  const dice = p.dice;
  const nDice = dice.length;
  // STEP 1: the target's range die against every firer die, taken one by one.
  const r = ((u[next++] * R) | 0) + 1;
  let above = 0;
  let total = 0;
  for (let i = 0; i < nDice; i++) {
    const face = ((u[next++] * dice[i]) | 0) + 1;
    total += face;
    above += (r - face) >>> 31; // 1 when the die EXCEEDS the range die
  }
  out[0] = above;
  if (above < 2) return next;
  // STEP 2: potential hits, and the chance roll for left-over points: "equal or less" scores one more.
  const divisor = p.divisor;
  let hits = (total / divisor) | 0;
  const left = total - hits * divisor;
  if (left > 0 && p.leftoverRoll) hits += (((u[next++] * divisor) | 0) - left) >>> 31;
  // STEPS 3 and 4: impact against armour for each hit, then who buys the farm.
  const { standard, impactSides, impactMult, armourSides, armourMult, whoDie, figureOfFace, transition, figureState } = p;
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
  out[1] = hits;
  out[2] = wounds;
  out[3] = kills;
  out[4] = dead;
  out[5] = wounded;
  return next;
}

/** Resets the figures hit in the last volley (a loop: TypedArray.fill costs more for a handful). */
export function clearVolley(p: VolleyPlan, out: Int32Array): void {
  if (out[4] + out[5] === 0) return;
  const state = p.figureState;
  for (let f = 0; f < state.length; f++) state[f] = 0;
}
