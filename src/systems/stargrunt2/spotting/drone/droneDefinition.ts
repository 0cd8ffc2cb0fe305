import { defineResolution } from '../../../defineResolution.js';
import { droneQuantities } from './droneQuantities.js';
import { exactDrone } from './exactDrone.js';
import { normalizeDrone } from './normalizeDrone.js';
import { droneCellSchema } from './schema.js';

/** Stargrunt II `drone`: DRONES — a recon drone spotting an inverted counter, and the chance the enemy shoots it down. */
export default defineResolution({
  description:
    'A recon drone over an inverted counter: what does it spot within the turns, and how often is it shot down?',
  schema: droneCellSchema,
  normalize: normalizeDrone,
  quantities: droneQuantities,
  exact: exactDrone,
  casualtyDistributions: [],
  derived: {
    located: { label: 'A unit located (flipped or revealed)', of: 'flipped + revealed' },
    shot_down: { label: 'Drone shot down', of: 'drone_shot_down >= 1' },
  },
  favours: {
    side: 'the drone operator',
    up: ['revealed', 'flipped', 'located'],
    down: ['nothing', 'drone_shot_down', 'shot_down'],
    headline: ['revealed', 'shot_down'],
  },
  docs: 'stargrunt2.md#resolution-drone--drones',
});
