import { defineResolution } from '../../../defineResolution.js';
import { exactMinefieldVehicle } from './exactMinefieldVehicle.js';
import { minefieldVehicleQuantities } from './minefieldVehicleQuantities.js';
import { normalizeMinefieldVehicle } from './normalizeMinefieldVehicle.js';
import { minefieldVehicleCellSchema } from './schema.js';

/** Stargrunt II `minefield-vehicle`: CONVENTIONAL MINEFIELDS (AV mines against vehicles) and MINE CLEARING. */
export default defineResolution({
  description:
    'A vehicle enters a conventional minefield, or an engineering vehicle clears one: is it attacked, immobilised or disabled, and what happens to its occupants?',
  schema: minefieldVehicleCellSchema,
  normalize: normalizeMinefieldVehicle,
  quantities: minefieldVehicleQuantities,
  exact: exactMinefieldVehicle,
  casualtyDistributions: ['dead', 'wounded'],
  derived: {
    stopped: { label: 'Immobilised or disabled', of: 'immobilised + disabled' },
  },
  favours: {
    side: 'the vehicle',
    up: ['not_attacked', 'field_cleared'],
    down: ['immobilised', 'disabled', 'stopped', 'dead', 'wounded'],
    headline: ['stopped', 'dead'],
  },
  docs: 'stargrunt2.md#resolution-minefield-vehicle--conventional-minefields-vehicles-mine-clearing',
});
