import type { Issue } from '../../../core/Issue.js';
import { type Die, formatDie } from '../../../dice/dieType.js';
import { openShiftDice } from '../../../dice/shift.js';
import { messages } from '../messages.js';
import { aerospaceMessages } from './messages.js';

/** Where a figure's armour was named, and what shifts it (CASUALTIES FROM ARTILLERY FIRE). */
interface BlastArmourShift {
  name: string;
  path: Issue['path'];
  cover: string;
  inPosition: boolean;
  steps: number;
  /** Where a house impact die was named (a bomb's warhead), for a shift whose excess past D12 would lower it. */
  impact?: { name: string; path: Issue['path'] };
}

/**
 * An explosive burst's impact die against a figure's armour die after cover and In Position: an OPEN shift of the
 * armour die whose excess past D12 lowers the impact (CASUALTIES FROM ARTILLERY FIRE). House armour off the ladder
 * (a d14, listed faces; docs/rules/stargrunt2.md, Custom dice) is kept as written where no shift reaches it and
 * refused at its key where one would; so is a house impact die off the ladder (a bomb's house warhead) that the excess
 * past D12 would lower, at `shift.impact` (the wreck's D8 is a ladder die).
 * @example shiftedBlastDice({ sides: 6, multiplier: 1 }, { sides: 8, multiplier: 1 }, { name: 'partial-light', path: ['target', 'armour'], cover: 'soft', inPosition: false, steps: 1 }, []) // { impact: { sides: 8, multiplier: 1 }, armour: { sides: 8, multiplier: 1 } }
 */
export function shiftedBlastDice(
  armour: Die,
  impact: Die,
  shift: BlastArmourShift,
  issues: Issue[],
): { impact: Die; armour: Die } | undefined {
  const shifted = openShiftDice(armour, impact, shift.steps);
  if ('offLadder' in shifted) {
    if (shifted.offLadder === 'opponent' && shift.impact) {
      const why = aerospaceMessages.blastImpactShift(shift.cover, shift.inPosition, shift.steps);
      issues.push({
        path: shift.impact.path,
        message: messages.offLadderShift(formatDie(impact), `warhead "${shift.impact.name}"`, why),
      });
      return undefined;
    }
    const why = aerospaceMessages.blastArmourShift(shift.cover, shift.inPosition, shift.steps);
    issues.push({
      path: shift.path,
      message: messages.offLadderShift(formatDie(armour), `armour "${shift.name}"`, why),
    });
    return undefined;
  }
  return { impact: shifted.opponent, armour: shifted.own };
}
