import { defineResolution } from '../../../defineResolution.js';
import { burningQuantities } from './burningQuantities.js';
import { exactBurning } from './exactBurning.js';
import { normalizeBurning } from './normalizeBurning.js';
import { burningCellSchema } from './schema.js';

/** Stargrunt II `burning`: FIRES, FLAME AND INCENDIARY WEAPONS and SMOKE — a fire started, spreading and fought, turn by turn. */
export default defineResolution({
  description:
    'A fire set by a flamer or already burning, followed over its Turn End Phases: does it start, spread, go out or get put out, and how long is its smoke line?',
  schema: burningCellSchema,
  normalize: normalizeBurning,
  quantities: burningQuantities,
  exact: exactBurning,
  casualtyDistributions: [],
  derived: {
    started: { label: 'A fire started', of: 'out + burning' },
  },
  favours: {
    side: 'the fire',
    up: ['burning', 'started', 'fires', 'turn_out', 'clouds'],
    down: ['not_started', 'out'],
    headline: ['burning', 'fires'],
  },
  docs: 'stargrunt2.md#resolution-burning--fires-flame-and-incendiary-weapons-smoke',
});
