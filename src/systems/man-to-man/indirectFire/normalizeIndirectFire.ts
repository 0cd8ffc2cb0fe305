import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import { attributeOf, fullAttributeOf } from '../character.js';
import { damageLimits } from '../damageEffect.js';
import { BUILDING_HIT_POINTS, BUILDING_SIDE } from '../data/buildings.js';
import { COVER_REDUCTION_PER_DIE, INDIRECT_MODIFIERS as M, INDIRECT_WEAPONS } from '../data/indirectWeapons.js';
import { highestSuccessfulRoll } from '../hitRoll.js';
import { messages } from '../messages.js';
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
  const modified =
    attribute + (s.firer.under_fire ? M.firerUnderFire : 0) + (s.spotter_under_fire ? M.spotterUnderFire : 0) + (s.through_window ? M.throughWindow : 0);
  // 6.0 off table: critical failure "not fired"; 4.4 otherwise: 16 misfire, 17/18 jam; a grenade cannot jam, 18 explodes in hand.
  const failures: [FailureEffect, FailureEffect, FailureEffect] = offTable ? [0, 0, 0] : thrown ? [0, 0, 2] : [0, 1, 1];
  const str = fullAttributeOf(s.target, 'STR');
  const startState = s.target.wounded ? 1 : 0;
  const building = s.building
    ? {
        hitPoints: BUILDING_HIT_POINTS[s.building.material][s.building.size] * s.building.floors,
        damageTaken: s.building.damage_taken,
        halfSide: BUILDING_SIDE[s.building.size] / 2,
      }
    : null;
  return {
    ok: true,
    value: {
      highestHit: highestSuccessfulRoll(modified, s.rules['hit-roll']),
      criticalEffects: !offTable && s.rules['indirect-criticals'] === 'as-to-hit',
      criticalRollsTwice: s.rules['critical-damage'] === 'roll-twice',
      failures,
      scatterDice: weapon.scatterDice,
      radius: s.rules['area-of-effect'] === 'radius' ? weapon.areaOfEffect : weapon.areaOfEffect / 2,
      damageDice: weapon.damage,
      dieReduction: building ? COVER_REDUCTION_PER_DIE.building : s.target.cover === 'hard' ? COVER_REDUCTION_PER_DIE.hardCover : 0,
      reducePerDie: s.rules['cover-reduction'] === 'per-die',
      startState,
      limits: damageLimits(startState === 1 && s.rules['wounded-str'] === 'halved' ? str / 2 : str),
      building,
    },
  };
}
