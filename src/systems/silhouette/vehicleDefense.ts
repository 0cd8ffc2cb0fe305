import { lastMoveModifier } from './data/lookups.js';
import { COMMAND_POINT_DEFENSE, DEFENSIVE_MANEUVERS, type DefenseBonuses } from './data/tables.js';
import type { Unit } from './data/units.js';
import type { VehicleDefender } from './schemaParts.js';

/**
 * The DEFENSE ROLL modifier of a vehicle: Maneuver (less a demo unit's Decreased Maneuver in Ground mode), Defender's
 * Movement (last move in cm), Defensive Maneuvers +3, a Command Point +2 (the book's, or rules.defense-bonuses), and any
 * other modifier.
 * @example vehicleDefenseModifier({ maneuver: 0, movement: 'walker', last_move: 0, defensive_maneuvers: true, command_point: false, modifier: 0 }, 'top-row') // 0
 */
export function vehicleDefenseModifier(
  d: Pick<
    VehicleDefender,
    'maneuver' | 'movement' | 'last_move' | 'defensive_maneuvers' | 'command_point' | 'modifier'
  >,
  beyond: 'top-row' | 'extrapolate',
  unit?: Unit,
  bonuses: DefenseBonuses = { 'defensive-maneuvers': DEFENSIVE_MANEUVERS, 'command-point': COMMAND_POINT_DEFENSE },
): number {
  return (
    d.maneuver +
    (d.movement === 'ground' ? (unit?.groundManeuver ?? 0) : 0) +
    lastMoveModifier(d.last_move, beyond) +
    (d.defensive_maneuvers ? bonuses['defensive-maneuvers'] : 0) +
    (d.command_point ? bonuses['command-point'] : 0) +
    d.modifier
  );
}
