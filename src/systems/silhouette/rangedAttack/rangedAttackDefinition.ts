import { defineResolution } from '../../defineResolution.js';
import { exactOpposed, exactOpposedWith } from '../opposed/exactOpposed.js';
import { opposedTestHouseSteps } from '../opposed/opposedTestSteps.js';
import { vehicleAttackQuantities } from '../vehicleAttackQuantities.js';
import { normalizeRangedAttack } from './normalizeRangedAttack.js';
import { rangedAttackCellSchema } from './schema.js';

/** Silhouette `ranged-attack`: one ranged attack on a vehicle, opposed, with damage against Armor. */
export default defineResolution({
  description: 'One ranged attack on a vehicle: attack roll against defense roll, MoS × DM against Armor.',
  schema: rangedAttackCellSchema,
  normalize: normalizeRangedAttack,
  quantities: vehicleAttackQuantities,
  exact: exactOpposed,
  houseSteps: { ...opposedTestHouseSteps, exact: exactOpposedWith },
  casualtyDistributions: ['state_after'],
  favours: {
    side: 'the attacker',
    up: ['light_damage', 'heavy_damage', 'overkill', 'margin_of_success', 'damage', 'state_after'],
    down: ['miss', 'no_effect'],
    headline: ['heavy_damage', 'damage'],
  },
  docs: 'silhouette.md#resolution-ranged-attack--a-ranged-attack-on-a-vehicle',
});
