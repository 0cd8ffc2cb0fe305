import { z } from 'zod';
import { coLdBonusSchema } from '../common/ruleParameters.js';
import { ruleNumber } from '../common/ruleTable.js';
import { commonCellKeys, gradeSchema, roundingSchema, squadLdSchema } from '../common/schemas.js';

/** Rule variants and parameters of the morale check; every one is documented in docs/rules/grunt-factor.md. */
export const moraleRulesSchema = z
  .strictObject({
    'quarter-of': z.enum(['original', 'current']).default('original'),
    'half-strength': z.enum(['crossing', 'while-below']).default('crossing'),
    'both-checks': z.enum(['two-rolls', 'one-roll']).default('two-rolls'),
    'out-of-command-rounding': roundingSchema.default('down'),
    'killed-at-once-percent': ruleNumber(
      25,
      0,
      100,
      'a check when more than this % of the squad is killed at the same time — rulebook: Morale checks, "more than 25% of the squad is killed at the same time"',
    ),
    'lost-percent': ruleNumber(
      50,
      0,
      100,
      'a check when the squad has lost more than this % of its original size — rulebook: Morale checks, "the unit loose more than 50% of original size"',
    ),
    'co-ld-bonus': coLdBonusSchema,
    'special-check-hits': ruleNumber(
      10,
      0,
      200,
      'a special check when more than this many hits are scored on the squad by one enemy squad — rulebook: Special morale checks, "more than 10 hits are scored on the squad by the same enemy squad"',
    ),
  })
  .prefault({});

/** A grunt-factor `resolve: morale-check` scenario cell (Morale: Morale checks, Special morale checks). */
export const moraleCheckCellSchema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('morale-check'),
  ...commonCellKeys,
  rules: moraleRulesSchema,
  squad: z.strictObject({
    grade: gradeSchema.optional(),
    ld: squadLdSchema,
    leader_co: z.boolean().default(true).describe('the squad leader has the CO +1 LD (not with ld)'),
    in_command_radius: z.boolean().default(true).describe('false: a soldier alone rolls his own halved LD'),
    original_size: z.number().int().min(1).max(40),
    strength: z.number().int().min(0).max(40).describe('figures left before this event'),
  }),
  event: z.strictObject({
    killed: z
      .number()
      .int()
      .min(0)
      .max(40)
      .default(0)
      .describe('figures killed at the same time (fire from one enemy squad)'),
    leader_killed: z.boolean().default(false),
    friendly_squad_annihilated: z
      .boolean()
      .default(false)
      .describe('a friendly squad of originally 5+ soldiers in LOS'),
    hits_from_one_squad: z
      .number()
      .int()
      .min(0)
      .max(200)
      .default(0)
      .describe('hits scored by one enemy squad, saved or not'),
  }),
});

export type MoraleCheckScenarioCell = z.output<typeof moraleCheckCellSchema>;
