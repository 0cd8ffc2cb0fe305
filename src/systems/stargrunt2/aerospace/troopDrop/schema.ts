import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';
import { qualitySchema } from '../../scenarioSchemas.js';

/** A Stargrunt II `resolve: troop-drop` cell: a unit put on the ground from the air, by landing, hover drop or insertion. */
export const troopDropCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('troop-drop'),
  rules: z
    .strictObject({
      'lz-stranded-up-to': z
        .number()
        .int()
        .min(0)
        .max(12)
        .default(2)
        .describe(
          'on an obstructed LZ the craft is stranded when the crew quality die rolls this or less — rulebook: LANDING ZONES, "on a roll of 3+ the landing is made safely, but on a 1 or 2"',
        ),
      'hover-hurt-up-to': z
        .number()
        .int()
        .min(0)
        .max(12)
        .default(1)
        .describe(
          'a man roping or jumping from a hovering craft into open terrain is hurt when the quality die rolls this or less — rulebook: DROPPING TROOPS FROM HOVERING CRAFT, "on a roll of 1 they have made a mistake"',
        ),
      'hover-difficult-hurt-up-to': z
        .number()
        .int()
        .min(0)
        .max(12)
        .default(2)
        .describe(
          'as hover-hurt-up-to, into difficult terrain — rulebook: DROPPING TROOPS FROM HOVERING CRAFT, "rolls of 1 or 2"',
        ),
      'bad-terrain-lost-up-to': z
        .number()
        .int()
        .min(0)
        .max(12)
        .default(2)
        .describe(
          'an inserted man landing in bad terrain is lost when the quality die rolls this or less — rulebook: HIGH-ALTITUDE OR ORBITAL INSERTION, "on a roll of 1 or 2, he is lost"',
        ),
      'urban-lost-up-to': z
        .number()
        .int()
        .min(0)
        .max(12)
        .default(4)
        .describe(
          'as bad-terrain-lost-up-to, in URBAN terrain — rulebook: HIGH-ALTITUDE OR ORBITAL INSERTION, "troopers are lost on rolls of 1-4"',
        ),
      'powered-water-lost-up-to': z
        .number()
        .int()
        .min(0)
        .max(12)
        .default(3)
        .describe(
          'a POWERED INFANTRY man landing in open water is lost when the quality die rolls this or less (others always are) — rulebook: HIGH-ALTITUDE OR ORBITAL INSERTION, "except for POWERED INFANTRY who are lost on a 1-3"',
        ),
    })
    .prefault({}),
  method: z
    .enum(['landing', 'rope', 'jump', 'paradrop', 'orbital'])
    .describe(
      'landing: the VTOL puts down on an LZ; rope or jump: from a hovering craft; paradrop or orbital: HIGH-ALTITUDE OR ORBITAL INSERTION',
    ),
  quality: qualitySchema.describe("the unit's quality (for landing, the crew's)"),
  figures: z.number().int().min(1).max(30).describe('men dropped'),
  craft: z
    .enum(['vtol', 'grav'])
    .default('vtol')
    .describe('rope and jump: the hovering craft (no abseiling from a grav vehicle)'),
  lz: z
    .enum(['clear', 'obstructed'])
    .default('clear')
    .describe('landing: a completely clear LZ, or one with a minor obstruction'),
  terrain: z
    .enum(['open', 'difficult', 'bad', 'urban', 'water'])
    .default('open')
    .describe(
      'where the men come down: rope and jump open | difficult (woods, hillsides, roofs); paradrop and orbital open | bad | urban | water',
    ),
  clearing_radius: z
    .number()
    .min(0)
    .max(40)
    .optional()
    .describe(
      'paradrop and orbital: men within this many inches of the marker land in the open, the others in `terrain`',
    ),
  power_armour: z
    .boolean()
    .default(false)
    .describe('Powered Infantry: may drop from orbit, and wade ashore from water unless the die shows 1–3'),
});

export type TroopDropScenarioCell = z.output<typeof troopDropCellSchema>;
