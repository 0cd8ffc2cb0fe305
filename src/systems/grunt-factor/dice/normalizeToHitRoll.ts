import type { NormalizeResult } from '../../../core/Issue.js';
import { d20Faces } from '../common/d20Faces.js';
import type { ToHitRollCell } from './ToHitRollCell.js';
import type { ToHitRollScenarioCell } from './toHitRollSchema.js';

/**
 * The faces of a d20 at or under RC + modifiers (To Hit your target).
 * @example normalizeToHitRoll(parsed) // { ok: true, value: { hitFaces: 8 } } for RC 7, modifier +1
 */
export function normalizeToHitRoll(s: ToHitRollScenarioCell): NormalizeResult<ToHitRollCell> {
  return { ok: true, value: { hitFaces: d20Faces(s.rc + s.modifier) } };
}
