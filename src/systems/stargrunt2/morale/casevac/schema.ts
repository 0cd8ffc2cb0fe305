import { z } from 'zod';
import { leadershipSchema, qualitySchema } from '../../scenarioSchemas.js';
import { bypassedLevelsSchema, directContactSchema } from '../communicate/schema.js';
import { confidenceNameSchema, headerFields } from '../moraleSchemas.js';

const riseFace = (describe: string, book: number) => z.number().int().min(1).max(7).default(book).describe(describe);

/** A Stargrunt II `resolve: casevac` scenario cell (CASUALTY EVACUATION). */
export const casevacCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('casevac'),
  rules: z
    .strictObject({
      'call-die': z
        .enum(['quality', 'd8'])
        .default('quality')
        .describe(
          "the call's die: the caller's quality die, as a communication (default), or a D8, as a support request",
        ),
      'squad-rise-from': riseFace(
        'the lowest D6 score that raises the evacuating squad one level (7: never) — rulebook: CASUALTY EVACUATION, "if they score 3 or more, they immediately RISE one level of Confidence"',
        3,
      ),
      'squad-two-levels-on': riseFace(
        'the lowest D6 score that raises the evacuating squad two levels (7: never) — rulebook: CASUALTY EVACUATION, "if they are lucky enough to roll a 6 then they rise TWO levels"',
        6,
      ),
      'nearby-rise-from': riseFace(
        'the lowest D6 score that raises a nearby unit without wounded one level (7: never) — rulebook: CASUALTY EVACUATION, "will recover ONE confidence level on a score of 5+"',
        5,
      ),
    })
    .prefault({}),
  call: z
    .strictObject({
      quality: qualitySchema,
      leadership: leadershipSchema,
      casevac_leadership: leadershipSchema
        .optional()
        .describe("the Casevac unit's own LV, if it has one: the poorer LV is the score to exceed"),
      bypassed_levels: bypassedLevelsSchema.describe(
        'command levels between the caller and the highest command unit on table (one die type down each)',
      ),
      direct_contact: directContactSchema,
    })
    .optional()
    .describe('the unit calling the Casevac from the LOITER box; leave out when it is already on its way'),
  unit: z.strictObject({
    confidence: confidenceNameSchema.describe("the evacuating squad's level (fatigue does not cap the rise)"),
  }),
  nearby_units: z
    .array(confidenceNameSchema)
    .max(20)
    .default([])
    .describe('the levels of other friendly units within 12" with no wounded of their own (each up one on 5+)'),
});

export type CasevacScenarioCell = z.output<typeof casevacCellSchema>;
