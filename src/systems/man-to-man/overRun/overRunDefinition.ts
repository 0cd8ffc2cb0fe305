import { defineResolution } from '../../defineResolution.js';
import { exactOverRun } from './exactOverRun.js';
import { normalizeOverRun } from './normalizeOverRun.js';
import { overRunQuantities } from './overRunQuantities.js';
import { overRunCellSchema } from './schema.js';

/** Man to Man `over-run`: the DEX roll of each character an AFV touches or moves through (8.2). */
export default defineResolution({
  description:
    'An AFV over-runs infantry: each character whose base it touches rolls 3d6 under DEX to get out of the way, or is killed.',
  schema: overRunCellSchema,
  normalize: normalizeOverRun,
  quantities: overRunQuantities,
  exact: exactOverRun,
  casualtyDistributions: ['killed'],
  valueUnit: 'figures',
  favours: {
    side: 'the over-run characters',
    up: ['all_escape'],
    down: ['some_killed', 'all_killed', 'killed'],
    headline: ['all_escape', 'killed'],
  },
  docs: 'man-to-man.md#resolution-over-run--82-over-running-infantry-and-crews',
});
