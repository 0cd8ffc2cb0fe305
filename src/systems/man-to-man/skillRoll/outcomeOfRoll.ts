import { type HitRollRule, highestSuccessfulRoll } from '../hitRoll.js';
import { ALL_CRITICALS, type Criticals, rollTable } from '../rollTable.js';

/**
 * The outcome index (the roll code) of each 3d6 total for a modified attribute: criticals first (4.4), then a
 * hit at or under the highest successful roll. `criticals` is 4.4's table unless rules.criticals changes it.
 * @example outcomeOfRoll(12, 'under')[11] // 3 (hit); [12] is 4 (miss); [5] is 2 (critical_hit)
 */
export function outcomeOfRoll(modified: number, rule: HitRollRule, criticals: Criticals = ALL_CRITICALS): number[] {
  return Array.from(rollTable(highestSuccessfulRoll(modified, rule), criticals));
}
