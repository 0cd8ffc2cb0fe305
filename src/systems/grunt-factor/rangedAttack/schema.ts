import { z } from 'zod';
import {
  coLdBonusSchema,
  damageModifiersSchema,
  heightCapSchema,
  ldRollBeyondSchema,
  rangeBandsSchema,
  saveBaseSchema,
  toHitSchema,
} from '../common/ruleParameters.js';
import {
  armourSchema,
  commonCellKeys,
  damageTimesSchema,
  gradeSchema,
  roundingSchema,
  underTemplateSchema,
} from '../common/schemas.js';
import { WEAPON_NAMES } from '../data/armoury.js';

/** Rule variants and parameters of the ranged attack; every one is documented in docs/rules/grunt-factor.md. */
export const rangedAttackRulesSchema = z
  .strictObject({
    'range-band-edge': z.enum(['lower-band', 'upper-band']).default('lower-band'),
    aim: z.enum(['whole-action', 'first-shot']).default('whole-action'),
    'long-range-ld': z.enum(['per-action', 'per-shot']).default('per-action'),
    halving: z.enum(['base-rc', 'modified-rc']).default('base-rc'),
    'out-of-command-rounding': roundingSchema.default('down'),
    'assault-rifle-short-range': z.enum(['table', 'worked-example']).default('table'),
    'cover-50-75': z.enum(['table', 'worked-example']).default('table'),
    'assault-rifle-long-range-damage': z.enum(['table', 'ten']).default('table'),
    'damage-times': damageTimesSchema,
    'range-bands': rangeBandsSchema,
    'to-hit': toHitSchema,
    'height-cap-cm': heightCapSchema,
    'ld-roll-beyond-cm': ldRollBeyondSchema,
    'damage-modifiers': damageModifiersSchema,
    'save-base': saveBaseSchema,
    'co-ld-bonus': coLdBonusSchema,
  })
  .prefault({});

/** A grunt-factor `resolve: ranged-attack` scenario cell (Ranged Combat, To hit modifiers, To damage your target). */
export const rangedAttackCellSchema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('ranged-attack'),
  ...commonCellKeys,
  rules: rangedAttackRulesSchema,
  firer: z.strictObject({
    grade: gradeSchema,
    co: z.boolean().default(false).describe('the firer is the CO (+1 LD)'),
    count: z.number().int().min(1).max(20).default(1).describe('soldiers firing, one fire action each'),
    weapon: z
      .string()
      .describe(`a weapon from the Armory: ${WEAPON_NAMES.join(' | ')}`)
      .meta({ examples: WEAPON_NAMES }),
    aimed: z.boolean().default(false).describe('an Aim action was spent on this target (+3 RC)'),
    tracers: z.boolean().default(false).describe('tracer rounds (+2 RC, only at night)'),
    panicked: z.boolean().default(false).describe('the squad is panicked (RC halved, rounding down)'),
    in_command_radius: z.boolean().default(true).describe('within 18 cm of the squad leader'),
    leader_ld: z
      .number()
      .int()
      .min(0)
      .max(20)
      .optional()
      .describe("LD the beyond-60-cm roll is made against inside the command radius; default the firer's own"),
  }),
  target: z.strictObject({
    grade: gradeSchema.default('regular'),
    armour: armourSchema.optional(),
    figures: z.number().int().min(1).max(40).default(1).describe('figures in the target; casualties stop there'),
    under_template: underTemplateSchema.optional(),
    prone: z.boolean().default(false),
    cover: z
      .enum(['none', '25-50', '50-75', 'over-75', 'bunker-slit'])
      .default('none')
      .describe('share of the target covered'),
    forest: z
      .enum(['none', 'near-edge', 'deep'])
      .default('none')
      .describe('less (near-edge) or more (deep) than 3 cm from the treeline'),
    crest: z
      .enum(['none', 'near', 'beyond'])
      .default('none')
      .describe('less (near) or more (beyond) than 3 cm from a crest, roof, rock'),
    cover_material: z
      .enum(['none', 'soft', 'hard'])
      .default('none')
      .describe('what the cover is made of (damage modifier)'),
  }),
  range: z.number().min(0).max(1000).describe('distance from firer to target in cm'),
  height_difference: z
    .number()
    .min(-1000)
    .max(1000)
    .default(0)
    .describe('cm the firer stands above (+) or below (−) the target'),
  night: z.boolean().default(false),
});

export type RangedAttackScenarioCell = z.output<typeof rangedAttackCellSchema>;
