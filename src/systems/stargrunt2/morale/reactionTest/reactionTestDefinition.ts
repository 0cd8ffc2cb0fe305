import type { ResolutionDefinition } from '../../../ResolutionDefinition.js';
import { normalizeReactionTest } from './normalizeReactionTest.js';
import type { ReactionTestCell } from './ReactionTestCell.js';
import { reactionTestCellSchema, type ReactionTestScenarioCell } from './schema.js';

/** Stargrunt II `reaction-test`: one REACTION TEST (no confidence is lost on a failure). */
export const reactionTestDefinition: ResolutionDefinition<ReactionTestCell> = {
  system: 'stargrunt2',
  resolve: 'reaction-test',
  info: {
    system: 'stargrunt2',
    resolve: 'reaction-test',
    description: 'A reaction test: will the unit carry out the order?',
    outcomes: [
      { name: 'pass', label: 'Passed' },
      { name: 'fail', label: 'Failed' },
    ],
    distributions: [],
    casualtyDistributions: [],
  },
  cellSchema: reactionTestCellSchema,
  normalize: (cell) => normalizeReactionTest(cell as ReactionTestScenarioCell),
  kernel: 'stargrunt2/reaction-test',
};
