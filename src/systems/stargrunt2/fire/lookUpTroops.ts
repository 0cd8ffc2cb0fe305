import type { Issue } from '../../../core/Issue.js';
import { formatDie } from '../../../dice/dieType.js';
import type { SmallArm, Weapon } from '../data/weapons.js';
import { messages } from '../messages.js';
import { lookUp } from '../resolveNames.js';

/**
 * A squad's troops as written (`[{ count, weapon }]`) with every weapon looked up in `weapons`, checked as fire at
 * infantry needs them: at least one small arm, and one impact die among the small arms. Problems are pushed at
 * `path` (the troops list); undefined when there are any.
 * @example lookUpTroops([{ count: 5, weapon: 'rifel' }], WEAPONS, ['firer', 'troops'], issues) // undefined; an issue suggests "rifle"
 */
export function lookUpTroops(
  troops: ReadonlyArray<{ count: number; weapon: string }>,
  weapons: Readonly<Record<string, Weapon>>,
  path: Issue['path'],
  issues: Issue[],
): Array<{ count: number; weapon: Weapon }> | undefined {
  const before = issues.length;
  const looked = troops.map((t, i) => ({
    count: t.count,
    weapon: lookUp(weapons, t.weapon, [...path, i, 'weapon'], 'weapon', issues),
  }));
  const smallArms = looked.filter((t): t is { count: number; weapon: SmallArm } => t.weapon?.class === 'small-arms');
  if (looked.every((t) => t.weapon) && smallArms.length === 0) issues.push({ path, message: messages.noSmallArms });
  const impacts = [...new Set(smallArms.map((t) => formatDie(t.weapon.impact)))];
  if (impacts.length > 1) issues.push({ path, message: messages.mixedSmallArmsImpact(impacts.join(', ')) });
  if (issues.length > before) return undefined;
  return looked.map((t) => ({ count: t.count, weapon: t.weapon! }));
}
