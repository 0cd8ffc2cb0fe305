import { defineResolution } from '../../defineResolution.js';
import { exactRangedAttack } from './exactRangedAttack.js';
import { normalizeRangedAttack } from './normalizeRangedAttack.js';
import { rangedAttackQuantities } from './rangedAttackQuantities.js';
import { rangedAttackCellSchema } from './schema.js';

/** Man to Man `ranged-attack`: one character's shots in a round at one target (4.0–4.5). */
export default defineResolution({
  description:
    "One character's ranged fire in a round at one target: 3d6 under modified DEX, criticals, damage against STR.",
  schema: rangedAttackCellSchema,
  normalize: normalizeRangedAttack,
  quantities: rangedAttackQuantities,
  exact: exactRangedAttack,
  favours: {
    side: 'the firer',
    up: ['wounded', 'incapacitated', 'dead', 'hits'],
    down: ['miss', 'jammed'],
    headline: ['dead', 'hits'],
  },
  docs: 'man-to-man.md#resolution-ranged-attack--40-combat-41-43-44-45',
});
