import type { LegacyInfo, ResolutionDefinition } from '../../../ResolutionDefinition.js';
import { CREW_DISTRIBUTION_INFO } from '../pointTarget/crewDistributions.js';
import type { PointTargetCell } from '../pointTarget/PointTargetCell.js';
import { normalizePointFire } from './normalizePointFire.js';
import { pointFireCellSchema, type PointFireScenarioCell } from './schema.js';

/**
 * Outcomes and distributions of every shot at a point target (point-fire and missile-fire). The crew
 * distributions (`crew_bailed_out`, `crew_confidence_after`) exist only in cells with a `target.crew`: the
 * summary tables show the distributions a cell has, and the `crew` chart draws them.
 */
export const POINT_TARGET_INFO: Omit<LegacyInfo, 'resolve' | 'description'> = {
  system: 'stargrunt2',
  outcomes: [
    { name: 'miss', label: 'Miss' },
    { name: 'no_damage', label: 'Hit, no damage' },
    { name: 'immobilised', label: 'Immobilised' },
    { name: 'systems', label: 'Systems off-line' },
    { name: 'disabled', label: 'Disabled' },
    { name: 'destroyed', label: 'Destroyed' },
  ],
  distributions: [
    { name: 'hit', label: 'Hit (0 failed, 1 minor, 2 major)' },
    { name: 'dead', label: 'Occupants dead' },
    { name: 'wounded', label: 'Occupants wounded' },
    ...CREW_DISTRIBUTION_INFO,
  ],
  casualtyDistributions: ['dead', 'wounded'],
  charts: ['crew'],
};

/**
 * Stargrunt II `point-fire`: a heavy weapon, a support weapon fired on its own or a squad's small arms
 * at a vehicle, groundmount or building (HEAVY WEAPON FIRE AT POINT TARGETS and what follows it).
 */
export const pointFireDefinition: ResolutionDefinition<PointTargetCell> = {
  system: 'stargrunt2',
  resolve: 'point-fire',
  info: {
    ...POINT_TARGET_INFO,
    resolve: 'point-fire',
    description: 'Direct fire at a point target: miss, minor or major hit, penetration, damage to the vehicle and its occupants.',
  },
  cellSchema: pointFireCellSchema,
  normalize: (cell) => normalizePointFire(cell as PointFireScenarioCell),
  kernel: 'stargrunt2/point-fire',
};
