import { type ImpactVsArmourPlan, impactVsArmour, impactVsArmourPlan } from '../steps/impactVsArmour.js';
import { opposedRoll } from '../steps/opposedRoll.js';
import { listedFaceTables, opposedRollListed } from '../steps/opposedRollListed.js';
import { type WhoIsHitPlan, whoIsHit, whoIsHitPlan } from '../steps/whoIsHit.js';
import type { FireCell } from './FireCell.js';
import { figureGroups } from './figureArmour.js';
import { figureTransitions } from './figureTransitions.js';
import { maxPotentialHits } from './fireLayout.js';

/**
 * Everything one volley of fire at infantry reads, precomputed once per cell as small integers: the plans of the
 * impact-against-armour and who-is-hit steps, and the volley's own.
 */
export interface VolleyPlan extends ImpactVsArmourPlan, WhoIsHitPlan {
  dice: Int32Array;
  /** House firer dice with listed faces: the face tables STEP 1 reads (opposedRollListed); null for d-N dice only. */
  listed: { faceStart: Int32Array; faces: Int32Array } | null;
  /** Sides of the range die; 0 when the fire is impossible. */
  rangeDie: number;
  divisor: number;
  leftoverRoll: boolean;
  standard: boolean;
  /** Mixed armour: who is hit is rolled first, then the impact against that figure's own armour (figureArmour). */
  mixed: boolean;
  /** Each figure's impact-against-armour plan when mixed (empty otherwise: the plan's own is every figure's). */
  figureArmour: ImpactVsArmourPlan[];
  /** 1 in vacuum (a wound effect counts as a kill), else 0. */
  woundsKill: number;
  /** A figure's state (0 unhurt, 1 wounded, 2 dead) after a hit, by [before × 3 + effect (0 none, 1 wound, 2 kill)]. */
  transition: Int8Array;
  /** Each figure's state during a volley; all 0 between volleys once `clearVolley` has run. */
  figureState: Int8Array;
  /** The most uniforms one volley draws. */
  drawsAtMost: number;
}

/** Where the volley steps leave their results in an `out` array. */
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
    listed: cell.firerFaces ? listedFaceTables(cell.firerDice, cell.firerFaces) : null,
    rangeDie: cell.rangeDie | 0,
    divisor: cell.divisor | 0,
    leftoverRoll: cell.leftoverRoll,
    standard: cell.casualties === 'standard',
    mixed: cell.armourGroups !== undefined,
    figureArmour: figureArmourPlans(cell),
    woundsKill: cell.woundsKill ? 1 : 0,
    ...impactVsArmourPlan(cell.impact, cell.armour, cell.killMultiple),
    ...whoIsHitPlan(figures, cell.whoDie),
    transition: figureTransitions(cell.repeatHitsKill),
    figureState: new Int8Array(figures),
    drawsAtMost: (2 + cell.firerDice.length + 3 * maxPotentialHits(cell)) | 0,
  };
}

/** One impact-against-armour plan per figure, its group's (shared within a group); none without mixed armour. */
function figureArmourPlans(cell: FireCell): ImpactVsArmourPlan[] {
  const groups = cell.armourGroups;
  if (!groups) return [];
  const plans = groups.map((g) => impactVsArmourPlan(g.impact, g.armour, cell.killMultiple));
  return figureGroups(cell).map((g) => plans[g]);
}

/**
 * STEPS 2 to 4, once the fire is effective (STEP 1 is the opposedRoll step: the range die against the firer dice):
 * potential hits from the `total` of STEP 1 with the chance roll for left-over points ("equal or less" scores one
 * more), then impact against armour for each hit and who buys the farm (the steps of ../steps/). Draws from
 * `u[next]` on, writes hits, wounds, kills, dead and wounded into `out` (see VOLLEY) and returns the next unused
 * index. The who-is-hit die is rolled for every hit (ignored when the hit does nothing) so nothing branches on the
 * effect: mispredicted branches, more than the generator, are what a dice procedure pays for. With mixed armour the
 * who-is-hit die is read first and the impact rolled against that figure's armour (STEP 4 before STEP 3, as the
 * rulebook allows "to use squads with mixed personal armour types"), from the same three uniforms. Leaves the figures
 * hit in `plan.figureState` (see clearVolley).
 */
function volleyCasualties(p: VolleyPlan, u: Float64Array, next: number, total: number, out: Int32Array): number {
  const divisor = p.divisor;
  let hits = (total / divisor) | 0;
  const left = total - hits * divisor;
  if (left > 0 && p.leftoverRoll) hits += (((u[next++] * divisor) | 0) - left) >>> 31;
  const { standard, mixed, woundsKill, whoDie, transition, figureState } = p;
  let wounds = 0;
  let kills = 0;
  let dead = 0;
  let wounded = 0;
  for (let h = 0; h < hits; h++) {
    let effect = 1; // quick-and-dirty: every hit is a casualty
    let figure = 0;
    if (mixed) {
      // Mixed armour is standard casualties only (quick-and-dirty refuses it), and has two figures or more.
      figure = whoIsHit(p, u, next + 2);
      effect = impactVsArmour(p.figureArmour[figure], u, next);
      next += 3;
    } else {
      if (standard) {
        effect = impactVsArmour(p, u, next);
        next += 2;
      }
      figure = whoDie === 1 ? 0 : whoIsHit(p, u, next++);
    }
    effect += effect & woundsKill; // vacuum: a wound (1) becomes a kill (2), without a branch
    kills += effect >> 1;
    wounds += effect & 1;
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

/**
 * One whole volley, STEPS 1 to 4: draws from the uniforms `u` from index `next`, writes the counts into `out` (see
 * VOLLEY) and returns the next unused index. The caller makes sure `drawsAtMost` uniforms are left, reads
 * `figureState` if it needs to know who was hit (e.g. the leader), then calls `clearVolley`. Used by every kernel
 * that fires at infantry (fire, fire-and-react, close assault's final defensive fire); the fire kernel calls its
 * two steps itself so that ineffective trials stop after STEP 1.
 */
export function fireVolley(p: VolleyPlan, u: Float64Array, next: number, out: Int32Array): number {
  out[0] = 0;
  out[1] = 0;
  out[2] = 0;
  out[3] = 0;
  out[4] = 0;
  out[5] = 0;
  if (p.rangeDie === 0) return next;
  // STEP 1: the target's range die against every firer die (the multiple opposed roll), and their total.
  const listed = p.listed;
  const score =
    listed === null
      ? opposedRoll(p.dice, p.rangeDie, u, next)
      : opposedRollListed(p.dice, listed.faceStart, listed.faces, p.rangeDie, u, next);
  next += 1 + p.dice.length;
  const above = score >>> 16;
  out[0] = above;
  if (above < 2) return next;
  return volleyCasualties(p, u, next, score & 0xffff, out);
}

/** Resets the figures hit in the last volley (a loop: TypedArray.fill costs more for a handful). */
export function clearVolley(p: VolleyPlan, out: Int32Array): void {
  if (out[4] + out[5] === 0) return;
  const state = p.figureState;
  for (let f = 0; f < state.length; f++) state[f] = 0;
}
