import { packExact } from '../../../../../src/core/ExactResult.js';
import type { Issue } from '../../../../../src/core/Issue.js';
import type { CloseAssaultCell } from '../../../../../src/systems/stargrunt2/assault/closeAssault/CloseAssaultCell.js';
import { closeAssaultLayout } from '../../../../../src/systems/stargrunt2/assault/closeAssault/closeAssaultLayout.js';
import { exactCloseAssault } from '../../../../../src/systems/stargrunt2/assault/closeAssault/exactCloseAssault.js';
import { normalizeCloseAssault } from '../../../../../src/systems/stargrunt2/assault/closeAssault/normalizeCloseAssault.js';
import { closeAssaultCellSchema } from '../../../../../src/systems/stargrunt2/assault/closeAssault/schema.js';

/** The issues `close-assault` raises for scenario-shaped input (empty when it is accepted). */
export function closeAssaultIssues(input: Record<string, unknown>): Issue[] {
  const result = normalizeCloseAssault(closeAssaultCellSchema.parse({ system: 'stargrunt2', resolve: 'close-assault', ...input }));
  return result.ok ? [] : result.issues;
}

/** Builds a normalized close-assault cell from scenario-shaped input, as the loader would (tests and benchmarks). */
export function closeAssaultCell(input: Record<string, unknown>): CloseAssaultCell {
  const result = normalizeCloseAssault(closeAssaultCellSchema.parse({ system: 'stargrunt2', resolve: 'close-assault', ...input }));
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('; '));
  return result.value;
}

/** The exact evaluation of a cell laid out as its kernel's counters (to compare value by value with an enumeration). */
export function exactCloseAssaultCounters(cell: CloseAssaultCell): Float64Array {
  return packExact(closeAssaultLayout(cell), exactCloseAssault(cell));
}

/** A side of a close assault: quality, leadership 2, figures, and anything else. */
export const side = (quality: string, figures: number, extra: Record<string, unknown> = {}) => ({ quality, leadership: 2, figures, ...extra });
