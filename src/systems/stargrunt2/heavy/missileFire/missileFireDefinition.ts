import { defineResolution } from '../../../defineResolution.js';
import { exactPointTarget } from '../pointTarget/exactPointTarget.js';
import { pointTargetQuantities } from '../pointTarget/pointTargetQuantities.js';
import { normalizeMissileFire } from './normalizeMissileFire.js';
import { missileFireCellSchema } from './schema.js';

/** Stargrunt II `missile-fire`: a guided missile against the target's ECM, then penetration as heavy weapons. */
export default defineResolution({
  description:
    'A guided missile at a point target: decoys and EW spoofing, guidance against ECM, penetration, damage to the vehicle and its occupants.',
  schema: missileFireCellSchema,
  normalize: normalizeMissileFire,
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
    down: ['miss', 'decoyed', 'jammed'],
    headline: ['destroyed'],
  },
  docs: 'stargrunt2.md#heavy-weapons-vehicles-missiles-snipers-and-artillery',
});
