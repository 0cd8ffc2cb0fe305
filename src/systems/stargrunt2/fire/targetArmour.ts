import type { Issue } from '../../../core/Issue.js';
import { type Die, formatDie } from '../../../dice/dieType.js';
import { messages } from '../messages.js';
import { lookUp } from '../resolveNames.js';

/**
 * Figures of a target that wear one armour: how many, and its armour die's sides (before cover); `faces` when the
 * armour is a house die with listed faces (then `sides` is their count).
 */
export interface ArmourGroup {
  count: number;
  sides: number;
  faces?: readonly number[];
}

function armourGroup(count: number, die: Die): ArmourGroup {
  return die.faces ? { count, sides: die.sides, faces: die.faces } : { count, sides: die.sides };
}

/**
 * The target's armour as written (`target.armour`: one name, or `[{ count, armour }]` in "who buys the farm" order)
 * looked up in `armours`: figure groups with their armour dice, or undefined with every problem pushed at `path`
 * (an unknown name at its own entry, counts that do not add up to `figures`, and mixed armour dice under
 * quick-and-dirty casualties, which divide by one armour die).
 * @example lookUpTargetArmour([{ count: 6, armour: 'partial-light' }, { count: 2, armour: 'heavy-power' }], armourDieTable(undefined), 8, 'standard', ['target', 'armour'], issues) // [{ count: 6, sides: 6 }, { count: 2, sides: 12 }]
 */
export function lookUpTargetArmour(
  armour: string | ReadonlyArray<{ count: number; armour: string }> | undefined,
  armours: Readonly<Record<string, Die>>,
  figures: number,
  casualties: 'standard' | 'quick-and-dirty',
  path: Issue['path'],
  issues: Issue[],
): ArmourGroup[] | undefined {
  // Missing (the schema says so): the cell is looked at only for its other names, read from a best-effort parse.
  if (armour === undefined || (typeof armour !== 'string' && !Array.isArray(armour))) return undefined;
  if (typeof armour === 'string') {
    const die = lookUp(armours, armour, path, 'armour', issues);
    return die === undefined ? undefined : [armourGroup(figures, die)];
  }
  const before = issues.length;
  const groups = armour.map((g, i) => ({
    count: g.count,
    die: lookUp(armours, g.armour, [...path, i, 'armour'], 'armour', issues),
  }));
  const counted = groups.reduce((n, g) => n + g.count, 0);
  if (counted !== figures) issues.push({ path, message: messages.armourCountsNotFigures(counted, figures) });
  const dice = [...new Set(groups.map((g) => (g.die === undefined ? undefined : formatDie(g.die))))];
  if (casualties === 'quick-and-dirty' && dice.every((d) => d !== undefined) && dice.length > 1) {
    issues.push({ path, message: messages.quickAndDirtyMixedArmour(dice.join(', ')) });
  }
  if (issues.length > before) return undefined;
  return groups.map((g) => armourGroup(g.count, g.die!));
}
