import { packExact } from '../../../../../src/core/ExactResult.js';
import type { Issue } from '../../../../../src/core/Issue.js';
import type { CloseAssaultCell } from '../../../../../src/systems/stargrunt2/assault/closeAssault/CloseAssaultCell.js';
import closeAssaultDefinition from '../../../../../src/systems/stargrunt2/assault/closeAssault/closeAssaultDefinition.js';
import { closeAssaultLayout } from '../../../../../src/systems/stargrunt2/assault/closeAssault/closeAssaultLayout.js';
import { exactCloseAssault } from '../../../../../src/systems/stargrunt2/assault/closeAssault/exactCloseAssault.js';
import { cellOf, issuesOf } from '../../../../cellOf.js';

/** The issues `close-assault` raises for scenario-shaped input (empty when it is accepted). */
export function closeAssaultIssues(input: Record<string, unknown>): Issue[] {
  return issuesOf(closeAssaultDefinition, { system: 'stargrunt2', resolve: 'close-assault', ...input });
}

/** Builds a normalized close-assault cell from scenario-shaped input, as the loader would (tests and benchmarks). */
export function closeAssaultCell(input: Record<string, unknown>): CloseAssaultCell {
  return cellOf(closeAssaultDefinition, { system: 'stargrunt2', resolve: 'close-assault', ...input });
}

/** The exact evaluation of a cell laid out as its kernel's counters (to compare value by value with an enumeration). */
export function exactCloseAssaultCounters(cell: CloseAssaultCell): Float64Array {
  return packExact(closeAssaultLayout(cell), exactCloseAssault(cell));
}

/** A side of a close assault: quality, leadership 2, figures, and anything else. */
export const side = (quality: string, figures: number, extra: Record<string, unknown> = {}) => ({
  quality,
  leadership: 2,
  figures,
  ...extra,
});
