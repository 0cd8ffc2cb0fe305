import { z } from 'zod';
import { dieShiftRule, timesRule } from '../parameters.js';
import type { PowerArmourCloseCombat } from './closeCombatDice.js';

/**
 * Parameters of close combat (CLOSE COMBAT RESOLUTION, INITIATING CLOSE ASSAULT), shared by close-combat-pair and
 * close-assault: the rulebook's values as defaults, each description ending with its passage.
 */
export const closeCombatRules = {
  'power-armour-close-combat': z
    .enum(['double', 'shift-1', 'shift-2', 'none'])
    .default('double')
    .describe(
      'what POWER ARMOUR gives a figure in close combat: its die roll score doubled (double), one or two upward OPEN die shifts instead (shift-1, shift-2), or nothing (none) — rulebook: CLOSE COMBAT RESOLUTION, "If one figure is in POWER ARMOUR, then DOUBLE his die roll score"',
    ),
  'defender-cover-shift': dieShiftRule(
    'upward die shifts of defenders in cover, In Position or field defences, in the first round only — rulebook: CLOSE COMBAT RESOLUTION, "all defending figures get a one die shift upwards"',
    1,
  ),
};

/** Odds of a close assault: what a power-armoured trooper counts for. */
export const powerArmourOddsRule = timesRule(
  'what each POWER ARMoured trooper counts for in the odds that set the defenders\' threat level (an ordinary trooper counts 1) — rulebook: INITIATING CLOSE ASSAULT, "each POWER ARMoured trooper as 2"',
  2,
);

/** The plain values of the close-combat parameters, as the normalizers hand them on (absent: the book's). */
interface CloseCombatParameters {
  powerArmour: PowerArmourCloseCombat;
  defenderCoverShift: number;
}

/** The close-combat parameters of a parsed rules object. */
export function closeCombatParameters(rules: {
  'power-armour-close-combat'?: PowerArmourCloseCombat;
  'defender-cover-shift'?: number;
}): CloseCombatParameters {
  return {
    powerArmour: rules['power-armour-close-combat'] ?? 'double',
    defenderCoverShift: rules['defender-cover-shift'] ?? 1,
  };
}
