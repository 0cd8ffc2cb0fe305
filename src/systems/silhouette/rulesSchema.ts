import { z } from 'zod';
import { passage } from '../rulebookPassage.js';
import {
  BOOK_PINNED_COUNTERS,
  COMMAND_POINT_DEFENSE,
  DEFENSIVE_MANEUVERS,
  EXTRA_SIX_BONUS,
  INFANTRY_ROF_BONUS,
} from './data/tables.js';
import { BOOK_DAMAGE_THRESHOLDS } from './data/vehicleDamage.js';

/**
 * Rule variants shared by the Silhouette resolutions (docs/rules/silhouette.md says what each means).
 * Defaults are the literal reading.
 */
export const fumbleVariant = z
  .enum(['automatic-failure', 'none'])
  .default('automatic-failure')
  .describe('automatic-failure: all 1s fails whatever the modifiers; none: all 1s is an ordinary 1');

export const lastMoveVariant = z
  .enum(['top-row', 'extrapolate'])
  .default('top-row')
  .describe('a last move of 20 cm or more: top-row keeps +2; extrapolate gives +3');

export const heavyDamageVariant = z
  .enum(['weapon-dm', 'final-damage'])
  .default('weapon-dm')
  .describe("a Heavy-Damaged attacker's weapon: halve its Damage Multiplier (rounding up) or the final damage");

const whole = (min: number, max: number, value: number, what: string) =>
  z.number().int().min(min).max(max).default(value).describe(what);

/**
 * DAMAGE VS ARMOR as a parameter: the multiples of the Armor the damage must reach for each result (1, 2, 3); only
 * the most severe result reached applies.
 */
export const damageThresholdsSchema = z
  .strictObject({
    light: whole(
      1,
      20,
      BOOK_DAMAGE_THRESHOLDS.light,
      `damage ≥ this × Armor is Light Damage ${passage('DAMAGE VS ARMOR', 'Dam. Base Armor Light Damage')}`,
    ),
    heavy: whole(
      1,
      20,
      BOOK_DAMAGE_THRESHOLDS.heavy,
      `damage ≥ this × Armor is Heavy Damage ${passage('DAMAGE VS ARMOR', 'Dam. Base Armor x 2 Heavy Damage')}`,
    ),
    overkill: whole(
      1,
      20,
      BOOK_DAMAGE_THRESHOLDS.overkill,
      `damage ≥ this × Armor is an Overkill ${passage('DAMAGE VS ARMOR', 'Dam. Base Armor x 3 Overkill')}`,
    ),
  })
  .prefault({})
  .describe(
    `the multiples of Armor the damage must reach for Light, Heavy Damage and Overkill ${passage('DAMAGE VS ARMOR', 'Damage to Armor Outcome')}`,
  );

/** BURST FIRE as a parameter: what each point of RoF used adds to the Damage Multiplier. */
export const burstDmPerRofSchema = whole(
  0,
  10,
  1,
  `added to the Damage Multiplier for each point of RoF used in burst fire ${passage('BURST FIRE', "Each point of RoF used adds one (1) to the weapon's Damage Multiplier")}`,
);

/** The +1 per extra 6 of every roll as a parameter (BASIC GAME MECHANISMS). */
export const extraSixSchema = whole(
  0,
  5,
  EXTRA_SIX_BONUS,
  `added to a roll's highest die for each 6 beyond the first ${passage('BASIC GAME MECHANISMS', 'each extra 6 adds one (1) point to the total')}`,
);

/** The Infantry RoF Bonus table as a parameter: the bonus of each row (2-3, 4-7, 8+ troopers with the weapon). */
export const infantryRofBonusSchema = z
  .strictObject({
    'two-to-three': whole(
      0,
      10,
      INFANTRY_ROF_BONUS['two-to-three'],
      `RoF bonus of 2-3 troopers with the same weapon type ${passage('Infantry RoF Bonus', '2-3 +1')}`,
    ),
    'four-to-seven': whole(
      0,
      10,
      INFANTRY_ROF_BONUS['four-to-seven'],
      `RoF bonus of 4-7 troopers with the same weapon type ${passage('Infantry RoF Bonus', '4-7 +2')}`,
    ),
    'eight-plus': whole(
      0,
      10,
      INFANTRY_ROF_BONUS['eight-plus'],
      `RoF bonus of 8 or more troopers with the same weapon type ${passage('Infantry RoF Bonus', '8+ +3')}`,
    ),
  })
  .prefault({})
  .describe(
    `the RoF bonus of massed infantry weapons by troopers with the weapon ${passage('INFANTRY RULES', 'Massed attacks have a special Rate of Fire bonus')}`,
  );

/** Pinned! as a parameter: the counters an undamaged and a damaging attack give. */
export const pinnedCountersSchema = z
  .strictObject({
    undamaged: whole(
      0,
      5,
      BOOK_PINNED_COUNTERS.undamaged,
      `Pinned! counters of an attack that does no damage ${passage('Pinned!', 'attacked but not damaged (MoS=0) receive a Pinned! counter')}`,
    ),
    damaged: whole(
      0,
      5,
      BOOK_PINNED_COUNTERS.damaged,
      `Pinned! counters of an attack that wounds ${passage('Pinned!', 'If one or more troopers is wounded, the Unit receives two counters')}`,
    ),
  })
  .prefault({})
  .describe(`the Pinned! counters an attack on infantry gives ${passage('Pinned!', 'receive a Pinned! counter')}`);

/** The DEFENSE ROLL's two bonuses as a parameter: Defensive Maneuvers and a Command Point spent on defense. */
export const defenseBonusesSchema = z
  .strictObject({
    'defensive-maneuvers': whole(
      0,
      10,
      DEFENSIVE_MANEUVERS,
      `added to the defense roll on Defensive Maneuvers ${passage('DEFENSIVE MANEUVERS', 'adds a +3 bonus to all defense rolls')}`,
    ),
    'command-point': whole(
      0,
      10,
      COMMAND_POINT_DEFENSE,
      `added to one defense roll for a Command Point ${passage('Command Points', 'buy a +2 modifier to a single Defense roll')}`,
    ),
  })
  .prefault({})
  .describe(
    `the bonuses a defender buys for its defense roll ${passage('DEFENSE ROLL', 'Roll defending pilot s Skill (2 dice) plus these modifiers')}`,
  );
