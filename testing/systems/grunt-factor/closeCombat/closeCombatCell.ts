import closeCombatDefinition from '../../../../src/systems/grunt-factor/closeCombat/closeCombatDefinition.js';
import type { AttackCell } from '../../../../src/systems/grunt-factor/common/AttackCell.js';
import { cellOf } from '../../../cellOf.js';

/**
 * Builds a normalized close-combat cell from scenario-shaped input, as the loader would (tests).
 * @example closeCombatCell({ attacker: { grade: 'regular', weapon: 'pistol' }, target: {} }).hitFirst // 9
 */
export function closeCombatCell(input: Record<string, unknown>): AttackCell {
  return cellOf(closeCombatDefinition, { system: 'grunt-factor', resolve: 'close-combat', ...input });
}
