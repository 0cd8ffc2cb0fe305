import { z } from 'zod';
import { passage } from '../../rulebookPassage.js';
import { RANGED_DAMAGE_ENTRIES, RANGED_WEAPONS } from '../data/infantryWeapons.js';
import { RANGED_MODIFIER_ENTRIES } from '../data/rangedModifiers.js';
import {
  bookNumbers,
  characterFields,
  criticalDamageSchema,
  criticalTableSchema,
  hitRollSchema,
  woundedStrSchema,
} from '../scenarioSchemas.js';

/** Rule variants of the ranged attack; every one is documented in docs/rules/man-to-man.md. */
const rangedAttackRulesSchema = z
  .strictObject({
    'hit-roll': hitRollSchema,
    'wounded-str': woundedStrSchema,
    'critical-damage': criticalDamageSchema,
    'jam-ends-fire': z.enum(['yes', 'no']).default('yes').describe('a jammed weapon fires no more shots this round'),
    criticals: criticalTableSchema,
    modifiers: bookNumbers(
      RANGED_MODIFIER_ENTRIES,
      -30,
      30,
      `the 4.1 modifiers to DEX (and the distances they start at) ${passage('4.1 Ranged weapon modifiers', 'Modifier Bonus / Penalty Notes')}`,
      '4.1 Ranged weapon modifiers',
    ),
    'damage-dice': bookNumbers(
      RANGED_DAMAGE_ENTRIES,
      1,
      20,
      `d6 of damage each weapon's hit rolls ${passage('4.3 Infantry Weapons (WWII)', 'Weapon Damage')}`,
      '4.3 Infantry Weapons (WWII)',
    ),
  })
  .prefault({});

/** A man-to-man `resolve: ranged-attack` scenario cell (4.0 Combat, 4.1, 4.3, 4.4, 4.5). */
export const rangedAttackCellSchema = z.strictObject({
  system: z.literal('man-to-man'),
  resolve: z.literal('ranged-attack'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: rangedAttackRulesSchema,
  firer: z.strictObject({
    ...characterFields,
    weapon: z
      .string()
      .describe(`a ranged weapon: ${Object.keys(RANGED_WEAPONS).join(' | ')}`)
      .meta({ examples: Object.keys(RANGED_WEAPONS) }),
    action: z
      .enum(['pivot', 'aim', 'walk-and-snap-shot'])
      .default('pivot')
      .describe('3.0 action: pivot (no penalty), aim (+4, one shot), walk-and-snap-shot (snap shot penalty, one shot)'),
    shots: z
      .number()
      .int()
      .min(1)
      .max(10)
      .optional()
      .describe("shots fired at this target; default the weapon's shots per round"),
  }),
  target: z.strictObject({
    ...characterFields,
    prone: z.boolean().default(false),
    cover: z.enum(['none', 'soft', 'hard']).default('none'),
    full_cover: z.boolean().default(false).describe('in full cover (the */ case of 4.1)'),
    shot_last_round: z
      .boolean()
      .default(false)
      .describe('the target shot in the previous round (full cover then counts as cover)'),
    moved: z
      .number()
      .min(0)
      .max(100)
      .default(0)
      .describe('inches the target moved; more than 6 is "target moved fast"'),
  }),
  range: z.number().min(0).max(1000).describe('inches from firer to target'),
  additional_target: z.boolean().default(false).describe('an additional target within 4" of the previous one (−2)'),
});

export type RangedAttackScenarioCell = z.output<typeof rangedAttackCellSchema>;
