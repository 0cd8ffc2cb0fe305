import { z } from 'zod';
import {
  defenseBonusesSchema,
  extraSixSchema,
  fumbleVariant,
  heavyDamageVariant,
  infantryRofBonusSchema,
  pinnedCountersSchema,
} from '../rulesSchema.js';
import { customWeaponsSchema, rangedAttackerSchema, shotSchema } from '../schemaParts.js';

/** Rule variants of fire at infantry (docs/rules/silhouette.md). */
const infantryFireRulesSchema = z
  .strictObject({
    fumble: fumbleVariant,
    'heavy-damage': heavyDamageVariant,
    pinned: z
      .enum(['any-miss', 'margin-zero-only'])
      .default('any-miss')
      .describe('which undamaged attacks give a Pinned! counter: every one, or only those with MoS exactly 0 (a draw)'),
    'pinned-counters': pinnedCountersSchema,
    'infantry-rof-bonus': infantryRofBonusSchema,
    'extra-six': extraSixSchema,
    'defense-bonuses': defenseBonusesSchema,
  })
  .prefault({});

/** The infantry squad fired at (INFANTRY RULES). */
const infantryTargetSchema = z.strictObject({
  skill: z.number().int().min(1).max(10).default(2).describe('Infantry Skill: dice of the defense roll'),
  troopers: z.number().int().min(1).max(30).describe('troopers still standing'),
  boxes: z.number().int().min(1).max(20).default(1).describe('damage boxes per trooper'),
  boxes_crossed: z
    .number()
    .int()
    .min(0)
    .max(19)
    .default(0)
    .describe('boxes already crossed on the next trooper to fall'),
  troopers_in_area: z
    .number()
    .int()
    .min(1)
    .max(30)
    .optional()
    .describe('troopers under an AI area-effect weapon; default all'),
  defensive_maneuvers: z.boolean().default(false),
  command_point: z.boolean().default(false),
  modifier: z.number().int().min(-20).max(20).default(0),
});

/** A Silhouette `resolve: infantry-fire` cell: one ranged attack on an infantry squad. */
export const infantryFireCellSchema = z.strictObject({
  system: z.literal('silhouette'),
  resolve: z.literal('infantry-fire'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: infantryFireRulesSchema,
  weapons: customWeaponsSchema.optional(),
  attacker: rangedAttackerSchema,
  ...shotSchema,
  target: infantryTargetSchema,
});

export type InfantryFireScenarioCell = z.output<typeof infantryFireCellSchema>;
