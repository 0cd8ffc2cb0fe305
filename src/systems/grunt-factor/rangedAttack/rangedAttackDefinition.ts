import { defineResolution } from '../../defineResolution.js';
import { attackQuantities } from '../common/attackQuantities.js';
import { exactAttack } from '../common/exactAttack.js';
import { exactRangedAttackWith } from './exactRangedAttackWith.js';
import { normalizeRangedAttack } from './normalizeRangedAttack.js';
import { rangedAttackHouseSteps } from './rangedAttackSteps.js';
import { rangedAttackCellSchema } from './schema.js';

/** The Grunt Factor `ranged-attack`: fire actions at a target, to-hit roll and damage saves (Ranged Combat). */
export default defineResolution({
  description: 'Fire actions at a target: d20 at or under the modified RC per shot, then a damage save per hit.',
  schema: rangedAttackCellSchema,
  normalize: normalizeRangedAttack,
  quantities: attackQuantities,
  exact: exactAttack,
  houseSteps: { ...rangedAttackHouseSteps, exact: exactRangedAttackWith },
  casualtyDistributions: ['casualties'],
  favours: {
    side: 'the attacker',
    up: ['casualty', 'hits', 'casualties'],
    down: ['no_hit', 'hit_saved'],
    headline: ['casualty', 'casualties'],
  },
  docs: 'grunt-factor.md#resolution-ranged-attack--ranged-combat',
});
