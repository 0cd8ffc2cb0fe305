import { Dist } from '../../../dice/exact/Dist.js';
import { DEAD, INCAPACITATED, stateAfterDamage, WOUNDED } from '../damageEffect.js';
import { dSixes } from '../dSixes.js';
import type { ExplosionVictim, VehicleExplosionCell } from './VehicleExplosionCell.js';
import type { VehicleExplosionDistribution, VehicleExplosionOutcome } from './vehicleExplosionQuantities.js';

/** Exact vehicle explosion: each outcome's probability and the three histograms. */
interface VehicleExplosionExact {
  outcomes: Record<VehicleExplosionOutcome, number>;
  distributions: Record<VehicleExplosionDistribution, Float64Array>;
}

/** Counts packed into one key: dead × 10⁴ + incapacitated × 10² + wounded (at most 50 characters each). */
const pack = (dead: number, down: number, wounded: number) => dead * 10_000 + down * 100 + wounded;

function countOf(state: number): number {
  return state === DEAD
    ? pack(1, 0, 0)
    : state === INCAPACITATED
      ? pack(0, 1, 0)
      : state === WOUNDED
        ? pack(0, 0, 1)
        : 0;
}

/** Everyone's counts after one damage total. */
function afterDamage(victims: ExplosionVictim[], damage: number): number {
  return victims.reduce((key, v) => key + countOf(stateAfterDamage(v.startState, damage, v.limits)), 0);
}

/**
 * Exact evaluator of a vehicle's explosion: the 21 totals of 4d6 (integer weights) applied to everyone at once, or,
 * with a roll each, every character's state convolved into the counts.
 * @example exactVehicleExplosion({ victims: [{ startState: 0, limits: { woundMax: 6, incapacitateMax: 12 } }], eachRolls: false, dice: 4 }).outcomes.all_dead // 0.6643518518518519 (861 in 1296: 4d6 above STR 12)
 */
export function exactVehicleExplosion(cell: VehicleExplosionCell): VehicleExplosionExact {
  const damage = dSixes(cell.dice);
  let counts: Dist<number>;
  if (cell.eachRolls) {
    counts = Dist.constant(0);
    for (const victim of cell.victims)
      counts = counts.combine(
        damage.map((d) => afterDamage([victim], d)),
        (a, b) => a + b,
      );
  } else counts = damage.map((d) => afterDamage(cell.victims, d));
  const n = cell.victims.length;
  const dead = new Float64Array(n + 1);
  const down = new Float64Array(n + 1);
  const wounded = new Float64Array(n + 1);
  for (const [key, p] of counts.entries()) {
    dead[Math.floor(key / 10_000)] += p;
    down[Math.floor(key / 100) % 100] += p;
    wounded[key % 100] += p;
  }
  return {
    outcomes: { none_dead: dead[0], some_dead: 1 - dead[0] - dead[n], all_dead: dead[n] },
    distributions: { dead, incapacitated: down, wounded },
  };
}
