import { defineResolution } from '../../defineResolution.js';
import { antiArmorQuantities } from './antiArmorQuantities.js';
import { exactAntiArmor } from './exactAntiArmor.js';
import { normalizeAntiArmor } from './normalizeAntiArmor.js';
import { antiArmorCellSchema } from './schema.js';

/** Guns 'n Grenades `anti-armor`: an Anti Armor unit destroys a piece of cover, and the units behind it are hurt (Unit Tags, Cover). */
export default defineResolution({
  description: 'Anti Armor against cover: the cover is destroyed with no roll, and the units behind it are hurt.',
  schema: antiArmorCellSchema,
  normalize: normalizeAntiArmor,
  quantities: antiArmorQuantities,
  exact: exactAntiArmor,
  casualtyDistributions: ['units_hurt', 'units_dead'],
  valueUnit: 'units',
  favours: {
    side: 'the attacker',
    up: ['some_dead', 'units_hurt', 'units_dead'],
    down: ['none_dead'],
    headline: ['some_dead', 'units_dead'],
  },
  docs: 'guns-n-grenades.md#anti-armor-destroying-cover',
});
