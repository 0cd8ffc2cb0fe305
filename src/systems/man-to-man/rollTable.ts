import { CRITICALS } from './data/criticals.js';

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

/** Which totals are critical whatever the score needed. */
export interface Criticals {
  /** The critical hits are the totals from 3 up to this one: 5 for 3, 4 and 5 (4.4), 3 for the 3 alone, 2 for none. */
  hitsUpTo: number;
  /** The critical failures are the totals from this one up to 18: 16 (4.4), 19 for none. */
  failuresFrom: number;
}

/** The criticals of 4.4: 3, 4 and 5 always hit, 16, 17 and 18 always fail. */
export const ALL_CRITICALS: Criticals = { hitsUpTo: CRITICALS.automaticHit, failuresFrom: CRITICALS.misfire };

/** No criticals: a plain comparison (a parry, or a morale test read without the 4.4 criticals). */
export const NO_CRITICALS: Criticals = { hitsUpTo: CRITICALS.killed - 1, failuresFrom: CRITICALS.badJam + 1 };

/**
 * The code (see ROLL) of each 3d6 total 0..18 (entries 0..2 unused) against a modified attribute whose
 * highest successful total is `highest` (highestSuccessfulRoll): the criticals first, then a hit at or under
 * `highest`. Built once per cell; kernels read it through rollUnder, exact evaluators by total.
 * @example rollTable(11, ALL_CRITICALS)[11] // 3 (hit); [12] is 4 (miss); [5] is 2 (critical hit); [17] is 6 (jam)
 */
export function rollTable(highest: number, criticals: Criticals): Int8Array {
  const table = new Int8Array(19);
  for (let total = 3; total <= 18; total++) {
    table[total] =
      total <= criticals.hitsUpTo
        ? ROLL.criticalKill + total - CRITICALS.killed
        : total >= criticals.failuresFrom
          ? ROLL.misfire + total - CRITICALS.misfire
          : total <= highest
            ? ROLL.hit
            : ROLL.miss;
  }
  return table;
}
