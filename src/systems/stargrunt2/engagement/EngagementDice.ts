import type { UniformDraws } from '../../../dice/uniformDraws.js';
import { type CloseAssaultPlan, resolveCloseAssault } from '../assault/closeAssault/resolveCloseAssault.js';
import { fireVolley } from '../fire/fireVolley.js';
import { confidenceTest } from '../steps/confidenceTest.js';
import { type LeaderLossPlan, leaderLoss } from '../steps/leaderLoss.js';
import { medicalTreatment } from '../steps/medicalTreatment.js';
import { panicRemoval } from '../steps/panicRemoval.js';
import { reactionTest } from '../steps/reactionTest.js';
import { suppressionRemoval } from '../steps/suppressionRemoval.js';
import type { EngagementVolley } from './EngagementState.js';

/**
 * The random steps a Stargrunt II engagement rolls, each the single resolutions' own step: rolled from the uniforms
 * in the kernel (SampledDice), walked outcome by outcome in the exact chain (ExactDice). Every method returns what
 * its step returns.
 */
export interface EngagementDice {
  /** A plain die (who goes first: a D2). */
  die(sides: number): number;
  /** A volley of fire (STEPS 1–4): results into `out` (see VOLLEY), the figures hit in `volley.plan.figureState`. */
  volley(volley: EngagementVolley, out: Int32Array): void;
  confidenceTest(qualityDie: number, needed: number, halfOrLess: boolean): number;
  reactionTest(qualityDie: number, needed: number): number;
  suppressionRemoval(qualityDie: number, leadership: number): number;
  panicRemoval(qualityDie: number, leadership: number): number;
  leaderLoss(plan: LeaderLossPlan): number;
  /** A D6 read through a table: MEDICAL TREATMENT, or a power-armoured casualty's own roll. */
  treatment(resultOfFace: number[]): number;
  /** A whole close assault: how it ended into `plan.out` (see ASSAULT). */
  closeAssault(plan: CloseAssaultPlan): void;
}

/**
 * The kernel's dice: every step rolled from the uniforms of `draws`, as the single resolutions' kernels roll them.
 * @example new SampledDice(new UniformDraws()).die(6) // 1 … 6 once started on a stream
 */
export class SampledDice implements EngagementDice {
  constructor(readonly draws: UniformDraws) {}

  die(sides: number): number {
    return this.draws.die(sides);
  }

  volley(volley: EngagementVolley, out: Int32Array): void {
    // Dice by dice: drawing a volley from the fire kernel's alias tables (aliasVolley.ts) halves the uniforms an
    // engagement draws (69 -> 31) but was no faster here, and building the tables in every worker cost the pool 2-3%.
    const draws = this.draws;
    draws.reserve(volley.plan.drawsAtMost);
    draws.next = fireVolley(volley.plan, draws.values, draws.next, out);
  }

  confidenceTest(qualityDie: number, needed: number, halfOrLess: boolean): number {
    return confidenceTest(qualityDie, needed, halfOrLess, this.draws.values, this.draws.take());
  }

  reactionTest(qualityDie: number, needed: number): number {
    return reactionTest(qualityDie, needed, this.draws.values, this.draws.take());
  }

  suppressionRemoval(qualityDie: number, leadership: number): number {
    return suppressionRemoval(qualityDie, leadership, this.draws.values, this.draws.take());
  }

  panicRemoval(qualityDie: number, leadership: number): number {
    return panicRemoval(qualityDie, leadership, this.draws.values, this.draws.take());
  }

  leaderLoss(plan: LeaderLossPlan): number {
    return leaderLoss(plan, this.draws.values, this.draws.take());
  }

  treatment(resultOfFace: number[]): number {
    return medicalTreatment(resultOfFace, this.draws.values, this.draws.take());
  }

  closeAssault(plan: CloseAssaultPlan): void {
    resolveCloseAssault(plan, this.draws);
  }
}
