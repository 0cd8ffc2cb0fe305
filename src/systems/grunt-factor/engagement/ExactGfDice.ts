import { Dist } from '../../../dice/exact/Dist.js';
import { type Script, ScriptedSteps, type StepOutcomes, stepOutcomes } from '../../../dice/exact/Script.js';
import type { AttackCell } from '../common/AttackCell.js';
import { ATTACK_SPAN, attackDist } from '../common/exactAttack.js';
import type { MoraleCheckCell } from '../moraleCheck/MoraleCheckCell.js';
import { moraleCheckRollsDist } from '../steps/moraleCheckRollsDist.js';
import type { GfDice } from './GfDice.js';

/**
 * The exact chain's dice: every step the kernel rolls is a choice of the `script`, over the outcomes of the step's
 * exact twin (attackDist, moraleCheckRollsDist, the d20's faces …), each step's outcomes worked out once.
 * @example new ExactGfDice(script).test(9) // 1 or 0, as the script chooses (9 in 20 and 11 in 20)
 */
export class ExactGfDice implements GfDice {
  private readonly steps: ScriptedSteps;
  private readonly attacks = new Map<AttackCell, StepOutcomes>();
  private readonly morales = new Map<MoraleCheckCell, StepOutcomes>();

  constructor(readonly script: Script) {
    this.steps = new ScriptedSteps(script);
  }

  initiative(ldA: number, ldB: number): number {
    return this.steps.pick(`initiative ${ldA} ${ldB}`, () => initiativeDist(ldA, ldB));
  }

  attack(cell: AttackCell, out: Int32Array): void {
    // The engagement keeps one cell object per situation: its outcomes are worked out once, found by the object.
    let outcomes = this.attacks.get(cell);
    if (outcomes === undefined) {
      outcomes = stepOutcomes(attackDist(cell));
      this.attacks.set(cell, outcomes);
    }
    const outcome = this.script.pick(outcomes);
    out[0] = Math.floor(outcome / ATTACK_SPAN);
    out[1] = outcome % ATTACK_SPAN;
  }

  test(faces: number): number {
    return this.steps.pick(`test ${faces}`, () =>
      Dist.fromWeights([
        [1, faces],
        [0, 20 - faces],
      ]),
    );
  }

  morale(cell: MoraleCheckCell): number {
    let outcomes = this.morales.get(cell);
    if (outcomes === undefined) {
      outcomes = stepOutcomes(moraleCheckRollsDist(cell));
      this.morales.set(cell, outcomes);
    }
    return this.script.pick(outcomes);
  }

  leaderHit(casualties: number, figures: number): number {
    return this.steps.pick(`leader ${casualties} ${figures}`, () =>
      Dist.fromWeights([
        [1, casualties],
        [0, figures - casualties],
      ]),
    );
  }

  suppressionCasualties(figures: number, strength: number, saveFaces: number): number {
    return this.steps.pick(`suppression ${figures} ${strength} ${saveFaces}`, () => {
      const saved = BigInt(saveFaces) ** BigInt(strength);
      const one = Dist.fromWeights<number>([
        [1, 20n ** BigInt(strength) - saved],
        [0, saved],
      ]);
      let all = Dist.constant(0);
      for (let f = 0; f < figures; f++) all = all.sumWith(one);
      return all;
    });
  }
}

/** Turn sequence's roll-off over the 400 face pairs, ties rolled again (so left out): 0 when side a rolls higher. */
function initiativeDist(ldA: number, ldB: number): Dist<number> {
  const weights: Array<[number, number]> = [];
  for (let a = 1; a <= 20; a++)
    for (let b = 1; b <= 20; b++) if (a + ldA !== b + ldB) weights.push([a + ldA > b + ldB ? 0 : 1, 1]);
  return Dist.fromWeights(weights);
}
