import { defineResolution } from '../../../defineResolution.js';
import { antiAirFireQuantities } from './antiAirFireQuantities.js';
import { exactAntiAirFire } from './exactAntiAirFire.js';
import { normalizeAntiAirFire } from './normalizeAntiAirFire.js';
import { antiAirFireCellSchema } from './schema.js';

/** Stargrunt II `anti-air-fire`: CHAPTER 18, EFFECTS OF ON-TABLE ANTI-AIR FIRE, with the emergency landing. */
export default defineResolution({
  description:
    'An on-table AA gun or missile engages an airborne craft: acquired, evaded, hit, aborted, forced down or destroyed — and its occupants',
  schema: antiAirFireCellSchema,
  normalize: normalizeAntiAirFire,
  quantities: antiAirFireQuantities,
  exact: exactAntiAirFire,
  casualtyDistributions: ['dead', 'wounded'],
  valueUnit: 'figures',
  derived: {
    acquired: {
      label: 'Acquired',
      of: 'evaded + missed + pressed_on + aborted + landed + crash_landed + exploded + destroyed',
    },
    downed: { label: 'Forced down or destroyed', of: 'landed + crash_landed + exploded + destroyed' },
    out_of_the_fight: {
      label: 'Aborted, forced down or destroyed',
      of: 'aborted + landed + crash_landed + exploded + destroyed',
    },
  },
  favours: {
    side: 'the AA firer',
    up: ['downed', 'out_of_the_fight', 'destroyed', 'exploded', 'dead', 'wounded', 'hit', 'acquired'],
    down: ['not_acquired', 'evaded', 'missed', 'pressed_on'],
    headline: ['out_of_the_fight', 'dead'],
  },
  docs: 'stargrunt2.md#resolution-anti-air-fire--effects-of-on-table-anti-air-fire',
});
