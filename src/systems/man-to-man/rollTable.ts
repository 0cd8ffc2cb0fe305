import { BOOK_CRITICAL_TABLE, CRITICALS, type CriticalEffect } from './data/criticals.js';

/**
 * What one 3d6 roll against an attribute gives (4.0 and 4.4), as a small integer code. The critical hits come
 * first and the critical failures last, so `code <= ROLL.hit` is a success and `code >= ROLL.misfire` a
 * critical failure; skill-roll reports these codes as its outcomes, in this order.
 */
export const ROLL = {
  /** 3: "Critical hit, target killed instantly". */
  criticalKill: 0,
  /** 4: "Critical hit, double damage". */
  criticalDoubleDamage: 1,
  /** 5: "Automatic hit no matter what the original score required". */
  criticalHit: 2,
  /** Under the modified attribute (or equal or under, by the hit-roll variant). */
  hit: 3,
  miss: 4,
  /** 16: misfire; close combat: automatic miss. */
  misfire: 5,
  /** 17: jam; close combat: weapon dropped. */
  jam: 6,
  /** 18: bad jam; close combat: weapon broken; grenade explodes in hand. */
  badJam: 7,
} as const;

/**
 * Which totals are critical whatever the score needed: for each 3d6 total 0..18, the code (see ROLL) it always
 * gives, or −1 where the total is compared with the attribute. Plain numbers, so a cell can carry it.
 */
export type Criticals = readonly number[];

/** The code of each critical result, by its name in rules.criticals. */
const CODE_OF_EFFECT: Record<CriticalEffect, number> = {
  killed: ROLL.criticalKill,
  'double-damage': ROLL.criticalDoubleDamage,
  'automatic-hit': ROLL.criticalHit,
  misfire: ROLL.misfire,
  jam: ROLL.jam,
  'bad-jam': ROLL.badJam,
  none: -1,
};

/**
 * A critical table (rules.criticals: each total's result by name) as the codes rollTable reads.
 * @example criticalsOf({ 3: 'killed', 18: 'jam' })[18] // 6 (ROLL.jam)
 */
export function criticalsOf(table: Readonly<Record<string, CriticalEffect>>): number[] {
  const codes = new Array<number>(19).fill(-1);
  for (const [total, effect] of Object.entries(table)) codes[Number(total)] = CODE_OF_EFFECT[effect];
  return codes;
}

/**
 * Criticals as two ranges: the totals from 3 up to `hitsUpTo` are 4.4's critical hits (3 killed, 4 double damage,
 * 5 automatic hit), those from `failuresFrom` up to 18 its critical failures (16 misfire, 17 jam, 18 bad jam).
 * @example criticalRanges(3, 19)[3] // 0 (ROLL.criticalKill); [4] is −1
 */
export function criticalRanges(hitsUpTo: number, failuresFrom: number): Criticals {
  const codes = new Array<number>(19).fill(-1);
  for (let total = 3; total <= 18; total++) {
    if (total <= hitsUpTo) codes[total] = ROLL.criticalKill + total - CRITICALS.killed;
    else if (total >= failuresFrom) codes[total] = ROLL.misfire + total - CRITICALS.misfire;
  }
  return codes;
}

/** The criticals of 4.4: 3, 4 and 5 always hit, 16, 17 and 18 always fail. */
export const ALL_CRITICALS: Criticals = criticalsOf(BOOK_CRITICAL_TABLE);

/** No criticals: a plain comparison (a parry, or a morale test read without the 4.4 criticals). */
export const NO_CRITICALS: Criticals = criticalsOf({});

/**
 * The code (see ROLL) of each 3d6 total 0..18 (entries 0..2 unused) against a modified attribute whose
 * highest successful total is `highest` (highestSuccessfulRoll): a critical total gives its code whatever the
 * score, any other is a hit at or under `highest`. Built once per cell; kernels read it through rollUnder, exact
 * evaluators by total.
 * @example rollTable(11, ALL_CRITICALS)[11] // 3 (hit); [12] is 4 (miss); [5] is 2 (critical hit); [17] is 6 (jam)
 */
export function rollTable(highest: number, criticals: Criticals): Int8Array {
  const table = new Int8Array(19);
  for (let total = 3; total <= 18; total++) {
    const critical = criticals[total];
    table[total] = critical >= 0 ? critical : total <= highest ? ROLL.hit : ROLL.miss;
  }
  return table;
}
