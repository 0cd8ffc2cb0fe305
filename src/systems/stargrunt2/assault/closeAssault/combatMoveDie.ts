import { closedShift } from '../../../../dice/shift.js';
import { MOBILITY_DICE, type Mobility } from '../data/mobility.js';

/**
 * An attacking unit's COMBAT MOVEMENT die: its base mobility's die, "one die type lower" when encumbered by heavy
 * equipment (closed at D4).
 * @example combatMoveDie({ mobility: 'normal', encumbered: true }) // 4
 */
export function combatMoveDie(unit: { mobility: Mobility; encumbered: boolean }): number {
  return unit.encumbered ? closedShift(MOBILITY_DICE[unit.mobility], -1) : MOBILITY_DICE[unit.mobility];
}
