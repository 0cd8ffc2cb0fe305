import { DAMAGE_RESULTS, type DamageThresholds, damageResult, stateAfter } from './data/vehicleDamage.js';
import { DRAW, MISS } from './opposed/marginCode.js';
import type { VehicleDistribution, VehicleOutcome } from './vehicleAttackQuantities.js';

/** Per-margin tables of an attack on a vehicle, and the histogram size each distribution needs. */
interface VehicleEffects {
  outcomeOf: VehicleOutcome[];
  valuesOf: Record<VehicleDistribution, number[]>;
  sizes: Record<VehicleDistribution, number>;
}

/**
 * Per-margin tables of an attack on a vehicle: outcome (miss, then the DAMAGE VS ARMOR result), and
 * the values of margin_of_success, damage and state_after for margin codes 0..maxCode.
 * `damageOf(mos)` gives the damage points of a success with that MoS; `thresholds` the DAMAGE VS ARMOR multiples.
 * @example vehicleEffects(4, (m) => 5 * m, 10, 0, { light: 1, heavy: 2, overkill: 3 }).outcomeOf // ['miss', 'miss', 'no_effect', 'no_effect', 'light_damage']
 */
export function vehicleEffects(
  maxCode: number,
  damageOf: (mos: number) => number,
  armor: number,
  state: number,
  thresholds: DamageThresholds,
): VehicleEffects {
  const outcomeOf: VehicleOutcome[] = [];
  const mos: number[] = [];
  const damage: number[] = [];
  const after: number[] = [];
  for (let code = 0; code <= maxCode; code++) {
    if (code === MISS || code === DRAW) {
      outcomeOf.push('miss');
      mos.push(0);
      damage.push(0);
      after.push(state);
      continue;
    }
    const d = damageOf(code - 2);
    const result = damageResult(d, armor, thresholds);
    outcomeOf.push(DAMAGE_RESULTS[result]);
    mos.push(code - 2);
    damage.push(d);
    after.push(stateAfter(state, result));
  }
  return {
    outcomeOf,
    valuesOf: { margin_of_success: mos, damage, state_after: after },
    sizes: { margin_of_success: Math.max(...mos) + 1, damage: Math.max(...damage) + 1, state_after: 5 },
  };
}
