import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import { normalizePanicRecovery } from './normalizePanicRecovery.js';
import type { PanicRecoveryCell } from './PanicRecoveryCell.js';
import { panicRecoveryCellSchema, type PanicRecoveryScenarioCell } from './schema.js';

/** The Grunt Factor `panic-recovery`: one LD test per turn to shake off panic (Recovering from panic). */
export const panicRecoveryDefinition: ResolutionDefinition<PanicRecoveryCell> = {
  system: 'grunt-factor',
  resolve: 'panic-recovery',
  info: {
    system: 'grunt-factor',
    resolve: 'panic-recovery',
    description: 'A panicked squad tests LD once per turn (−2 enemy in LOS, −4 under fire) until it recovers.',
    outcomes: [
      { name: 'recovered', label: 'Recovered within max_turns' },
      { name: 'still_panicked', label: 'Still panicked' },
    ],
    distributions: [{ name: 'turns_panicked', label: 'Failed recovery tests' }],
    casualtyDistributions: [],
  },
  cellSchema: panicRecoveryCellSchema,
  normalize: (cell) => normalizePanicRecovery(cell as PanicRecoveryScenarioCell),
  kernel: 'grunt-factor/panic-recovery',
};
