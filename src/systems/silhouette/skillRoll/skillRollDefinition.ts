import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import { normalizeSkillRoll } from './normalizeSkillRoll.js';
import { skillRollCellSchema, type SkillRollScenarioCell } from './schema.js';
import type { SkillRollCell } from './SkillRollCell.js';

/** Silhouette `skill-roll`: N d6, keep the highest, +1 per extra 6, all 1s a fumble, modifiers, floor 0. */
export const skillRollDefinition: ResolutionDefinition<SkillRollCell> = {
  system: 'silhouette',
  resolve: 'skill-roll',
  info: {
    system: 'silhouette',
    resolve: 'skill-roll',
    description: 'One Silhouette skill roll: its total, and success against a Threshold.',
    outcomes: [
      { name: 'fumble', label: 'Fumble (all 1s)' },
      { name: 'failure', label: 'Failure' },
      { name: 'success', label: 'Success' },
    ],
    distributions: [
      { name: 'result', label: 'Total (fumble = 0)' },
      { name: 'raw', label: 'Raw roll (fumble = 0)' },
    ],
    casualtyDistributions: ['result'],
  },
  cellSchema: skillRollCellSchema,
  normalize: (cell) => normalizeSkillRoll(cell as SkillRollScenarioCell),
  kernel: 'silhouette/skill-roll',
};
