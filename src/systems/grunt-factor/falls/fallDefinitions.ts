import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import type { FallCell } from './FallCell.js';
import { normalizeClimb, normalizeJump } from './normalizeFalls.js';
import { climbCellSchema, jumpCellSchema, type ClimbScenarioCell, type JumpScenarioCell } from './schema.js';

/** The Grunt Factor `jump`: damage of a jump or fall from a height (Jump). */
export const jumpDefinition: ResolutionDefinition<FallCell> = {
  system: 'grunt-factor',
  resolve: 'jump',
  info: {
    system: 'grunt-factor',
    resolve: 'jump',
    description: 'A jump from a height: the damage table, one save per "(xN)", a failed save is a casualty.',
    outcomes: [
      { name: 'unhurt', label: 'Unhurt' },
      { name: 'casualty', label: 'Casualty' },
    ],
    distributions: [{ name: 'saves_failed', label: 'Saves failed' }],
    casualtyDistributions: [],
  },
  cellSchema: jumpCellSchema,
  normalize: (cell) => normalizeJump(cell as JumpScenarioCell),
  kernel: 'grunt-factor/jump',
};

/** The Grunt Factor `climb-and-fall`: climbing 3 cm per action, falling on 19-20 (Climb). */
export const climbDefinition: ResolutionDefinition<FallCell> = {
  system: 'grunt-factor',
  resolve: 'climb-and-fall',
  info: {
    system: 'grunt-factor',
    resolve: 'climb-and-fall',
    description: 'A climb of 3 cm per action with a d20 after each: 19-20 falls and takes the fall damage.',
    outcomes: [
      { name: 'reached_top', label: 'Reached the top' },
      { name: 'fell_unhurt', label: 'Fell, unhurt' },
      { name: 'fell_casualty', label: 'Fell, casualty' },
    ],
    distributions: [{ name: 'actions_spent', label: 'Actions spent' }],
    casualtyDistributions: [],
  },
  cellSchema: climbCellSchema,
  normalize: (cell) => normalizeClimb(cell as ClimbScenarioCell),
  kernel: 'grunt-factor/climb-and-fall',
};
