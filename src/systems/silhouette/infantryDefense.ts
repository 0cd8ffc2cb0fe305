import { COMMAND_POINT_DEFENSE, DEFENSIVE_MANEUVERS } from './data/tables.js';

/**
 * The DEFENSE ROLL modifier of an infantry squad: no movement modifier (*"their movement modifier is
 * always 0"*), Defensive Maneuvers +3, a Command Point +2, and any other modifier.
 * @example infantryDefenseModifier({ defensive_maneuvers: true, command_point: true, modifier: 0 }) // 5
 */
export function infantryDefenseModifier(t: { defensive_maneuvers: boolean; command_point: boolean; modifier: number }): number {
  return (t.defensive_maneuvers ? DEFENSIVE_MANEUVERS : 0) + (t.command_point ? COMMAND_POINT_DEFENSE : 0) + t.modifier;
}
