import { type Die, dieFaceValue } from '../../../dice/dieType.js';
import { hitEffect } from '../impactVsArmour.js';

/** What one impact-against-armour roll reads, precomputed once per pair of dice. */
export interface ImpactVsArmourPlan {
  impactSides: number;
  armourSides: number;
  /**
   * The effect (0 none, 1 wound, 2 kill) by [(impact face − 1) × armourSides + armour face − 1], multipliers applied
   * (a die with listed faces reads its listed values: the face rolled is still the uniform's high bits).
   */
  effectOfFaces: Int8Array;
}

/**
 * The plan for an impact die against an armour die, each with its multiplier (D12x2 …) or listed faces, after any
 * shifts; a KILL when the impact is greater than `killMultiple` times the armour roll (parameter `kill-multiple`, the
 * book's 2).
 * @example impactVsArmourPlan({ sides: 10, multiplier: 1 }, { sides: 6, multiplier: 1 }).effectOfFaces.length // 60
 */
export function impactVsArmourPlan(impact: Die, armour: Die, killMultiple = 2): ImpactVsArmourPlan {
  const effectOfFaces = new Int8Array(impact.sides * armour.sides);
  for (let i = 0; i < impact.sides; i++) {
    for (let a = 0; a < armour.sides; a++) {
      const effect = hitEffect(dieFaceValue(impact, i), dieFaceValue(armour, a), killMultiple);
      effectOfFaces[i * armour.sides + a] = effect === 'kill' ? 2 : effect === 'wound' ? 1 : 0;
    }
  }
  return { impactSides: impact.sides | 0, armourSides: armour.sides | 0, effectOfFaces };
}

/**
 * STEP 3: PENETRATION AND EFFECT, for the kernels: the impact die rolled from `u[next]`, then the armour die from
 * `u[next + 1]`. Returns the effect: 0 none (impact equal or less), 1 a wound (impact GREATER than the armour
 * roll), 2 a kill (GREATER THAN TWICE it). One table look-up, so nothing branches on the dice.
 *
 * Contract: reads exactly two uniforms, `u[next]` and `u[next + 1]`, impact first, and advances nothing: the
 * caller adds 2 to `next`. Which hits are rolled (quick-and-dirty has none) and what the effect does to a figure
 * are the caller's.
 * @example impactVsArmour(impactVsArmourPlan({ sides: 10, multiplier: 1 }, { sides: 6, multiplier: 1 }), u, next) // 2 when a 9 meets a 4
 */
export function impactVsArmour(plan: ImpactVsArmourPlan, u: Float64Array, next: number): number {
  const armourSides = plan.armourSides;
  return plan.effectOfFaces[((u[next] * plan.impactSides) | 0) * armourSides + ((u[next + 1] * armourSides) | 0)];
}
