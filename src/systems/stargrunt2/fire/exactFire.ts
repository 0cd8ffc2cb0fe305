import { Dist } from '../../../dice/exact/Dist.js';
import { opposedRollDist } from '../steps/opposedRollDist.js';
import { CASUALTY_SPAN, casualtyStates } from './casualtyStates.js';
import type { FireCell } from './FireCell.js';
import { groupEffectDists } from './figureArmour.js';
import { maxPotentialHits } from './fireLayout.js';
import type { FireDistribution, FireOutcome } from './fireQuantities.js';
import { firerDiceDists } from './firerDice.js';
import { hitEffectMixture } from './hitEffectMixture.js';

// STEP 1's score packs (dice above the range die) × 2¹⁶ + (total of the firer dice), as the opposedRoll step's.
const aboveOf = (score: number) => score >>> 16;
const totalOf = (score: number) => score & 0xffff;

/** Exact fire at infantry: each outcome's probability and each distribution (other resolutions chain them). */
export interface FireExact {
  outcomes: Record<FireOutcome, number>;
  distributions: Record<FireDistribution, Dist<number>>;
}

/**
 * Exact evaluator of FIRE AGAINST DISPERSED TARGETS by enumeration: every range-die face against
 * every firer die (the opposedRoll step's exact counterpart), every potential-hit count, every impact/armour pair
 * (impactVsArmour's) and every "who buys the farm" face, with integer weights.
 * @example exactFire(cell).outcomes.effective // P(effective fire)
 */
export function exactFire(cell: FireCell): FireExact {
  if (cell.rangeDie === 0) return impossibleFireExact(cell);
  // STEPS 1 and 2: for each face r of the range die, how many firer dice exceed r (two or more: effective), and their
  // total; then the potential hits from the total, with the left-over chance roll.
  const start = opposedRollDist(firerDiceDists(cell), cell.rangeDie).chain((k) =>
    aboveOf(k) < 2 ? Dist.constant(aboveOf(k)) : potentialHitsDist(cell, totalOf(k)).map((h) => 2 + h),
  );
  return fireExactFrom(cell, start, groupEffectDists(cell));
}

/** A fire that cannot happen (no range die): no effect, or suppression alone in travel mode; no casualties. */
function impossibleFireExact(cell: FireCell): FireExact {
  const none = Dist.constant(0);
  return {
    outcomes: cell.travelMode
      ? { no_effect: 0, suppressed_only: 1, effective: 0 }
      : { no_effect: 1, suppressed_only: 0, effective: 0 },
    distributions: {
      potential_hits: none,
      wound_results: none,
      kill_results: none,
      dead: none,
      wounded: none,
      casualties: none,
    },
  };
}

/**
 * The fire from its steps' distributions: `start`, STEPS 1 and 2 (0 no effect, 1 suppressed only, 2 + h effective with
 * h potential hits), and `effects`, one potential hit's effect (0 none, 1 wound, 2 kill) on a figure of each armour
 * group (groupEffectDists) — the book's (exactFire) or a house rule's twins (exactFireWith).
 */
export function fireExactFrom(cell: FireCell, start: Dist<number>, effects: Dist<number>[]): FireExact {
  const [dice0, dice1] = [start.prob(0), start.prob(1)];
  const effective = start.probWhere((k) => k >= 2);
  // TRAVEL MOVEMENT: suppressed "regardless of the fire result" (travelSuppression.ts does the same to the counters).
  const [noEffect, suppressedOnly] = cell.travelMode ? [0, dice0 + dice1] : [dice0, dice1];
  const hits = start.map((k) => (k < 2 ? 0 : k - 2));

  // STEP 3: the effect of one potential hit (0 none, 1 wound, 2 kill); quick-and-dirty: every hit wounds. With mixed
  // armour, over the figure it lands on (STEP 4 first); either way each hit's effect is independent of the others'.
  const effect = hitEffectMixture(cell, effects);
  const maxHits = maxPotentialHits(cell);
  const wounds = countsAfterEachHit(indicator(effect, 1), maxHits);
  const kills = countsAfterEachHit(indicator(effect, 2), maxHits);
  // STEP 4: who buys the farm, hit after hit.
  const casualties = casualtyStates(cell, maxHits, effects);

  const final = hits.chain((h) => casualties[h]);
  return {
    outcomes: { no_effect: noEffect, suppressed_only: suppressedOnly, effective },
    distributions: {
      potential_hits: hits,
      wound_results: hits.chain((h) => wounds[h]),
      kill_results: hits.chain((h) => kills[h]),
      dead: final.map((k) => Math.floor(k / CASUALTY_SPAN)),
      wounded: final.map((k) => k % CASUALTY_SPAN),
      casualties: final.map((k) => Math.floor(k / CASUALTY_SPAN) + (k % CASUALTY_SPAN)),
    },
  };
}

function indicator(effect: Dist<number>, code: number): Dist<number> {
  return effect.map((e) => (e === code ? 1 : 0));
}

/** STEP 2: potential hits from the `total` of STEP 1, with the chance roll for left-over points. */
export function potentialHitsDist(cell: Pick<FireCell, 'divisor' | 'leftoverRoll'>, total: number): Dist<number> {
  const certain = Math.floor(total / cell.divisor);
  const left = total - certain * cell.divisor;
  // "if this roll EXCEEDS the left-over fire points, then NO extra hit is scored"
  if (left === 0 || !cell.leftoverRoll) return Dist.constant(certain);
  return Dist.fromWeights([
    [certain + 1, left],
    [certain, cell.divisor - left],
  ]);
}

/** Distribution of how many of h hits count (an indicator per hit), for h = 0..max. */
function countsAfterEachHit(indicator: Dist<number>, max: number): Dist<number>[] {
  const result = [Dist.constant(0)];
  for (let h = 1; h <= max; h++) result.push(result[h - 1].combine(indicator, (a, b) => a + b));
  return result;
}
