import { z } from 'zod';
import { confidenceNameSchema, headerFields, twoLevelDropSchema } from '../../morale/moraleSchemas.js';
import { leadershipSchema } from '../../scenarioSchemas.js';
import { closeCombatFigureFields, defenderPositionFields } from '../assaultSchemas.js';
import { closeCombatRules, powerArmourOddsRule } from '../closeCombatRules.js';
import { MOBILITIES } from '../data/mobility.js';

/** Rule variants of close assault; every one is documented in docs/rules/stargrunt2.md. */
const closeAssaultRulesSchema = z
  .strictObject({
    'two-level-drop': twoLevelDropSchema,
    spares: z
      .enum(['spread', 'concentrate', 'random'])
      .default('spread')
      .describe('how the side allocating spare figures places them: spread evenly, all on one figure, or at random'),
    'if-short': z
      .enum(['wait', 'abort'])
      .default('wait')
      .describe('when the second combat move still falls short: wait in the open mid-dash, or abort and withdraw'),
    'fire-casualties-count': z
      .enum(['no', 'yes'])
      .default('no')
      .describe(
        'whether casualties of final defensive fire count towards the threat level of the tests after each round',
      ),
    'combined-extra-threat': z
      .enum(['once', 'per-unit'])
      .default('once')
      .describe(
        'combined assault: +1 threat to the remaining units once any unit has withdrawn, or +1 for each unit withdrawn',
      ),
    'combined-casualties': z
      .enum(['side', 'unit'])
      .default('side')
      .describe(
        "combined assault: each unit's test after a round counts the whole attacking side's casualties, or its own",
      ),
    'combined-defender-die': z
      .enum(['lowest', 'per-die'])
      .default('lowest')
      .describe(
        'combined assault: a defender facing figures whose open shifts leave him different dice rolls once, the lowest of them, or once per die',
      ),
    'combined-on-withdrawal': z
      .enum(['continue', 'abort'])
      .default('continue')
      .describe(
        'combined assault: once any unit fails to assault or falls back, the others go on (at +1 threat) or the player abandons the whole assault',
      ),
    ...closeCombatRules,
    'power-armour-odds': powerArmourOddsRule,
  })
  .prefault({});

export type CloseAssaultRules = z.output<typeof closeAssaultRulesSchema>;

const troopsSchema = z
  .array(
    z.strictObject({
      count: z.number().int().min(1).max(100).describe('troopers firing this weapon'),
      weapon: z
        .string()
        .describe('a weapon name from the generic weapons table or the national weapons of the army lists'),
    }),
  )
  .min(1);

/** One attacking unit: the `attacker`, and each unit of `combined_with`. */
const attackerUnitSchema = z.strictObject({
  ...closeCombatFigureFields,
  leadership: leadershipSchema,
  confidence: confidenceNameSchema.default('confident'),
  figures: z.number().int().min(1).max(20).describe('figures in the assaulting unit'),
  mobility: z
    .enum(MOBILITIES)
    .default('normal')
    .describe('normal | very-light | slow-power-armour | fast-power-armour: the combat move die (D6, D8, D6, D12)'),
  encumbered: z
    .boolean()
    .default(false)
    .describe('carrying heavy equipment or casualties: one mobility die type lower'),
  terror: z
    .boolean()
    .optional()
    .describe("a TERROR EFFECT (doubles the defenders' threat level); default: true with flame weapons"),
});

/** A Stargrunt II `resolve: close-assault` scenario cell (CLOSE ASSAULT chapter). */
export const closeAssaultCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('close-assault'),
  rules: closeAssaultRulesSchema,
  attacker: attackerUnitSchema,
  combined_with: z
    .array(attackerUnitSchema)
    .min(1)
    .max(2)
    .optional()
    .describe(
      'COMBINED CLOSE-ASSAULT ACTIVATIONS: one or two further units assaulting the same defenders with the attacker',
    ),
  defender: z.strictObject({
    ...closeCombatFigureFields,
    ...defenderPositionFields,
    leadership: leadershipSchema,
    confidence: confidenceNameSchema.default('confident'),
    figures: z.number().int().min(1).max(20).describe('figures in the defending unit'),
    suppression: z
      .number()
      .int()
      .min(0)
      .max(3)
      .default(0)
      .describe('suppression markers: a reaction test at this threat level to fire'),
    troops: troopsSchema
      .optional()
      .describe('the weapons of FINAL DEFENSIVE FIRE (leave out: the defenders do not fire)'),
  }),
  distance: z.number().min(0).max(200).describe("inches from the attackers to the defenders' position"),
  follow_through: z.boolean().default(false).describe('after winning, take the FOLLOW-THROUGH reaction test'),
});

export type CloseAssaultScenarioCell = z.output<typeof closeAssaultCellSchema>;
