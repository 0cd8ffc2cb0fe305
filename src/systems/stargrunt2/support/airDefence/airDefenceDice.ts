import { parseDie } from '../../../../dice/dieType.js';
import { closedShift } from '../../../../dice/shift.js';
import { QUALITY_DICE, type Quality } from '../../data/qualities.js';
import type { AirDefenceDice } from '../../steps/airDefence.js';
import type { AdeNumbers } from '../adeRules.js';
import { ADE_DICE, type AdeLevel, DEFAULT_ECM } from '../data/offTableSupport.js';

/** The scenario's words for an ADE and the craft that runs it (support-request's `air_defence`, air-defence's keys). */
interface AirDefenceWords {
  ade: AdeLevel;
  ecm?: string;
  armour: number;
  pilot: { quality: Quality; leadership: number };
}

/**
 * THE AIR DEFENCE ENVIRONMENT and its EFFECTS, names → dice: the ADE die (shifted `adeShift` types, closed; UNITS
 * LEAVING THE BATTLE AREA count it one LOWER), the ECM die (D4 without a suite), the armour (D12 × value, a softskin
 * D6: `softskin-armour`) and the pilot's reaction test at threat level +2 (`ade-reaction-threat`). NO ADE stays 0: nothing is rolled.
 * @example airDefenceDice({ ade: 'low', armour: 1, pilot: { quality: 'regular', leadership: 2 } }, { reactionThreat: 2, softskinSides: 6 }, -1).ade // 4
 */
export function airDefenceDice(air: AirDefenceWords, numbers: AdeNumbers, adeShift = 0): AirDefenceDice {
  const softskin = air.armour === 0;
  const ade = ADE_DICE[air.ade];
  return {
    ade: ade === 0 ? 0 : closedShift(ade, adeShift),
    ecm: parseDie(air.ecm ?? DEFAULT_ECM)!.sides,
    armourSides: softskin ? numbers.softskinSides : 12,
    armourMultiplier: softskin ? 1 : air.armour,
    pilotSides: QUALITY_DICE[air.pilot.quality],
    pilotNeeded: air.pilot.leadership + numbers.reactionThreat,
  };
}
