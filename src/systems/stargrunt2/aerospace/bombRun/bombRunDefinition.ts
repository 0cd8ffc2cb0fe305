import { defineResolution } from '../../../defineResolution.js';
import { bombRunQuantities } from './bombRunQuantities.js';
import { exactBombRun } from './exactBombRun.js';
import { normalizeBombRun } from './normalizeBombRun.js';
import { bombRunCellSchema } from './schema.js';

/** Stargrunt II `bomb-run`: CHAPTER 18, FIRE FROM AIRBORNE VEHICLES (DEADFALL weapons), bursts as artillery. */
export default defineResolution({
  description:
    'Deadfall bombs dropped D6" ahead of an airborne craft (a stick D6" on from the last): bursts on a unit, its dead and wounded',
  schema: bombRunCellSchema,
  normalize: normalizeBombRun,
  quantities: bombRunQuantities,
  exact: exactBombRun,
  casualtyDistributions: ['dead', 'wounded'],
  valueUnit: 'figures',
  derived: { caught: { label: 'Caught in a burst (suppressed)', of: 'suppressed_only + casualties' } },
  favours: {
    side: 'the bomber',
    up: ['caught', 'casualties', 'bursts', 'dead', 'wounded'],
    down: ['missed', 'suppressed_only'],
    headline: ['caught', 'dead'],
  },
  docs: 'stargrunt2.md#resolution-bomb-run--fire-from-airborne-vehicles-deadfall-weapons',
});
