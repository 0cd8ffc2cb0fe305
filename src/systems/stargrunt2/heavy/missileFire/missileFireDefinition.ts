import type { ResolutionDefinition } from '../../../ResolutionDefinition.js';
import { POINT_TARGET_INFO } from '../pointFire/pointFireDefinition.js';
import type { PointTargetCell } from '../pointTarget/PointTargetCell.js';
import { normalizeMissileFire } from './normalizeMissileFire.js';
import { missileFireCellSchema, type MissileFireScenarioCell } from './schema.js';

/** Stargrunt II `missile-fire`: a guided missile against the target's ECM, then penetration as heavy weapons. */
export const missileFireDefinition: ResolutionDefinition<PointTargetCell> = {
  system: 'stargrunt2',
  resolve: 'missile-fire',
  info: {
    ...POINT_TARGET_INFO,
    resolve: 'missile-fire',
    description: 'A guided missile at a point target: guidance against ECM, penetration, damage to the vehicle and its occupants.',
  },
  cellSchema: missileFireCellSchema,
  normalize: (cell) => normalizeMissileFire(cell as MissileFireScenarioCell),
  kernel: 'stargrunt2/missile-fire',
};
