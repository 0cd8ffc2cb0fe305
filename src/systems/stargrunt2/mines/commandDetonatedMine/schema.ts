import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';
import { killMultipleRule } from '../../parameters.js';
import { houseArmourSchema } from '../../scenarioSchemas.js';
import { armourNameSchema, exposedFiguresSchema, occupantsSchema, vehicleTypeSchema } from '../minesSchemas.js';

/** A Stargrunt II `resolve: command-detonated-mine` cell: COMMAND-DETONATED MINES fired at a unit or a vehicle. */
export const commandDetonatedMineCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('command-detonated-mine'),
  rules: z
    .strictObject({
      'cdm-impact': z
        .union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)])
        .default(10)
        .describe(
          'the impact die (sides) of a CDM against a figure\'s armour or a soft-skin\'s — rulebook: COMMAND-DETONATED MINES, "roll a D10 for the mine against the Armour die of the figure"',
        ),
      'softskin-armour': z
        .union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)])
        .default(6)
        .describe(
          'the armour die (sides) of a SOFTSKINNED vehicle against a CDM — rulebook: COMMAND-DETONATED MINES, "if the mine\'s roll exceeds the vehicle\'s D6 Armour Die then the vehicle is DISABLED"',
        ),
      'softskin-occupants-up-to': z
        .number()
        .int()
        .min(0)
        .max(12)
        .default(4)
        .describe(
          'an occupant of a disabled soft-skin is a casualty when its armour die rolls this or less — rulebook: CONVENTIONAL MINEFIELDS (as COMMAND-DETONATED MINES refers), "treat it as a MAJOR hit, so casualties occur on rolls of 1-4"',
        ),
      'kill-multiple': killMultipleRule,
    })
    .prefault({}),
  mines: z
    .number()
    .int()
    .min(1)
    .max(6)
    .default(1)
    .describe(
      'CDMs fired at the same time at the same target ("Any number of CDMs controlled by the same unit may be fired at the same time")',
    ),
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
  armour: houseArmourSchema.optional(),
});

export type CommandDetonatedMineScenarioCell = z.output<typeof commandDetonatedMineCellSchema>;
