import type { ResolutionDefinition } from '../../../ResolutionDefinition.js';
import { CONFIDENCE_AFTER } from '../confidenceAfterInfo.js';
import type { ConfidenceTestCell } from './ConfidenceTestCell.js';
import { normalizeConfidenceTest } from './normalizeConfidenceTest.js';
import { confidenceTestCellSchema, type ConfidenceTestScenarioCell } from './schema.js';

/** Stargrunt II `confidence-test`: one CONFIDENCE TEST at the threat level of the circumstances given. */
export const confidenceTestDefinition: ResolutionDefinition<ConfidenceTestCell> = {
  system: 'stargrunt2',
  resolve: 'confidence-test',
  info: {
    system: 'stargrunt2',
    resolve: 'confidence-test',
    description: 'A confidence test: pass, or drop one or two confidence levels.',
    outcomes: [
      { name: 'pass', label: 'Passed' },
      { name: 'drop_1', label: 'Dropped one level' },
      { name: 'drop_2', label: 'Dropped two levels' },
      { name: 'no_test', label: 'No test required' },
    ],
    distributions: [CONFIDENCE_AFTER],
    casualtyDistributions: ['confidence_after'],
  },
  cellSchema: confidenceTestCellSchema,
  normalize: (cell) => normalizeConfidenceTest(cell as ConfidenceTestScenarioCell),
  kernel: 'stargrunt2/confidence-test',
};
