import { z } from 'zod';
import { passage } from '../../rulebookPassage.js';
import {
  damageThresholdsSchema,
  defenseBonusesSchema,
  extraSixSchema,
  fumbleVariant,
  heavyDamageVariant,
  infantryRofBonusSchema,
  lastMoveVariant,
} from '../rulesSchema.js';
import { customWeaponsSchema, rangedAttackerSchema, vehicleDefenderSchema } from '../schemaParts.js';

/** Rule variants of saturation fire (docs/rules/silhouette.md). */
const saturationFireRulesSchema = z
  .strictObject({
    fumble: fumbleVariant,
    'last-move-20-plus': lastMoveVariant,
    'heavy-damage': heavyDamageVariant,
    'damage-thresholds': damageThresholdsSchema,
    'infantry-rof-bonus': infantryRofBonusSchema,
    'extra-six': extraSixSchema,
    'defense-bonuses': defenseBonusesSchema,
    'rof-divisor': z
      .number()
      .int()
      .min(1)
      .max(10)
      .default(2)
      .describe(
        `the RoF used is divided by this (rounded down) and added to the attack total ${passage('Saturation Fire', "half the weapon's RoF (rounded down) is added to the total")}`,
      ),
  })
  .prefault({});

/** A Silhouette `resolve: saturation-fire` cell: a vehicle in (or entering) a saturated 1x1 cm zone. */
export const saturationFireCellSchema = z.strictObject({
  system: z.literal('silhouette'),
  resolve: z.literal('saturation-fire'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: saturationFireRulesSchema,
  weapons: customWeaponsSchema.optional(),
  attacker: rangedAttackerSchema,
  weapon: z.string(),
  rof_used: z.number().int().min(1).max(20).optional().describe('points of RoF used; default all'),
  range: z.number().min(0).max(1000).describe('distance to the saturation zone in cm (at most medium range)'),
  obscurement: z.number().int().min(0).max(20).default(0),
  defender: vehicleDefenderSchema,
});

export type SaturationFireScenarioCell = z.output<typeof saturationFireCellSchema>;
