import type { NormalizeResult } from '../../../core/Issue.js';
import { defineResolution } from '../../defineResolution.js';
import { exactThreeDice } from './exactThreeDice.js';
import { threeDiceCellSchema } from './schema.js';
import { threeDiceQuantities } from './threeDiceQuantities.js';

/** Man to Man `three-dice`: the plain 3d6 every roll of the game uses (4.0), with the bands of 4.4; no attribute needed. */
export default defineResolution({
  description:
    'The plain 3d6 of every Man to Man roll: the distribution of the total and the 4.4 bands (3-5 critical hits, 16-18 critical failures).',
  schema: threeDiceCellSchema,
  normalize: (): NormalizeResult<Record<string, never>> => ({ ok: true, value: {} }),
  quantities: threeDiceQuantities,
  exact: exactThreeDice,
  casualtyDistributions: ['total'],
  // Every roll is under an attribute, so a lower total is better for the roller.
  favours: {
    side: 'the roller',
    up: ['critical_hit_band'],
    down: ['critical_failure_band', 'total'],
    headline: ['total'],
  },
  docs: 'man-to-man.md#resolution-three-dice--the-plain-3d6-40',
});
