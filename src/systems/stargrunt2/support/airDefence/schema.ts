import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';
import { adeRuleFields } from '../adeRules.js';
import { supportRequestCellSchema } from '../supportRequest/schema.js';

/** Rule variants of `air-defence`; each is documented in docs/rules/stargrunt2.md. */
const airDefenceRulesSchema = z
  .strictObject({
    'outbound-ade': z
      .enum(['one-type-lower', 'as-inbound'])
      .default('one-type-lower')
      .describe(
        "one-type-lower: a craft leaving the table runs the ADE one die type lower (the rulebook's suggestion); as-inbound: the same die as coming in",
      ),
    ...adeRuleFields,
  })
  .prefault({});

/** A Stargrunt II `resolve: air-defence` cell: one airborne craft runs the enemy AIR DEFENCE ENVIRONMENT, in or out. */
export const airDefenceCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('air-defence'),
  rules: airDefenceRulesSchema,
  direction: z
    .enum(['inbound', 'outbound'])
    .default('inbound')
    .describe(
      'inbound: leaving box 1 for the table; outbound: leaving the Battle Area for box 1 (UNITS LEAVING THE BATTLE AREA)',
    ),
  // The same keys as support-request's air_defence: one vocabulary for the ADE and the craft.
  ...supportRequestCellSchema.shape.air_defence.unwrap().shape,
});

export type AirDefenceScenarioCell = z.output<typeof airDefenceCellSchema>;
