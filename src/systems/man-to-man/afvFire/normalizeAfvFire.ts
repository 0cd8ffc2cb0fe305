import type { NormalizeResult } from '../../../core/Issue.js';
import { AFV_FIRE_MODIFIERS as M, CREW_LDR } from '../data/afvCombat.js';
import { highestSuccessfulRoll } from '../hitRoll.js';
import type { AfvFireCell } from './AfvFireCell.js';
import type { AfvFireScenarioCell } from './schema.js';

/** Turns an afv-fire scenario cell into numbers (8.2 AFV Combat). */
export function normalizeAfvFire(s: AfvFireScenarioCell): NormalizeResult<AfvFireCell> {
  const rule = s.rules['hit-roll'];
  const { firer: f, target: t } = s;
  const cover = t.cover === 'soft' ? M.softCover : t.cover === 'hard' ? M.hardCover : 0;
  const modified = f.fire_control + t.size + (f.buttoned ? M.buttoned : 0) + (t.moving_fast ? M.targetMovingFast : 0) + cover + (f.on_move ? M.firerOnMove : 0);
  return {
    ok: true,
    value: {
      highestHit: highestSuccessfulRoll(modified, rule),
      penetrates: f.penetration >= t.armour,
      heModifier: f.he_modifier,
      highestCrewPass: highestSuccessfulRoll(CREW_LDR + t.crew_ldr_modifier, rule),
      crewCriticals: s.rules['morale-criticals'] === 'as-to-hit',
      immobilisedBefore: t.immobilised,
    },
  };
}
