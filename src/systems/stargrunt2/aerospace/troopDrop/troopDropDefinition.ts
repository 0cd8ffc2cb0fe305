import { defineResolution } from '../../../defineResolution.js';
import { exactTroopDrop } from './exactTroopDrop.js';
import { normalizeTroopDrop } from './normalizeTroopDrop.js';
import { troopDropCellSchema } from './schema.js';
import { troopDropQuantities } from './troopDropQuantities.js';

/** Stargrunt II `troop-drop`: CHAPTER 18, LANDING ZONES, DROPPING TROOPS FROM HOVERING CRAFT, HIGH-ALTITUDE OR ORBITAL INSERTION. */
export default defineResolution({
  description:
    'A unit put down from the air — landing, roping, jumping, paradrop or orbital drop: men injured or lost, scatter, a stranded craft',
  schema: troopDropCellSchema,
  normalize: normalizeTroopDrop,
  quantities: troopDropQuantities,
  exact: exactTroopDrop,
  casualtyDistributions: ['injured', 'lost'],
  valueUnit: 'figures',
  favours: {
    side: 'the dropping unit',
    up: ['unharmed'],
    down: ['casualties', 'craft_stranded', 'injured', 'lost', 'farthest'],
    headline: ['unharmed', 'injured'],
  },
  docs: 'stargrunt2.md#resolution-troop-drop--landing-zones-dropping-troops-from-hovering-craft-high-altitude-or-orbital-insertion',
});
