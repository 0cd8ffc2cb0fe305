import { z } from 'zod';
import { UPGRADES } from './data/units.js';
import { MAX_DAMAGE, MOST_TOUGH_HITS, STAGE_NAMES } from './lifeTrack.js';

/** Common pieces of every Guns 'n Grenades scenario schema; every variant is documented in docs/rules/guns-n-grenades.md. */

/** A whole-number parameter with the book's value as default; `says` ends with the rulebook passage. */
const bookNumber = (book: number, min: number, max: number, says: string) =>
  z.number().int().min(min).max(max).default(book).describe(says);

/** `rules.upgrade-bonuses`: the numbers of the Unit Upgrades that change an attack, entry by entry. */
const upgradeBonusesSchema = z
  .strictObject({
    'hollow-point-atk': bookNumber(
      2,
      -10,
      10,
      'ATK against Light targets with Hollow Point Rounds — rulebook: Unit Upgrades, "Hollow Point Rounds +2 ATK when attacking Light targets"',
    ),
    'bayonets-atk': bookNumber(
      1,
      -10,
      10,
      'ATK within 1½" of the target with Bayonets — rulebook: Unit Upgrades, "within 1 ½” … they gain +1 ATK"',
    ),
    'body-armor-def': bookNumber(
      1,
      -10,
      10,
      'DEF of non-Light units with Body Armor — rulebook: Unit Upgrades, "Body Armor All non-Light units gain +1 DEF"',
    ),
    'optical-sights-range': bookNumber(
      2,
      0,
      30,
      'inches of range infantry gain with Optical Sights — rulebook: Unit Upgrades, "Optical Sights Infantry units gain 2” Range"',
    ),
    'enhanced-rifling-range': bookNumber(
      3,
      0,
      30,
      'inches of range snipers gain with Enhanced Rifling — rulebook: Unit Upgrades, "Enhanced Rifling Snipers gain 3” of Range"',
    ),
  })
  .prefault({});

const baseRules = {
  'unit-stats': z.enum(['unit-list', 'reference-sheet']).default('unit-list'),
  'fast-shot': z.enum(['reroll-attacker-die', 'reroll-both-dice']).default('reroll-attacker-die'),
  'tough-multiple-damage': z.enum(['damage-units', 'first-hit-absorbed']).default('damage-units'),
  light: z.enum(['tag', 'tag-or-light-infantry']).default('tag'),
  'cover-def': bookNumber(
    3,
    -10,
    10,
    'DEF a unit behind cover gains — rulebook: Cover, "Cover gives any unit behind it a +3 DEF bonus"',
  ),
  'hunker-def': bookNumber(
    2,
    -10,
    10,
    'DEF a hunkered unit gains — rulebook: Moving Your Units, "Hunker Unit can\'t move but gains +2 DEF"',
  ),
  'tough-hits': bookNumber(
    2,
    1,
    MOST_TOUGH_HITS,
    'hits a healthy Tough unit takes before it is Wounded — rulebook: Unit Tags, "Tough Takes 2 hits to wound"',
  ),
  'deadly-damage': bookNumber(
    2,
    1,
    MAX_DAMAGE,
    'life stages a hit of a Deadly unit moves the target along — rulebook: Unit Tags, "Deadly Deals 2 units of damage on hits instead of one"',
  ),
  'upgrade-bonuses': upgradeBonusesSchema,
};

/** Rule variants and parameters shared by every resolution. */
export const gngRulesSchema = z.strictObject(baseRules).prefault({});
export type GngRules = z.output<typeof gngRulesSchema>;

/** `rules.dangerous-terrain-faces`: the d6 faces (from 1 up) that hit a unit crossing dangerous terrain. */
const dangerousTerrainFaces = bookNumber(
  1,
  0,
  6,
  'd6 faces, from 1 up, on which a unit crossing dangerous terrain takes a hit — rulebook: Terrain, "If you roll a 1, that unit takes one hit"',
);

/** Rule variants of `attack`: the shared ones and how a blast radius meets the other units in it. */
export const attackRulesSchema = z
  .strictObject({
    ...baseRules,
    blast: z.enum(['hit-all-in-radius', 'each-defends']).default('hit-all-in-radius'),
    'dangerous-terrain-faces': dangerousTerrainFaces,
  })
  .prefault({});
export type AttackRules = z.output<typeof attackRulesSchema>;

/** Rule variants of `ground-blast`: the shared ones and how a blast aimed at a spot on the ground is rolled. */
export const groundBlastRulesSchema = z
  .strictObject({
    ...baseRules,
    'ground-blast': z
      .enum(['each-unit-defends', 'spot-defends'])
      .default('each-unit-defends')
      .describe(
        "each unit in the radius rolls d6 + DEF against the attacker's one roll (literal: they are the units attacked), or the spot rolls d6 + 0 and a hit strikes every unit in the radius",
      ),
    'dangerous-terrain-faces': dangerousTerrainFaces,
  })
  .prefault({});

export const unitNameSchema = z
  .string()
  .describe(
    'a unit type in kebab-case: riflemen, light-infantry, heavy-infantry, snipers, grenadier, machine-gunner, mortar, medics, scouts, tank, armored-truck, artillery',
  );
export const upgradeSchema = z
  .enum(UPGRADES)
  .describe(
    "the army's one upgrade: optical-sights | hollow-point-rounds | enhanced-rifling | bayonets | body-armor | grenade-launchers | flashbang-grenades",
  );
export const stageSchema = z
  .enum(STAGE_NAMES)
  .describe('life stage: healthy | healthy-hit-once (Tough) | wounded | bloodied; vehicles: good | glanced | shaken');
export const distanceSchema = z
  .number()
  .min(0)
  .max(1000)
  .optional()
  .describe(
    'distance between the two units in inches, base to base; leave it out for an attack at a distance the attacker can reach (no range check; Bayonets need it)',
  );

/** A unit being attacked: where it stands and how. */
export const defenderFields = {
  unit: unitNameSchema,
  upgrade: upgradeSchema.optional(),
  cover: z.boolean().default(false).describe('behind cover: +3 DEF'),
  hunker: z.boolean().default(false).describe('hunkered: +2 DEF'),
};
