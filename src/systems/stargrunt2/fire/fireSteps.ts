import type { StepFunctions } from '../../../core/Kernel.js';
import { type Die, dieFaceValue, formatDie } from '../../../dice/dieType.js';
import { Dist } from '../../../dice/exact/Dist.js';
import type { Roll } from '../../../dice/Roll.js';
import { type HouseSteps, overBook } from '../../houseSteps.js';
import { hitEffect as effectOfRolls, type HitEffect } from '../impactVsArmour.js';
import { potentialHits as certainAndLeftover } from '../potentialHits.js';
import { impactVsArmourDist } from '../steps/impactVsArmourDist.js';
import { opposedRollDist } from '../steps/opposedRollDist.js';
import { potentialHitsDist } from './exactFire.js';
import type { FireCell } from './FireCell.js';

/** A die as a step sees it: its name as the rulebook writes it ('D10', 'D12x2', '[0, 1, 1, 2]') and each face's value, multiplier applied. */
export interface FireDie {
  name: string;
  faces: readonly number[];
}

/** STEPS 1 and 2 as a house rule's `potentialHits` step sees them (docs/house-rules.md). */
export interface FireVolley {
  /** The firer's dice: quality die, small-arms firepower die, then one per support weapon. */
  firerDice: FireDie[];
  /** Sides of the target's range die (after band, cover, In Position … shifts). */
  rangeDie: number;
  /** The die type STEP 2 divides the total by: the range die, or the armour die with quick-and-dirty casualties. */
  divisor: number;
  /** Whether left-over points get the chance roll for one more hit. */
  leftoverRoll: boolean;
}

/** One potential hit as a house rule's `hitEffect` step sees it: STEP 3's dice, after cover shifts. */
export interface FireHit {
  /** The weapon's impact die. */
  impact: FireDie;
  /** The armour die of the figure hit. */
  armour: FireDie;
  /** A KILL when the impact exceeds this many times the armour roll (parameter `kill-multiple`, the book's 2). */
  killMultiple: number;
}

/** The result of STEPS 1 and 2: no effect, suppression only, or fully effective fire with that many potential hits (0 or more). */
export type VolleyResult = 'no_effect' | 'suppressed_only' | number;

export type { HitEffect };

/** The steps of `fire` a house-rule module may replace (docs/house-rules.md). */
export interface FireSteps {
  /** STEPS 1 and 2: the range die against the firer dice, then the potential hits from their total. */
  potentialHits(volley: FireVolley, roll: Roll): VolleyResult;
  /** STEP 3: one potential hit's impact die against the armour die of the figure it lands on. */
  hitEffect(hit: FireHit, roll: Roll): HitEffect;
}

/** Their exact twins: the distribution of each step's result. */
export interface FireExactSteps {
  potentialHits(volley: FireVolley): Dist<VolleyResult>;
  hitEffect(hit: FireHit): Dist<HitEffect>;
}

/** The dice of a Die as its faces (a die with listed faces keeps them). */
const faceDie = (die: FireDie): Die => ({ sides: die.faces.length, multiplier: 1, faces: die.faces });

/**
 * The book's steps. STEP 1: "If ALL of the firer's die rolls ... are EQUAL OR LESS than the target's roll ... no
 * adverse effects", "ONLY ONE ... EXCEEDS ... SUPPRESSED", "TWO OR MORE ... FULLY EFFECTIVE ... ADD UP THE SCORES ON
 * ALL THE DICE"; STEP 2: the total "divided by the RANGE DIE TYPE", the left-over points a chance of one more hit
 * ("if this roll EXCEEDS the left-over fire points, then NO extra hit"); STEP 3: "If the firer's roll is LESS THAN OR
 * EQUAL TO the target's roll ... no effect; if it is GREATER THAN the target's roll, then a WOUND ...; if it is
 * GREATER THAN TWICE the target's roll, then a KILL".
 * @example bookFireSteps.hitEffect(fireHitsOf(cell)[0], roll) // 'none', 'wound' or 'kill'
 */
export const bookFireSteps: FireSteps = {
  potentialHits: (volley, roll) => {
    const range = roll.die(volley.rangeDie);
    let above = 0;
    let total = 0;
    for (const die of volley.firerDice) {
      const face = roll.faces(die.faces);
      total += face;
      if (face > range) above++;
    }
    if (above === 0) return 'no_effect';
    if (above === 1) return 'suppressed_only';
    const { certain, leftover } = certainAndLeftover(total, volley.divisor);
    return leftover > 0 && volley.leftoverRoll && roll.die(volley.divisor) <= leftover ? certain + 1 : certain;
  },
  hitEffect: (hit, roll) => {
    const impact = roll.faces(hit.impact.faces);
    return effectOfRolls(impact, roll.faces(hit.armour.faces), hit.killMultiple);
  },
};

const EFFECT_NAMES: readonly HitEffect[] = ['none', 'wound', 'kill'];

/**
 * The book steps' exact twins: the opposed roll's and the impact-against-armour step's own distributions.
 * @example bookFireExactSteps.hitEffect({ impact: fireDie({ sides: 10, multiplier: 1 }), armour: fireDie({ sides: 6, multiplier: 1 }), killMultiple: 2 }).prob('kill') // 1 / 3
 */
export const bookFireExactSteps: FireExactSteps = {
  potentialHits: (volley) =>
    opposedRollDist(
      volley.firerDice.map((d) => Dist.die(faceDie(d))),
      volley.rangeDie,
    ).chain((score): Dist<VolleyResult> => {
      const above = score >>> 16;
      if (above < 2) return Dist.constant(above === 0 ? 'no_effect' : 'suppressed_only') as Dist<VolleyResult>;
      return potentialHitsDist(volley, score & 0xffff);
    }),
  hitEffect: (hit) =>
    impactVsArmourDist(faceDie(hit.impact), faceDie(hit.armour), hit.killMultiple).map((e) => EFFECT_NAMES[e]),
};

/**
 * A Die as a step sees it.
 * @example fireDie({ sides: 4, multiplier: 2 }) // { name: 'D4x2', faces: [2, 4, 6, 8] }
 */
function fireDie(die: Die): FireDie {
  return { name: formatDie(die), faces: Array.from({ length: die.sides }, (_, i) => dieFaceValue(die, i)) };
}

/**
 * A cell's STEPS 1 and 2 as the `potentialHits` step takes them (a cell whose fire is possible).
 * @example fireVolleyOf(cell).firerDice.map((d) => d.name) // ['D8', 'D10', 'D8']: quality, firepower, a SAW
 */
export function fireVolleyOf(cell: FireCell): FireVolley {
  const firerDice = cell.firerDice.map((sides, i) =>
    fireDie({ sides, multiplier: 1, faces: cell.firerFaces?.[i] ?? undefined }),
  );
  return { firerDice, rangeDie: cell.rangeDie, divisor: cell.divisor, leftoverRoll: cell.leftoverRoll };
}

/**
 * A cell's potential hit as the `hitEffect` step takes it, one per armour group (one for a squad in one armour;
 * figureGroups says whose).
 * @example fireHitsOf(cell)[0].armour.name // 'D6': partial light armour in the open
 */
export function fireHitsOf(cell: FireCell): FireHit[] {
  const killMultiple = cell.killMultiple ?? 2;
  return (cell.armourGroups ?? [cell]).map((g) => ({
    impact: fireDie(g.impact),
    armour: fireDie(g.armour),
    killMultiple,
  }));
}

/** What `houseSteps` of the definition says of them. */
export const fireHouseSteps = {
  book: bookFireSteps as unknown as StepFunctions,
  steps: {
    potentialHits: {
      does: "STEPS 1 and 2: the range die against the firer's dice, then the potential hits from their total; volley is { firerDice, rangeDie, divisor, leftoverRoll }",
      returns:
        "'no_effect', 'suppressed_only' or the potential hits of fully effective fire (a whole number, at most every die's top face over the divisor, plus one)",
      exactReturns: 'a Dist of those results',
    },
    hitEffect: {
      does: "STEP 3: one potential hit's impact die against the armour die of the figure it lands on; hit is { impact, armour, killMultiple }, each die { name, faces }",
      returns:
        "'none', 'wound' or 'kill' (not called with quick-and-dirty casualties; vacuum makes a wound a kill afterwards)",
      exactReturns: 'a Dist of those effects',
    },
  },
} satisfies Omit<HouseSteps<FireCell>, 'exact'>;

/** The module's steps over the book's, typed. */
export function fireSteps(steps: StepFunctions): FireSteps {
  return overBook(bookFireSteps, steps);
}

/** The module's exact twins over the book's, typed. */
export function fireExactSteps(steps: StepFunctions): FireExactSteps {
  return overBook(bookFireExactSteps, steps);
}
