import { z } from 'zod';
import { coverSchema, qualitySchema } from '../scenarioSchemas.js';
import { CLOSE_COMBAT_WEAPONS } from './data/closeCombatWeapons.js';

/** The close-combat weapon the figures fight with (CLOSE COMBAT RESOLUTION: close combat weapon values). */
export const closeCombatWeaponSchema = z
  .enum(CLOSE_COMBAT_WEAPONS)
  .default('none')
  .describe(
    'none | firearm | edged | shotgun | flame: the close-combat weapon (+0, +1, +1, +2, +2 die types, open shift)',
  );

/** Fields of a figure (or of every figure of a side) in close combat. */
export const closeCombatFigureFields = {
  quality: qualitySchema,
  weapon: closeCombatWeaponSchema,
  armour: z
    .string()
    .default('basic')
    .describe(
      'basic | partial-light | full-light | light-power | heavy-power: power armour doubles the close-combat score',
    ),
};

/** Where the defenders receive the assault: cover, In Position or field defences give +1 die type in the first round. */
export const defenderPositionFields = {
  cover: coverSchema
    .default('open')
    .describe('open | soft | hard: defenders in cover shift up one die type in the first round'),
  in_position: z
    .boolean()
    .default(false)
    .describe('In Position (or in field defences): one die type up in the first round'),
};
