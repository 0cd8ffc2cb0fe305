import { z } from 'zod';
import { passage } from '../../rulebookPassage.js';
import { CLOSE_ASSAULT, CLOSE_ASSAULT_BONUS_ENTRIES } from '../data/afvCombat.js';
import { bookNumbers } from '../scenarioSchemas.js';

/** Rule variants of a close assault on an AFV; documented in docs/rules/man-to-man.md. */
const afvCloseAssaultRulesSchema = z
  .strictObject({
    'close-assault-critical': z
      .enum(['3-5', '3'])
      .default('3-5')
      .describe(
        'which rolls are the "Critical hit" that knocks the vehicle out: 3-5 (literal, 4.4 and 8.2) or only the 3 of the 8.2 table',
      ),
    'close-assault-failures': z
      .enum(['none', '16-18'])
      .default('none')
      .describe(
        'whether 16-18 always fail (critical failures) or any roll equal or less than the factor immobilises (literal)',
      ),
    'base-factor': z
      .number()
      .int()
      .min(0)
      .max(30)
      .default(CLOSE_ASSAULT.baseFactor)
      .describe(
        `the close assault factor before the weapons' bonuses ${passage('8.2 AFV Combat', 'Add to the base factor of 5')}`,
      ),
    'weapon-bonus': bookNumbers(
      CLOSE_ASSAULT_BONUS_ENTRIES,
      0,
      10,
      `added to the factor for each character by weapon ${passage('8.2 AFV Combat', '+1 for each character using grenade, sticky bomb or Molotov')}`,
      '8.2 AFV Combat',
    ),
  })
  .prefault({});

const weapons = [...Object.keys(CLOSE_ASSAULT.weapons), 'other'];

/** A man-to-man `resolve: afv-close-assault` scenario cell (8.2 Close assault). */
export const afvCloseAssaultCellSchema = z.strictObject({
  system: z.literal('man-to-man'),
  resolve: z.literal('afv-close-assault'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: afvCloseAssaultRulesSchema,
  attackers: z
    .array(
      z.strictObject({
        count: z.number().int().min(1).max(50).default(1),
        weapon: z.string().describe(`a close assault weapon: ${weapons.join(' | ')} (other: no bonus)`),
      }),
    )
    .min(1)
    .describe('the characters close assaulting the AFV, grouped by weapon'),
});

export type AfvCloseAssaultScenarioCell = z.output<typeof afvCloseAssaultCellSchema>;
