import { z } from 'zod';
import { saveBaseSchema } from '../common/ruleParameters.js';
import { ruleNumber, ruleTable } from '../common/ruleTable.js';
import { armourSchema, commonCellKeys, damageTimesSchema, gradeSchema } from '../common/schemas.js';

/** `rules.fall-damage`: the Dam column of the Jump and Climb tables (the "(xN)" stays the book's). */
const fallDamageSchema = ruleTable(
  {
    'to-9-cm': { book: 4, says: 'Dam of a fall of 5-9cm (climb: 0-9cm) — rulebook: Jump, "5-9cm 4"' },
    'to-18-cm': { book: 7, says: 'Dam of a fall of 9-18cm — rulebook: Jump, "9-18cm 7"' },
    'to-27-cm': { book: 10, says: 'Dam of a fall of 18-27cm, its (x2) kept — rulebook: Jump, "18-27cm 10(x2)"' },
    'to-36-cm': { book: 13, says: 'Dam of a fall of 27-36cm, its (x2) kept — rulebook: Jump, "27-36cm 13(x2)"' },
    'to-45-cm': { book: 16, says: 'Dam of a fall of 36-45cm, its (x3) kept — rulebook: Jump, "36-45cm 16(x3)"' },
    'to-54-cm': { book: 19, says: 'Dam of a fall of 45-54cm, its (x3) kept — rulebook: Jump, "45-54cm 19(x3)"' },
  },
  0,
  40,
);

/** Rule variants and parameters of jumps and climbs; documented in docs/rules/grunt-factor.md. */
const fallRulesSchema = z
  .strictObject({
    'damage-times': damageTimesSchema,
    'height-edge': z.enum(['lower-row', 'upper-row']).default('lower-row'),
    'fall-damage': fallDamageSchema,
    'save-base': saveBaseSchema,
    'climb-cm-per-action': ruleNumber(
      3,
      1,
      54,
      'cm climbed with each action — rulebook: Climb, "can use one action to climb 3cm\'s"',
    ),
    'climb-fall-faces': ruleNumber(
      2,
      0,
      20,
      'd20 faces (the highest) on which a climber falls after an action — rulebook: Climb, "If the result is a 19 or 20 the miniature falls"',
    ),
  })
  .prefault({});

const figureSchema = z.strictObject({ grade: gradeSchema, armour: armourSchema.optional() });

/** A grunt-factor `resolve: jump` scenario cell (Jump). */
export const jumpCellSchema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('jump'),
  ...commonCellKeys,
  rules: fallRulesSchema,
  figure: figureSchema,
  height: z.number().min(0).max(1000).describe('height of the jump (or fall) in cm'),
});

/** A grunt-factor `resolve: climb-and-fall` scenario cell (Climb). */
export const climbCellSchema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('climb-and-fall'),
  ...commonCellKeys,
  rules: fallRulesSchema,
  figure: figureSchema,
  height: z.number().min(1).max(54).describe('height to climb in cm (3 cm per action)'),
});

export type JumpScenarioCell = z.output<typeof jumpCellSchema>;
export type ClimbScenarioCell = z.output<typeof climbCellSchema>;
