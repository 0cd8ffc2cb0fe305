import { defineResolution } from '../../../defineResolution.js';
import { exactSniper } from './exactSniper.js';
import { normalizeSniperFire } from './normalizeSniperFire.js';
import { sniperFireCellSchema } from './schema.js';
import { sniperQuantities } from './sniperQuantities.js';

/** Stargrunt II `sniper-fire`: a sniper's own fire action at an infantry unit or an independent figure. */
export default defineResolution({
  description:
    'A sniper shot: suppression, a random or the chosen figure (the leader) hit, wound or kill, position revealed.',
  schema: sniperFireCellSchema,
  normalize: normalizeSniperFire,
  quantities: sniperQuantities,
  exact: exactSniper,
  casualtyDistributions: ['dead', 'wounded'],
  favours: {
    side: 'the sniper',
    up: ['random_figure_hit', 'chosen_figure_hit', 'leader_hit', 'leader_casualty', 'dead', 'wounded'],
    down: ['suppressed_only', 'revealed'],
    headline: ['chosen_figure_hit', 'leader_casualty'],
  },
  docs: 'stargrunt2.md#heavy-weapons-vehicles-missiles-snipers-and-artillery',
});
