import type { NormalizeResult } from '../../../core/Issue.js';
import { INDIRECT_WEAPONS } from '../data/indirectWeapons.js';
import { highestSuccessfulRoll } from '../hitRoll.js';
import { areaTargetOf } from '../indirectFire/areaTargetOf.js';
import type { IndirectFireCell } from '../indirectFire/IndirectFireCell.js';
import { messages } from '../messages.js';
import { ALL_CRITICALS } from '../rollTable.js';
import type { AfvHeFireScenarioCell } from './schema.js';

/** 8.2 "the damage is halved and rounded down", with 6.3's "½ damage" for a scattered shot: the divisors of each reading. */
const DIVISORS = { halved: [2, 4], 'halved-once': [2, 2], 'as-6-3': [1, 2] } as const;

/**
 * Turns an afv-he-fire scenario cell into an area effect cell (8.2 High Explosive shots against soft targets: Fire
 * Control to hit, −2 buttoned, −4 on the move; 6.3 scatter 2d6; 6.4 cover; 7.0 buildings).
 */
export function normalizeAfvHeFire(s: AfvHeFireScenarioCell): NormalizeResult<IndirectFireCell> {
  const { firer: f, rules } = s;
  const row = f.shell === undefined ? undefined : INDIRECT_WEAPONS[f.shell];
  const damage = f.damage ?? row?.damage;
  const areaOfEffect = f.area_of_effect ?? row?.areaOfEffect;
  if (damage === undefined || areaOfEffect === undefined) {
    return {
      ok: false,
      issues: [
        { path: ['firer'], message: messages.heRoundUnknown(damage === undefined ? 'damage' : 'area_of_effect') },
      ],
    };
  }
  const m = rules.modifiers;
  const modified = f.fire_control + (f.buttoned ? m.buttoned : 0) + (f.on_move ? m['firer-on-move'] : 0);
  const asToHit = rules['he-criticals'] === 'as-to-hit';
  const [directDivisor, scatteredDivisor] = DIVISORS[rules['he-damage']];
  return {
    ok: true,
    value: {
      highestHit: highestSuccessfulRoll(modified, rules['hit-roll']),
      // 8.2's critical totals are 4.4's (3, 4, 5, 16, 17, 18); what each does is read from the flags below.
      criticals: [...ALL_CRITICALS],
      // 8.2 Critical Hits: 3 "target KO'd instantly"; 4 "penetrates armour automatically" (no armour here: a hit).
      criticalKills: true,
      criticalDoubles: asToHit,
      criticalRollsTwice: rules['critical-damage'] === 'roll-twice',
      // 8.2 Critical Failures: 16 misfired, 17 and 18 jammed.
      failures: [0, 1, 1],
      scatterDice: rules['scatter-dice'],
      radius: rules['area-of-effect'] === 'radius' ? areaOfEffect : areaOfEffect / 2,
      damageDice: damage,
      directDivisor,
      scatteredDivisor,
      reducePerDie: rules['cover-reduction'] === 'per-die',
      ...areaTargetOf(s),
    },
  };
}
