import { defineResolution } from '../../../defineResolution.js';
import { artilleryQuantities } from './artilleryQuantities.js';
import { exactArtillery } from './exactArtillery.js';
import { normalizeArtillery } from './normalizeArtillery.js';
import { artilleryCellSchema } from './schema.js';

/**
 * Stargrunt II `artillery`: one fire mission on an infantry unit and/or vehicles (FIRE SUPPORT ACCURACY,
 * MULTIPLE INCOMING ROUNDS, DELIVERY SYSTEMS AND WARHEAD TYPES, CASUALTIES FROM ARTILLERY FIRE, ON-TABLE
 * ARTILLERY FIRE; vehicles as a MINOR hit from a heavy weapon, with their crews' confidence test after
 * immobilisation).
 */
export default defineResolution({
  description:
    "An artillery fire mission on placed figures and vehicles: accuracy, deviation, the salvo's bursts, suppression, wounds and kills, vehicle damage.",
  schema: artilleryCellSchema,
  normalize: normalizeArtillery,
  quantities: artilleryQuantities,
  exact: exactArtillery,
  casualtyDistributions: ['dead', 'wounded'],
  valueUnit: 'figures',
  charts: ['scatter'],
  derived: {
    any_dead: { label: 'At least one dead', of: 'dead >= 1' },
  },
  favours: {
    side: 'the firer',
    up: [
      'effective',
      'dead',
      'wounded',
      'in_burst',
      'rounds_on_aim',
      'vehicles_immobilised',
      'vehicles_systems',
      'vehicles_disabled',
      'vehicles_destroyed',
      'occupants_dead',
      'occupants_wounded',
      'crews_bailed_out',
      'any_dead',
    ],
    down: ['no_effect', 'deviation'],
    headline: ['effective', 'dead'],
  },
  docs: 'stargrunt2.md#artillery-resolve-artillery',
});
