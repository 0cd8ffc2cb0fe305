import { defineResolution } from '../../../defineResolution.js';
import { boobyTrapQuantities } from './boobyTrapQuantities.js';
import { exactBoobyTrap } from './exactBoobyTrap.js';
import { normalizeBoobyTrap } from './normalizeBoobyTrap.js';
import { boobyTrapCellSchema } from './schema.js';

/** Stargrunt II `booby-trap`: BOOBY TRAPS, discovered or detonated, and who it hurts. */
export default defineResolution({
  description:
    'A unit comes within 3" of a booby trap: is it discovered or set off, and how many of the nearest figure and those in contact with him are hurt?',
  schema: boobyTrapCellSchema,
  normalize: normalizeBoobyTrap,
  quantities: boobyTrapQuantities,
  exact: exactBoobyTrap,
  casualtyDistributions: ['dead', 'wounded'],
  derived: {
    detonated: { label: 'Detonated', of: 'detonated_unhurt + some_casualty' },
  },
  favours: {
    side: 'the unit',
    up: ['discovered'],
    down: ['detonated', 'some_casualty', 'dead', 'wounded', 'casualties'],
    headline: ['some_casualty', 'dead'],
  },
  valueUnit: 'figures',
  docs: 'stargrunt2.md#resolution-booby-trap--booby-traps',
});
