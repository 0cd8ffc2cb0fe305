import { AFV_DAMAGE_TABLE } from '../data/afvCombat.js';
import type { AfvFireCell } from './AfvFireCell.js';

/**
 * The outcome index of one shot (8.2) from its rolls: the 3d6 to hit, the 3d6 damage roll and the d6 of
 * the damage sub-table (used only where needed). Indices follow AFV_FIRE_OUTCOMES.
 * @example afvShotOutcome({ highestHit: 9, penetrates: true, heModifier: 2 } as AfvFireCell, 8, 10, 3) // 5 (immobilised)
 */
export function afvShotOutcome(cell: AfvFireCell, hit: number, damage: number, d6: number): number {
  if (hit >= 16) return hit === 16 ? 0 : 1;
  if (hit === 3) return 8;
  if (hit > 5 && hit > cell.highestHit) return 0;
  if (hit !== 4 && !cell.penetrates) return 2;
  const modified = damage - cell.heModifier;
  if (modified <= AFV_DAMAGE_TABLE.explodesAtMost) return 7;
  if (modified > AFV_DAMAGE_TABLE.damagedAtMost) return 3;
  return d6 <= 2 ? 4 : d6 <= 4 ? 5 : 6;
}

/**
 * The crew after the shot (8.2 Risk to crew): 0 steady or not tested, 1 retreats, 2 abandons (immobilised
 * and failed), 3 lost with the vehicle. `passed` is the crew's morale test, made on every hit.
 * @example crewAfter({ immobilisedBefore: false } as AfvFireCell, 5, false) // 2
 */
export function crewAfter(cell: AfvFireCell, outcome: number, passed: boolean): number {
  if (outcome <= 1) return 0;
  if (outcome >= 7) return 3;
  if (passed) return 0;
  return cell.immobilisedBefore || outcome === 5 ? 2 : 1;
}

/**
 * Whether a 3d6 total passes the crew's test.
 * @example crewPasses({ highestCrewPass: 11, crewCriticals: false } as AfvFireCell, 11) // true
 */
export function crewPasses(cell: AfvFireCell, roll: number): boolean {
  if (cell.crewCriticals && roll <= 5) return true;
  if (cell.crewCriticals && roll >= 16) return false;
  return roll <= cell.highestCrewPass;
}
