import type { FireCell } from '../../fire/FireCell.js';
import { type FiringTroops, fireDice } from '../../fire/fireDice.js';
import { rangeBandNumber } from '../../rangeDie.js';

/**
 * FINAL DEFENSIVE FIRE at one attacking unit after each face of its first combat move (index face − 1): the fire at
 * infantry (in the open, the fire resolution's default rules) of the defenders' troops from where that move leaves
 * the unit, or null where the move reaches them or the defenders have no weapons.
 * @example defensiveFireCells({ figures: 6, armourSides: 4, moveDie: 6 }, defenders, 10)[4] // null: a move of 10" reaches
 */
export function defensiveFireCells(
  unit: { figures: number; armourSides: number; moveDie: number },
  firing: FiringTroops | undefined,
  distance: number,
): Array<FireCell | null> {
  const fire: Array<FireCell | null> = [];
  for (let face = 1; face <= unit.moveDie; face++) {
    if (2 * face >= distance || !firing) {
      fire.push(null);
      continue;
    }
    const band = rangeBandNumber(distance - 2 * face, firing.qualityDie, 'up-to');
    const target = {
      figures: unit.figures,
      armourSides: unit.armourSides,
      cover: 'open' as const,
      inPosition: false,
      independent: false,
    };
    fire.push(fireDice(firing, target, band, DEFAULT_FIRE_RULES));
  }
  return fire;
}

const DEFAULT_FIRE_RULES = {
  casualties: 'standard',
  'who-is-hit': 'nearest-die',
  'quick-and-dirty-leftover': 'roll',
  'quick-and-dirty-repeat-hits': 'wounded',
} as const;
