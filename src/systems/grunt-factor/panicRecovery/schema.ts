import { z } from 'zod';
import { commonCellKeys, gradeSchema, roundingSchema } from '../common/schemas.js';

export const SITUATIONS = ['none', 'enemy-in-los', 'under-fire'] as const;
const situationSchema = z.enum(SITUATIONS);

/** Rule variants of recovering from panic; documented in docs/rules/grunt-factor.md. */
export const panicRecoveryRulesSchema = z
  .strictObject({
    'out-of-command-rounding': roundingSchema.default('down'),
    'out-of-command-halving': z.enum(['before-modifier', 'after-modifier']).default('before-modifier'),
  })
  .default({ 'out-of-command-rounding': 'down', 'out-of-command-halving': 'before-modifier' });

/** A grunt-factor `resolve: panic-recovery` scenario cell (Recovering from panic). */
export const panicRecoveryCellSchema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('panic-recovery'),
  ...commonCellKeys,
  rules: panicRecoveryRulesSchema,
  squad: z.strictObject({
    grade: gradeSchema,
    leader_co: z.boolean().default(true).describe('the leader has the CO +1 LD (false after the leader was killed)'),
    in_command_radius: z.boolean().default(true).describe('false: the soldier uses his own halved LD'),
  }),
  situation: z
    .union([situationSchema, z.array(situationSchema).min(1).max(30)])
    .default('none')
    .describe('none | enemy-in-los | under-fire, or one per turn (the last one repeats)'),
  max_turns: z.number().int().min(1).max(30).default(10),
});

export type PanicRecoveryScenarioCell = z.output<typeof panicRecoveryCellSchema>;
