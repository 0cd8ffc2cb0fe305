import { z } from 'zod';
import { PANIC_TRIGGERS } from '../../data/panicTriggers.js';
import { threatLevelRule } from '../../parameters.js';
import { moraleUnitSchema } from '../confidenceTest/schema.js';
import { headerFields } from '../moraleSchemas.js';

/** A Stargrunt II `resolve: panic-test` scenario cell (PANIC). */
export const panicTestCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('panic-test'),
  rules: z
    .strictObject({
      'panic-threat-level': threatLevelRule(
        'threat level of the panic test (a reaction test) — rulebook: PANIC, "roll a REACTION TEST at a threat level of 0 (so unit just needs to exceed their unmodified LV to pass)"',
        0,
      ),
      'removal-threat-level': threatLevelRule(
        'threat level of each attempt to remove the PANIC marker — rulebook: PANIC, "the unit leader must spend TWO actions (his whole next activation), and pass a reaction test at TL 0"',
        0,
      ),
    })
    .prefault({}),
  unit: moraleUnitSchema,
  trigger: z
    .enum(PANIC_TRIGGERS)
    .describe('first-sight-of-enemy | first-fired-on | first-sight-of-armour | terror-attack'),
});

export type PanicTestScenarioCell = z.output<typeof panicTestCellSchema>;
