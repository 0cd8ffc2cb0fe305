import { z } from 'zod';
import { coLdBonusSchema } from '../common/ruleParameters.js';
import { ruleTable } from '../common/ruleTable.js';
import { commonCellKeys, gradeSchema, roundingSchema, squadLdSchema } from '../common/schemas.js';

const SITUATIONS = ['none', 'enemy-in-los', 'under-fire'] as const;
const situationSchema = z.enum(SITUATIONS);

/** `rules.recovery-modifiers`: LD modifiers of the test to shake off panic (not cumulative: the worse situation counts). */
const recoveryModifiersSchema = ruleTable({
  'enemy-in-los': {
    book: -2,
    says: 'LD, an enemy in LOS — rulebook: Recovering from panic, "If there is an enemy in LOS there is a -2 modifier"',
  },
  'under-fire': {
    book: -4,
    says: 'LD, the squad under fire — rulebook: Recovering from panic, "If the squad is under fire there is a -4 modifier"',
  },
});

/** Rule variants and parameters of recovering from panic; documented in docs/rules/grunt-factor.md. */
export const panicRecoveryRulesSchema = z
  .strictObject({
    'out-of-command-rounding': roundingSchema.default('down'),
    'out-of-command-halving': z.enum(['before-modifier', 'after-modifier']).default('before-modifier'),
    'recovery-modifiers': recoveryModifiersSchema,
    'co-ld-bonus': coLdBonusSchema,
  })
  .prefault({});

/** A grunt-factor `resolve: panic-recovery` scenario cell (Recovering from panic). */
export const panicRecoveryCellSchema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('panic-recovery'),
  ...commonCellKeys,
  rules: panicRecoveryRulesSchema,
  squad: z.strictObject({
    grade: gradeSchema.optional(),
    ld: squadLdSchema,
    leader_co: z
      .boolean()
      .default(true)
      .describe('the leader has the CO +1 LD (false after the leader was killed; not with ld)'),
    in_command_radius: z.boolean().default(true).describe('false: the soldier uses his own halved LD'),
  }),
  situation: z
    .union([situationSchema, z.array(situationSchema).min(1).max(30)])
    .default('none')
    .describe('none | enemy-in-los | under-fire, or one per turn (the last one repeats)'),
  max_turns: z.number().int().min(1).max(30).default(10),
});

export type PanicRecoveryScenarioCell = z.output<typeof panicRecoveryCellSchema>;
