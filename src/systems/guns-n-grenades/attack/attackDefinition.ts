import { defineResolution } from '../../defineResolution.js';
import { attackQuantities } from './attackQuantities.js';
import { attackHouseSteps } from './attackSteps.js';
import { exactAttack, exactAttackWith } from './exactAttack.js';
import { normalizeAttack } from './normalizeAttack.js';
import { attackCellSchema } from './schema.js';

/** Guns 'n Grenades `attack`: one unit attacks another (How Combat Works), blast radius included. */
export default defineResolution({
  description:
    "One attack: d6 + ATK against d6 + DEF, the target's life stage after it, and the units in a blast radius.",
  schema: attackCellSchema,
  normalize: normalizeAttack,
  quantities: attackQuantities,
  exact: exactAttack,
  houseSteps: { ...attackHouseSteps, exact: exactAttackWith },
  casualtyDistributions: ['units_hit', 'units_dead'],
  // The chance to hit at all, which the outcomes split by whether the target survives.
  derived: { hit_at_all: { label: 'Target hit (survives or killed)', of: 'hit + killed' } },
  favours: {
    side: 'the attacker',
    up: ['hit', 'killed', 'hit_at_all', 'target_stage', 'units_hit', 'units_dead'],
    down: ['no_attack', 'miss'],
    headline: ['killed', 'hit_at_all', 'units_dead'],
  },
  docs: 'guns-n-grenades.md#attack-one-attack',
});
