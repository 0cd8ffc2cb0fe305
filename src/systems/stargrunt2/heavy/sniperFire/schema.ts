import { z } from 'zod';
import { fireCellSchema } from '../../fire/schema.js';
import { killMultipleRule, targetShiftRules, timesRule } from '../../parameters.js';
import { houseInfantryArmourSchema, houseWeaponsSchema, qualitySchema } from '../../scenarioSchemas.js';

/** A Stargrunt II `resolve: sniper-fire` cell: a sniper firing on his own at an infantry unit or figure. */
export const sniperFireCellSchema = z.strictObject({
  system: z.literal('stargrunt2'),
  resolve: z.literal('sniper-fire'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: z
    .strictObject({
      'range-band-edge': z.enum(['up-to', 'full-multiple']).default('up-to'),
      'who-is-hit': z.enum(['nearest-die', 'uniform']).default('nearest-die'),
      'sniper-range-band-multiple': timesRule(
        'the sniper\'s range band as a multiple of a normal trooper\'s of his quality — rulebook: SNIPER FIRE, "this Range Band is TWICE that used for normal small-arms fire"',
        2,
      ),
      ...targetShiftRules,
      'kill-multiple': killMultipleRule,
    })
    .prefault({}),
  weapons: houseWeaponsSchema.optional(),
  armour: houseInfantryArmourSchema.optional(),
  firer: z.strictObject({
    quality: qualitySchema,
    weapon: z
      .string()
      .describe(
        'a sniper weapon: conventional-sniping-rifle | gauss-sniping-rifle | laser-sniping-rifle | heavy-anti-material-rifle, or a national one (kalyev-sniper-rifle, mt3-sniper-rifle …)',
      ),
  }),
  // One armour for the target: a sniper's hit is one figure's, and mixed armour is `fire`'s (its target schema's list).
  target: fireCellSchema.shape.target.extend({
    armour: z.string().describe('an armour name: basic | partial-light | full-light | light-power | heavy-power'),
  }),
  range: z
    .number()
    .min(0)
    .max(1000)
    .optional()
    .describe('distance from sniper to target in inches (or give range_band)'),
  range_band: z.number().int().min(1).max(10).optional().describe('the range band the target is in, instead of range'),
});

export type SniperFireScenarioCell = z.output<typeof sniperFireCellSchema>;
