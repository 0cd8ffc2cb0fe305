import type { Issue } from '../../../core/Issue.js';
import { type Die, formatDie, isLadderDie } from '../../../dice/dieType.js';
import { openShiftDice } from '../../../dice/shift.js';
import { messages } from '../messages.js';
import type { TargetShifts } from '../rangeDie.js';
import { engagementMessages } from './messages.js';

const COVER_NAMES = ['open', 'soft', 'hard'] as const;

/** What the refusals need of one unit: where it was written, its armour and small-arms impact dice, where it starts. */
export interface UnitDiceKeys {
  side: number;
  key: string;
  path: Issue['path'];
  armourName: string;
  armour: Die;
  /** The small arms' impact die, the weapon's name and its entry in `troops`. */
  impact: { die: Die; name: string; index: number };
  /** 0 open, 1 soft, 2 hard at the start. */
  cover: number;
  /** Its plan can close-assault (the winner takes the defenders' position, and its cover). */
  assaults: boolean;
}

/**
 * The covers each unit can be in during the engagement, each with why: where it starts; soft cover when a BROKEN unit
 * in the open falls back to cover (`broken-in-open: fall-back-to-cover`); for a unit whose plan can close-assault,
 * every cover an enemy unit can be in (a winning or unopposed attacker takes the vacated position). Moving puts a unit
 * in the open, which shifts nothing.
 * @example reachableCovers([{ side: 0, key: 'a', cover: 2, assaults: false }, { side: 1, key: 'b', cover: 0, assaults: true }], false)[1].get(2) // 'unit "b" can close-assault and take the position of an enemy unit in hard cover'
 */
function reachableCovers(
  units: ReadonlyArray<Pick<UnitDiceKeys, 'side' | 'key' | 'cover' | 'assaults'>>,
  brokenFallsBack: boolean,
): Array<Map<number, string>> {
  const reach = units.map((u) => new Map([[u.cover, engagementMessages.startsInCover(u.key, COVER_NAMES[u.cover])]]));
  if (brokenFallsBack) for (const r of reach) if (!r.has(1)) r.set(1, engagementMessages.fallsBackToCover);
  for (let changed = true; changed; ) {
    changed = false;
    units.forEach((u, i) => {
      if (!u.assaults) return;
      units.forEach((enemy, j) => {
        if (enemy.side === u.side) return;
        for (const cover of reach[j].keys()) {
          if (reach[i].has(cover)) continue;
          reach[i].set(cover, engagementMessages.takesPosition(u.key, COVER_NAMES[cover]));
          changed = true;
        }
      });
    });
  }
  return reach;
}

/**
 * The refusals of house dice off the die-type ladder in an engagement (docs/rules/stargrunt2.md, Custom dice): a
 * unit's armour die is shifted by the cover it can be in (COVER AND CONCEALMENT), and an excess past D12 is an OPEN
 * shift down of the firing unit's impact die (IMPACT vs ARMOUR), so a d14 or listed-faces armour that can be in cover,
 * or such an impact die that an excess reaches, has no die to become; quick-and-dirty casualties divide by the armour
 * die type, which listed faces do not have. In Position and close combat shift only quality and range dice, which are
 * on the ladder. Each refusal is pushed once, at the key that named the die.
 */
export function offLadderCoverIssues(
  units: readonly UnitDiceKeys[],
  shifts: TargetShifts,
  brokenFallsBack: boolean,
  casualties: 'standard' | 'quick-and-dirty',
  issues: Issue[],
): void {
  const reach = reachableCovers(units, brokenFallsBack);
  const shiftOf = (cover: number) => (cover === 1 ? shifts.soft : cover === 2 ? shifts.hard : 0);
  const impactRefused = new Set<number>();
  units.forEach((target, j) => {
    const armourPath = [...target.path, 'armour'];
    for (const [cover, reason] of reach[j]) {
      const shift = shiftOf(cover);
      const why = engagementMessages.coverShiftsArmour(COVER_NAMES[cover], shift, reason);
      if (shift > 0 && !isLadderDie(target.armour)) {
        issues.push({
          path: armourPath,
          message: messages.offLadderShift(formatDie(target.armour), `armour "${target.armourName}"`, why),
        });
        break;
      }
      units.forEach((firer, i) => {
        if (firer.side === target.side || impactRefused.has(i) || shift === 0) return;
        const shifted = openShiftDice(target.armour, firer.impact.die, shift);
        if (!('offLadder' in shifted)) return;
        impactRefused.add(i);
        const excess = engagementMessages.excessShiftsImpact(why, formatDie(target.armour), target.key);
        issues.push({
          path: [...firer.path, 'troops', firer.impact.index, 'weapon'],
          message: messages.offLadderShift(formatDie(firer.impact.die), `impact of "${firer.impact.name}"`, excess),
        });
      });
    }
    if (casualties === 'quick-and-dirty' && target.armour.faces)
      issues.push({ path: armourPath, message: messages.quickAndDirtyListedArmour(formatDie(target.armour)) });
  });
}
