import { defineResolution } from '../../defineResolution.js';
import { exactOpposed } from '../opposed/exactOpposed.js';
import { infantryFireQuantities } from './infantryFireQuantities.js';
import { normalizeInfantryFire } from './normalizeInfantryFire.js';
import { infantryFireCellSchema } from './schema.js';

/** Silhouette `infantry-fire`: one ranged attack on an infantry squad. */
export default defineResolution({
  description: 'One ranged attack on an infantry squad: troopers lost box by box, and Pinned! counters.',
  schema: infantryFireCellSchema,
  normalize: normalizeInfantryFire,
  quantities: infantryFireQuantities,
  exact: exactOpposed,
  casualtyDistributions: ['troopers_lost', 'pinned_counters'],
  favours: {
    side: 'the firer',
    up: [
      'wounded_only',
      'casualties',
      'squad_eliminated',
      'troopers_lost',
      'pinned_counters',
      'damage',
      'margin_of_success',
    ],
    down: ['no_damage'],
    headline: ['casualties', 'troopers_lost'],
  },
  docs: 'silhouette.md#resolution-infantry-fire--a-ranged-attack-on-an-infantry-squad',
});
