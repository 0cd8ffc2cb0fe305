import type { UniformDraws } from '../../../dice/uniformDraws.js';
import type { AttackCell } from '../common/AttackCell.js';
import { d20RollUnder } from '../common/d20RollUnder.js';
import type { MoraleCheckCell } from '../moraleCheck/MoraleCheckCell.js';
import { attackDrawsAtMost, attackRolls } from '../steps/attackRolls.js';
import { moraleCheckDraws, moraleCheckRolls } from '../steps/moraleCheckRolls.js';

/**
 * The random steps a Grunt Factor engagement rolls, each the single resolutions' own: rolled from the uniforms in
 * the kernel (SampledGfDice), walked outcome by outcome in the exact chain (ExactGfDice).
 */
export interface GfDice {
  /** Turn sequence: each side's d20 + its highest LD, rolled again on a tie; 0 when side a rolls higher. */
  initiative(ldA: number, ldB: number): number;
  /** An attack (attackRolls): hits and unsaved hits into `out` (see ATTACK). */
  attack(cell: AttackCell, out: Int32Array): void;
  /** A d20 at or under a target with `faces` succeeding faces: 1 passed, 0 failed (LD rolls, recovering from panic). */
  test(faces: number): number;
  /** The morale checks of an event (moraleCheckRolls): bit 0 panicked, bit 1 falls back. */
  morale(cell: MoraleCheckCell): number;
  /** Whether the squad leader is among `casualties` of `figures` (each figure as likely to fall). */
  leaderHit(casualties: number, figures: number): number;
  /** Figures of `figures` that fall to `strength` suppression hits each (a failed save of any is a casualty). */
  suppressionCasualties(figures: number, strength: number, saveFaces: number): number;
}

/**
 * The kernel's dice: every step rolled from the uniforms of `draws`, as the single resolutions' kernels roll them.
 * @example new SampledGfDice(draws).test(9) // 1 on a d20 of 9 or less
 */
export class SampledGfDice implements GfDice {
  constructor(readonly draws: UniformDraws) {}

  initiative(ldA: number, ldB: number): number {
    for (;;) {
      const a = this.draws.die(20) + ldA;
      const b = this.draws.die(20) + ldB;
      if (a !== b) return a > b ? 0 : 1;
    }
  }

  attack(cell: AttackCell, out: Int32Array): void {
    const draws = this.draws;
    draws.reserve(attackDrawsAtMost(cell));
    draws.next = attackRolls(cell, draws.values, draws.next, out);
  }

  test(faces: number): number {
    return d20RollUnder(this.draws.uniform(), faces);
  }

  morale(cell: MoraleCheckCell): number {
    const draws = this.draws;
    draws.reserve(2);
    const result = moraleCheckRolls(cell, draws.values, draws.next);
    draws.next += moraleCheckDraws(cell);
    return result;
  }

  leaderHit(casualties: number, figures: number): number {
    return ((this.draws.uniform() * figures) | 0) < casualties ? 1 : 0;
  }

  suppressionCasualties(figures: number, strength: number, saveFaces: number): number {
    let casualties = 0;
    for (let f = 0; f < figures; f++) {
      let failed = 0;
      for (let h = 0; h < strength; h++) failed |= d20RollUnder(this.draws.uniform(), saveFaces) ^ 1;
      casualties += failed;
    }
    return casualties;
  }
}
