import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';

/** A flamer used where the fire is to start: each use rolls a D6 that may set the area alight. */
const flamerSchema = z.strictObject({
  uses: z
    .number()
    .int()
    .min(1)
    .max(6)
    .default(1)
    .describe('times the flamer is used on the spot (each rolls a D6 for a fire)'),
  area: z
    .enum(['normal', 'flammable'])
    .default('normal')
    .describe(
      'normal: "nothing much around to burn", a fire on a 6; flammable: "particularly flammable", a fire on 3+',
    ),
});

/** A unit fighting the fires: its whole activation each turn, the die nearest its number of men, 4+ puts one out. */
const firefightersSchema = z.strictObject({
  men: z
    .number()
    .int()
    .min(1)
    .max(20)
    .describe('men in the unit: the die type nearest this number, rounded up (D4 … D12)'),
  units: z.number().int().min(1).max(4).default(1).describe('units of this size fighting, each one fire a turn'),
  from_turn: z
    .number()
    .int()
    .min(1)
    .max(8)
    .default(1)
    .describe('first turn the unit spends its activation on the fire'),
});

/** A Stargrunt II `resolve: burning` cell: FIRES, FLAME AND INCENDIARY WEAPONS and SMOKE, turn by turn. */
export const burningCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('burning'),
  rules: z
    .strictObject({
      'normal-start-from': z
        .number()
        .int()
        .min(1)
        .max(12)
        .default(6)
        .describe(
          'a flamer\'s D6 starts a fire in a normal area on this or more (past 6: never) — rulebook: FIRES, FLAME AND INCENDIARY WEAPONS, "only a 6 will cause a fire"',
        ),
      'flammable-start-from': z
        .number()
        .int()
        .min(1)
        .max(12)
        .default(3)
        .describe(
          'a flamer\'s D6 starts a fire in a particularly flammable area on this or more — rulebook: FIRES, FLAME AND INCENDIARY WEAPONS, "it will catch light on a roll of 3 or greater"',
        ),
      'firefight-from': z
        .number()
        .int()
        .min(1)
        .max(12)
        .default(4)
        .describe(
          'a firefighting unit puts a fire out when its die rolls this or more — rulebook: FIRES, FLAME AND INCENDIARY WEAPONS, "if they roll 4 OR BETTER then the fire is put out"',
        ),
    })
    .prefault({}),
  flamer: flamerSchema
    .optional()
    .describe('the fire is started by a flamer (absent: `fires` markers are burning already)'),
  fires: z
    .number()
    .int()
    .min(1)
    .max(4)
    .optional()
    .describe('FIRE markers already on the table (e.g. incendiary rounds); default 1'),
  turns: z.number().int().min(1).max(8).default(4).describe('Turn End Phases followed from the turn the fire starts'),
  firefighters: firefightersSchema.optional().describe('an infantry unit fighting the fire'),
});

export type BurningScenarioCell = z.output<typeof burningCellSchema>;
