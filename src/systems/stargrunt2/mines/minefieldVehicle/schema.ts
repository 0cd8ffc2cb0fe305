import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';
import { houseArmourSchema, qualitySchema } from '../../scenarioSchemas.js';
import { FIELD_TYPES } from '../data/mineDice.js';
import { mineSuspensionSchema, occupantsSchema, vehicleTypeSchema } from '../minesSchemas.js';

/** Rule variants of a vehicle in a minefield; each is documented in docs/rules/stargrunt2.md. */
const minefieldVehicleRulesSchema = z
  .strictObject({
    'clearing-attack': z
      .enum(['direct', 'field-roll'])
      .default('direct')
      .describe(
        "direct: a driver's 1 means the vehicle is attacked; field-roll: it then rolls the mixed field's D6 (3+) like any vehicle",
      ),
    'clearing-one': z
      .enum(['not-cleared', 'attacked-and-cleared'])
      .default('not-cleared')
      .describe(
        "not-cleared: a driver's 1 sets off a mine and the field stays; attacked-and-cleared: the plough clears it all the same",
      ),
    'mine-impact': z
      .union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)])
      .default(10)
      .describe(
        'the impact die (sides) of an AV mine against the suspension die — rulebook: CONVENTIONAL MINEFIELDS, "roll a D10 for the mine"',
      ),
    'mixed-attack-from': z
      .number()
      .int()
      .min(1)
      .max(7)
      .default(3)
      .describe(
        'in a MIXED field a vehicle is attacked when its D6 rolls this or more (7: never) — rulebook: CONVENTIONAL MINEFIELDS, "the vehicle being attacked on a roll of 3 or more"',
      ),
    'disable-multiple': z
      .number()
      .int()
      .min(1)
      .max(6)
      .default(2)
      .describe(
        'the vehicle is DISABLED when the mine rolls more than this many times the suspension (IMMOBILISED when merely higher) — rulebook: CONVENTIONAL MINEFIELDS, "If the mine rolls MORE THAN TWICE the suspension score, then the vehicle is DISABLED"',
      ),
    'afv-occupants-up-to': z
      .number()
      .int()
      .min(0)
      .max(12)
      .default(2)
      .describe(
        'an occupant of a disabled AFV is a casualty when its armour die rolls this or less — rulebook: CONVENTIONAL MINEFIELDS, "any occupant that rolls 1 or 2 on their personal ARMOUR die will be a casualty"',
      ),
    'softskin-occupants-up-to': z
      .number()
      .int()
      .min(0)
      .max(12)
      .default(4)
      .describe(
        'an occupant of a disabled SOFTSKIN is a casualty when its armour die rolls this or less — rulebook: CONVENTIONAL MINEFIELDS, "treat it as a MAJOR hit, so casualties occur on rolls of 1-4"',
      ),
  })
  .prefault({});

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
    .strictObject({ driver: qualitySchema.describe("the engineering vehicle driver's quality") })
    .optional()
    .describe('MINE CLEARING: an engineering vehicle (mine plough) drives over the counter to clear the field'),
  armour: houseArmourSchema.optional(),
});

export type MinefieldVehicleScenarioCell = z.output<typeof minefieldVehicleCellSchema>;
