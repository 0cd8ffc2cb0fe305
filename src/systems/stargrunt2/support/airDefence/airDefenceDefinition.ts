import { defineResolution } from '../../../defineResolution.js';
import { airDefenceQuantities } from './airDefenceQuantities.js';
import { exactAirDefence } from './exactAirDefence.js';
import { normalizeAirDefence } from './normalizeAirDefence.js';
import { airDefenceCellSchema } from './schema.js';

/** Stargrunt II `air-defence`: EFFECTS OF THE AIR DEFENCE ENVIRONMENT, coming in or (UNITS LEAVING THE BATTLE AREA) going out. */
export default defineResolution({
  description:
    'An airborne craft runs the enemy Air Defence Environment on its way in or out: through, aborted or shot down',
  schema: airDefenceCellSchema,
  normalize: normalizeAirDefence,
  quantities: airDefenceQuantities,
  exact: exactAirDefence,
  favours: {
    side: 'the aircraft',
    up: ['through'],
    down: ['aborted', 'shot_down'],
    headline: ['through', 'shot_down'],
  },
  docs: 'stargrunt2.md#resolution-air-defence--effects-of-the-air-defence-environment-units-leaving-the-battle-area',
});
