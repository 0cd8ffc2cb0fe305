import { z } from 'zod';
import { UPGRADES } from './data/units.js';
import { STAGE_NAMES } from './lifeTrack.js';

/** Common pieces of every Guns 'n Grenades scenario schema; every variant is documented in docs/rules/guns-n-grenades.md. */

const BASE_RULE_DEFAULTS = {
  'unit-stats': 'unit-list',
  'fast-shot': 'reroll-attacker-die',
  'tough-multiple-damage': 'damage-units',
  light: 'tag',
} as const;

const baseRules = {
  'unit-stats': z.enum(['unit-list', 'reference-sheet']).default('unit-list'),
  'fast-shot': z.enum(['reroll-attacker-die', 'reroll-both-dice']).default('reroll-attacker-die'),
  'tough-multiple-damage': z.enum(['damage-units', 'first-hit-absorbed']).default('damage-units'),
  light: z.enum(['tag', 'tag-or-light-infantry']).default('tag'),
};

/** Rule variants shared by every resolution. */
export const gngRulesSchema = z.strictObject(baseRules).default({ ...BASE_RULE_DEFAULTS });
export type GngRules = z.output<typeof gngRulesSchema>;

/** Rule variants of `attack`: the shared ones and how a blast radius meets the other units in it. */
export const attackRulesSchema = z
  .strictObject({ ...baseRules, blast: z.enum(['hit-all-in-radius', 'each-defends']).default('hit-all-in-radius') })
  .default({ ...BASE_RULE_DEFAULTS, blast: 'hit-all-in-radius' });
export type AttackRules = z.output<typeof attackRulesSchema>;

/** Rule variants of `ground-blast`: the shared ones and how a blast aimed at a spot on the ground is rolled. */
export const groundBlastRulesSchema = z
  .strictObject({
    ...baseRules,
    'ground-blast': z
      .enum(['each-unit-defends', 'spot-defends'])
      .default('each-unit-defends')
      .describe('each unit in the radius rolls d6 + DEF against the attacker\'s one roll (literal: they are the units attacked), or the spot rolls d6 + 0 and a hit strikes every unit in the radius'),
  })
  .default({ ...BASE_RULE_DEFAULTS, 'ground-blast': 'each-unit-defends' });
export type GroundBlastRules = z.output<typeof groundBlastRulesSchema>;

export const unitNameSchema = z.string().describe('a unit type in kebab-case: riflemen, light-infantry, heavy-infantry, snipers, grenadier, machine-gunner, mortar, medics, scouts, tank, armored-truck, artillery');
export const upgradeSchema = z.enum(UPGRADES).describe('the army\'s one upgrade: optical-sights | hollow-point-rounds | enhanced-rifling | bayonets | body-armor | grenade-launchers | flashbang-grenades');
export const stageSchema = z.enum(STAGE_NAMES).describe('life stage: healthy | healthy-hit-once (Tough) | wounded | bloodied; vehicles: good | glanced | shaken');
export const distanceSchema = z
  .number()
  .min(0)
  .max(1000)
  .optional()
  .describe('distance between the two units in inches, base to base; leave it out for an attack at a distance the attacker can reach (no range check; Bayonets need it)');

/** A unit being attacked: where it stands and how. */
export const defenderFields = {
  unit: unitNameSchema,
  upgrade: upgradeSchema.optional(),
  cover: z.boolean().default(false).describe('behind cover: +3 DEF'),
  hunker: z.boolean().default(false).describe('hunkered: +2 DEF'),
};
