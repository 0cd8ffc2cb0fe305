import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import { attributeOf, fullAttributeOf } from '../character.js';
import { damageLimits } from '../damageEffect.js';
import { RANGED_WEAPONS } from '../data/infantryWeapons.js';
import { RANGED_MODIFIERS as M } from '../data/rangedModifiers.js';
import { highestSuccessfulRoll } from '../hitRoll.js';
import { messages } from '../messages.js';
import type { RangedAttackCell } from './RangedAttackCell.js';
import type { RangedAttackScenarioCell } from './schema.js';

/**
 * Turns a ranged-attack scenario cell into numbers: the modified DEX (4.1), shots per round (4.3, 3.0)
 * and the damage limits (4.5).
 */
export function normalizeRangedAttack(s: RangedAttackScenarioCell): NormalizeResult<RangedAttackCell> {
  const issues: Issue[] = [];
  const weapon = lookUpName(RANGED_WEAPONS, s.firer.weapon, ['firer', 'weapon'], { kind: 'ranged weapon' }, issues);
  if (!weapon) return { ok: false, issues };
  const { firer, target, rules } = s;
  const snap = firer.action === 'walk-and-snap-shot';
  if (snap && weapon.snapShot === null) issues.push({ path: ['firer', 'action'], message: messages.snapShotNotPossible(firer.weapon) });
  // 3.0: Walk and Snap Shot "only 1 shot per round"; Aim "no automatic weapons": one aimed shot.
  const most = snap || firer.action === 'aim' ? 1 : weapon.shotsPerRound;
  if (firer.shots !== undefined && firer.shots > most) issues.push({ path: ['firer', 'shots'], message: messages.tooManyShots(firer.weapon, most) });
  if (target.full_cover && target.cover === 'none') issues.push({ path: ['target', 'full_cover'], message: messages.fullCoverNeedsCover });
  if (issues.length > 0) return { ok: false, issues };

  const fullCover = target.full_cover && !target.shot_last_round;
  let modifier = 0;
  if (s.range <= M.shortRangeWithin) modifier += M.shortRange;
  if (s.range > weapon.range) modifier += M.extremeRange;
  if (firer.action === 'aim') modifier += M.aimedShot;
  if (snap) modifier += weapon.snapShot ?? 0;
  if (target.moved > M.targetMovedFastOver) modifier += M.targetMovedFast;
  if (target.prone) modifier += M.targetProne;
  if (target.cover === 'soft') modifier += fullCover ? M.softFullCover : M.softCover;
  if (target.cover === 'hard' && !fullCover) modifier += M.hardCover;
  if (s.additional_target) modifier += M.additionalTarget;
  const possible = !(target.cover === 'hard' && fullCover);

  const modifiedDex = attributeOf(firer, 'DEX') + modifier;
  const str = fullAttributeOf(target, 'STR');
  const hurtStr = rules['wounded-str'] === 'halved' ? str / 2 : str;
  return {
    ok: true,
    value: {
      shots: firer.shots ?? most,
      modifiedDex,
      highestHit: highestSuccessfulRoll(modifiedDex, rules['hit-roll']),
      damageDice: weapon.damage,
      limits: [damageLimits(str), damageLimits(hurtStr)],
      startState: target.wounded ? 1 : 0,
      criticalRollsTwice: rules['critical-damage'] === 'roll-twice',
      jamEndsFire: rules['jam-ends-fire'] === 'yes',
      possible,
      ...(possible ? {} : { note: messages.hardFullCover }),
    },
  };
}
