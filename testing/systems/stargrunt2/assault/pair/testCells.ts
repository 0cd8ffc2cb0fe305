import type { Issue } from '../../../../../src/core/Issue.js';
import type { CloseCombatPairCell } from '../../../../../src/systems/stargrunt2/assault/pair/CloseCombatPairCell.js';
import closeCombatPairDefinition from '../../../../../src/systems/stargrunt2/assault/pair/closeCombatPairDefinition.js';
import { cellOf, issuesOf } from '../../../../cellOf.js';

/** The issues `close-combat-pair` raises for scenario-shaped input (empty when it is accepted). */
export function closeCombatPairIssues(input: Record<string, unknown>): Issue[] {
  return issuesOf(closeCombatPairDefinition, { system: 'stargrunt2', resolve: 'close-combat-pair', ...input });
}

/** Builds a normalized close-combat-pair cell from scenario-shaped input, as the loader would. */
export function closeCombatPairCell(input: Record<string, unknown>): CloseCombatPairCell {
  return cellOf(closeCombatPairDefinition, { system: 'stargrunt2', resolve: 'close-combat-pair', ...input });
}
