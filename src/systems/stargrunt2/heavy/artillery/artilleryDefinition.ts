import type { ResolutionDefinition } from '../../../ResolutionDefinition.js';
import type { ArtilleryCell } from './ArtilleryCell.js';
import { normalizeArtillery } from './normalizeArtillery.js';
import { artilleryCellSchema, type ArtilleryScenarioCell } from './schema.js';

/**
 * Stargrunt II `artillery`: one fire mission on an infantry unit (FIRE SUPPORT ACCURACY, MULTIPLE
 * INCOMING ROUNDS, DELIVERY SYSTEMS AND WARHEAD TYPES, CASUALTIES FROM ARTILLERY FIRE, ON-TABLE ARTILLERY FIRE).
 */
export const artilleryDefinition: ResolutionDefinition<ArtilleryCell> = {
  system: 'stargrunt2',
  resolve: 'artillery',
  info: {
    system: 'stargrunt2',
    resolve: 'artillery',
    description: 'An artillery fire mission on placed figures: accuracy, deviation, the salvo\'s bursts, suppression, wounds and kills.',
    outcomes: [
      { name: 'no_effect', label: 'No figure caught (not suppressed)' },
      { name: 'suppressed_only', label: 'Suppressed, no casualties' },
      { name: 'effective', label: 'Casualties (and suppressed)' },
    ],
    distributions: [
      { name: 'dead', label: 'Dead' },
      { name: 'wounded', label: 'Wounded' },
      { name: 'in_burst', label: 'Figures caught in a burst' },
      { name: 'rounds_on_aim', label: 'Rounds within a burst radius of the aim point' },
      { name: 'deviation', label: 'First round deviation (inches)' },
    ],
    casualtyDistributions: ['dead', 'wounded'],
    valueUnit: 'figures',
  },
  cellSchema: artilleryCellSchema,
  normalize: (cell) => normalizeArtillery(cell as ArtilleryScenarioCell),
  kernel: 'stargrunt2/artillery',
};
