import { defineResolution } from '../../../defineResolution.js';
import { exactMinefield } from './exactMinefield.js';
import { minefieldQuantities } from './minefieldQuantities.js';
import { normalizeMinefield } from './normalizeMinefield.js';
import { minefieldCellSchema } from './schema.js';

/** Stargrunt II `minefield`: CONVENTIONAL MINEFIELDS, an infantry unit moving into an AP or mixed field. */
export default defineResolution({
  description:
    'An infantry unit moves into a conventional minefield: how many figures are caught by a mine, and how many are killed or wounded?',
  schema: minefieldCellSchema,
  normalize: normalizeMinefield,
  quantities: minefieldQuantities,
  exact: exactMinefield,
  casualtyDistributions: ['dead', 'wounded'],
  derived: {
    any_caught: { label: 'At least one figure caught', of: 'caught_unhurt + some_casualty' },
    any_dead: { label: 'At least one dead', of: 'dead >= 1' },
  },
  favours: {
    side: 'the unit',
    up: ['no_mine'],
    down: ['some_casualty', 'any_caught', 'any_dead', 'caught', 'dead', 'wounded', 'casualties'],
    headline: ['some_casualty', 'casualties'],
  },
  valueUnit: 'figures',
  docs: 'stargrunt2.md#resolution-minefield--conventional-minefields-infantry',
});
