import { fillUniforms } from '../../../../dice/fillUniforms.js';
import type { Kernel } from '../../../../sim/Kernel.js';
import { maxPotentialHits } from '../../fire/fireLayout.js';
import { newLeaderLevel } from '../leaderLoss/newLeaderLevel.js';
import { type FireAndReactCell, fireAndReactLayout } from './FireAndReactCell.js';

const BUFFER = 4096;

interface Plan {
  dice: Int32Array;
  rangeDie: number;
  divisor: number;
  leftoverRoll: boolean;
  standard: boolean;
  impactSides: number;
  impactMult: number;
  armourSides: number;
  armourMult: number;
  whoDie: number;
  figureOfFace: Int32Array;
  transition: Int8Array;
  figureState: Int8Array;
  leader: number;
  sides: number;
  leadership: number;
  start: number;
  markers: number;
  halfOrLess: boolean;
  newLeaderTests: boolean;
  panicTest: boolean;
  threat: Int32Array;
  levelOfFace: Int32Array;
  uniforms: Float64Array;
  refillBelow: number;
}

/**
 * The Monte Carlo kernel of fire-and-react: FIRE AGAINST DISPERSED TARGETS steps 1–4 exactly as the fire
 * kernel runs them (tracking which figure is the leader), then the target's suppression markers, the new
 * leader's LV, one confidence test at the threat level of everything the fire did, and the panic test.
 */
export function createFireAndReactKernel(cell: FireAndReactCell): Kernel {
  const fire = cell.fire;
  const figures = fire.figures | 0;
  const draws = 6 + fire.firerDice.length + 3 * (maxPotentialHits(fire) + 1);
  const size = Math.max(BUFFER, 4 * draws);
  const plan: Plan = {
    dice: Int32Array.from(fire.firerDice),
    rangeDie: fire.rangeDie | 0,
    divisor: fire.divisor | 0,
    leftoverRoll: fire.leftoverRoll,
    standard: fire.casualties === 'standard',
    impactSides: fire.impact.sides | 0,
    impactMult: fire.impact.multiplier | 0,
    armourSides: fire.armour.sides | 0,
    armourMult: fire.armour.multiplier | 0,
    whoDie: fire.whoDie | 0,
    figureOfFace: Int32Array.from({ length: fire.whoDie }, (_, face) => face % figures),
    transition: Int8Array.from([0, 1, 2, 1, fire.repeatHitsKill ? 2 : 1, 2, 2, 2, 2]),
    figureState: new Int8Array(figures),
    leader: cell.leader | 0,
    sides: cell.sides | 0,
    leadership: cell.leadership | 0,
    start: cell.start | 0,
    markers: cell.markers | 0,
    halfOrLess: cell.halfOrLess,
    newLeaderTests: cell.newLeaderTests,
    panicTest: cell.panicTest,
    threat: Int32Array.from(cell.threat),
    levelOfFace: Int32Array.from({ length: 6 }, (_, f) => newLeaderLevel(cell.leadership, f + 1)),
    uniforms: new Float64Array(size),
    refillBelow: size - draws,
  };
  return { layout: fireAndReactLayout(cell), run: (state, trials, c) => runFireAndReact(plan, state, trials, c) };
}

function runFireAndReact(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { dice, rangeDie: R, divisor, leftoverRoll, standard, impactSides, impactMult, armourSides, armourMult } = plan;
  const { whoDie, figureOfFace, transition, figureState, leader, sides, leadership, start, markers } = plan;
  const { halfOrLess, newLeaderTests, panicTest, threat, levelOfFace, uniforms: u, refillBelow } = plan;
  const nDice = dice.length;
  const F = figureState.length;
  const oConfidence = 4;
  const oMarkers = oConfidence + 5;
  const oDead = oMarkers + 4;
  const oWounded = oDead + F + 1;
  const oPanicked = oWounded + F + 1;
  let next = u.length;
  for (let trial = 0; trial < trials; trial++) {
    if (next > refillBelow) {
      fillUniforms(state, u);
      next = 0;
    }
    let above = 0;
    let dead = 0;
    let wounded = 0;
    let leaderHit = 0;
    if (R > 0) {
      // STEP 1: the range die against every firer die.
      const r = ((u[next++] * R) | 0) + 1;
      let total = 0;
      for (let i = 0; i < nDice; i++) {
        const face = ((u[next++] * dice[i]) | 0) + 1;
        total += face;
        above += (r - face) >>> 31;
      }
      if (above >= 2) {
        // STEP 2: potential hits and the left-over roll; STEPS 3–4: impact vs armour, who buys the farm.
        let hits = (total / divisor) | 0;
        const left = total - hits * divisor;
        if (left > 0 && leftoverRoll) hits += (((u[next++] * divisor) | 0) - left) >>> 31;
        for (let h = 0; h < hits; h++) {
          let effect = 1;
          if (standard) {
            const impact = (((u[next++] * impactSides) | 0) + 1) * impactMult;
            const armour = (((u[next++] * armourSides) | 0) + 1) * armourMult;
            effect = ((armour - impact) >>> 31) + ((2 * armour - impact) >>> 31);
          }
          const figure = figureOfFace[(u[next++] * whoDie) | 0];
          const before = figureState[figure];
          const after = transition[before * 3 + effect];
          figureState[figure] = after;
          dead += (after >> 1) - (before >> 1);
          wounded += (after & 1) - (before & 1);
        }
        leaderHit = figureState[leader] > 0 ? 1 : 0;
        if (dead + wounded > 0) for (let f = 0; f < F; f++) figureState[f] = 0;
      }
    }
    const suppressed = above > 0 ? 1 : 0;
    // LOSS OF UNIT LEADER: the D6 for the second-in-command.
    const level = leaderHit === 1 ? levelOfFace[(u[next++] * 6) | 0] : leadership;
    const lv = newLeaderTests ? level : leadership;
    const t = threat[((suppressed * (F + 1) + dead) * (F + 1) + wounded) * 2 + leaderHit];
    let drop = 0;
    if (t < 0) c[0]++;
    else {
      const needed = lv + t;
      const roll = ((u[next++] * sides) | 0) + 1;
      const twice = 2 * roll;
      drop = roll > needed ? 0 : (halfOrLess ? twice <= needed : twice < needed) ? 2 : 1;
      c[1 + drop]++;
    }
    const after = start + drop;
    c[oConfidence + (after > 4 ? 4 : after)]++;
    const m = markers + suppressed + leaderHit;
    c[oMarkers + (m > 3 ? 3 : m)]++;
    c[oDead + dead]++;
    c[oWounded + wounded]++;
    // PANIC: Green troops fired on for the first time test at TL 0.
    c[oPanicked + (panicTest ? ((((u[next++] * sides) | 0) + 1 - lv - 1) >>> 31) : 0)]++;
  }
}
