import type { Die } from '../../../dice/dieType.js';

/**
 * What a hit on a point target does, as bit flags (a vehicle hit by several bursts ORs them): the suspension
 * damaged (immobilised) and the systems hit are the NON-PENETRATING HITS, disabled and destroyed the penetrations.
 */
export const PENETRATION = { none: 0, immobilised: 1, systems: 2, disabled: 4, destroyed: 8 } as const;

/** What one penetration roll reads, precomputed once per impact die (a major hit's included) and target. */
export interface PenetrationPlan {
  impactSides: number;
  /** The impact die's multiplier, times the hit's (a MAJOR HIT doubles the impact score of asterisked weapons). */
  impactMultiplier: number;
  armourSides: number;
  armourMultiplier: number;
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
  impact: Die, armour: Die, destroyedFactor: number, suspension: number, reuseImpact: boolean, gradeMultiplier = 1,
): PenetrationPlan {
  return {
    impactSides: impact.sides | 0,
    impactMultiplier: (impact.multiplier * gradeMultiplier) | 0,
    armourSides: armour.sides | 0,
    armourMultiplier: armour.multiplier | 0,
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
  const impactMultiplier = plan.impactMultiplier;
  const impact = (((u[next++] * impactSides) | 0) + 1) * impactMultiplier;
  const armour = (((u[next++] * plan.armourSides) | 0) + 1) * plan.armourMultiplier;
  let flag = 0;
  if (impact > plan.destroyedFactor * armour) flag = PENETRATION.destroyed;
  else if (impact > armour) flag = PENETRATION.disabled;
  else {
    const d6 = ((u[next++] * 6) | 0) + 1;
    const suspension = plan.suspension;
    if (d6 === 6) flag = PENETRATION.systems;
    else if (d6 <= 2 && suspension > 0) {
      const s = ((u[next++] * suspension) | 0) + 1;
      const hit = plan.reuseImpact ? impact : (((u[next++] * impactSides) | 0) + 1) * impactMultiplier;
      if (hit > s) flag = PENETRATION.immobilised;
    }
  }
  out[0] = flag;
  return next;
}
