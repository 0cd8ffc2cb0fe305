import { defineResolution } from '../../../defineResolution.js';
import { exactPointTarget } from '../pointTarget/exactPointTarget.js';
import { pointTargetQuantities } from '../pointTarget/pointTargetQuantities.js';
import { normalizePointFire } from './normalizePointFire.js';
import { pointFireCellSchema } from './schema.js';

/**
 * Stargrunt II `point-fire`: a heavy weapon, a support weapon fired on its own or a squad's small arms
 * at a vehicle, groundmount or building (HEAVY WEAPON FIRE AT POINT TARGETS and what follows it).
 */
export default defineResolution({
  description:
    'Direct fire at a point target: miss, minor or major hit, penetration, damage to the vehicle and its occupants.',
  schema: pointFireCellSchema,
  normalize: normalizePointFire,
  quantities: pointTargetQuantities,
  exact: exactPointTarget,
  casualtyDistributions: ['dead', 'wounded'],
  charts: ['crew'],
  favours: {
    side: 'the firer',
    up: [
      'immobilised',
      'systems',
      'disabled',
      'destroyed',
      'hit',
      'dead',
      'wounded',
      'crew_bailed_out',
      'crew_confidence_after',
    ],
    down: ['miss'],
    headline: ['destroyed'],
  },
  docs: 'stargrunt2.md#heavy-weapons-vehicles-missiles-snipers-and-artillery',
});
