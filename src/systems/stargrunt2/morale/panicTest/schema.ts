import { z } from 'zod';
import { PANIC_TRIGGERS } from '../../data/panicTriggers.js';
import { moraleUnitSchema } from '../confidenceTest/schema.js';
import { headerFields } from '../moraleSchemas.js';

/** A Stargrunt II `resolve: panic-test` scenario cell (PANIC). */
export const panicTestCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('panic-test'),
  rules: z.strictObject({}).default({}),
  unit: moraleUnitSchema,
  trigger: z.enum(PANIC_TRIGGERS).describe('first-sight-of-enemy | first-fired-on | first-sight-of-armour | terror-attack'),
});


export type PanicTestScenarioCell = z.output<typeof panicTestCellSchema>;
