import { defineResolution } from '../../../defineResolution.js';
import { exactSystemsRepair } from './exactSystemsRepair.js';
import { normalizeSystemsRepair } from './normalizeSystemsRepair.js';
import { systemsRepairCellSchema } from './schema.js';
import { systemsRepairQuantities } from './systemsRepairQuantities.js';

/** Stargrunt II `systems-repair`: NON-PENETRATING HITS ON VEHICLES — getting the backups on line after a SYSTEMS hit. */
export default defineResolution({
  description:
    'A vehicle with a SYS marker tries each activation to get its backup systems on line (D6, 5–6): back within k activations?',
  schema: systemsRepairCellSchema,
  normalize: normalizeSystemsRepair,
  quantities: systemsRepairQuantities,
  exact: exactSystemsRepair,
  favours: {
    side: 'the vehicle',
    up: ['restored'],
    down: ['still_out', 'restored_on_activation', 'attempts'],
    headline: ['restored', 'restored_on_activation'],
  },
  docs: 'stargrunt2.md#resolution-systems-repair--non-penetrating-hits-on-vehicles-systems',
});
