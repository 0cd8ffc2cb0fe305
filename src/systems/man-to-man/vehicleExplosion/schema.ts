import { z } from 'zod';
import { passage } from '../../rulebookPassage.js';
import { EXPLOSION_DICE } from '../data/afvCombat.js';
import { characterGroupsSchema, woundedStrSchema } from '../scenarioSchemas.js';

/** Rule variants of a vehicle's explosion; documented in docs/rules/man-to-man.md. */
const vehicleExplosionRulesSchema = z
  .strictObject({
    'explosion-roll': z
      .enum(['one-roll', 'each-rolls'])
      .default('one-roll')
      .describe('"4d6 damage to anything within 3"": one 4d6 for everyone (literal) or a 4d6 for each character'),
    'wounded-str': woundedStrSchema,
    'explosion-dice': z
      .number()
      .int()
      .min(1)
      .max(12)
      .default(EXPLOSION_DICE)
      .describe(
        `d6 of damage an exploding vehicle does to anything within 3" ${passage('8.2 AFV Combat', 'Vehicle explodes causing 4d6 damage to anything within 3')}`,
      ),
  })
  .prefault({});

/** A man-to-man `resolve: vehicle-explosion` scenario cell (8.2 AFV damage table: 5 or less, the vehicle explodes). */
export const vehicleExplosionCellSchema = z.strictObject({
  system: z.literal('man-to-man'),
  resolve: z.literal('vehicle-explosion'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: vehicleExplosionRulesSchema,
  characters: characterGroupsSchema('within 3"'),
});

export type VehicleExplosionScenarioCell = z.output<typeof vehicleExplosionCellSchema>;
