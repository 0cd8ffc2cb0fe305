import type { Issue } from '../../../../core/Issue.js';
import { QUALITY_DICE, type Quality } from '../../data/qualities.js';
import type { FiringTroops } from '../../fire/fireDice.js';
import { lookUpTroops } from '../../fire/lookUpTroops.js';
import { weaponTable } from '../../resolveNames.js';
import { assaultMessages } from '../messages.js';

/**
 * The defenders' weapons of FINAL DEFENSIVE FIRE, looked up and checked as fire at infantry needs them; problems are
 * pushed at `defender.troops` as final-defensive-fire problems. Undefined when the defenders have no troops given
 * (they do not fire) or a problem was found.
 * @example defenderFiring({ quality: 'regular', troops: [{ count: 5, weapon: 'assault-rifle' }] }, issues)?.qualityDie // 8
 */
export function defenderFiring(
  defender: { quality: Quality; troops?: Array<{ count: number; weapon: string }> },
  issues: Issue[],
): FiringTroops | undefined {
  if (!defender.troops) return undefined;
  const found: Issue[] = [];
  // The generic and national weapons (close-assault takes no house weapons).
  const troops = lookUpTroops(defender.troops, weaponTable(undefined), ['defender', 'troops'], found);
  issues.push(...found.map((issue) => ({ ...issue, message: assaultMessages.fireRefused(issue.message) })));
  return troops && { qualityDie: QUALITY_DICE[defender.quality], troops };
}
