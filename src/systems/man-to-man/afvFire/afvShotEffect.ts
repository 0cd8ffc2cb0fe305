import { ROLL } from '../rollTable.js';
import type { AfvFireCell } from './AfvFireCell.js';

/**
 * The outcome index of one shot (8.2) from its rolls: the hit roll's code (afvHitTable), the 3d6 damage roll
 * and the d6 of the damage sub-table (used only where needed). Indices follow afvFireQuantities.
 * @example afvShotOutcome({ penetrates: true, heModifier: 2, explodesAtMost: 5, damagedAtMost: 15 }, ROLL.hit, 10, 3) // 5 (immobilised)
 */
export function afvShotOutcome(
  cell: Pick<AfvFireCell, 'penetrates' | 'heModifier' | 'explodesAtMost' | 'damagedAtMost'>,
  hit: number,
  damage: number,
  d6: number,
): number {
  if (hit >= ROLL.misfire) return hit === ROLL.misfire ? 0 : 1;
  if (hit === ROLL.criticalKill) return 8;
  if (hit === ROLL.miss) return 0;
  if (hit !== ROLL.criticalDoubleDamage && !cell.penetrates) return 2;
  const modified = damage - cell.heModifier;
  if (modified <= cell.explodesAtMost) return 7;
  if (modified > cell.damagedAtMost) return 3;
  return d6 <= 2 ? 4 : d6 <= 4 ? 5 : 6;
}

/**
 * The crew after the shot (8.2 Risk to crew): 0 steady or not tested, 1 retreats, 2 abandons (immobilised
 * and failed), 3 lost with the vehicle. `passed` is the crew's morale test, made on every hit.
 * @example crewAfter({ immobilisedBefore: false }, 5, false) // 2
 */
export function crewAfter(cell: Pick<AfvFireCell, 'immobilisedBefore'>, outcome: number, passed: boolean): number {
  if (outcome <= 1) return 0;
  if (outcome >= 7) return 3;
  if (passed) return 0;
  return cell.immobilisedBefore || outcome === 5 ? 2 : 1;
}
