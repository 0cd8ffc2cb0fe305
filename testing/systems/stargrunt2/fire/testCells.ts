import type { Issue } from '../../../../src/core/Issue.js';
import type { FireCell } from '../../../../src/systems/stargrunt2/fire/FireCell.js';
import fireDefinition from '../../../../src/systems/stargrunt2/fire/fireDefinition.js';
import { cellOf, issuesOf } from '../../../cellOf.js';

/** Builds a normalized fire cell from scenario-shaped input, as the loader would (for tests and benchmarks). */
export function fireCell(input: Record<string, unknown>): FireCell {
  return cellOf(fireDefinition, { system: 'stargrunt2', resolve: 'fire', ...input });
}

/** The issues `fire` raises for scenario-shaped input (empty when it is accepted). */
export function fireIssues(input: Record<string, unknown>): Issue[] {
  return issuesOf(fireDefinition, { system: 'stargrunt2', resolve: 'fire', ...input });
}

/** Varied cases for the exact and Monte Carlo tests: qualities, support weapons, cover, In Position, open shifts, range. */
export const FIRE_TEST_CASES: Record<string, Record<string, unknown>> = {
  'design example: regulars with a SAW at a green squad in soft cover': {
    firer: {
      quality: 'regular',
      troops: [
        { count: 5, weapon: 'advanced-assault-rifle' },
        { count: 1, weapon: 'conventional-saw' },
      ],
    },
    target: { figures: 8, armour: 'partial-light', cover: 'soft' },
    range: 12,
  },
  'veteran gauss squad at heavy power armour in hard cover (armour passes D12: open shift lowers impact)': {
    firer: {
      quality: 'veteran',
      troops: [
        { count: 4, weapon: 'gauss-rifle' },
        { count: 1, weapon: 'gauss-saw' },
      ],
    },
    target: { figures: 5, armour: 'heavy-power', cover: 'hard' },
    range: 10,
  },
  'green low-tech squad at an In Position basic squad in the open': {
    firer: { quality: 'green', troops: [{ count: 6, weapon: 'low-tech-assault-rifle' }] },
    target: { figures: 6, armour: 'basic', in_position: true },
    range: 7,
  },
  'elite with two support weapons at a lone independent figure in soft cover': {
    firer: {
      quality: 'elite',
      troops: [
        { count: 3, weapon: 'hunting-rifle' },
        { count: 1, weapon: 'automatic-grenade-launcher' },
        { count: 1, weapon: 'infantry-plasma-gun' },
      ],
    },
    target: { figures: 1, armour: 'full-light', cover: 'soft', independent: true },
    range: 13,
  },
  'untrained close-range weapons at close range, nine figures (who-is-hit die wraps round)': {
    firer: { quality: 'untrained', troops: [{ count: 10, weapon: 'improvised-firearm' }] },
    target: { figures: 9, armour: 'basic' },
    range: 4,
  },
  'quick-and-dirty: regulars at full light armour in soft cover': {
    rules: { casualties: 'quick-and-dirty' },
    firer: { quality: 'regular', troops: [{ count: 8, weapon: 'advanced-assault-rifle' }] },
    target: { figures: 4, armour: 'full-light', cover: 'soft' },
    range: 4,
  },
  'vacuum: every wound a kill, regulars with a SAW at a squad in soft cover': {
    rules: { environment: 'vacuum' },
    firer: {
      quality: 'regular',
      troops: [
        { count: 5, weapon: 'advanced-assault-rifle' },
        { count: 1, weapon: 'conventional-saw' },
      ],
    },
    target: { figures: 6, armour: 'full-light', cover: 'soft' },
    range: 10,
  },
  'vacuum with quick-and-dirty: every hit a dead figure': {
    rules: { environment: 'vacuum', casualties: 'quick-and-dirty' },
    firer: { quality: 'veteran', troops: [{ count: 6, weapon: 'gauss-rifle' }] },
    target: { figures: 4, armour: 'light-power' },
    range: 6,
  },
  'out of range: regulars at 41 inches': {
    firer: { quality: 'regular', troops: [{ count: 5, weapon: 'advanced-assault-rifle' }] },
    target: { figures: 6, armour: 'basic' },
    range: 41,
  },
};

/**
 * Squads in mixed armour (`target.armour` as figure groups) for the exact, brute-force and Monte Carlo tests: per-group
 * open shifts, the who-is-hit die counting round again, figures past a D12 never hit, the uniform who-is-hit variant.
 * Kept to a few potential hits, so that the plain enumeration stays quick.
 */
export const MIXED_FIRE_TEST_CASES: Record<string, Record<string, unknown>> = {
  'regulars with a SAW at six partial-light and two heavy-power figures in soft cover (D12 + 1: impact D10 → D8 for those two)':
    {
      firer: {
        quality: 'regular',
        troops: [
          { count: 5, weapon: 'advanced-assault-rifle' },
          { count: 1, weapon: 'conventional-saw' },
        ],
      },
      target: {
        figures: 8,
        armour: [
          { count: 6, armour: 'partial-light' },
          { count: 2, armour: 'heavy-power' },
        ],
        cover: 'soft',
      },
      range: 12,
    },
  'veteran gauss squad at a five-figure squad, its leader in light power armour first (hit on a 1 or a 6)': {
    firer: { quality: 'veteran', troops: [{ count: 4, weapon: 'gauss-rifle' }] },
    target: {
      figures: 5,
      armour: [
        { count: 1, armour: 'light-power' },
        { count: 4, armour: 'basic' },
      ],
      cover: 'hard',
    },
    range: 25,
  },
  'green squad at fourteen figures, the last two in heavy power armour never hit by the D12': {
    firer: { quality: 'green', troops: [{ count: 4, weapon: 'low-tech-assault-rifle' }] },
    target: {
      figures: 14,
      armour: [
        { count: 6, armour: 'basic' },
        { count: 6, armour: 'full-light' },
        { count: 2, armour: 'heavy-power' },
      ],
    },
    range: 14,
  },
  'who-is-hit: uniform, three figures in three armours': {
    rules: { 'who-is-hit': 'uniform' },
    firer: { quality: 'regular', troops: [{ count: 3, weapon: 'advanced-assault-rifle' }] },
    target: {
      figures: 3,
      armour: [
        { count: 1, armour: 'basic' },
        { count: 1, armour: 'full-light' },
        { count: 1, armour: 'heavy-power' },
      ],
    },
    range: 10,
  },
};
