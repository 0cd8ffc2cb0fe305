import type { AttackCell } from '../../../../src/systems/grunt-factor/common/AttackCell.js';
import { normalizeCloseCombat } from '../../../../src/systems/grunt-factor/closeCombat/normalizeCloseCombat.js';
import { closeCombatCellSchema } from '../../../../src/systems/grunt-factor/closeCombat/schema.js';

/**
 * Builds a normalized close-combat cell from scenario-shaped input, as the loader would (tests).
 * @example closeCombatCell({ attacker: { grade: 'regular', weapon: 'pistol' }, target: {} }).hitFirst // 9
 */
export function closeCombatCell(input: Record<string, unknown>): AttackCell {
  const parsed = closeCombatCellSchema.parse({ system: 'grunt-factor', resolve: 'close-combat', ...input });
  const result = normalizeCloseCombat(parsed);
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('; '));
  return result.value;
}
