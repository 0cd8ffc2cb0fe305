import { defineResolution } from '../../defineResolution.js';
import { exactInitiative } from './exactInitiative.js';
import { initiativeQuantities } from './initiativeQuantities.js';
import { normalizeInitiative } from './normalizeInitiative.js';
import { initiativeCellSchema } from './schema.js';

/** Silhouette `initiative`: Step Two, the Initiative Phase — two dice a side, draws rerolled, Command Points from the MoS. */
export default defineResolution({
  description:
    'The Initiative Phase: each side rolls two dice, draws are rerolled; the winner gets Command Points equal to the MoS, the loser one.',
  schema: initiativeCellSchema,
  normalize: normalizeInitiative,
  quantities: initiativeQuantities,
  exact: exactInitiative,
  casualtyDistributions: ['a_command_points', 'winner_command_points'],
  favours: {
    side: 'side A',
    up: ['a_wins', 'a_command_points'],
    down: ['b_wins', 'b_command_points'],
    headline: ['a_wins', 'a_command_points'],
  },
  docs: 'silhouette.md#resolution-initiative--step-two-initiative-phase',
});
