import { defineResolution } from '../../defineResolution.js';
import { crewServedQuantities } from './crewServedQuantities.js';
import { exactCrewServed } from './exactCrewServed.js';
import { normalizeCrewServed } from './normalizeCrewServed.js';
import { crewServedCellSchema } from './schema.js';

/** Stargrunt II `crew-served-fire`: fire at a crew-served weapon team, the weapon rolled for as a member (CREW-SERVED WEAPONS). */
export default defineResolution({
  description:
    'Small-arms fire at a crew-served weapon team: the weapon is hit as a member of the unit (D8 armour, a KILL disables it).',
  schema: crewServedCellSchema,
  normalize: normalizeCrewServed,
  quantities: crewServedQuantities,
  exact: exactCrewServed,
  casualtyDistributions: ['dead', 'wounded', 'casualties'],
  valueUnit: 'figures',
  derived: {
    weapon_disabled: { label: 'At least one weapon disabled', of: 'weapons_disabled >= 1' },
    any_casualty: { label: 'At least one crew casualty', of: 'casualties >= 1' },
  },
  favours: {
    side: 'the firer',
    up: [
      'effective',
      'potential_hits',
      'dead',
      'wounded',
      'casualties',
      'weapons_disabled',
      'weapon_disabled',
      'any_casualty',
    ],
    down: ['no_effect'],
    headline: ['weapon_disabled', 'casualties'],
  },
  docs: 'stargrunt2.md#resolution-crew-served-fire--crew-served-weapons',
});
