import type { ArtilleryCell } from '../../../../../src/systems/stargrunt2/heavy/artillery/ArtilleryCell.js';
import artilleryDefinition from '../../../../../src/systems/stargrunt2/heavy/artillery/artilleryDefinition.js';
import { artilleryLayout } from '../../../../../src/systems/stargrunt2/heavy/artillery/artilleryLayout.js';
import { exactArtillery } from '../../../../../src/systems/stargrunt2/heavy/artillery/exactArtillery.js';
import { cellOf } from '../../../../cellOf.js';
import { exactSummary } from '../../../../exactSummary.js';

/** Builds a normalized artillery cell from scenario-shaped input, as the loader would (for tests). */
export function artilleryCell(input: Record<string, unknown>): ArtilleryCell {
  return cellOf(artilleryDefinition, { system: 'stargrunt2', resolve: 'artillery', ...input });
}

/** Varied small cases for the exact and Monte Carlo tests. */
export const ARTILLERY_TEST_CASES: Record<string, Record<string, unknown>> = {
  'regular squad leader with a specialist observer, two medium GPE rounds on a line of four in the open': {
    mission: { delivery: 'medium', warhead: 'gpe', rounds: 2 },
    observer: { quality: 'regular', leadership: 2, specialist: true },
    target: { armour: 'full-light', formation: { type: 'line', figures: 4, spacing: 2 } },
  },
  'green squad without observer, three small APS rounds on two figures in soft cover, In Position': {
    mission: { delivery: 'small', warhead: 'aps', rounds: 3 },
    observer: { quality: 'green', leadership: 1 },
    target: {
      armour: 'partial-light',
      cover: 'soft',
      in_position: true,
      positions: [
        [0, 0],
        [2, 1],
      ],
    },
  },
  'green crew over open sights, two large AAS rounds on a cluster of five in hard cover aimed short': {
    mission: { delivery: 'large', warhead: 'aas', rounds: 2, open_sights: true },
    observer: { quality: 'green', leadership: 3 },
    aim: [0, -4],
    target: {
      armour: 'heavy-power',
      cover: 'hard',
      in_position: true,
      formation: { type: 'cluster', figures: 5, spacing: 3, centre: [1, 2] },
    },
  },
  'elite specialist who cannot see the target, one very large round, figures on the burst edge': {
    rules: { 'burst-edge': 'inside' },
    mission: { delivery: 'very-large', warhead: 'gpe', rounds: 1 },
    observer: { quality: 'elite', leadership: 2, specialist: true, sees_target: false },
    target: {
      armour: 'basic',
      positions: [
        [0, 10],
        [6, 8],
        [-10, 0],
        [0, 0],
      ],
    },
  },
  'parameters: kill-multiple 3, no In Position armour shift, hard cover one type, unspotted accuracy three times LV': {
    rules: {
      'kill-multiple': 3,
      'in-position-armour-shift': 0,
      'hard-cover-shift': 1,
      'unspotted-accuracy-multiple': 3,
    },
    mission: { delivery: 'small', warhead: 'gpe', rounds: 2 },
    observer: { quality: 'veteran', leadership: 2 },
    target: {
      armour: 'partial-light',
      cover: 'hard',
      in_position: true,
      positions: [
        [0, 0],
        [3, 0],
        [0, 3],
      ],
    },
  },
};

/** Varied small missions with vehicles (and figures) for the exact and Monte Carlo tests. */
export const ARTILLERY_VEHICLE_TEST_CASES: Record<string, Record<string, unknown>> = {
  'vehicles only: two medium GPE rounds on a tracked APC (armour 3, top armour 2) with troopers and a truck': {
    mission: { delivery: 'medium', rounds: 2 },
    observer: { quality: 'regular', leadership: 2, specialist: true },
    vehicles: [
      {
        position: [0, 0],
        armour: 3,
        suspension: 'tracked',
        occupants: [
          { count: 2, armour: 'partial-light' },
          { count: 1, armour: 'basic' },
        ],
      },
      { position: [5, 2], armour: 'd6', suspension: 'civilian-wheeled', occupants: [{ count: 2, armour: 'basic' }] },
    ],
  },
  'two large AAS rounds on two figures beside an open-topped hover car, exceeds-by and reuse variants': {
    rules: { 'destroyed-threshold': 'exceeds-by-more-than-twice', 'suspension-impact': 'reuse' },
    mission: { delivery: 'large', warhead: 'aas', rounds: 2 },
    observer: { quality: 'green', leadership: 1 },
    target: {
      armour: 'full-light',
      cover: 'soft',
      positions: [
        [0, 0],
        [3, 0],
      ],
    },
    vehicles: [
      {
        position: [-4, 1],
        armour: 2,
        open_topped: true,
        suspension: 'hover',
        occupants: [{ count: 2, armour: 'full-light' }],
      },
    ],
  },
  'one house round with its own point die and size on a grav tank on the burst edge and a walker': {
    rules: { 'vehicle-armour-face': 'as-given' },
    delivery_systems: { 'rail-mortar': 5 },
    warheads: { hesh: { infantry: 'd6', point: 'd10x2' } },
    mission: { delivery: 'rail-mortar', warhead: 'hesh', rounds: 1, weapon_size: 3 },
    observer: { quality: 'veteran', leadership: 2, specialist: true },
    vehicles: [
      { position: [0, 5], armour: 2, suspension: 'grav', occupants: [{ count: 3, armour: 'light-power' }] },
      { position: [-2, -2], armour: 1, suspension: 'walker', occupants: [{ count: 1, armour: 'basic' }] },
    ],
  },
  'crews: two medium GPE rounds on a tracked APC with a Green crew and a truck with a Veteran crew': {
    mission: { delivery: 'medium', rounds: 2 },
    observer: { quality: 'regular', leadership: 2, specialist: true },
    vehicles: [
      {
        position: [0, 0],
        armour: 4,
        suspension: 'tracked',
        occupants: [{ count: 1, armour: 'basic' }],
        crew: { quality: 'green', leadership: 2 },
      },
      {
        position: [4, 2],
        armour: 'd6',
        suspension: 'civilian-wheeled',
        crew: { quality: 'veteran', leadership: 1, confidence: 'shaken' },
      },
    ],
  },
  'crews: one large round on figures, a crewed hover car, a crewed grav tank (never tests) and an uncrewed jeep, reuse':
    {
      rules: { 'suspension-impact': 'reuse' },
      mission: { delivery: 'large', rounds: 1 },
      observer: { quality: 'green', leadership: 2 },
      target: {
        armour: 'basic',
        positions: [
          [0, 0],
          [2, 2],
        ],
      },
      vehicles: [
        {
          position: [-3, 0],
          armour: 2,
          suspension: 'hover',
          crew: { quality: 'regular', leadership: 3, confidence: 'routed' },
        },
        { position: [3, -2], armour: 2, suspension: 'grav', crew: { quality: 'elite', leadership: 1 } },
        { position: [1, 4], armour: 'd6', suspension: 'military-wheeled', occupants: [{ count: 1, armour: 'basic' }] },
      ],
    },
};

/** One small round from an Elite specialist observer: the mission the vehicle tests build on. */
export const sure = {
  mission: { delivery: 'small', rounds: 1 },
  observer: { quality: 'elite', leadership: 1, specialist: true },
};
/** A vehicle 10" away from every possible impact of one sure-ish round is never caught: on it, the round always is. */
export const onAim = (vehicle: Record<string, unknown>, more: Record<string, unknown> = {}) => {
  const cell = artilleryCell({
    ...sure,
    mission: { delivery: 'very-large', rounds: 1 },
    vehicles: [{ position: [0, 0], ...vehicle }],
    ...more,
  });
  return exactSummary(artilleryLayout(cell), exactArtillery(cell));
};
