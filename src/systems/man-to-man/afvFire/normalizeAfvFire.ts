import type { NormalizeResult } from '../../../core/Issue.js';
import { highestSuccessfulRoll } from '../hitRoll.js';
import type { AfvFireCell } from './AfvFireCell.js';
import type { AfvFireScenarioCell } from './schema.js';

/** Turns an afv-fire scenario cell into numbers (8.2 AFV Combat). */
export function normalizeAfvFire(s: AfvFireScenarioCell): NormalizeResult<AfvFireCell> {
  const rule = s.rules['hit-roll'];
  const { firer: f, target: t } = s;
  const m = s.rules.modifiers;
  const cover = t.cover === 'soft' ? m['soft-cover'] : t.cover === 'hard' ? m['hard-cover'] : 0;
  const modified =
    f.fire_control +
    t.size +
    (f.buttoned ? m.buttoned : 0) +
    (t.moving_fast ? m['target-moving-fast'] : 0) +
    cover +
    (f.on_move ? m['firer-on-move'] : 0);
  return {
    ok: true,
    value: {
      highestHit: highestSuccessfulRoll(modified, rule),
      penetrates: f.penetration >= t.armour,
      heModifier: f.he_modifier,
      highestCrewPass: highestSuccessfulRoll(s.rules['crew-ldr'] + t.crew_ldr_modifier, rule),
      crewCriticals: s.rules['morale-criticals'] === 'as-to-hit',
      immobilisedBefore: t.immobilised,
      explodesAtMost: s.rules['damage-table']['explodes-at-most'],
      damagedAtMost: s.rules['damage-table']['damaged-at-most'],
    },
  };
}
