import { defineResolution } from '../../../defineResolution.js';
import { exactUnderStrength } from './exactUnderStrength.js';
import { normalizeUnderStrength } from './normalizeUnderStrength.js';
import { underStrengthCellSchema } from './schema.js';
import { underStrengthQuantities } from './underStrengthQuantities.js';

/** Stargrunt II `under-strength`: UNDER-STRENGTH UNITS, the figures missing before a one-off game. */
export default defineResolution({
  description:
    'Under-strength units: how many figures (and support weapons) a unit of N brings to the game, and who leads it.',
  schema: underStrengthCellSchema,
  normalize: normalizeUnderStrength,
  quantities: underStrengthQuantities,
  exact: exactUnderStrength,
  casualtyDistributions: ['figures_left', 'support_weapons_left'],
  valueUnit: 'figures',
  derived: {
    any_missing: { label: 'At least one figure missing', of: 'reduced + leader_replaced + unit_gone' },
  },
  favours: {
    side: 'the unit',
    up: ['full_strength', 'figures_left', 'support_weapons_left'],
    down: ['reduced', 'leader_replaced', 'unit_gone', 'any_missing'],
    headline: ['full_strength', 'figures_left'],
  },
  docs: 'stargrunt2.md#resolution-under-strength--under-strength-units',
});
