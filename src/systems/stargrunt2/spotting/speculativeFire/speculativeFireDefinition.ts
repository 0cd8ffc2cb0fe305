import { defineResolution } from '../../../defineResolution.js';
import { exactSpeculativeFire } from './exactSpeculativeFire.js';
import { normalizeSpeculativeFire } from './normalizeSpeculativeFire.js';
import { speculativeFireCellSchema } from './schema.js';
import { speculativeFireQuantities } from './speculativeFireQuantities.js';

/** Stargrunt II `speculative-fire`: FIRING AT UNLOCATED TARGETS — reconnaissance by fire at an inverted counter. */
export default defineResolution({
  description:
    'Speculative fire at an inverted counter: how often does a major success flip it and suppress the unit beneath?',
  schema: speculativeFireCellSchema,
  normalize: normalizeSpeculativeFire,
  quantities: speculativeFireQuantities,
  exact: exactSpeculativeFire,
  casualtyDistributions: [],
  favours: {
    side: 'the firer',
    up: ['flipped_suppressed'],
    down: ['no_effect', 'fire_actions'],
    headline: ['flipped_suppressed'],
  },
  docs: 'stargrunt2.md#resolution-speculative-fire--firing-at-unlocated-targets',
});
