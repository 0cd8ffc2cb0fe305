import { defineResolution } from '../../../defineResolution.js';
import { commandDetonatedMineQuantities } from './commandDetonatedMineQuantities.js';
import { exactCommandDetonatedMine } from './exactCommandDetonatedMine.js';
import { normalizeCommandDetonatedMine } from './normalizeCommandDetonatedMine.js';
import { commandDetonatedMineCellSchema } from './schema.js';

/** Stargrunt II `command-detonated-mine`: COMMAND-DETONATED MINES fired at the nearest unit or a vehicle. */
export default defineResolution({
  description:
    'One or more command-detonated mines (Claymores) fired at an infantry unit or a soft-skinned vehicle: how many killed and wounded?',
  schema: commandDetonatedMineCellSchema,
  normalize: normalizeCommandDetonatedMine,
  quantities: commandDetonatedMineQuantities,
  exact: exactCommandDetonatedMine,
  casualtyDistributions: ['dead', 'wounded'],
  derived: {
    any_dead: { label: 'At least one dead', of: 'dead >= 1' },
  },
  favours: {
    side: "the mine's owner",
    up: ['some_casualty', 'disabled', 'dead', 'wounded', 'casualties', 'any_dead'],
    down: ['no_effect'],
    headline: ['some_casualty', 'dead'],
  },
  valueUnit: 'figures',
  docs: 'stargrunt2.md#resolution-command-detonated-mine--command-detonated-mines',
});
