import { counterLength } from '../../LegacyKernel.js';
import { finalTotal } from '../dice/finalTotal.js';
import { rawRollDist } from '../dice/rawRollDist.js';
import type { SkillRollCell } from './SkillRollCell.js';
import { skillOutcome, skillRollLayout } from './skillRollLayout.js';

/**
 * Exact evaluator of a skill roll: the raw-roll distribution (built die by die) through the modifiers.
 * Returns probabilities in the kernel's counter layout.
 */
export function exactSkillRoll(cell: SkillRollCell): Float64Array {
  const layout = skillRollLayout(cell);
  const out = new Float64Array(counterLength(layout));
  const oResult = 3;
  const oRaw = oResult + layout.distributions[0].size;
  for (const [raw, p] of rawRollDist(cell.dice, cell.fumbles).entries()) {
    const total = finalTotal(raw, cell.modifier);
    out[skillOutcome(cell, total)] += p;
    out[oResult + Math.max(0, total)] += p;
    out[oRaw + raw] += p;
  }
  return out;
}
