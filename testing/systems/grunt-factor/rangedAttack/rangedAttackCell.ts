import type { AttackCell } from '../../../../src/systems/grunt-factor/common/AttackCell.js';
import rangedAttackDefinition from '../../../../src/systems/grunt-factor/rangedAttack/rangedAttackDefinition.js';
import { cellOf } from '../../../cellOf.js';

/**
 * Builds a normalized ranged-attack cell from scenario-shaped input, as the loader would (tests, benchmarks).
 * @example rangedAttackCell({ firer: { grade: 'regular', weapon: 'assault-rifle' }, target: {}, range: 30 }).hitFirst // 8
 */
export function rangedAttackCell(input: Record<string, unknown>): AttackCell {
  return cellOf(rangedAttackDefinition, { system: 'grunt-factor', resolve: 'ranged-attack', ...input });
}
