import { z } from 'zod';
import { ENGAGEMENT_LIMITS } from '../../engagement/EngagementShape.js';
import { closeCombatRulesSchema } from '../closeCombat/schema.js';
import { armourSchema, commonCellKeys, gradeSchema, underTemplateSchema } from '../common/schemas.js';
import { WEAPON_NAMES } from '../data/armoury.js';
import { moraleRulesSchema } from '../moraleCheck/schema.js';
import { panicRecoveryRulesSchema } from '../panicRecovery/schema.js';
import { rangedAttackRulesSchema } from '../rangedAttack/schema.js';
import { suppressionRulesSchema } from '../suppressionArea/schema.js';
import { GF_ACTIONS, GF_TARGETS } from './gfPlanCodes.js';

/** Rule variants of an engagement: those of the single resolutions it calls, and its own (docs/rules/grunt-factor.md). */
const gfEngagementRulesSchema = rangedAttackRulesSchema
  .unwrap()
  .extend(closeCombatRulesSchema.unwrap().shape)
  .extend(moraleRulesSchema.unwrap().shape)
  .extend(suppressionRulesSchema.unwrap().shape)
  .extend(panicRecoveryRulesSchema.unwrap().shape)
  .extend({
    'initiative-winner': z
      .enum(['goes-first', 'goes-second'])
      .default('goes-first')
      .describe(
        'the side with the higher initiative roll (d20 + its highest LD) chooses who starts: it starts, or makes the other start',
      ),
    'side-beaten': z
      .enum(['panicked-or-eliminated', 'eliminated'])
      .default('panicked-or-eliminated')
      .describe('a side has lost when every squad is panicked or eliminated, or only when every squad is eliminated'),
  })
  .prefault({});

const conditionSchema = z.strictObject({
  panicked: z.boolean().optional().describe('the squad is panicked'),
  enemy_within: z.number().min(0).max(1000).optional().describe('the nearest enemy squad is at most this many cm away'),
  casualties_at_least: z
    .number()
    .int()
    .min(0)
    .max(40)
    .optional()
    .describe('the squad has lost at least this many figures'),
  in_cover: z.boolean().optional().describe('the squad is in cover'),
  under_fire: z.boolean().optional().describe('the squad has been fired on since its last activation'),
  action_at_most: z
    .number()
    .int()
    .min(1)
    .max(4)
    .optional()
    .describe("this is at most the squad's n-th action of the activation"),
  turn_at_least: z.number().int().min(1).max(ENGAGEMENT_LIMITS.turns).optional().describe('from this turn on'),
});

const planRuleSchema = z.strictObject({
  when: z
    .union([z.enum(['panicked', 'in_cover', 'under_fire']), conditionSchema])
    .optional()
    .describe('when the rule applies (every condition must hold); without: always'),
  do: z.enum(GF_ACTIONS).describe('the action'),
  target: z
    .enum(GF_TARGETS)
    .optional()
    .describe(
      'fire, close-combat, suppress: which enemy squad (default nearest; an enemy within short range is always fired at first)',
    ),
});

export type GfPlanRuleInput = z.output<typeof planRuleSchema>;

const squadSchema = z.strictObject({
  name: z.string().max(60).optional().describe('the squad as the outputs name it (default: its key)'),
  grade: gradeSchema,
  leader_co: z.boolean().default(true).describe('the squad leader has the CO +1 LD (lost when he is killed)'),
  troops: z
    .array(
      z.strictObject({
        count: z.number().int().min(1).max(ENGAGEMENT_LIMITS.figures).describe('soldiers with this weapon'),
        weapon: z
          .string()
          .describe(`a weapon from the Armory: ${WEAPON_NAMES.join(' | ')}`)
          .meta({ examples: WEAPON_NAMES }),
      }),
    )
    .min(1)
    .describe('the figures of the squad and their weapons, in order (the squad leader is the first)'),
  armour: armourSchema.optional(),
  under_template: underTemplateSchema.optional(),
  cover: z
    .enum(['none', '25-50', '50-75', 'over-75'])
    .default('none')
    .describe('share of the squad covered where it starts (lost when it moves)'),
  cover_material: z
    .enum(['none', 'soft', 'hard'])
    .default('none')
    .describe('what that cover is made of (damage modifier)'),
  plan: z
    .union([z.enum(['fire-and-advance', 'hold-and-fire', 'assault']), z.array(planRuleSchema).min(1).max(20)])
    .default('fire-and-advance')
    .describe(
      'what the squad does with each action: a built-in plan or an ordered list of rules (the first that applies and can be done is done)',
    ),
});

export type GfSquadInput = z.output<typeof squadSchema>;

const sideSchema = z.strictObject({
  name: z.string().max(60).optional().describe('the side as the outputs name it'),
  squads: z
    .record(
      z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'a squad key in lower case: letters, digits and dashes'),
      squadSchema,
    )
    .refine((squads) => Object.keys(squads).length >= 1 && Object.keys(squads).length <= ENGAGEMENT_LIMITS.units, {
      message: `one to ${ENGAGEMENT_LIMITS.units} squads`,
    })
    .describe('the squads of the side, by key (in activation order)'),
});

/** A grunt-factor `resolve: engagement` scenario cell: two sides' squads fighting turn after turn (Turn sequence). */
export const gfEngagementCellSchema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('engagement'),
  ...commonCellKeys,
  rules: gfEngagementRulesSchema,
  turns: z
    .number()
    .int()
    .min(1)
    .max(ENGAGEMENT_LIMITS.turns)
    .default(6)
    .describe('the game lasts this many turns at most'),
  range: z.number().min(1).max(300).describe('cm between the two sides at the start'),
  sides: z.strictObject({ a: sideSchema, b: sideSchema }),
});

export type GfEngagementScenarioCell = z.output<typeof gfEngagementCellSchema>;
export type GfEngagementRules = GfEngagementScenarioCell['rules'];
