import type { ExactResult } from '../../../core/ExactResult.js';
import { finalTotal } from '../dice/finalTotal.js';
import { rawRollDist } from '../dice/rawRollDist.js';
import type { SkillRollCell } from './SkillRollCell.js';
import { skillOutcome, skillRollLayout } from './skillRollLayout.js';
import type { SkillRollDistribution, SkillRollOutcome } from './skillRollQuantities.js';

/**
 * Exact evaluator of a skill roll: the raw-roll distribution (built die by die) through the modifiers.
 * @example exactSkillRoll(skillRollCell({ dice: 2, threshold: 4 })).outcomes.success // 20/36
 */
export function exactSkillRoll(cell: SkillRollCell): ExactResult<SkillRollOutcome, SkillRollDistribution> {
  const [resultSize, rawSize] = skillRollLayout(cell).distributions.map((d) => d.size);
  const outcomes = [0, 0, 0];
  const result = new Float64Array(resultSize);
  const raws = new Float64Array(rawSize);
  for (const [raw, p] of rawRollDist(cell.dice, cell.fumbles, cell.sixBonus).entries()) {
    const total = finalTotal(raw, cell.modifier);
    outcomes[skillOutcome(cell, total)] += p;
    result[Math.max(0, total)] += p;
    raws[raw] += p;
  }
  const [fumble, failure, success] = outcomes;
  return { outcomes: { fumble, failure, success }, distributions: { result, raw: raws } };
}
