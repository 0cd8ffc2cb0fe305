import { damageResult, stateAfter } from './data/vehicleDamage.js';
import { DRAW, MISS } from './opposed/marginCode.js';

export const VEHICLE_OUTCOMES = ['miss', 'no_effect', 'light_damage', 'heavy_damage', 'overkill'];

/**
 * Per-margin tables of an attack on a vehicle: outcome (miss, then the DAMAGE VS ARMOR result), and
 * the values of margin_of_success, damage and state_after for margin codes 0..maxCode.
 * `damageOf(mos)` gives the damage points of a success with that MoS.
 * @example vehicleEffects(4, (m) => 5 * m, 10, 0).outcomeOf // [0, 0, 1, 1, 2]
 */
export function vehicleEffects(maxCode: number, damageOf: (mos: number) => number, armor: number, state: number) {
  const outcomeOf: number[] = [];
  const mos: number[] = [];
  const damage: number[] = [];
  const after: number[] = [];
  for (let code = 0; code <= maxCode; code++) {
    if (code === MISS || code === DRAW) {
      outcomeOf.push(0);
      mos.push(0);
      damage.push(0);
      after.push(state);
      continue;
    }
    const d = damageOf(code - 2);
    const result = damageResult(d, armor);
    outcomeOf.push(1 + result);
    mos.push(code - 2);
    damage.push(d);
    after.push(stateAfter(state, result));
  }
  return {
    outcomeOf,
    valuesOf: [mos, damage, after],
    distributions: [
      { name: 'margin_of_success', size: Math.max(...mos) + 1 },
      { name: 'damage', size: Math.max(...damage) + 1 },
      { name: 'state_after', size: 5 },
    ],
  };
}
