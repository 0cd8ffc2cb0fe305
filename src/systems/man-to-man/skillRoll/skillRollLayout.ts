import type { CounterLayout } from '../../../core/CounterLayout.js';
import { type SkillRollDistribution, type SkillRollOutcome, skillRollQuantities } from './skillRollQuantities.js';

/**
 * Counter layout of a skill roll: the eight outcomes; hits (0 or 1, criticals included); roll (the 3d6 total, 0..18).
 * @example skillRollLayout().distributions.map((d) => d.size) // [2, 19]
 */
export function skillRollLayout(): CounterLayout<SkillRollOutcome, SkillRollDistribution> {
  return skillRollQuantities.layout({ hits: 2, roll: 19 });
}
