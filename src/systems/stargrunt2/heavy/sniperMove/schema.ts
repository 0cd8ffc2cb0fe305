import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';
import { leadershipSchema, qualitySchema } from '../../scenarioSchemas.js';

/** The two moves of a concealed sniper, with the threat level each adds to his LV (SNIPERS chapter). */
export const SNIPER_MOVES = { 'change-position': 0, 'go-into-hiding': 2 } as const;

/** A Stargrunt II `resolve: sniper-move` cell (SNIPERS - CONCEALED MOVEMENT, SNIPERS GOING INTO HIDING). */
export const sniperMoveCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('sniper-move'),
  rules: z.strictObject({}).default({}),
  sniper: z.strictObject({
    quality: qualitySchema,
    leadership: leadershipSchema.describe('the sniper\'s own "leadership" (LV): 1 (best) to 3'),
    in_cover: z.boolean().default(true).describe('in cover of some sort: a sniper cannot go into hiding in the open'),
  }),
  move: z
    .enum(Object.keys(SNIPER_MOVES) as ['change-position', 'go-into-hiding'])
    .describe('change-position: to a dummy counter unseen (exceed LV); go-into-hiding: from located to concealed (exceed LV + 2)'),
});

export type SniperMoveScenarioCell = z.output<typeof sniperMoveCellSchema>;
