import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { DuelCell } from './DuelCell.js';
import { normalizeDuel } from './normalizeDuel.js';
import { duelCellSchema, type DuelScenarioCell } from './schema.js';

/** Guns 'n Grenades `duel`: two units attack each other turn about until one is Dead or the turns run out. */
export const duelDefinition: ResolutionDefinition<DuelCell> = {
  system: 'guns-n-grenades',
  resolve: 'duel',
  info: {
    system: 'guns-n-grenades',
    resolve: 'duel',
    description: 'Two units attack each other turn about: who wins, in how many turns, and the points destroyed.',
    outcomes: [
      { name: 'attacker_wins', label: 'Attacker wins' },
      { name: 'defender_wins', label: 'Defender wins' },
      { name: 'draw', label: 'Draw (max turns passed)' },
    ],
    distributions: [
      { name: 'turns', label: 'Turns played' },
      { name: 'attacker_points_destroyed', label: 'Points destroyed by the attacker' },
      { name: 'defender_points_destroyed', label: 'Points destroyed by the defender' },
    ],
    casualtyDistributions: ['turns'],
  },
  cellSchema: duelCellSchema,
  normalize: (cell) => normalizeDuel(cell as DuelScenarioCell),
  kernel: 'guns-n-grenades/duel',
};
