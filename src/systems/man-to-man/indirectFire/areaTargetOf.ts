import { fullAttributeOf } from '../character.js';
import { damageLimits } from '../damageEffect.js';
import { BUILDING_HIT_POINTS, BUILDING_SIDE } from '../data/buildings.js';
import type { IndirectFireCell } from './IndirectFireCell.js';
import type { IndirectFireScenarioCell } from './schema.js';

/** What an area effect attack strikes, as the cell reads it. */
type AreaTarget = Pick<IndirectFireCell, 'dieReduction' | 'startState' | 'limits' | 'building'>;

/**
 * The character at the aim point (6.4 cover, 4.5 damage limits) and the building he is in (7.0 hit points and
 * footprint), shared by indirect fire and an AFV's high explosive fire.
 * @example areaTargetOf({ target: { troop: 'private', wounded: false, cover: 'hard' }, rules: { 'wounded-str': 'halved', 'cover-hits-per-die': { 'hard-cover': 4, building: 6 } } }).dieReduction // 4
 */
export function areaTargetOf(
  s: Pick<IndirectFireScenarioCell, 'target' | 'building'> & {
    rules: Pick<IndirectFireScenarioCell['rules'], 'wounded-str' | 'cover-hits-per-die'>;
  },
): AreaTarget {
  const perDie = s.rules['cover-hits-per-die'];
  const str = fullAttributeOf(s.target, 'STR');
  const startState = s.target.wounded ? 1 : 0;
  const building = s.building
    ? {
        hitPoints: BUILDING_HIT_POINTS[s.building.material][s.building.size] * s.building.floors,
        damageTaken: s.building.damage_taken,
        halfSide: BUILDING_SIDE[s.building.size] / 2,
      }
    : null;
  return {
    // 6.4: "reduced by 6 hits on each dice" inside a building, by 4 in hard cover towards the centre (rules.cover-hits-per-die).
    dieReduction: building ? perDie.building : s.target.cover === 'hard' ? perDie['hard-cover'] : 0,
    startState,
    limits: damageLimits(startState === 1 && s.rules['wounded-str'] === 'halved' ? str / 2 : str),
    building,
  };
}
