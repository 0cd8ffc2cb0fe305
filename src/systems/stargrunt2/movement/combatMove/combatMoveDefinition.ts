import { defineResolution } from '../../../defineResolution.js';
import { combatMoveQuantities } from './combatMoveQuantities.js';
import { exactCombatMove } from './exactCombatMove.js';
import { normalizeCombatMove } from './normalizeCombatMove.js';
import { combatMoveCellSchema } from './schema.js';

/** Stargrunt II `combat-move`: COMBAT MOVEMENT of a vehicle (D12 × 2") or a unit on foot toward a stated destination. */
export default defineResolution({
  description:
    'A combat move toward a stated destination (a vehicle rolls D12 × 2" per action): reached with one action, two, or caught short?',
  schema: combatMoveCellSchema,
  normalize: normalizeCombatMove,
  quantities: combatMoveQuantities,
  exact: exactCombatMove,
  derived: {
    reached: { label: 'Reached the destination', of: 'first_action + second_action' },
  },
  valueUnit: 'inches',
  favours: {
    side: 'the mover',
    up: ['first_action', 'second_action', 'reached', 'movement'],
    down: ['short'],
    headline: ['reached'],
  },
  docs: 'stargrunt2.md#resolution-combat-move--combat-movement-vehicle-movement',
});
