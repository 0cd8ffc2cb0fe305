import type { ArmourGroup } from './targetArmour.js';

/**
 * A target in one armour as fireDice's FireTarget takes it: the die's sides, and only for a house die with listed
 * faces the one figure group that carries them (docs/rules/stargrunt2.md, Custom dice). A ladder or d-N die needs no
 * group, so the cells of built-in armour stay as they were.
 * @example oneArmour(3, 4, [1, 1, 2, 6]).armourGroups // [{ count: 3, sides: 4, faces: [1, 1, 2, 6] }]
 * @example oneArmour(3, 14, undefined) // { armourSides: 14 }
 */
export function oneArmour(
  figures: number,
  sides: number,
  faces: readonly number[] | undefined,
): { armourSides: number; armourGroups?: ArmourGroup[] } {
  return faces ? { armourSides: sides, armourGroups: [{ count: figures, sides, faces }] } : { armourSides: sides };
}
