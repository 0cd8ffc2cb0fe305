import { defineResolution } from '../../defineResolution.js';
import { climbQuantities } from './climbQuantities.js';
import { exactClimb } from './exactClimb.js';
import { normalizeClimb } from './normalizeFalls.js';
import { climbCellSchema } from './schema.js';

/** The Grunt Factor `climb-and-fall`: climbing 3 cm per action, falling on 19-20 (Climb). */
export default defineResolution({
  description: 'A climb of 3 cm per action with a d20 after each: 19-20 falls and takes the fall damage.',
  schema: climbCellSchema,
  normalize: normalizeClimb,
  quantities: climbQuantities,
  exact: exactClimb,
  favours: {
    side: 'the climber',
    up: ['reached_top'],
    down: ['fell_unhurt', 'fell_casualty', 'actions_spent'],
    headline: ['reached_top'],
  },
  docs: 'grunt-factor.md#resolutions-jump-and-climb-and-fall--jump-climb',
});
