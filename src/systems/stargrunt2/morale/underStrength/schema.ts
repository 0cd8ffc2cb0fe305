import { z } from 'zod';
import { dieSidesRule } from '../../parameters.js';
import { leadershipSchema } from '../../scenarioSchemas.js';
import { headerFields } from '../moraleSchemas.js';

/** A Stargrunt II `resolve: under-strength` scenario cell (UNDER-STRENGTH UNITS). */
export const underStrengthCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('under-strength'),
  rules: z
    .strictObject({
      'fresh-die': dieSidesRule(
        'the die rolled for each figure of a FRESH unit (a 1 is missing) — rulebook: UNDER-STRENGTH UNITS, "if the unit is deemed FRESH at the start of the game ... then roll a D10 for each figure, if it is TIRED use a D8 and if EXHAUSTED a D6"',
        10,
      ),
      'tired-die': dieSidesRule(
        'the die rolled for each figure of a TIRED unit (a 1 is missing) — rulebook: UNDER-STRENGTH UNITS, "if the unit is deemed FRESH at the start of the game ... then roll a D10 for each figure, if it is TIRED use a D8 and if EXHAUSTED a D6"',
        8,
      ),
      'exhausted-die': dieSidesRule(
        'the die rolled for each figure of an EXHAUSTED unit (a 1 is missing) — rulebook: UNDER-STRENGTH UNITS, "if the unit is deemed FRESH at the start of the game ... then roll a D10 for each figure, if it is TIRED use a D8 and if EXHAUSTED a D6"',
        6,
      ),
    })
    .prefault({}),
  unit: z.strictObject({
    figures: z.number().int().min(1).max(60).describe('figures at full strength, the leader included'),
    fatigue: z
      .enum(['fresh', 'tired', 'exhausted'])
      .default('fresh')
      .describe('fresh (D10 per figure) | tired (D8) | exhausted (D6)'),
    leadership: leadershipSchema,
    support_weapons: z
      .number()
      .int()
      .min(0)
      .max(59)
      .default(0)
      .describe(
        'figures carrying a support or special weapon (not the leader); a missing one takes his weapon with him',
      ),
  }),
});

export type UnderStrengthScenarioCell = z.output<typeof underStrengthCellSchema>;
