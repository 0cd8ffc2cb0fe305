import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import { attributeOf, fullAttributeOf } from '../character.js';
import { damageLimits } from '../damageEffect.js';
import { RANGED_WEAPONS } from '../data/infantryWeapons.js';
import { highestSuccessfulRoll } from '../hitRoll.js';
import { messages } from '../messages.js';
import { criticalsOf } from '../rollTable.js';
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
  if (snap && weapon.snapShot === null)
    issues.push({ path: ['firer', 'action'], message: messages.snapShotNotPossible(firer.weapon) });
  // 3.0: Walk and Snap Shot "only 1 shot per round"; Aim "no automatic weapons": one aimed shot.
  const most = snap || firer.action === 'aim' ? 1 : weapon.shotsPerRound;
  if (firer.shots !== undefined && firer.shots > most)
    issues.push({ path: ['firer', 'shots'], message: messages.tooManyShots(firer.weapon, most) });
  if (target.full_cover && target.cover === 'none')
    issues.push({ path: ['target', 'full_cover'], message: messages.fullCoverNeedsCover });
  if (issues.length > 0) return { ok: false, issues };

  const fullCover = target.full_cover && !target.shot_last_round;
  const m = rules.modifiers;
  let modifier = 0;
  if (s.range <= m['short-range-within']) modifier += m['short-range'];
  if (s.range > weapon.range) modifier += m['extreme-range'];
  if (firer.action === 'aim') modifier += m['aimed-shot'];
  if (snap) modifier += weapon.snapShot ?? 0;
  if (target.moved > m['target-moved-fast-over']) modifier += m['target-moved-fast'];
  if (target.prone) modifier += m['target-prone'];
  if (target.cover === 'soft') modifier += fullCover ? m['soft-full-cover'] : m['soft-cover'];
  if (target.cover === 'hard' && !fullCover) modifier += m['hard-cover'];
  if (s.additional_target) modifier += m['additional-target'];
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
      damageDice: rules['damage-dice'][firer.weapon as keyof (typeof rules)['damage-dice']],
      criticals: criticalsOf(rules.criticals),
      limits: [damageLimits(str), damageLimits(hurtStr)],
      startState: target.wounded ? 1 : 0,
      criticalRollsTwice: rules['critical-damage'] === 'roll-twice',
      jamEndsFire: rules['jam-ends-fire'] === 'yes',
      possible,
      ...(possible ? {} : { note: messages.hardFullCover }),
    },
  };
}
