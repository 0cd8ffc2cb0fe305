import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';
import { customArmourSchema, qualitySchema } from '../../scenarioSchemas.js';
import { FIELD_TYPES } from '../data/mineDice.js';
import { mineSuspensionSchema, occupantsSchema, vehicleTypeSchema } from '../minesSchemas.js';

/** Rule variants of a vehicle in a minefield; each is documented in docs/rules/stargrunt2.md. */
export const minefieldVehicleRulesSchema = z
  .strictObject({
    'clearing-attack': z
      .enum(['direct', 'field-roll'])
      .default('direct')
      .describe('direct: a driver\'s 1 means the vehicle is attacked; field-roll: it then rolls the mixed field\'s D6 (3+) like any vehicle'),
    'clearing-one': z
      .enum(['not-cleared', 'attacked-and-cleared'])
      .default('not-cleared')
      .describe('not-cleared: a driver\'s 1 sets off a mine and the field stays; attacked-and-cleared: the plough clears it all the same'),
  })
  .default({ 'clearing-attack': 'direct', 'clearing-one': 'not-cleared' });

/** A Stargrunt II `resolve: minefield-vehicle` cell: CONVENTIONAL MINEFIELDS (AV mines) and MINE CLEARING. */
export const minefieldVehicleCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('minefield-vehicle'),
  rules: minefieldVehicleRulesSchema,
  field: z.enum(FIELD_TYPES).describe('av (RED symbols) | mixed (BLACK and RED) | ap (BLACK: no effect on vehicles)'),
  vehicle: z.strictObject({
    type: vehicleTypeSchema,
    suspension: mineSuspensionSchema,
    occupants: occupantsSchema,
  }),
  clearing: z
    .strictObject({ driver: qualitySchema.describe('the engineering vehicle driver\'s quality') })
    .optional()
    .describe('MINE CLEARING: an engineering vehicle (mine plough) drives over the counter to clear the field'),
  armour: customArmourSchema.optional(),
});

export type MinefieldVehicleScenarioCell = z.output<typeof minefieldVehicleCellSchema>;
