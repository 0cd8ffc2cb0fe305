import type { Die } from '../../../dice/dieType.js';
import { openShift } from '../../../dice/shift.js';
import type { ArmourDice } from './FireCell.js';
import type { ArmourGroup } from './targetArmour.js';

/**
 * The impact and armour dice of STEP 3 for every figure group of a target, after cover: COVER AND CONCEALMENT shifts
 * the armour die, an OPEN shift in IMPACT vs ARMOUR, so an excess past D12 lowers the impact die — per group, since
 * each group's armour shifts on its own. `armourGroups` is given only when the groups' dice differ (mixed armour);
 * otherwise `impact` and `armour` say it for every figure, as for a squad in one armour.
 * @example armourDice([{ count: 6, sides: 6 }, { count: 2, sides: 12 }], D10, 1).armourGroups // [{ count: 6, impact: D10, armour: D8 }, { count: 2, impact: D8, armour: D12 }]
 */
export function armourDice(groups: readonly ArmourGroup[], impact: Die, coverShift: number): { impact: Die; armour: Die; armourGroups?: ArmourDice[] } {
  const dice = groups.map((g) => {
    const shifted = openShift(g.sides, impact.sides, coverShift);
    return { count: g.count, impact: { sides: shifted.opponent, multiplier: impact.multiplier }, armour: { sides: shifted.own, multiplier: 1 } };
  });
  const [first] = dice;
  const mixed = dice.some((d) => d.impact.sides !== first.impact.sides || d.armour.sides !== first.armour.sides);
  return { impact: first.impact, armour: first.armour, ...(mixed ? { armourGroups: dice } : {}) };
}
