import type { Issue } from '../../../core/Issue.js';
import { type Die, formatDie } from '../../../dice/dieType.js';
import { openShiftDice } from '../../../dice/shift.js';
import { messages } from '../messages.js';
import { groupArmourDie } from './groupArmourDie.js';
import type { ArmourGroup } from './targetArmour.js';

/** Where the dice of STEP 3 were written, for the refusals: each armour group's name and path, the impact's weapon. */
interface ShiftedDiceKeys {
  armour: ReadonlyArray<{ name: string; path: Issue['path'] }>;
  impact: { name: string; path: Issue['path'] };
}

/**
 * Where each armour group of `target.armour` was named: the one name at `target.armour`, or each group's entry.
 * @example armourKeys([{ count: 2, armour: 'gel' }]) // [{ name: 'gel', path: ['target', 'armour', 0, 'armour'] }]
 */
export function armourKeys(armour: string | ReadonlyArray<{ armour: string }>): ShiftedDiceKeys['armour'] {
  return typeof armour === 'string'
    ? [{ name: armour, path: ['target', 'armour'] }]
    : armour.map((g, i) => ({ name: g.armour, path: ['target', 'armour', i, 'armour'] }));
}

/**
 * The refusals of house dice off the die-type ladder (docs/rules/stargrunt2.md, Custom dice) in fire at infantry:
 * cover shifts every armour die (COVER AND CONCEALMENT), an OPEN shift whose excess past D12 lowers the impact die, so
 * a d14 or listed-faces armour in soft or hard cover, or such an impact die that an excess reaches, has no die to
 * become; and quick-and-dirty casualties divide by the armour die type, which listed faces do not have. Each issue is
 * pushed at the key the die was named by.
 * @example offLadderShiftIssues([{ count: 4, sides: 14 }], D10, 1, 'standard', keys, issues) // an issue at target.armour
 */
export function offLadderShiftIssues(
  groups: readonly ArmourGroup[],
  impact: Die,
  coverShift: number,
  casualties: 'standard' | 'quick-and-dirty',
  keys: ShiftedDiceKeys,
  issues: Issue[],
): void {
  const why = `${coverShift === 1 ? 'soft cover shifts the armour die one type up' : `hard cover shifts the armour die ${coverShift} types up`} (COVER AND CONCEALMENT)`;
  let impactRefused = false;
  groups.forEach((g, i) => {
    const armour = groupArmourDie(g);
    const key = keys.armour[i];
    const shifted = openShiftDice(armour, impact, coverShift);
    if ('offLadder' in shifted && shifted.offLadder === 'own') {
      issues.push({ path: key.path, message: messages.offLadderShift(formatDie(armour), `armour "${key.name}"`, why) });
    } else if ('offLadder' in shifted && !impactRefused) {
      impactRefused = true;
      const excess = `${why}, past D12 for ${formatDie(armour)} armour, and in IMPACT vs ARMOUR the excess is an OPEN shift down of the impact die`;
      issues.push({
        path: keys.impact.path,
        message: messages.offLadderShift(formatDie(impact), `impact of "${keys.impact.name}"`, excess),
      });
    }
    if (casualties === 'quick-and-dirty' && armour.faces)
      issues.push({ path: key.path, message: messages.quickAndDirtyListedArmour(formatDie(armour)) });
  });
}
