import { z } from 'zod';
import { passage } from '../../rulebookPassage.js';
import { BUILDING_HIT_POINTS, BUILDING_SIDE } from '../data/buildings.js';
import {
  COVER_REDUCTION_ENTRIES,
  INDIRECT_DAMAGE_ENTRIES,
  INDIRECT_MODIFIER_ENTRIES,
  INDIRECT_WEAPONS,
  SCATTER_DICE_ENTRIES,
  SCATTERED_DAMAGE_DIVISOR,
} from '../data/indirectWeapons.js';
import {
  bookNumbers,
  characterFields,
  criticalDamageSchema,
  criticalTableSchema,
  hitRollSchema,
  woundedStrSchema,
} from '../scenarioSchemas.js';

/** 6.4 as a parameter (indirect-fire and afv-he-fire): hits off each damage die in hard cover and in a building. */
export const coverHitsPerDieSchema = bookNumbers(
  COVER_REDUCTION_ENTRIES,
  0,
  36,
  `hits taken off each damage die of an area effect attack for a character in cover ${passage('6.4 Targets in cover', 'receive damage reduced by 4 hits on each dice rolled')}`,
  '6.4 Targets in cover',
);

/** 6.3's halving of a scattered shot as a parameter (indirect-fire). */
const scatteredDivisorSchema = z
  .number()
  .int()
  .min(1)
  .max(10)
  .default(SCATTERED_DAMAGE_DIVISOR)
  .describe(
    `the damage of a shot that scattered is divided by this, rounded down ${passage('6.3 Scatter', 'Shots that have scattered only cause ½ damage rounded down')}`,
  );

/** Rule variants of indirect fire; documented in docs/rules/man-to-man.md. */
export const indirectFireRulesSchema = z
  .strictObject({
    'hit-roll': hitRollSchema,
    'wounded-str': woundedStrSchema,
    'critical-damage': criticalDamageSchema,
    'area-of-effect': z
      .enum(['radius', 'diameter'])
      .default('radius')
      .describe('6.1 Area of Effect as the template\'s radius (literal, 4.3: grenade 4" diameter) or its diameter'),
    'indirect-criticals': z
      .enum(['as-to-hit', 'automatic-hit'])
      .default('as-to-hit')
      .describe(
        'thrown and on-table weapons: 4.4 criticals (3 kills, 4 doubles; literal) or every critical hit only an automatic hit',
      ),
    'cover-reduction': z
      .enum(['per-die', 'total'])
      .default('per-die')
      .describe('6.4 cover: hits off each die, at least 0 each (literal), or the same total off the sum'),
    criticals: criticalTableSchema,
    modifiers: bookNumbers(
      INDIRECT_MODIFIER_ENTRIES,
      -20,
      20,
      `the 6.2 modifiers to hit ${passage('6.2 Modifiers to hit', 'Modifier Bonus / Penalty Notes')}`,
      '6.2 Modifiers to hit',
    ),
    'scatter-dice': bookNumbers(
      SCATTER_DICE_ENTRIES,
      1,
      8,
      `d6 of inches a missed shot scatters, by weapon row ${passage('6.3 Scatter', 'Distance the area effect template is moved')}`,
      '6.3 Scatter',
    ),
    'scattered-damage-divisor': scatteredDivisorSchema,
    'cover-hits-per-die': coverHitsPerDieSchema,
    'damage-dice': bookNumbers(
      INDIRECT_DAMAGE_ENTRIES,
      1,
      20,
      `d6 of damage each weapon rolls ${passage('6.1 Indirect Weapons', 'Weapon Damage Area of Effect')}`,
      '6.1 Indirect Weapons',
    ),
  })
  .prefault({});

/** The character at the aim point of an area effect attack (6.4 cover). */
export const areaTargetSchema = z
  .strictObject({
    troop: characterFields.troop,
    str: characterFields.str,
    wounded: characterFields.wounded,
    cover: z
      .enum(['none', 'hard'])
      .default('none')
      .describe('hard: in hard cover towards the centre of the area of effect (6.4)'),
  })
  .default({ troop: 'private', wounded: false, cover: 'none' })
  .describe('the character at the aim point');

/** The building an area effect attack is aimed at (7.0), the target character inside. */
export const areaBuildingSchema = z
  .strictObject({
    material: z.enum(Object.keys(BUILDING_HIT_POINTS) as [keyof typeof BUILDING_HIT_POINTS]),
    size: z.enum(Object.keys(BUILDING_SIDE) as [keyof typeof BUILDING_SIDE]),
    floors: z.number().int().min(1).max(20).default(1),
    damage_taken: z.number().int().min(0).default(0).describe('damage from earlier attacks (7.0 cumulative)'),
  })
  .optional()
  .describe('the targeted building (7.0); the target character is inside it');

/** A man-to-man `resolve: indirect-fire` scenario cell (6.0 Thrown and Indirect Fire, 6.1–6.4, 7.0). */
export const indirectFireCellSchema = z.strictObject({
  system: z.literal('man-to-man'),
  resolve: z.literal('indirect-fire'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: indirectFireRulesSchema,
  weapon: z
    .string()
    .describe(`an indirect weapon (6.1): ${Object.keys(INDIRECT_WEAPONS).join(' | ')}`)
    .meta({ examples: Object.keys(INDIRECT_WEAPONS) }),
  off_table: z.boolean().optional().describe('heavy mortar only (On or Off Table "Both"): fired from off table'),
  firer: z
    .strictObject({
      ...characterFields,
      under_fire: z.boolean().default(false).describe('firer under fire last round (−2)'),
    })
    .default({ troop: 'private', wounded: false, under_fire: false })
    .describe('the thrower (DEX), or the firer or spotter whose INT is rolled'),
  spotter_under_fire: z.boolean().default(false).describe('spotter under fire last round (−2)'),
  through_window: z.boolean().default(false).describe('throwing through a window (−6)'),
  target: areaTargetSchema,
  building: areaBuildingSchema,
});

export type IndirectFireScenarioCell = z.output<typeof indirectFireCellSchema>;
