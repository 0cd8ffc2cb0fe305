import type { ResolutionDefinition } from '../../../ResolutionDefinition.js';
import { CONFIDENCE_AFTER } from '../confidenceAfterInfo.js';
import type { LeaderLossCell } from './LeaderLossCell.js';
import { normalizeLeaderLoss } from './normalizeLeaderLoss.js';
import { leaderLossCellSchema, type LeaderLossScenarioCell } from './schema.js';

/** Stargrunt II `leader-loss`: LOSS OF UNIT LEADER — the new leader's LV and the confidence test. */
export const leaderLossDefinition: ResolutionDefinition<LeaderLossCell> = {
  system: 'stargrunt2',
  resolve: 'leader-loss',
  info: {
    system: 'stargrunt2',
    resolve: 'leader-loss',
    description: "The leader is down: the second-in-command's leadership and the unit's confidence test.",
    outcomes: [
      { name: 'pass', label: 'Test passed' },
      { name: 'drop_1', label: 'Dropped one level' },
      { name: 'drop_2', label: 'Dropped two levels' },
      { name: 'no_test', label: 'No test required' },
    ],
    distributions: [{ name: 'new_leadership', label: "New leader's LV" }, CONFIDENCE_AFTER],
    casualtyDistributions: ['new_leadership', 'confidence_after'],
  },
  cellSchema: leaderLossCellSchema,
  normalize: (cell) => normalizeLeaderLoss(cell as LeaderLossScenarioCell),
  kernel: 'stargrunt2/leader-loss',
};
