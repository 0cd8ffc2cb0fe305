import type { AttackCell } from '../../../../src/systems/grunt-factor/common/AttackCell.js';
import { normalizeRangedAttack } from '../../../../src/systems/grunt-factor/rangedAttack/normalizeRangedAttack.js';
import { rangedAttackCellSchema } from '../../../../src/systems/grunt-factor/rangedAttack/schema.js';

/**
 * Builds a normalized ranged-attack cell from scenario-shaped input, as the loader would (tests, benchmarks).
 * @example rangedAttackCell({ firer: { grade: 'regular', weapon: 'assault-rifle' }, target: {}, range: 30 }).hitFirst // 8
 */
export function rangedAttackCell(input: Record<string, unknown>): AttackCell {
  const parsed = rangedAttackCellSchema.parse({ system: 'grunt-factor', resolve: 'ranged-attack', ...input });
  const result = normalizeRangedAttack(parsed);
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('; '));
  return result.value;
}
