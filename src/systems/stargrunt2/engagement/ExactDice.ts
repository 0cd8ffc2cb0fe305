import { ExactIntractableError } from '../../../core/ExactIntractableError.js';
import { Dist } from '../../../dice/exact/Dist.js';
import { type Script, ScriptedSteps, type StepOutcomes, stepOutcomes } from '../../../dice/exact/Script.js';
import type { CloseAssaultPlan } from '../assault/closeAssault/resolveCloseAssault.js';
import { VOLLEY } from '../fire/fireVolley.js';
import { fireVolleyDist, volleyFigureState } from '../fire/fireVolleyDist.js';
import { confidenceTestDist } from '../steps/confidenceTestDist.js';
import type { LeaderLossPlan } from '../steps/leaderLoss.js';
import { medicalTreatmentDist } from '../steps/medicalTreatmentDist.js';
import { panicRemovalDist } from '../steps/panicRemovalDist.js';
import { reactionTestDist } from '../steps/reactionTestDist.js';
import type { EngagementDice } from './EngagementDice.js';
import type { EngagementVolley } from './EngagementState.js';
import { engagementMessages } from './messages.js';

/**
 * The exact chain's dice: every step the kernel rolls is a choice of the `script`, over the outcomes of the step's
 * exact twin (fireVolleyDist, confidenceTestDist, reactionTestDist …), each step's outcomes worked out once. A close
 * assault is not enumerated: the chain refuses the engagement when one can happen.
 * @example new ExactDice(script).die(2) // 1 or 2, as the script chooses
 */
export class ExactDice implements EngagementDice {
  private readonly steps: ScriptedSteps;
  private readonly volleys = new Map<EngagementVolley, StepOutcomes>();

  constructor(readonly script: Script) {
    this.steps = new ScriptedSteps(script);
  }

  die(sides: number): number {
    return this.steps.pick(`die ${sides}`, () => Dist.uniform(sides));
  }

  volley(volley: EngagementVolley, out: Int32Array): void {
    let outcomes = this.volleys.get(volley);
    if (outcomes === undefined) {
      outcomes = stepOutcomes(fireVolleyDist(volley.cell));
      this.volleys.set(volley, outcomes);
    }
    const outcome = this.script.pick(outcomes);
    const state = volley.plan.figureState;
    let dead = 0;
    let wounded = 0;
    for (let f = 0; f < state.length; f++) {
      state[f] = volleyFigureState(outcome, f);
      if (state[f] === 2) dead++;
      else if (state[f] === 1) wounded++;
    }
    out.fill(0);
    out[VOLLEY.above] = outcome % 3;
    out[VOLLEY.dead] = dead;
    out[VOLLEY.wounded] = wounded;
  }

  confidenceTest(qualityDie: number, needed: number, halfOrLess: boolean): number {
    return this.steps.pick(`confidence ${qualityDie} ${needed} ${halfOrLess}`, () =>
      confidenceTestDist(qualityDie, needed, halfOrLess),
    );
  }

  reactionTest(qualityDie: number, needed: number): number {
    return this.steps.pick(`reaction ${qualityDie} ${needed}`, () => reactionTestDist(qualityDie, needed));
  }

  suppressionRemoval(qualityDie: number, leadership: number): number {
    return this.reactionTest(qualityDie, leadership);
  }

  panicRemoval(qualityDie: number, leadership: number): number {
    return this.steps.pick(`panic ${qualityDie} ${leadership}`, () => panicRemovalDist(qualityDie, leadership));
  }

  leaderLoss(plan: LeaderLossPlan): number {
    return this.steps.pick(`leader ${plan.levelOfFace.join(',')}`, () =>
      Dist.uniform(6).map((face) => plan.levelOfFace[face - 1]),
    );
  }

  treatment(resultOfFace: number[]): number {
    return this.steps.pick(`treatment ${resultOfFace.join(',')}`, () => medicalTreatmentDist(resultOfFace));
  }

  closeAssault(_plan: CloseAssaultPlan): void {
    throw new ExactIntractableError(engagementMessages.closeAssaultNotExact);
  }
}
