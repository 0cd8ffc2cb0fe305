import { z } from 'zod';
import { passage } from '../../rulebookPassage.js';
import { INFANTRY_ASSAULT_DM } from '../data/tables.js';
import {
  damageThresholdsSchema,
  defenseBonusesSchema,
  extraSixSchema,
  fumbleVariant,
  heavyDamageVariant,
  lastMoveVariant,
} from '../rulesSchema.js';
import { skillDiceSchema, vehicleDefenderSchema } from '../schemaParts.js';

/** Rule variants of a melee attack (docs/rules/silhouette.md). */
const meleeRulesSchema = z
  .strictObject({
    fumble: fumbleVariant,
    'last-move-20-plus': lastMoveVariant,
    'heavy-damage': heavyDamageVariant,
    'melee-point-blank': z
      .enum(['yes', 'no'])
      .default('yes')
      .describe(
        'whether melee attacks take the Point Blank +1 ("Point Blank is for close combat with counters in contact")',
      ),
    'damage-thresholds': damageThresholdsSchema,
    'extra-six': extraSixSchema,
    'defense-bonuses': defenseBonusesSchema,
    'infantry-assault-dm': z
      .number()
      .int()
      .min(1)
      .max(30)
      .default(INFANTRY_ASSAULT_DM)
      .describe(
        `the Damage Multiplier of an infantry melee assault ${passage('MELEE ATTACKS', 'Infantry melee assaults use grenades and bayonets; their DM is x3')}`,
      ),
  })
  .prefault({});

/** A Silhouette `resolve: melee` cell: one melee attack on a vehicle (MELEE ATTACKS). */
export const meleeCellSchema = z.strictObject({
  system: z.literal('silhouette'),
  resolve: z.literal('melee'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: meleeRulesSchema,
  attack: z.enum(['punch', 'kick', 'ram', 'melee-weapon', 'infantry-assault']),
  attacker: z.strictObject({
    kind: z.enum(['vehicle', 'infantry']).default('vehicle'),
    unit: z.string().optional().describe('a demo unit: gives Size (kick DM) and the Manipulator Arms punch DM'),
    skill: skillDiceSchema.default(2).describe('Driving (or Infantry) Skill: dice rolled'),
    movement: z.enum(['stationary', 'half-combat', 'combat', 'top']).default('combat'),
    extra_actions: z.number().int().min(0).max(5).default(0),
    heavy_damage: z.boolean().default(false),
    punch: z.number().int().min(1).max(50).optional().describe('punch Damage Multiplier (from the Perks)'),
    size: z.number().int().min(1).max(50).optional().describe('Size: the Damage Multiplier of a kick'),
    weapon_dm: z.number().int().min(1).max(50).optional().describe('melee weapon Damage Multiplier'),
    impact: z.number().int().min(1).max(50).optional().describe('Impact Damage Multiplier (ramming)'),
    armor: z.number().int().min(1).max(200).optional().describe("the rammer's own Armor (ramming)"),
    damage: z
      .enum(['none', 'light', 'heavy', 'heavy-and-light'])
      .default('none')
      .describe("the rammer's damage before"),
    modifier: z.number().int().min(-20).max(20).default(0),
  }),
  arc: z.enum(['front', 'flank', 'rear']).default('front'),
  defender: vehicleDefenderSchema.extend({
    impact: z.number().int().min(1).max(50).optional().describe("the defender's Impact Damage Multiplier (ramming)"),
  }),
});

export type MeleeScenarioCell = z.output<typeof meleeCellSchema>;
