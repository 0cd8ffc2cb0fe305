import type { ResolutionDefinition } from '../../../ResolutionDefinition.js';
import type { CloseCombatPairCell } from './CloseCombatPairCell.js';
import { normalizeCloseCombatPair } from './normalizeCloseCombatPair.js';
import { closeCombatPairCellSchema, type CloseCombatPairScenarioCell } from './schema.js';

/** Stargrunt II `close-combat-pair`: one attacking figure against one defending figure, fought to a result. */
export const closeCombatPairDefinition: ResolutionDefinition<CloseCombatPairCell> = {
  system: 'stargrunt2',
  resolve: 'close-combat-pair',
  info: {
    system: 'stargrunt2',
    resolve: 'close-combat-pair',
    description: 'One close-combat pair: quality dice with weapon open shifts, first-round cover bonus, power armour; ties fight on.',
    outcomes: [
      { name: 'attacker_wins', label: 'Attacker wins' },
      { name: 'defender_wins', label: 'Defender wins' },
    ],
    distributions: [{ name: 'rounds', label: 'Rounds fought (10 = ten or more)' }],
    casualtyDistributions: [],
    valueUnit: 'rounds',
  },
  cellSchema: closeCombatPairCellSchema,
  normalize: (cell) => normalizeCloseCombatPair(cell as CloseCombatPairScenarioCell),
  kernel: 'stargrunt2/close-combat-pair',
};
