import type { Issue } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import { ARMOUR_DICE } from '../data/armour.js';
import { QUALITY_DICE, type Quality } from '../data/qualities.js';
import type { CloseCombatFigure } from './closeCombatDice.js';
import { CLOSE_COMBAT_WEAPON_SHIFTS, type CloseCombatWeapon, POWER_ARMOURS } from './data/closeCombatWeapons.js';
import { assaultNames } from './messages.js';

/**
 * A figure as written in a scenario turned into its close-combat data; `bonus` is the defenders' first-round
 * shift for cover or In Position. An unknown armour name pushes an issue with the closest names.
 * @example closeCombatFigure({ quality: 'veteran', weapon: 'flame', armour: 'light-power' }, 0, ['attacker'], [])
 *   // { quality: 10, shift: 2, powerArmour: true }
 */
export function closeCombatFigure(
  figure: { quality: Quality; weapon: CloseCombatWeapon; armour: string },
  bonus: number,
  path: Issue['path'],
  issues: Issue[],
): CloseCombatFigure {
  lookUpName(ARMOUR_DICE, figure.armour, [...path, 'armour'], assaultNames.armour, issues);
  return {
    quality: QUALITY_DICE[figure.quality],
    shift: CLOSE_COMBAT_WEAPON_SHIFTS[figure.weapon] + bonus,
    powerArmour: POWER_ARMOURS.includes(figure.armour),
  };
}
