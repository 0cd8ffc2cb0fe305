import { z } from 'zod';
import { threatLevelRule } from '../../parameters.js';
import { coverSchema, leadershipSchema, qualitySchema } from '../../scenarioSchemas.js';
import { headerFields } from '../moraleSchemas.js';

/** A Stargrunt II `resolve: suppression-removal` scenario cell (SUPPRESSION OF INFANTRY UNITS, MULTIPLE SUPPRESSIONS). */
export const suppressionRemovalCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('suppression-removal'),
  rules: z
    .strictObject({
      'removal-threat-level': threatLevelRule(
        'threat level added to the leader\'s LV for each removal roll — rulebook: SUPPRESSION OF INFANTRY UNITS, "if he scores greater than his own Leadership value, the suppression counter is removed"',
        0,
      ),
    })
    .prefault({}),
  unit: z.strictObject({ quality: qualitySchema, leadership: leadershipSchema }),
  markers: z.number().int().min(1).max(3).describe('suppression markers on the unit (up to THREE)'),
  cover: coverSchema.default('open').describe("the unit's cover: a suppressed unit may reorganise only in cover"),
  reorganise: z
    .boolean()
    .default(false)
    .describe('the unit also needs one Reorganise action (e.g. to treat its wounded)'),
});

export type SuppressionRemovalScenarioCell = z.output<typeof suppressionRemovalCellSchema>;
