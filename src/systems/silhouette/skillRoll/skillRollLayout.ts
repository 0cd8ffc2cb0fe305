import type { CounterLayout } from '../../../core/CounterLayout.js';
import { maxRaw } from '../dice/rawRollDist.js';
import type { SkillRollCell } from './SkillRollCell.js';
import { type SkillRollDistribution, type SkillRollOutcome, skillRollQuantities } from './skillRollQuantities.js';

/** The highest total a skill roll can give. */
function maxSkillTotal(cell: SkillRollCell): number {
  return Math.max(0, maxRaw(cell.dice, cell.sixBonus) + cell.modifier);
}

/**
 * Counter layout of a skill roll: fumble / failure / success, then the histograms of the total
 * (`result`, a fumble counted as 0) and of the raw roll (`raw`: highest die + extra sixes, 0 a fumble).
 * @example skillRollLayout(cell).distributions.map((d) => d.name) // ['result', 'raw']
 */
export function skillRollLayout(cell: SkillRollCell): CounterLayout<SkillRollOutcome, SkillRollDistribution> {
  return skillRollQuantities.layout({ result: maxSkillTotal(cell) + 1, raw: maxRaw(cell.dice, cell.sixBonus) + 1 });
}

/** Outcome index (0 fumble, 1 failure, 2 success) of a total (−1 a fumble) against a Threshold; every test against one reads it so. */
export function skillOutcome(cell: Pick<SkillRollCell, 'threshold' | 'drawSucceeds'>, total: number): number {
  if (total < 0) return 0;
  if (total > cell.threshold || (cell.drawSucceeds && total === cell.threshold)) return 2;
  return 1;
}
