import { defineResolution } from '../../defineResolution.js';
import { exactMortarActivation } from './exactMortarActivation.js';
import { mortarActivationQuantities } from './mortarActivationQuantities.js';
import { normalizeMortarActivation } from './normalizeMortarActivation.js';
import { mortarActivationCellSchema } from './schema.js';

/** The Grunt Factor `mortar-activation`: the FO's LD checks and the firing actions they unlock. */
export default defineResolution({
  description:
    'A forward observer tests LD each action: success in the 1st/2nd/3rd gives 3/2/1 firing actions per mortar.',
  schema: mortarActivationCellSchema,
  normalize: normalizeMortarActivation,
  quantities: mortarActivationQuantities,
  exact: exactMortarActivation,
  favours: {
    side: 'the mortar crews',
    up: ['three_actions', 'two_actions', 'firing_actions'],
    down: ['no_fire'],
    headline: ['no_fire', 'firing_actions'],
  },
  docs: 'grunt-factor.md#resolution-mortar-activation--5080120mm-mortar-special-rules',
});
