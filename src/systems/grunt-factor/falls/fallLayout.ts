import type { CounterLayout } from '../../LegacyKernel.js';
import type { FallCell } from './FallCell.js';

/**
 * Jump: unhurt / casualty and saves_failed (0..3). Climb: reached_top / fell_unhurt / fell_casualty and
 * actions_spent (0..actions).
 * @example fallLayout({ mode: 'jump', steps: [] }).outcomes // ['unhurt', 'casualty']
 */
export function fallLayout(cell: FallCell): CounterLayout {
  return cell.mode === 'jump'
    ? { outcomes: ['unhurt', 'casualty'], distributions: [{ name: 'saves_failed', size: 4 }] }
    : { outcomes: ['reached_top', 'fell_unhurt', 'fell_casualty'], distributions: [{ name: 'actions_spent', size: cell.steps.length + 1 }] };
}
