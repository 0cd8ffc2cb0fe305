import type { NormalizeResult } from '../../../../core/Issue.js';
import { d20Faces } from '../../common/d20Faces.js';
import type { AttributeRollCell } from './AttributeRollCell.js';
import type { AttributeRollScenarioCell } from './schema.js';

/**
 * The faces of a d20 at or under the attribute + modifiers.
 * @example normalizeAttributeRoll(parsed) // { attribute: 'ld', target: 12, successFaces: 12 } for LD 14, modifier −2
 */
export function normalizeAttributeRoll(s: AttributeRollScenarioCell): NormalizeResult<AttributeRollCell> {
  const target = s.value + s.modifier;
  return { ok: true, value: { attribute: s.attribute, target, successFaces: d20Faces(target) } };
}
