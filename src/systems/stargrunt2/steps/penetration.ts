import { type Die, dieFaceValue } from '../../../dice/dieType.js';

/**
 * What a hit on a point target does, as bit flags (a vehicle hit by several bursts ORs them): the suspension
 * damaged (immobilised) and the systems hit are the NON-PENETRATING HITS, disabled and destroyed the penetrations.
 */
export const PENETRATION = { none: 0, immobilised: 1, systems: 2, disabled: 4, destroyed: 8 } as const;

/** What one penetration roll reads, precomputed once per impact die (a major hit's included) and target. */
export interface PenetrationPlan {
  impactSides: number;
  /**
   * The impact score of each face, the die's multiplier times the hit's applied (a MAJOR HIT doubles the impact score
   * of asterisked weapons); a house die with listed faces reads its listed values.
   */
  impactScores: Int32Array;
  armourSides: number;
  /** The armour score of each face (D12 × class: 2, 4, … for class 2; listed values for a house die). */
  armourScores: Int32Array;
  /** Impact must exceed armour × this to destroy (2: "more than twice"; 3 in a variant). */
  destroyedFactor: number;
  /** Sides of the suspension die; 0 when a non-penetrating hit cannot damage the suspension. */
  suspension: number;
  /** The suspension roll reuses the penetration roll's impact score (true) or re-rolls the impact die. */
  reuseImpact: boolean;
}

/**
 * The plan of a hit by `impact` (times `gradeMultiplier`, 1 for a MINOR HIT) on a target of armour die `armour`.
 * @example penetrationPlan({ sides: 10, multiplier: 1 }, { sides: 12, multiplier: 2 }, 2, 8, false).armourSides // 12
 */
export function penetrationPlan(
  impact: Die,
  armour: Die,
  destroyedFactor: number,
  suspension: number,
  reuseImpact: boolean,
  gradeMultiplier = 1,
): PenetrationPlan {
  return {
    impactSides: impact.sides | 0,
    impactScores: Int32Array.from({ length: impact.sides }, (_, i) => dieFaceValue(impact, i) * gradeMultiplier),
    armourSides: armour.sides | 0,
    armourScores: Int32Array.from({ length: armour.sides }, (_, a) => dieFaceValue(armour, a)),
    destroyedFactor: destroyedFactor | 0,
    suspension: suspension | 0,
    reuseImpact,
  };
}

/**
 * HEAVY WEAPON FIRE AT POINT TARGETS, the penetration roll and NON-PENETRATING HITS, for the kernels (a shot at a
 * point target, and artillery bursts on vehicles): the impact die from `u[next]` against the armour die from
 * `u[next + 1]` — DESTROYED when the impact exceeds armour × destroyedFactor, DISABLED when it exceeds the armour;
 * otherwise a D6: a 6 hits the systems, a 1–2 rolls the suspension die against the impact (reused, or re-rolled
 * after the suspension die) and IMMOBILISES when the impact is higher. Writes the PENETRATION flag into `out[0]`
 * and returns the next unused index: 2 to 5 uniforms, in that order. Occupants and crews are the caller's.
 * @example next = penetration(plan, u, next, out); out[0] === PENETRATION.destroyed
 */
export function penetration(plan: PenetrationPlan, u: Float64Array, next: number, out: Int32Array): number {
  const impactSides = plan.impactSides;
  const impactScores = plan.impactScores;
  const impact = impactScores[(u[next++] * impactSides) | 0];
  const armour = plan.armourScores[(u[next++] * plan.armourSides) | 0];
  let flag = 0;
  if (impact > plan.destroyedFactor * armour) flag = PENETRATION.destroyed;
  else if (impact > armour) flag = PENETRATION.disabled;
  else {
    const d6 = ((u[next++] * 6) | 0) + 1;
    const suspension = plan.suspension;
    if (d6 === 6) flag = PENETRATION.systems;
    else if (d6 <= 2 && suspension > 0) {
      const s = ((u[next++] * suspension) | 0) + 1;
      const hit = plan.reuseImpact ? impact : impactScores[(u[next++] * impactSides) | 0];
      if (hit > s) flag = PENETRATION.immobilised;
    }
  }
  out[0] = flag;
  return next;
}
