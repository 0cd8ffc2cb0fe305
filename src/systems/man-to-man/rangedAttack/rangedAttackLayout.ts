import type { CounterLayout } from '../../LegacyKernel.js';
import type { RangedAttackCell } from './RangedAttackCell.js';

export const RANGED_ATTACK_OUTCOMES = ['miss', 'wounded', 'incapacitated', 'dead', 'jammed'] as const;

/**
 * Counter layout of a ranged attack: the five outcomes, then the histogram of hits (0..shots).
 * @example rangedAttackLayout(cell).outcomes // ['miss', 'wounded', 'incapacitated', 'dead', 'jammed']
 */
export function rangedAttackLayout(cell: RangedAttackCell): CounterLayout {
  return { outcomes: [...RANGED_ATTACK_OUTCOMES], distributions: [{ name: 'hits', size: cell.shots + 1 }] };
}
