import { defineResolution } from '../../defineResolution.js';
import { exactParachuteDrop } from './exactParachuteDrop.js';
import { normalizeParachuteDrop } from './normalizeParachuteDrop.js';
import { parachuteDropQuantities } from './parachuteDropQuantities.js';
import { parachuteDropCellSchema } from './schema.js';

/** The Grunt Factor `parachute-drop`: the 2nd option of Parachute deployment, an LD roll per soldier at a drop point. */
export default defineResolution({
  description:
    'Soldiers jump at a marked drop point: each rolls a d20 at or under LD to land within 6 cm, else drifts 1d20 cm.',
  schema: parachuteDropCellSchema,
  normalize: normalizeParachuteDrop,
  quantities: parachuteDropQuantities,
  exact: exactParachuteDrop,
  casualtyDistributions: ['scattered', 'farthest_cm'],
  favours: {
    side: 'the jumpers',
    up: ['all_near'],
    down: ['some_scattered', 'all_scattered', 'scattered', 'farthest_cm'],
    headline: ['all_near', 'scattered'],
  },
  docs: 'grunt-factor.md#resolution-parachute-drop--parachute-deployment-2nd-option',
});
