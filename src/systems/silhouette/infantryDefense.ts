import { COMMAND_POINT_DEFENSE, DEFENSIVE_MANEUVERS, type DefenseBonuses } from './data/tables.js';

/**
 * The DEFENSE ROLL modifier of an infantry squad: no movement modifier (*"their movement modifier is
 * always 0"*), Defensive Maneuvers +3, a Command Point +2 (the book's, or rules.defense-bonuses), and any other modifier.
 * @example infantryDefenseModifier({ defensive_maneuvers: true, command_point: true, modifier: 0 }) // 5
 */
export function infantryDefenseModifier(
  t: { defensive_maneuvers: boolean; command_point: boolean; modifier: number },
  bonuses: DefenseBonuses = { 'defensive-maneuvers': DEFENSIVE_MANEUVERS, 'command-point': COMMAND_POINT_DEFENSE },
): number {
  return (
    (t.defensive_maneuvers ? bonuses['defensive-maneuvers'] : 0) +
    (t.command_point ? bonuses['command-point'] : 0) +
    t.modifier
  );
}
