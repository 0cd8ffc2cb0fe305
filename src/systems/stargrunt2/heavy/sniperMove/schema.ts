import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';
import { threatLevelRule } from '../../parameters.js';
import { leadershipSchema, qualitySchema } from '../../scenarioSchemas.js';

/** The two moves of a concealed sniper, each with the rule naming the threat level it adds to his LV. */
export const SNIPER_MOVES = {
  'change-position': 'change-position-threat-level',
  'go-into-hiding': 'hiding-threat-level',
} as const;

/** A Stargrunt II `resolve: sniper-move` cell (SNIPERS - CONCEALED MOVEMENT, SNIPERS GOING INTO HIDING). */
export const sniperMoveCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('sniper-move'),
  rules: z
    .strictObject({
      'change-position-threat-level': threatLevelRule(
        'threat level added to the sniper\'s LV to change position unseen — rulebook: SNIPERS - CONCEALED MOVEMENT, "if the score exceeds the sniper\'s "leadership" then he has successfully managed to change position"',
        0,
      ),
      'hiding-threat-level': threatLevelRule(
        'threat level added to the sniper\'s LV to go into hiding — rulebook: SNIPERS GOING INTO HIDING, "A THREAT LEVEL of +2 is applied to this test"',
        2,
      ),
    })
    .prefault({}),
  sniper: z.strictObject({
    quality: qualitySchema,
    leadership: leadershipSchema.describe('the sniper\'s own "leadership" (LV): 1 (best) to 3'),
    in_cover: z.boolean().default(true).describe('in cover of some sort: a sniper cannot go into hiding in the open'),
  }),
  move: z
    .enum(Object.keys(SNIPER_MOVES) as ['change-position', 'go-into-hiding'])
    .describe(
      'change-position: to a dummy counter unseen (exceed LV); go-into-hiding: from located to concealed (exceed LV + 2)',
    ),
});

export type SniperMoveScenarioCell = z.output<typeof sniperMoveCellSchema>;
