import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { Dist } from '../../../../dice/exact/Dist.js';
import { confidenceTestDist } from '../../steps/confidenceTestDist.js';
import { impactVsArmourDist } from '../../steps/impactVsArmourDist.js';
import { opposedRollDist } from '../../steps/opposedRollDist.js';
import { PENETRATION } from '../../steps/penetration.js';
import { penetrationDist } from '../../steps/penetrationDist.js';
import { CRASH_OCCUPANT_DIE, CRASH_SITE_DIE, CRASH_SITE_MULTIPLIER } from '../data/aerospace.js';
import type { AntiAirFireCell } from './AntiAirFireCell.js';
import { MAX_CRASH_DISTANCE } from './antiAirFireLayout.js';
import type { AntiAirFireDistribution, AntiAirFireOutcome } from './antiAirFireQuantities.js';
import { wreckBlastCatches } from './wreckBlast.js';

type Result = NamedExactResult<AntiAirFireOutcome, AntiAirFireDistribution>;

/**
 * Exact evaluator of one AA engagement: the stages multiply (acquired × not evaded × the shot's grade × its
 * penetration flag × the pilot's test or landing die), each from the steps' exact twins; occupants of a crash-landing
 * are binomial (a D6 each: 1 killed, 2–3 wounded), all killed when the craft is destroyed or explodes.
 * @example exactAntiAirFire(cell).outcomes.not_acquired // 10/24 for an Enhanced guidance one type down (D6) against no ECM (D4)
 */
export function exactAntiAirFire(cell: AntiAirFireCell): Result {
  const n = cell.occupants;
  const result: Result = {
    outcomes: {
      not_acquired: 0,
      evaded: 0,
      missed: 0,
      pressed_on: 0,
      aborted: 0,
      landed: 0,
      crash_landed: 0,
      exploded: 0,
      destroyed: 0,
    },
    distributions: {
      hit: [0, 0, 0],
      dead: new Array<number>(n + 1).fill(0),
      wounded: new Array<number>(n + 1).fill(0),
      crash_distance: new Array<number>(MAX_CRASH_DISTANCE + 1).fill(0),
      nearby_dead: [],
      nearby_wounded: [],
    },
  };
  const { outcomes, distributions } = result;
  const acquired = beats(Dist.uniform(cell.systemDie), cell.ecm);
  const evaded = cell.evades ? acquired * beats(Dist.uniform(cell.pilotSides), cell.systemDie) : 0;
  outcomes.not_acquired = 1 - acquired;
  outcomes.evaded = evaded;
  const fired = acquired - evaded;
  // Not fired at: no hit.
  distributions.hit[0] = 1 - fired;
  const grades = opposedRollDist(cell.shotDice, cell.targetDie).map((score) => Math.min(2, score >>> 16));
  const abort = confidenceTestDist(cell.pilotSides, cell.confidenceNeeded, true).probWhere((drop) => drop > 0);
  const landing = Dist.uniform(cell.pilotSides);
  const pExplode = landing.probWhere((f) => f <= cell.explodesUpTo);
  const pCrash = landing.probWhere((f) => f > cell.explodesUpTo && f <= cell.crashesUpTo);
  let down = 0;
  for (const [grade, pGrade] of grades.entries()) {
    const w = fired * pGrade;
    distributions.hit[grade] += w;
    if (grade === 0) {
      outcomes.missed += w;
      continue;
    }
    const impact = { ...cell.impact, multiplier: cell.impact.multiplier * (grade === 2 ? cell.majorMultiplier : 1) }; // listed faces kept
    const flags = penetrationDist(impact, cell.armour, cell.destroyedFactor, 0, false);
    const pDestroyed = w * flags.prob(PENETRATION.destroyed);
    const pDisabled = w * flags.prob(PENETRATION.disabled);
    const short = w - pDestroyed - pDisabled;
    outcomes.aborted += short * abort;
    outcomes.pressed_on += short * (1 - abort);
    outcomes.destroyed += pDestroyed;
    outcomes.exploded += pDisabled * pExplode;
    outcomes.crash_landed += pDisabled * pCrash;
    outcomes.landed += pDisabled * (1 - pExplode - pCrash);
    down += pDestroyed + pDisabled;
  }
  // Occupants: everyone killed by a wreck, binomial in a crash-landing, unhurt otherwise.
  const wreck = outcomes.destroyed + outcomes.exploded;
  const crash = outcomes.crash_landed;
  const killed = binomial(n, Math.min(cell.killedUpTo, CRASH_OCCUPANT_DIE) / CRASH_OCCUPANT_DIE);
  const hurt = binomial(
    n,
    Math.max(0, Math.min(cell.woundedUpTo, CRASH_OCCUPANT_DIE) - cell.killedUpTo) / CRASH_OCCUPANT_DIE,
  );
  for (let k = 0; k <= n; k++) {
    distributions.dead[k] += crash * killed[k];
    distributions.wounded[k] += crash * hurt[k];
  }
  distributions.dead[n] += wreck;
  distributions.dead[0] += 1 - wreck - crash;
  distributions.wounded[0] += 1 - crash;
  // Where it came down: D12 × 2 ahead when moving; hovering craft, and craft still flying, count 0.
  if (cell.hovering) distributions.crash_distance[0] = 1;
  else {
    for (let f = 1; f <= CRASH_SITE_DIE; f++)
      distributions.crash_distance[f * CRASH_SITE_MULTIPLIER] = down / CRASH_SITE_DIE;
    distributions.crash_distance[0] = 1 - down;
  }
  wreckBlast(cell, wreck, result);
  return result;
}

/**
 * The wreck's blast on the figures nearby: caught with P(wreck) × P(the crash site within 6" of them | it came down),
 * the site D12 × 2 ahead (0 hovering); then each figure alone, D8 against its armour: dead and wounded are binomial.
 * Without figures nearby the two histograms are left out.
 */
function wreckBlast(cell: AntiAirFireCell, wreck: number, result: Result): void {
  const nearby = cell.nearby;
  if (!nearby) {
    delete (result.distributions as Partial<Result['distributions']>).nearby_dead;
    delete (result.distributions as Partial<Result['distributions']>).nearby_wounded;
    return;
  }
  const sites = cell.hovering ? [0] : Array.from({ length: CRASH_SITE_DIE }, (_, f) => (f + 1) * CRASH_SITE_MULTIPLIER);
  const caught = wreck * (sites.filter((d) => wreckBlastCatches(nearby, d)).length / sites.length);
  const effect = impactVsArmourDist(nearby.impact, nearby.armour);
  const killed = binomial(nearby.figures, effect.prob(2));
  const hurt = binomial(nearby.figures, effect.prob(1));
  result.distributions.nearby_dead = killed.map((p, k) => caught * p + (k === 0 ? 1 - caught : 0));
  result.distributions.nearby_wounded = hurt.map((p, k) => caught * p + (k === 0 ? 1 - caught : 0));
}

/** P(a roll of `die` EXCEEDS a roll of a D`sides`). */
function beats(die: Dist<number>, sides: number): number {
  return die.combine(Dist.uniform(sides), (a, b) => (a > b ? 1 : 0)).prob(1);
}

/** Binomial probabilities of 0 … n successes at p. */
function binomial(n: number, p: number): number[] {
  let row = [1];
  for (let i = 0; i < n; i++)
    row = [...row, 0].map((_, k) => (k < row.length ? row[k] * (1 - p) : 0) + (k > 0 ? row[k - 1] * p : 0));
  return row;
}
