import { z } from 'zod';
import { damageModifiersSchema, saveBaseSchema } from '../common/ruleParameters.js';
import { ruleNumber, ruleTable } from '../common/ruleTable.js';
import { armourSchema, commonCellKeys, damageTimesSchema, gradeSchema, roundingSchema } from '../common/schemas.js';
import { WEAPON_NAMES } from '../data/armoury.js';

/** `rules.close-combat-modifiers`: CC points of the Modifiers to attacking in close combat. */
const closeCombatModifiersSchema = ruleTable({
  higher: {
    book: -1,
    says: 'CC, target positioned higher than the attacker — rulebook: Modifiers to attacking in close combat, "Target positioned higher than attacker -1 CC"',
  },
  lower: {
    book: 1,
    says: 'CC, target positioned lower than the attacker — rulebook: Modifiers to attacking in close combat, "Target positioned lower than attacker +1 CC"',
  },
  prone: { book: 1, says: 'CC, target prone — rulebook: Modifiers to attacking in close combat, "Target prone +1 CC"' },
  'behind-cover': {
    book: -1,
    says: 'CC, target behind cover — rulebook: Modifiers to attacking in close combat, "Target behind cover -1 CC"',
  },
  'per-friend': {
    book: 1,
    says: 'CC for each friendly soldier participating — rulebook: Modifiers to attacking in close combat, "For each friendly unit participating (up to +3) +1 CC"',
  },
});

/** Rule variants and parameters of close combat; every one is documented in docs/rules/grunt-factor.md. */
export const closeCombatRulesSchema = z
  .strictObject({
    'out-of-command-rounding': roundingSchema.default('down'),
    'damage-times': damageTimesSchema,
    'cover-damage': z.enum(['none', 'apply']).default('none'),
    'close-combat-modifiers': closeCombatModifiersSchema,
    'friends-cap': ruleNumber(
      3,
      0,
      40,
      'most CC the friendly soldiers participating add — rulebook: Modifiers to attacking in close combat, "(up to +3)"',
    ),
    'damage-modifiers': damageModifiersSchema,
    'save-base': saveBaseSchema,
  })
  .prefault({});

/** A grunt-factor `resolve: close-combat` scenario cell (Close Combat, Armory CC column). */
export const closeCombatCellSchema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('close-combat'),
  ...commonCellKeys,
  rules: closeCombatRulesSchema,
  attacker: z.strictObject({
    grade: gradeSchema,
    weapon: z
      .string()
      .describe(`a weapon from the Armory with a close-combat column: ${WEAPON_NAMES.join(' | ')}`)
      .meta({ examples: WEAPON_NAMES }),
    panicked: z.boolean().default(false).describe('the squad is panicked (CC halved, rounding down)'),
    in_command_radius: z.boolean().default(true),
  }),
  target: z.strictObject({
    grade: gradeSchema.default('regular'),
    armour: armourSchema.optional(),
    position: z
      .enum(['level', 'higher', 'lower'])
      .default('level')
      .describe('target positioned higher or lower than the attacker'),
    prone: z.boolean().default(false),
    behind_cover: z.boolean().default(false),
    cover_material: z
      .enum(['none', 'soft', 'hard'])
      .default('none')
      .describe('damage modifier, only with rules.cover-damage: apply'),
  }),
  friends: z
    .number()
    .int()
    .min(0)
    .max(20)
    .default(0)
    .describe('friendly soldiers participating (+1 CC each, up to +3)'),
});

export type CloseCombatScenarioCell = z.output<typeof closeCombatCellSchema>;
