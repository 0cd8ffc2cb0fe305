import { z } from 'zod';
import { troopsSchema } from '../../fire/schema.js';
import { headerFields } from '../../morale/moraleSchemas.js';
import { firepowerDieCapRule, targetShiftRules } from '../../parameters.js';
import { houseWeaponsSchema, qualitySchema } from '../../scenarioSchemas.js';
import { counterSchema } from '../counterSchema.js';

/** Rule variants of speculative fire; each is documented in docs/rules/stargrunt2.md. */
const speculativeFireRulesSchema = z
  .strictObject({
    'range-band-edge': z
      .enum(['up-to', 'full-multiple'])
      .default('up-to')
      .describe('as for fire: a range exactly on a multiple of the band'),
    'speculative-in-position': z
      .enum(['ignore', 'shift'])
      .default('ignore')
      .describe(
        'ignore: the range die is "modified by COVER" only; shift: an In Position unit raises it one more type',
      ),
    // "Fire is calculated exactly as normal": fire's numbers for the range die and the firepower die.
    'soft-cover-shift': targetShiftRules['soft-cover-shift'],
    'hard-cover-shift': targetShiftRules['hard-cover-shift'],
    'in-position-shift': targetShiftRules['in-position-shift'],
    'firepower-die-cap': firepowerDieCapRule,
  })
  .prefault({});

/** A Stargrunt II `resolve: speculative-fire` cell: FIRING AT UNLOCATED TARGETS, fire at an inverted counter. */
export const speculativeFireCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('speculative-fire'),
  rules: speculativeFireRulesSchema,
  weapons: houseWeaponsSchema.optional(),
  firer: z.strictObject({ quality: qualitySchema, troops: troopsSchema }),
  counter: counterSchema,
  range: z
    .number()
    .min(0)
    .max(1000)
    .optional()
    .describe('distance from firer to counter in inches (or give range_band)'),
  range_band: z.number().int().min(1).max(10).optional().describe('the range band the counter is in, instead of range'),
  attempts: z
    .number()
    .int()
    .min(1)
    .max(12)
    .default(1)
    .describe('fire actions at the counter at most; they stop once it is flipped'),
});

export type SpeculativeFireScenarioCell = z.output<typeof speculativeFireCellSchema>;
