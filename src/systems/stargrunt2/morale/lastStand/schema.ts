import { z } from 'zod';
import { coverSchema } from '../../scenarioSchemas.js';
import { confidenceNameSchema, headerFields } from '../moraleSchemas.js';

/** Rule variants of the Last Stand; each is documented in docs/rules/stargrunt2.md. */
const lastStandRulesSchema = z
  .strictObject({
    'holds-on': z
      .number()
      .int()
      .min(2)
      .max(6)
      .default(6)
      .describe(
        'the D6 score that holds (an umpire may lower it for a unit of glorious history) — rulebook: THE LAST STAND, "roll a D6, and a score of 6 indicates that the test is successful"',
      ),
    'enemy-units-needed': z
      .number()
      .int()
      .min(0)
      .max(20)
      .default(3)
      .describe(
        'the fewest enemy units in line of sight (not Broken, Routed or retreating) for a Last Stand test — rulebook: THE LAST STAND, "there must be at least three enemy units in line of sight at the time of testing"',
      ),
  })
  .prefault({});

/** A Stargrunt II `resolve: last-stand` scenario cell (THE LAST STAND). */
export const lastStandCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('last-stand'),
  rules: lastStandRulesSchema,
  unit: z.strictObject({
    confidence: confidenceNameSchema.default('confident').describe('no lower than shaken (BR and RO may not test)'),
    cover: coverSchema.default('open').describe('open | soft | hard: the unit must be in cover and/or In Position'),
    in_position: z.boolean().default(false).describe('the unit is In Position'),
  }),
  friendly_units_within_12: z
    .number()
    .int()
    .min(0)
    .max(50)
    .default(0)
    .describe('other friendly units within 12" (must be 0)'),
  enemy_units_in_sight: z
    .number()
    .int()
    .min(0)
    .max(100)
    .describe('enemy units in line of sight, not counting Broken, Routed or voluntarily retreating ones (3 or more)'),
  enemy_within_12: z
    .boolean()
    .default(false)
    .describe('an enemy unit is within 12": a disintegrating unit tries to surrender to it'),
  enemy_takes_prisoners: z
    .boolean()
    .default(true)
    .describe('surrender applies in this scenario (units will not surrender to an enemy known to take no prisoners)'),
});

export type LastStandScenarioCell = z.output<typeof lastStandCellSchema>;
