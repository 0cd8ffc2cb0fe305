import { z } from 'zod';
import { passage } from '../../rulebookPassage.js';
import { LDR_MODIFIER_ENTRIES } from '../data/ldrModifiers.js';
import { bookNumbers, characterFields, criticalTableSchema, hitRollSchema } from '../scenarioSchemas.js';

/** Rule variants of the morale check; documented in docs/rules/man-to-man.md. */
const moraleCheckRulesSchema = z
  .strictObject({
    'hit-roll': hitRollSchema,
    'morale-criticals': z
      .enum(['none', 'as-to-hit'])
      .default('none')
      .describe('whether 3-5 always pass and 16-18 always fail an LDR check (4.4 speaks of rolls to hit only)'),
    criticals: criticalTableSchema.describe(
      `the critical table the LDR check reads under morale-criticals: as-to-hit (a critical hit passes, a critical failure fails) ${passage('4.4 Critical Hits and Critical Failures', 'Roll Result')}`,
    ),
    modifiers: bookNumbers(
      LDR_MODIFIER_ENTRIES,
      -20,
      20,
      `the 5.0 modifiers to LDR ${passage('5.0 Morale', 'Modifiers to LDR')}`,
      '5.0 Morale',
    ),
  })
  .prefault({});

/** The unit whose commander tests (5.0 Morale, Modifiers to LDR). */
const moraleUnitSchema = z.strictObject({
  quality: z.enum(['green', 'regular', 'elite']).default('regular').describe('green (−4), regular, elite (+4)'),
  officer_within_6: z.boolean().default(false).describe('CO or political officer within 6" (+2)'),
  in_cover: z.boolean().default(false).describe('unit in cover (+2)'),
  afv_within_12: z.boolean().default(false).describe('unit supported by AFV within 12" (+2)'),
  casualties: z.number().int().min(0).max(50).default(0).describe('casualties the unit has suffered (−2 each)'),
  air_flame_rocket_attack: z.boolean().default(false).describe('unit under air, flame or rocket attack (−4)'),
  surrounded: z
    .boolean()
    .default(false)
    .describe('enemy blocks the retreat to the table edge: a failed test surrenders'),
});

/** A man-to-man `resolve: morale-check` scenario cell (5.0 Morale). */
export const moraleCheckCellSchema = z.strictObject({
  system: z.literal('man-to-man'),
  resolve: z.literal('morale-check'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: moraleCheckRulesSchema,
  commander: z.strictObject({ ...characterFields, troop: characterFields.troop.default('nco') }),
  unit: moraleUnitSchema.default({
    quality: 'regular',
    officer_within_6: false,
    in_cover: false,
    afv_within_12: false,
    casualties: 0,
    air_flame_rocket_attack: false,
    surrounded: false,
  }),
});

export type MoraleCheckScenarioCell = z.output<typeof moraleCheckCellSchema>;
export type MoraleUnit = z.output<typeof moraleUnitSchema>;
