import { z } from 'zod';
import { passage } from '../../rulebookPassage.js';
import { AFV_DAMAGE_TABLE_ENTRIES, AFV_FIRE_MODIFIER_ENTRIES, CREW_LDR } from '../data/afvCombat.js';
import { bookNumbers, hitRollSchema } from '../scenarioSchemas.js';

/** Rule variants of AFV fire; documented in docs/rules/man-to-man.md. */
const afvFireRulesSchema = z
  .strictObject({
    'hit-roll': hitRollSchema,
    'morale-criticals': z
      .enum(['none', 'as-to-hit'])
      .default('none')
      .describe(
        "whether 3-5 always pass and 16-18 always fail the crew's morale test (4.4 speaks of rolls to hit only)",
      ),
    modifiers: bookNumbers(
      AFV_FIRE_MODIFIER_ENTRIES,
      -20,
      20,
      `the 8.2 modifiers to hit for direct fire against AFVs ${passage('8.2 AFV Combat', 'Modifiers to hit for direct fire against AFC!/s and vehicles')}`,
      '8.2 AFV Combat',
    ),
    'damage-table': bookNumbers(
      AFV_DAMAGE_TABLE_ENTRIES,
      2,
      19,
      `the limits of the 8.2 damage table (modified 3d6) ${passage('8.2 AFV Combat', 'Modified result Effect of Damage')}`,
      '8.2 AFV Combat',
    ),
    'crew-ldr': z
      .number()
      .int()
      .min(0)
      .max(30)
      .default(CREW_LDR)
      .describe(
        `the LDR the crew tests on before the 5.0 modifiers (an NCO's) ${passage('8.2 AFV Combat', 'They test as though they are a NCO')}`,
      ),
  })
  .prefault({});

/** A man-to-man `resolve: afv-fire` scenario cell (8.2 AFV Combat: direct fire at an AFV). */
export const afvFireCellSchema = z.strictObject({
  system: z.literal('man-to-man'),
  resolve: z.literal('afv-fire'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: afvFireRulesSchema,
  firer: z.strictObject({
    fire_control: z.number().min(0).max(30).describe("the firing AFV's Fire Control rating: the base number to hit"),
    penetration: z.number().min(0).describe("the gun's Penetration value"),
    he_modifier: z.number().default(0).describe("the weapon's HE modifier, subtracted from the damage roll"),
    buttoned: z.boolean().default(false).describe('vehicle buttoned, or under fire in the previous round (−2)'),
    on_move: z.boolean().default(false).describe('firer on the move (−4)'),
  }),
  target: z.strictObject({
    armour: z.number().min(0).describe('armour factor where the shot hits'),
    size: z.number().default(0).describe("target size modifier, from the AFV's details"),
    moving_fast: z.boolean().default(false).describe('target moved more than 6" (−2)'),
    cover: z.enum(['none', 'soft', 'hard']).default('none').describe('soft −2, hard −4'),
    immobilised: z.boolean().default(false).describe('already immobilised: a crew that fails abandons it'),
    crew_ldr_modifier: z.number().default(0).describe("sum of the 5.0 Modifiers to LDR that apply to the crew's test"),
  }),
});

export type AfvFireScenarioCell = z.output<typeof afvFireCellSchema>;
