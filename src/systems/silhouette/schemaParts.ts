import { z } from 'zod';

/** House weapons: added to, or replacing by name, the demo weapons table. */
export const customWeaponsSchema = z.record(
  z.string(),
  z.strictObject({
    base_range: z.number().positive().nullable().describe('Base Range (Short) in cm; null: counters in contact only'),
    accuracy: z.number().int().min(-5).max(5).default(0),
    damage: z.number().int().min(1).max(100).describe('Damage Multiplier'),
    rof: z.number().int().min(0).max(10).default(0).describe('Rate of Fire'),
    ai: z.boolean().default(false).describe('Anti-Infantry'),
    area_effect: z.boolean().default(false),
  }),
);

export const skillDiceSchema = z.number().int().min(1).max(10);
const modifierSchema = z
  .number()
  .int()
  .min(-20)
  .max(20)
  .default(0)
  .describe('any other modifier (house rules, elevation)');

/** The firing side of a ranged attack (ATTACK ROLL table). */
export const rangedAttackerSchema = z.strictObject({
  kind: z.enum(['vehicle', 'infantry']).default('vehicle'),
  unit: z.string().optional().describe('a demo unit: m11a3-general | pzkpf-v-valkyrie (gives its Fire Control)'),
  skill: skillDiceSchema.default(2).describe('Gunnery (or Infantry) Skill: dice rolled'),
  perception: z.number().int().min(-3).max(3).default(1).describe('Perception Attribute, added to ranged attacks'),
  fire_control: z.number().int().min(-5).max(5).optional().describe('Fire Control; vehicles only'),
  movement: z.enum(['stationary', 'half-combat', 'combat', 'top']).default('combat'),
  extra_actions: z.number().int().min(0).max(5).default(0),
  heavy_damage: z.boolean().default(false).describe('the attacker has a Heavy Damage counter: weapon damage halved'),
  troopers: z.number().int().min(1).max(30).default(1).describe('infantry: troopers firing this weapon type'),
  modifier: modifierSchema,
});

/** The shooting situation shared by the ranged resolutions. */
export const shotSchema = {
  weapon: z.string().describe('a weapon name from the demo datacards or weapons:'),
  rof_used: z.number().int().min(0).max(20).optional().describe('points of RoF used for burst fire; default all'),
  range: z.number().min(0).max(1000).default(0).describe('distance in cm'),
  in_contact: z.boolean().default(false).describe('counters in contact: Point Blank'),
  obscurement: z.number().int().min(0).max(20).default(0).describe('Obscurement total between the two'),
};

/** The defending vehicle (DEFENSE ROLL table, DAMAGE VS ARMOR). */
export const vehicleDefenderSchema = z.strictObject({
  unit: z.string().optional().describe('a demo unit (gives its Reinforced front Armor)'),
  skill: skillDiceSchema.default(2).describe('Piloting Skill: dice rolled'),
  maneuver: z.number().int().min(-10).max(10).default(0),
  movement: z
    .enum(['walker', 'ground'])
    .default('walker')
    .describe(
      "the movement system in use (Walk or Gr. on the datacard): a demo unit's Decreased Maneuver applies in Ground mode",
    ),
  last_move: z.number().min(0).max(100).default(5).describe("the defender's last move in cm"),
  defensive_maneuvers: z.boolean().default(false),
  command_point: z.boolean().default(false),
  armor: z.number().int().min(1).max(200).describe('base Armor (not in the demo text: give it)'),
  damage: z.enum(['none', 'light', 'heavy', 'heavy-and-light']).default('none'),
  modifier: modifierSchema,
});

export type RangedAttacker = z.output<typeof rangedAttackerSchema>;
export type VehicleDefender = z.output<typeof vehicleDefenderSchema>;
