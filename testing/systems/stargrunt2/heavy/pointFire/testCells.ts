import type { Issue } from '../../../../../src/core/Issue.js';
import pointFireDefinition from '../../../../../src/systems/stargrunt2/heavy/pointFire/pointFireDefinition.js';
import type { PointTargetCell } from '../../../../../src/systems/stargrunt2/heavy/pointTarget/PointTargetCell.js';
import { cellOf, issuesOf } from '../../../../cellOf.js';

/** Builds a normalized point-fire cell from scenario-shaped input, as the loader would (tests and benchmarks). */
export function pointFireCell(input: Record<string, unknown>): PointTargetCell {
  return cellOf(pointFireDefinition, { system: 'stargrunt2', resolve: 'point-fire', ...input });
}

/** The issues `point-fire` raises for scenario-shaped input (empty when it is accepted). */
export function pointFireIssues(input: Record<string, unknown>): Issue[] {
  return issuesOf(pointFireDefinition, { system: 'stargrunt2', resolve: 'point-fire', ...input });
}

/** Varied point-fire cases for the exact and Monte Carlo tests. */
export const POINT_FIRE_TEST_CASES: Record<string, Record<string, unknown>> = {
  'scout car RFAC/1 at an APC at 40 inches (the rulebook example) with a squad aboard': {
    firer: { quality: 'regular', weapon: 'rfac-1', fire_control: 'basic' },
    target: {
      size: 3,
      armour: 2,
      suspension: 'tracked',
      occupants: [
        { count: 2, armour: 'basic' },
        { count: 3, armour: 'partial-light' },
      ],
    },
    range: 40,
  },
  'elite HKP/3 with superior fire control at a hover tank in soft cover (destroyed variant, reused impact)': {
    rules: { 'destroyed-threshold': 'exceeds-by-more-than-twice', 'suspension-impact': 'reuse' },
    firer: { quality: 'elite', weapon: 'hkp-3', fire_control: 'superior' },
    target: { size: 4, armour: 3, cover: 'soft', suspension: 'hover', occupants: [{ count: 3, armour: 'full-light' }] },
    range: 70,
  },
  'green crew, manual DFFG/1 at a grav vehicle (suspension cannot be damaged)': {
    firer: { quality: 'green', weapon: 'dffg-1' },
    target: { size: 2, armour: 2, suspension: 'grav', occupants: [{ count: 2, armour: 'light-power' }] },
    range_band: 1,
  },
  'IAVR at a civilian truck with four aboard': {
    firer: { quality: 'veteran', weapon: 'iavr' },
    target: { size: 2, armour: 'd6', suspension: 'civilian-wheeled', occupants: [{ count: 4, armour: 'basic' }] },
    range: 15,
  },
  'Gauss squad with a Gauss SAW at a jeep (small arms at a point target)': {
    firer: {
      quality: 'regular',
      troops: [
        { count: 5, weapon: 'gauss-rifle' },
        { count: 1, weapon: 'gauss-saw' },
      ],
    },
    target: {
      size: 1,
      armour: 'd6',
      suspension: 'civilian-wheeled',
      occupants: [
        { count: 1, armour: 'basic' },
        { count: 3, armour: 'partial-light' },
      ],
    },
    range: 10,
  },
  'a SAW fired on its own at a class-1 armoured car (small-arms rules)': {
    firer: { quality: 'veteran', weapon: 'rotary-saw' },
    target: { size: 2, armour: 1, suspension: 'military-wheeled', occupants: [{ count: 2, armour: 'partial-light' }] },
    range: 12,
  },
  'small arms at a class-2 APC: suppression only': {
    firer: { quality: 'regular', troops: [{ count: 6, weapon: 'advanced-assault-rifle' }] },
    target: { size: 3, armour: 2, suspension: 'tracked', occupants: [{ count: 2, armour: 'basic' }] },
    range: 8,
  },
  'scout car RFAC/1 at an APC with a Green crew (LV 2) that tests when immobilised': {
    firer: { quality: 'regular', weapon: 'rfac-1', fire_control: 'basic' },
    target: {
      size: 3,
      armour: 2,
      suspension: 'tracked',
      occupants: [{ count: 2, armour: 'basic' }],
      crew: { quality: 'green', leadership: 2 },
    },
    range: 40,
  },
  'parameters: major-hit-multiplier 3, immobilised-threat-level 1, hard cover one type (RFAC/1 at an APC)': {
    rules: { 'major-hit-multiplier': 3, 'immobilised-threat-level': 1, 'hard-cover-shift': 1 },
    firer: { quality: 'regular', weapon: 'rfac-1', fire_control: 'basic' },
    target: {
      size: 3,
      armour: 2,
      cover: 'hard',
      suspension: 'tracked',
      occupants: [{ count: 2, armour: 'basic' }],
      crew: { quality: 'green', leadership: 2 },
    },
    range: 40,
  },
  'RFAC/1 at a heavy class-4 truck: a BROKEN Regular crew (LV 3), less-than-half variant, reused impact': {
    rules: { 'two-level-drop': 'less-than-half', 'suspension-impact': 'reuse' },
    firer: { quality: 'veteran', weapon: 'rfac-1', fire_control: 'enhanced' },
    target: {
      size: 3,
      armour: 4,
      suspension: 'military-wheeled',
      crew: { quality: 'regular', leadership: 3, confidence: 'BR' },
    },
    range_band: 1,
  },
  'IAVR at a civilian truck: a ROUTED Elite crew (LV 1) with passengers': {
    firer: { quality: 'veteran', weapon: 'iavr' },
    target: {
      size: 2,
      armour: 'd8',
      suspension: 'civilian-wheeled',
      occupants: [{ count: 3, armour: 'basic' }],
      crew: { quality: 'elite', leadership: 1, confidence: 'routed' },
    },
    range: 15,
  },
  'out of range with a crew: RFAC/2 at a size 1 target 65 inches away': {
    firer: { quality: 'regular', weapon: 'rfac-2', fire_control: 'enhanced' },
    target: {
      size: 1,
      armour: 1,
      suspension: 'tracked',
      crew: { quality: 'veteran', leadership: 2, confidence: 'shaken' },
    },
    range: 65,
  },
  'out of range: RFAC/2 at a size 1 target 65 inches away': {
    firer: { quality: 'regular', weapon: 'rfac-2', fire_control: 'enhanced' },
    target: { size: 1, armour: 1, occupants: [{ count: 1, armour: 'basic' }] },
    range: 65,
  },
};
