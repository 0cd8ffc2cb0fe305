import type { ResolutionDefinition } from '../../../ResolutionDefinition.js';
import { normalizeSniperFire } from './normalizeSniperFire.js';
import { sniperFireCellSchema, type SniperFireScenarioCell } from './schema.js';
import type { SniperCell } from './SniperCell.js';

/** Stargrunt II `sniper-fire`: a sniper's own fire action at an infantry unit or an independent figure. */
export const sniperFireDefinition: ResolutionDefinition<SniperCell> = {
  system: 'stargrunt2',
  resolve: 'sniper-fire',
  info: {
    system: 'stargrunt2',
    resolve: 'sniper-fire',
    description: 'A sniper shot: suppression, a random or the chosen figure (the leader) hit, wound or kill, position revealed.',
    outcomes: [
      { name: 'suppressed_only', label: 'Missed (suppression only)' },
      { name: 'random_figure_hit', label: 'Random figure hit' },
      { name: 'chosen_figure_hit', label: 'Chosen figure (leader) hit' },
    ],
    distributions: [
      { name: 'leader_hit', label: 'Leader hit' },
      { name: 'leader_casualty', label: 'Leader wounded or killed' },
      { name: 'dead', label: 'Dead' },
      { name: 'wounded', label: 'Wounded' },
      { name: 'revealed', label: 'Sniper revealed' },
    ],
    casualtyDistributions: ['dead', 'wounded'],
  },
  cellSchema: sniperFireCellSchema,
  normalize: (cell) => normalizeSniperFire(cell as SniperFireScenarioCell),
  kernel: 'stargrunt2/sniper-fire',
};
