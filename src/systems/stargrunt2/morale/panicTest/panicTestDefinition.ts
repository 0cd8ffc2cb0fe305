import type { ResolutionDefinition } from '../../../ResolutionDefinition.js';
import { CONFIDENCE_AFTER } from '../confidenceAfterInfo.js';
import { normalizePanicTest } from './normalizePanicTest.js';
import type { PanicTestCell } from './PanicTestCell.js';
import { panicTestCellSchema, type PanicTestScenarioCell } from './schema.js';

/** Stargrunt II `panic-test`: PANIC on first contact, and the removal of the panic marker. */
export const panicTestDefinition: ResolutionDefinition<PanicTestCell> = {
  system: 'stargrunt2',
  resolve: 'panic-test',
  info: {
    system: 'stargrunt2',
    resolve: 'panic-test',
    description: 'Panic on first contact: does the unit freeze, for how many activations, and what confidence does it lose?',
    outcomes: [
      { name: 'no_test', label: 'No test (not at risk)' },
      { name: 'pass', label: 'Passed' },
      { name: 'panicked', label: 'Panicked' },
    ],
    distributions: [
      { name: 'turns_panicked', label: 'Activations panicked' },
      { name: 'confidence_lost', label: 'Confidence levels lost' },
      CONFIDENCE_AFTER,
    ],
    casualtyDistributions: ['turns_panicked', 'confidence_lost'],
  },
  cellSchema: panicTestCellSchema,
  normalize: (cell) => normalizePanicTest(cell as PanicTestScenarioCell),
  kernel: 'stargrunt2/panic-test',
};
