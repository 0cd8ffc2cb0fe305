import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { MoraleCheckCell } from './MoraleCheckCell.js';
import { normalizeMoraleCheck } from './normalizeMoraleCheck.js';
import { moraleCheckCellSchema, type MoraleCheckScenarioCell } from './schema.js';

/** The Grunt Factor `morale-check`: the checks an event triggers, d20 at or under LD (Morale). */
export const moraleCheckDefinition: ResolutionDefinition<MoraleCheckCell> = {
  system: 'grunt-factor',
  resolve: 'morale-check',
  info: {
    system: 'grunt-factor',
    resolve: 'morale-check',
    description: 'Morale and special morale checks after an event: d20 at or under LD; failure panics or falls back.',
    outcomes: [
      { name: 'no_check', label: 'No check due' },
      { name: 'passed', label: 'Passed' },
      { name: 'falls_back', label: 'Falls back 10 cm' },
      { name: 'panicked', label: 'Panicked' },
      { name: 'panicked_and_falls_back', label: 'Panicked and falls back' },
    ],
    distributions: [{ name: 'checks_failed', label: 'Checks failed' }],
    casualtyDistributions: [],
  },
  cellSchema: moraleCheckCellSchema,
  normalize: (cell) => normalizeMoraleCheck(cell as MoraleCheckScenarioCell),
  kernel: 'grunt-factor/morale-check',
};
