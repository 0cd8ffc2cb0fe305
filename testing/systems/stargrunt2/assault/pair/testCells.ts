import type { Issue } from '../../../../../src/core/Issue.js';
import type { CloseCombatPairCell } from '../../../../../src/systems/stargrunt2/assault/pair/CloseCombatPairCell.js';
import { normalizeCloseCombatPair } from '../../../../../src/systems/stargrunt2/assault/pair/normalizeCloseCombatPair.js';
import { closeCombatPairCellSchema } from '../../../../../src/systems/stargrunt2/assault/pair/schema.js';

/** The issues `close-combat-pair` raises for scenario-shaped input (empty when it is accepted). */
export function closeCombatPairIssues(input: Record<string, unknown>): Issue[] {
  const result = normalizeCloseCombatPair(closeCombatPairCellSchema.parse({ system: 'stargrunt2', resolve: 'close-combat-pair', ...input }));
  return result.ok ? [] : result.issues;
}

/** Builds a normalized close-combat-pair cell from scenario-shaped input, as the loader would. */
export function closeCombatPairCell(input: Record<string, unknown>): CloseCombatPairCell {
  const result = normalizeCloseCombatPair(closeCombatPairCellSchema.parse({ system: 'stargrunt2', resolve: 'close-combat-pair', ...input }));
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('; '));
  return result.value;
}
