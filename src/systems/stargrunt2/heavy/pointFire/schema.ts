import { z } from 'zod';
import { firepowerDieCapRule, targetShiftRules } from '../../parameters.js';
import { houseArmourSchema, houseWeaponsSchema, qualitySchema } from '../../scenarioSchemas.js';
import { SYSTEM_LEVELS } from '../data/systemDice.js';
import {
  crewTestRules,
  houseHeavyWeaponsSchema,
  majorHitMultiplierRule,
  pointTargetRules,
  pointTargetSchema,
} from '../pointTarget/pointTargetSchema.js';

/** Rule variants of `point-fire`; each is documented in docs/rules/stargrunt2.md. */
const pointFireRulesSchema = z
  .strictObject({
    ...pointTargetRules,
    ...crewTestRules,
    'range-band-edge': z.enum(['up-to', 'full-multiple']).default('up-to'),
    'major-hit-multiplier': majorHitMultiplierRule,
    'soft-cover-shift': targetShiftRules['soft-cover-shift'],
    'hard-cover-shift': targetShiftRules['hard-cover-shift'],
    'firepower-die-cap': firepowerDieCapRule,
  })
  .prefault({});

/** A Stargrunt II `resolve: point-fire` scenario cell: direct fire at a vehicle, groundmount or building. */
export const pointFireCellSchema = z.strictObject({
  system: z.literal('stargrunt2'),
  resolve: z.literal('point-fire'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: pointFireRulesSchema,
  weapons: houseWeaponsSchema.optional(),
  heavy_weapons: houseHeavyWeaponsSchema.optional(),
  armour: houseArmourSchema.optional(),
  firer: z.strictObject({
    quality: qualitySchema,
    weapon: z
      .string()
      .optional()
      .describe('a heavy weapon (rfac-1, hkp-3, dffg-2 …) or a support weapon (iavr …) fired on its own'),
    fire_control: z
      .enum(SYSTEM_LEVELS)
      .default('none')
      .describe('fire control of a heavy weapon: none (manual, D4) | basic | enhanced | superior'),
    mounted: z
      .boolean()
      .default(false)
      .describe('a support weapon on a vehicle or groundmount (range band 12" × target size)'),
    troops: z
      .array(z.strictObject({ count: z.number().int().min(1).max(100), weapon: z.string() }))
      .min(1)
      .optional()
      .describe("a squad's small arms (and support weapons) fired together"),
  }),
  target: pointTargetSchema.extend({
    building_size: z
      .number()
      .int()
      .min(1)
      .max(5)
      .optional()
      .describe(
        'BUILDINGS AND FORTIFICATIONS: the target is a window or door of a building of this size class; a miss rolls a D6 that misses the structure above it',
      ),
    travel_mode: z
      .boolean()
      .default(false)
      .describe(
        'moving in column in travel mode (TRAVEL MOVEMENT): the range die one type lower, and automatically suppressed',
      ),
  }),
  range: z
    .number()
    .min(0)
    .max(1000)
    .optional()
    .describe('distance from firer to target in inches (or give range_band)'),
  range_band: z.number().int().min(1).max(10).optional().describe('the range band the target is in, instead of range'),
});

export type PointFireScenarioCell = z.output<typeof pointFireCellSchema>;
