import { z } from 'zod';
import { ARMOUR_DICE } from '../data/armour.js';
import { NATIONAL_WEAPON_TABLE } from '../data/nationalWeapons.js';
import { WEAPONS } from '../data/weapons.js';
import { firepowerDieCapRule, killMultipleRule, targetShiftRules } from '../parameters.js';
import {
  coverSchema,
  houseInfantryArmourSchema,
  houseWeaponsSchema,
  leadershipSchema,
  qualitySchema,
} from '../scenarioSchemas.js';

// The rulebook's names, offered by the playground's form and the editor's completion (JSON Schema `examples`).
const WEAPON_NAMES = [...Object.keys(WEAPONS), ...Object.keys(NATIONAL_WEAPON_TABLE)];
const ARMOUR_NAMES = Object.keys(ARMOUR_DICE);

/** Rule variants of fire at infantry; every one is documented in docs/rules/stargrunt2.md. */
export const fireRulesSchema = z
  .strictObject({
    casualties: z.enum(['standard', 'quick-and-dirty']).default('standard'),
    'range-band-edge': z.enum(['up-to', 'full-multiple']).default('up-to'),
    'who-is-hit': z.enum(['nearest-die', 'uniform']).default('nearest-die'),
    'quick-and-dirty-leftover': z.enum(['roll', 'ignore']).default('roll'),
    'quick-and-dirty-repeat-hits': z.enum(['wounded', 'dead']).default('wounded'),
    // Optional without a default, so that the rules echoed in every existing results document stay as they were.
    environment: z
      .enum(['normal', 'vacuum'])
      .optional()
      .describe('EXOTIC ENVIRONMENTS: vacuum makes every WOUND effect a KILL (a suit breach is fatal); default normal'),
    ...targetShiftRules,
    'kill-multiple': killMultipleRule,
    'firepower-die-cap': firepowerDieCapRule,
  })
  .prefault({});

export type FireRules = z.output<typeof fireRulesSchema>;

export const troopsSchema = z
  .array(
    z.strictObject({
      count: z.number().int().min(1).max(100).describe('troopers carrying this weapon and firing'),
      weapon: z
        .string()
        .describe('a weapon name from the generic weapons table, the national weapons of the army lists or weapons:')
        .meta({ examples: WEAPON_NAMES }),
    }),
  )
  .min(1);

/**
 * The target's armour: one armour name for the whole squad, or a list of figure groups, each with its own armour, in
 * the order "who buys the farm" counts the figures (the first group starts at the nominated first figure). Shaped
 * like `firer.troops` (`{ count, weapon }`), so a squad reads the same on both sides of the fire.
 */
const targetArmourSchema = z.union([
  z
    .string()
    .describe('an armour name: basic | partial-light | full-light | light-power | heavy-power')
    .meta({ examples: ARMOUR_NAMES }),
  z
    .array(
      z.strictObject({
        count: z.number().int().min(1).max(100).describe('figures wearing this armour'),
        armour: z
          .string()
          .describe('an armour name: basic | partial-light | full-light | light-power | heavy-power')
          .meta({ examples: ARMOUR_NAMES }),
      }),
    )
    .min(1)
    .max(100)
    .describe('mixed armour: figure groups in "who buys the farm" order, counts adding up to figures'),
]);

/** A Stargrunt II `resolve: fire` scenario cell (FIRE AGAINST DISPERSED TARGETS). */
export const fireCellSchema = z.strictObject({
  system: z.literal('stargrunt2'),
  resolve: z.literal('fire'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: fireRulesSchema,
  weapons: houseWeaponsSchema.optional(),
  armour: houseInfantryArmourSchema.optional(),
  firer: z.strictObject({
    quality: qualitySchema,
    leadership: leadershipSchema.optional(),
    troops: troopsSchema,
  }),
  target: z.strictObject({
    quality: qualitySchema.optional(),
    leadership: leadershipSchema.optional(),
    figures: z.number().int().min(1).max(100).describe('figures in the target unit'),
    armour: targetArmourSchema.describe(
      'an armour name (basic | partial-light | full-light | light-power | heavy-power), or figure groups with their own armour: [{ count, armour }, …] in "who buys the farm" order',
    ),
    cover: coverSchema.default('open'),
    in_position: z.boolean().default(false),
    independent: z.boolean().default(false).describe('a lone independent figure, not joined to a squad'),
    travel_mode: z
      .boolean()
      .default(false)
      .describe(
        'formed in column for TRAVEL MOVEMENT: the range die one type lower, and suppressed whatever the result',
      ),
  }),
  range: z
    .number()
    .min(0)
    .max(1000)
    .optional()
    .describe('distance from firer to target in inches (or give range_band)'),
  range_band: z
    .number()
    .int()
    .min(1)
    .max(10)
    .optional()
    .describe('the range band the target is in (1 = up to one band), instead of range in inches'),
});

export type FireScenarioCell = z.output<typeof fireCellSchema>;
