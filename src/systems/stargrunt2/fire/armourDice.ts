import { type Die, formatDie } from '../../../dice/dieType.js';
import { openShiftDice } from '../../../dice/shift.js';
import type { ArmourDice } from './FireCell.js';
import { groupArmourDie } from './groupArmourDie.js';
import type { ArmourGroup } from './targetArmour.js';

/**
 * The impact and armour dice of STEP 3 for every figure group of a target, after cover: COVER AND CONCEALMENT shifts
 * the armour die, an OPEN shift in IMPACT vs ARMOUR, so an excess past D12 lowers the impact die — per group, since
 * each group's armour shifts on its own. `armourGroups` is given only when the groups' dice differ (mixed armour);
 * otherwise `impact` and `armour` say it for every figure, as for a squad in one armour. A house die off the ladder
 * (a d14, listed faces) is kept as it is when no shift reaches it; the normalizer has refused one that a shift
 * reaches (offLadderShifts.ts), so meeting one here is a caller's mistake.
 * @example armourDice([{ count: 6, sides: 6 }, { count: 2, sides: 12 }], D10, 1).armourGroups // [{ count: 6, impact: D10, armour: D8 }, { count: 2, impact: D8, armour: D12 }]
 */
export function armourDice(
  groups: readonly ArmourGroup[],
  impact: Die,
  coverShift: number,
): { impact: Die; armour: Die; armourGroups?: ArmourDice[] } {
  const dice = groups.map((g) => {
    const shifted = openShiftDice(groupArmourDie(g), impact, coverShift);
    if ('offLadder' in shifted)
      throw new RangeError(
        `armourDice: a cover shift reaches ${formatDie(shifted.offLadder === 'own' ? groupArmourDie(g) : impact)}, off the ladder`,
      );
    return { count: g.count, impact: shifted.opponent, armour: shifted.own };
  });
  const [first] = dice;
  const mixed = dice.some(
    (d) => formatDie(d.impact) !== formatDie(first.impact) || formatDie(d.armour) !== formatDie(first.armour),
  );
  return { impact: first.impact, armour: first.armour, ...(mixed ? { armourGroups: dice } : {}) };
}
