import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import { attributeOf, fullAttributeOf } from '../character.js';
import { damageLimits } from '../damageEffect.js';
import { MELEE_WEAPONS } from '../data/infantryWeapons.js';
import { highestSuccessfulRoll } from '../hitRoll.js';
import { criticalsOf } from '../rollTable.js';
import type { CloseCombatant, CloseCombatCell } from './CloseCombatCell.js';
import type { CloseCombatScenarioCell } from './schema.js';

/** Turns a close-combat scenario cell into numbers (4.0, 4.2 Close combat modifiers, 4.3, 4.5). */
export function normalizeCloseCombat(s: CloseCombatScenarioCell): NormalizeResult<CloseCombatCell> {
  const issues: Issue[] = [];
  const aWeapon = lookUpName(
    MELEE_WEAPONS,
    s.attacker.weapon,
    ['attacker', 'weapon'],
    { kind: 'close combat weapon' },
    issues,
  );
  const dWeapon = lookUpName(
    MELEE_WEAPONS,
    s.defender.weapon,
    ['defender', 'weapon'],
    { kind: 'close combat weapon' },
    issues,
  );
  if (!aWeapon || !dWeapon) return { ok: false, issues };
  const rule = s.rules['hit-roll'];
  const charge = s.attacker.action === 'charge';
  const inCloseCombat = s.defender.action === 'close-combat';
  // A critical 4 doubles the damage total, or under roll-twice rolls the dice twice (then no ×2 of its own).
  const rollsTwice = s.rules['critical-damage'] === 'roll-twice';
  const criticalMultiplier = rollsTwice ? 1 : 2;
  const limits = (
    c: CloseCombatScenarioCell['attacker'] | CloseCombatScenarioCell['defender'],
  ): CloseCombatant['limits'] => {
    const str = fullAttributeOf(c, 'STR');
    return [damageLimits(str), damageLimits(s.rules['wounded-str'] === 'halved' ? str / 2 : str)];
  };
  const chargeMultiplier = charge ? s.rules['charge-damage-multiplier'] : 1;
  const damageDice = s.rules['damage-dice'];
  return {
    ok: true,
    value: {
      attacker: {
        highestHit: highestSuccessfulRoll(
          attributeOf(s.attacker, 'DEX') + (charge ? s.rules['charge-modifier'] : 0),
          rule,
        ),
        // 3.0 Charge: "no parry or riposte"; only a close combat weapon that "Can parry" parries.
        highestParry: !charge && aWeapon.canParry ? highestSuccessfulRoll(attributeOf(s.attacker, 'DEX'), rule) : -1,
        damageDice: damageDice[s.attacker.weapon as keyof typeof damageDice],
        damageMultiplier: chargeMultiplier,
        criticalMultiplier:
          s.rules['double-damage'] === 'multiply' ? chargeMultiplier * criticalMultiplier : criticalMultiplier,
        criticalRollsTwice: rollsTwice,
        limits: limits(s.attacker),
        startState: s.attacker.wounded ? 1 : 0,
      },
      defender: {
        highestHit: highestSuccessfulRoll(attributeOf(s.defender, 'DEX'), rule),
        highestParry:
          inCloseCombat && dWeapon.canParry ? highestSuccessfulRoll(attributeOf(s.defender, 'DEX'), rule) : -1,
        damageDice: damageDice[s.defender.weapon as keyof typeof damageDice],
        damageMultiplier: 1,
        criticalMultiplier,
        criticalRollsTwice: rollsTwice,
        limits: limits(s.defender),
        startState: s.defender.wounded ? 1 : 0,
      },
      riposte: inCloseCombat,
      parryCriticals: s.rules['parry-criticals'] === 'parryable',
      criticals: criticalsOf(s.rules.criticals),
    },
  };
}
