import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';
import { threatLevelRule } from '../../parameters.js';
import { leadershipSchema, qualitySchema } from '../../scenarioSchemas.js';
import { MOBILITIES } from '../data/mobility.js';

/** How the assault ended, with the rule naming the follow-through test's threat level (OVERRUNS AND FOLLOW-THROUGH ATTACKS). */
export const FOLLOW_THROUGH_THREATS = {
  destroyed: 'destroyed-threat-level',
  withdrew: 'withdrew-threat-level',
} as const;

/** A Stargrunt II `resolve: follow-through` cell: the victorious unit's test and extra combat move. */
export const followThroughCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('follow-through'),
  rules: z
    .strictObject({
      'destroyed-threat-level': threatLevelRule(
        'threat level of the follow-through test when the defenders were destroyed — rulebook: OVERRUNS AND FOLLOW-THROUGH ATTACKS, "The Threat level is +1 if the defending units were completely destroyed"',
        1,
      ),
      'withdrew-threat-level': threatLevelRule(
        'threat level of the follow-through test when the defenders pulled back — rulebook: OVERRUNS AND FOLLOW-THROUGH ATTACKS, "or +2 if they pulled back"',
        2,
      ),
    })
    .prefault({}),
  unit: z.strictObject({
    quality: qualitySchema,
    leadership: leadershipSchema,
    mobility: z
      .enum(MOBILITIES)
      .default('normal')
      .describe('normal | very-light | slow-power-armour | fast-power-armour: the combat move die (D6, D8, D6, D12)'),
    encumbered: z
      .boolean()
      .default(false)
      .describe('carrying heavy equipment or casualties: one mobility die type lower'),
  }),
  defender: z
    .enum(Object.keys(FOLLOW_THROUGH_THREATS) as ['destroyed', 'withdrew'])
    .describe('how the close assault ended: destroyed (threat level +1) or withdrew, pulled back (+2)'),
  distance: z
    .number()
    .min(0)
    .max(200)
    .describe('inches from the victorious unit to the target it pursues (the retreating defenders)'),
});

export type FollowThroughScenarioCell = z.output<typeof followThroughCellSchema>;
