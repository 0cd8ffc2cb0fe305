import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import { attributeOf } from '../character.js';
import { INDIRECT_WEAPONS } from '../data/indirectWeapons.js';
import { highestSuccessfulRoll } from '../hitRoll.js';
import { messages } from '../messages.js';
import { criticalsOf } from '../rollTable.js';
import { areaTargetOf } from './areaTargetOf.js';
import type { FailureEffect, IndirectFireCell } from './IndirectFireCell.js';
import type { IndirectFireScenarioCell } from './schema.js';

/** Turns an indirect-fire scenario cell into numbers (6.0–6.4, 7.0). */
export function normalizeIndirectFire(s: IndirectFireScenarioCell): NormalizeResult<IndirectFireCell> {
  const issues: Issue[] = [];
  const weapon = lookUpName(INDIRECT_WEAPONS, s.weapon, ['weapon'], { kind: 'indirect weapon' }, issues);
  if (!weapon) return { ok: false, issues };
  if (s.off_table !== undefined && weapon.placement !== 'both') {
    issues.push({ path: ['off_table'], message: messages.offTableOnlyBoth(s.weapon), found: String(s.off_table) });
  }
  if (s.through_window && weapon.placement !== 'thrown') {
    issues.push({ path: ['through_window'], message: messages.windowOnlyThrown, found: 'true' });
  }
  if (issues.length > 0) return { ok: false, issues };
  const thrown = weapon.placement === 'thrown';
  const offTable = weapon.placement === 'off' || (weapon.placement === 'both' && s.off_table === true);
  // 6.0: "DEX is used for Thrown weapons to hit where INT of the spotter or firer is used for indirect fire weapons."
  const attribute = attributeOf(s.firer, thrown ? 'DEX' : 'INT');
  const m = s.rules.modifiers;
  const modified =
    attribute +
    (s.firer.under_fire ? m['firer-under-fire'] : 0) +
    (s.spotter_under_fire ? m['spotter-under-fire'] : 0) +
    (s.through_window ? m['through-window'] : 0);
  // 6.0 off table: critical failure "not fired"; 4.4 otherwise: 16 misfire, 17/18 jam; a grenade cannot jam, 18 explodes in hand.
  const failures: [FailureEffect, FailureEffect, FailureEffect] = offTable ? [0, 0, 0] : thrown ? [0, 0, 2] : [0, 1, 1];
  return {
    ok: true,
    value: {
      highestHit: highestSuccessfulRoll(modified, s.rules['hit-roll']),
      criticals: criticalsOf(s.rules.criticals),
      criticalKills: !offTable && s.rules['indirect-criticals'] === 'as-to-hit',
      criticalDoubles: !offTable && s.rules['indirect-criticals'] === 'as-to-hit',
      criticalRollsTwice: s.rules['critical-damage'] === 'roll-twice',
      failures,
      scatterDice: s.rules['scatter-dice'][weapon.scatter],
      radius: s.rules['area-of-effect'] === 'radius' ? weapon.areaOfEffect : weapon.areaOfEffect / 2,
      damageDice: s.rules['damage-dice'][s.weapon as keyof (typeof s.rules)['damage-dice']],
      // 6.3: "Shots that have scattered only cause ½ damage rounded down" (rules.scattered-damage-divisor).
      directDivisor: 1,
      scatteredDivisor: s.rules['scattered-damage-divisor'],
      reducePerDie: s.rules['cover-reduction'] === 'per-die',
      ...areaTargetOf(s),
    },
  };
}
