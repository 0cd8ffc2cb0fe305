import { z } from 'zod';
import { coLdBonusSchema, saveBaseSchema } from '../common/ruleParameters.js';
import { ruleNumber, ruleTable } from '../common/ruleTable.js';
import { armourSchema, commonCellKeys, gradeSchema, roundingSchema, squadLdSchema } from '../common/schemas.js';

/** `rules.suppression-points`: the strength each weapon adds to a suppression area. */
const suppressionPointsSchema = ruleTable(
  {
    trooper: {
      book: 0.5,
      says: 'strength for each normal trooper — rulebook: Suppression, "add ½ point for each normal trooper in the squad"',
    },
    'lmg-hmg': { book: 2, says: 'strength for each LMG or HMG — rulebook: Suppression, "2 for each lmg/hmg"' },
    'mounted-hmg': { book: 7, says: 'strength for each mounted HMG — rulebook: Suppression, "7 for each mounted hmg"' },
  },
  0,
  40,
  false,
);

/** Rule variants and parameters of suppression areas; documented in docs/rules/grunt-factor.md. */
export const suppressionRulesSchema = z
  .strictObject({
    'hits-on-failed-move': z.enum(['take', 'none']).default('take'),
    'out-of-command-rounding': roundingSchema.default('down'),
    'suppression-points': suppressionPointsSchema,
    'ld-free-strength': ruleNumber(
      2,
      0,
      40,
      'strength points that do not lower the LD of a move through the area; each further point is −1 LD — rulebook: Suppression, "The LD value is reduced by 1 for each strength point after the first 2"',
    ),
    'save-base': saveBaseSchema,
    'co-ld-bonus': coLdBonusSchema,
  })
  .prefault({});

/** A grunt-factor `resolve: suppression-area` scenario cell (Suppression). */
export const suppressionAreaCellSchema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('suppression-area'),
  ...commonCellKeys,
  rules: suppressionRulesSchema,
  suppressing: z.strictObject({
    troopers: z.number().int().min(0).max(40).default(0).describe('normal troopers in the squad (½ point each)'),
    lmg_hmg: z.number().int().min(0).max(10).default(0).describe('LMGs and HMGs (2 points each)'),
    mounted_hmg: z.number().int().min(0).max(10).default(0).describe('mounted HMGs (7 points each)'),
    modifiers: z.number().min(-40).max(40).default(0).describe('modifiers added to the strength (cover, etc.)'),
    against_hidden: z.boolean().default(false).describe('fired against hidden units: strength halved'),
  }),
  figure: z.strictObject({
    grade: gradeSchema.optional(),
    ld: squadLdSchema,
    armour: armourSchema.optional().describe("A (armour/stamina); default: the grade's A (needed with ld)"),
    co: z.boolean().default(false).describe("a CO: the grade's LD +1 (not with ld)"),
    in_command_radius: z.boolean().default(true),
    panicked: z.boolean().default(false).describe('panicked units cannot move while suppressed'),
  }),
  actions: z.number().int().min(1).max(8).default(1).describe('actions the figure spends in the area'),
  damage: z.number().int().min(0).max(40).default(10).describe('damage of each suppression hit (assault rifle: 10)'),
});

export type SuppressionAreaScenarioCell = z.output<typeof suppressionAreaCellSchema>;
