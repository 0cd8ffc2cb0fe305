import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';
import { qualitySchema } from '../../scenarioSchemas.js';
import { counterSchema, spottingRulesSchema } from '../counterSchema.js';
import { SENSOR_DICE, type Sensor } from '../data/spottingTables.js';

/** A Stargrunt II `resolve: spotting` cell: a leader's OBSERVE actions on one inverted counter (SPOTTING HIDDEN UNITS). */
export const spottingCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('spotting'),
  rules: spottingRulesSchema.prefault({}),
  observer: z.strictObject({
    quality: qualitySchema.describe("the observing unit's quality: its leader's quality die"),
    sensor: z
      .enum(Object.keys(SENSOR_DICE) as [Sensor, ...Sensor[]])
      .default('unaided')
      .describe('unaided (D4) | aided | basic (D6) | enhanced (D8) | superior (D10): the SENSOR TYPES TABLE'),
  }),
  counter: counterSchema,
  range: z.number().min(0).max(1000).describe('distance from the observer to the counter, in inches'),
  attempts: z
    .number()
    .int()
    .min(1)
    .max(12)
    .default(1)
    .describe("OBSERVE actions spent on the counter at most (each is one of the leader's actions)"),
});

export type SpottingScenarioCell = z.output<typeof spottingCellSchema>;
