import { defineResolution } from '../../../defineResolution.js';
import { closeAssaultQuantities } from './closeAssaultQuantities.js';
import { exactCloseAssault } from './exactCloseAssault.js';
import { normalizeCloseAssault } from './normalizeCloseAssault.js';
import { closeAssaultCellSchema } from './schema.js';

/** Stargrunt II `close-assault`: the whole CLOSE ASSAULT procedure, from the order to charge to the casualty rolls. */
export default defineResolution({
  description: 'A close assault: the charge, the stand, final defensive fire, rounds of close combat and who holds the ground.',
  schema: closeAssaultCellSchema,
  normalize: normalizeCloseAssault,
  quantities: closeAssaultQuantities,
  exact: exactCloseAssault,
  casualtyDistributions: ['attacker_dead', 'attacker_wounded', 'defender_dead', 'defender_wounded', 'defender_captured'],
  valueUnit: 'figures',
  docs: 'stargrunt2.md#close-assault-resolve-close-assault-close-combat-pair',
});
