import { defineResolution } from '../../defineResolution.js';
import { exactGroundBlast } from './exactGroundBlast.js';
import { groundBlastQuantities } from './groundBlastQuantities.js';
import { normalizeGroundBlast } from './normalizeGroundBlast.js';
import { groundBlastCellSchema } from './schema.js';

/** Guns 'n Grenades `ground-blast`: a blast aimed at a spot on the ground, the units in its radius (Glossary, Blast Radius). */
export default defineResolution({
  description:
    "A blast aimed at a spot on the ground: each unit in the radius defends against the attacker's roll (or the spot does), hits and kills.",
  schema: groundBlastCellSchema,
  normalize: normalizeGroundBlast,
  quantities: groundBlastQuantities,
  exact: exactGroundBlast,
  casualtyDistributions: ['units_hit', 'units_dead'],
  valueUnit: 'units',
  derived: { some_hit: { label: 'At least one unit hit', of: 'hit_none_dead + some_dead' } },
  favours: {
    side: 'the attacker',
    up: ['hit_none_dead', 'some_dead', 'some_hit', 'units_hit', 'units_dead'],
    down: ['no_attack', 'none_hit'],
    headline: ['some_hit', 'units_hit'],
  },
  docs: 'guns-n-grenades.md#ground-blast-a-blast-aimed-at-the-ground',
});
