import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';
import { customArmourSchema } from '../../scenarioSchemas.js';
import { armourNameSchema, exposedFiguresSchema, occupantsSchema, vehicleTypeSchema } from '../minesSchemas.js';

/** A Stargrunt II `resolve: command-detonated-mine` cell: COMMAND-DETONATED MINES fired at a unit or a vehicle. */
export const commandDetonatedMineCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('command-detonated-mine'),
  rules: z.strictObject({}).default({}),
  mines: z.number().int().min(1).max(6).default(1).describe('CDMs fired at the same time at the same target ("Any number of CDMs controlled by the same unit may be fired at the same time")'),
  unit: z
    .strictObject({
      figures: exposedFiguresSchema('within 6" of the CDM counter (the nearest infantry unit)'),
      armour: armourNameSchema,
    })
    .optional()
    .describe('the infantry unit attacked'),
  vehicle: z
    .strictObject({ type: vehicleTypeSchema, occupants: occupantsSchema })
    .optional()
    .describe('a vehicle attacked instead: soft-skins roll their D6 armour, AFVs are unaffected'),
  armour: customArmourSchema.optional(),
});

export type CommandDetonatedMineScenarioCell = z.output<typeof commandDetonatedMineCellSchema>;
