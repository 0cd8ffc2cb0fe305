import { Dist } from '../../../../dice/exact/Dist.js';
import { reactionTestDist } from '../../steps/reactionTestDist.js';
import { exactPointTarget } from '../pointTarget/exactPointTarget.js';
import type { PointTargetCell } from '../pointTarget/PointTargetCell.js';
import type { PointTargetOutcome } from '../pointTarget/pointTargetQuantities.js';
import type { ArtilleryCell, ArtilleryVehicle } from './ArtilleryCell.js';

/** Packing base of the vehicle results: every count is below 64. */
const B = 64;
/**
 * Fields of a packed vehicle result, in ARTILLERY_VEHICLE_DISTRIBUTIONS order, then crews bailed out
 * (always 0 without crews). The largest key is below 11 × 64⁸ < 2⁵³: exact as a number.
 */
export const VEHICLE_FIELDS = 9;
const FIELD = Array.from({ length: VEHICLE_FIELDS }, (_, i) => B ** (VEHICLE_FIELDS - 1 - i));
const [CAUGHT, UNDAMAGED, IMMOBILISED, SYSTEMS, DISABLED, DESTROYED, OCC_DEAD, OCC_WOUNDED, CREWS_BAILED] = FIELD;

/** Damage flags of one vehicle, OR-ed over its bursts. */
const FLAG = { immobilised: 1, systems: 2, disabled: 4, destroyed: 8 } as const;

/**
 * Unpacks a vehicle result into its counts (vehicles caught, undamaged, immobilised, systems, disabled,
 * destroyed, occupants dead, occupants wounded, crews bailed out).
 * @example unpackVehicles(0) // [0, 0, 0, 0, 0, 0, 0, 0, 0]
 */
export function unpackVehicles(k: number): number[] {
  return FIELD.map((f) => Math.floor(k / f) % B);
}

/**
 * The exact vehicle results of a fire mission, given how many bursts caught each vehicle: a function of
 * that count vector (cached) returning a distribution of packed results (see unpackVehicles). Each burst
 * is a MINOR hit of the warhead's point-target impact, resolved by the point-target exact evaluator
 * (exactPointTarget, reused as it is); a vehicle keeps its worst result over its bursts (immobilised and
 * systems may both happen), and its occupants roll once when it ends disabled or destroyed; a crew tests
 * once when it ends immobilised (every face of its quality die).
 */
export function vehicleResults(cell: ArtilleryCell): (counts: number[]) => Dist<number> {
  const perBurst = cell.vehicles.map((v) => minorHit(cell, v));
  const cache = new Map<string, Dist<number>>();
  return (counts) => {
    const key = counts.join(',');
    let d = cache.get(key);
    if (!d) {
      d = counts.reduce(
        (acc, bursts, v) => (bursts === 0 ? acc : acc.combine(oneVehicle(cell, cell.vehicles[v], perBurst[v], bursts), (a, b) => a + b)),
        Dist.constant(0),
      );
      cache.set(key, d);
    }
    return d;
  };
}

/**
 * Damage flags of one MINOR hit on a vehicle, exactly. A minor hit is a point-target shot whose firer's one
 * D2 beats the target's D1: that happens on exactly half the shots, so exactPointTarget's outcome
 * probabilities, doubled, are those given a minor hit. They are multiples of 1 / (impact × armour × 6 ×
 * suspension × impact) faces, so the integer weights are recovered exactly (and checked).
 */
function minorHit(cell: ArtilleryCell, v: ArtilleryVehicle): Dist<number> {
  const shot: PointTargetCell = {
    firerDice: [2],
    targetDie: 1,
    mode: 'heavy',
    penetrable: true,
    impact: cell.pointImpact,
    majorMultiplier: 1,
    armour: v.armour,
    destroyedFactor: cell.destroyedFactor,
    suspension: v.suspension,
    suspensionImpact: cell.suspensionImpact,
    weaponSize: cell.weaponSize,
    occupants: [],
  };
  const p = exactPointTarget(shot).outcomes;
  const faces = cell.pointImpact.sides * v.armour.sides * 6 * Math.max(1, v.suspension) * cell.pointImpact.sides;
  const flags: Array<[number, PointTargetOutcome]> = [
    [0, 'no_damage'],
    [FLAG.immobilised, 'immobilised'],
    [FLAG.systems, 'systems'],
    [FLAG.disabled, 'disabled'],
    [FLAG.destroyed, 'destroyed'],
  ];
  const weights = flags.map(([flag, o]): [number, number] => [flag, 2 * p[o] * faces]);
  let sum = 0;
  for (const [, w] of weights) {
    if (Math.abs(w - Math.round(w)) > 1e-6) throw new Error(`artillery: minor-hit weight ${w} is not whole`);
    sum += Math.round(w);
  }
  if (sum !== faces || Math.abs(p.miss - 0.5) > 1e-15) throw new Error('artillery: minor-hit weights do not add up');
  return Dist.fromWeights(weights.map(([flag, w]) => [flag, Math.round(w)] as const));
}

/** One vehicle caught in `bursts` bursts: its result and its occupants' casualties, packed. */
function oneVehicle(cell: ArtilleryCell, v: ArtilleryVehicle, perBurst: Dist<number>, bursts: number): Dist<number> {
  let flags = perBurst;
  for (let b = 1; b < bursts; b++) flags = flags.combine(perBurst, (a, c) => a | c);
  return flags.chain((f) => {
    if (f === 0) return Dist.constant(CAUGHT + UNDAMAGED);
    if (f < FLAG.disabled) {
      const base = CAUGHT + (f & FLAG.immobilised ? IMMOBILISED : 0) + (f & FLAG.systems ? SYSTEMS : 0);
      const crew = v.crew;
      if (!(f & FLAG.immobilised) || !crew) return Dist.constant(base);
      // NON-PENETRATING HITS: the crew's confidence test at threat level 3; a roll of LV + 3 or less fails
      // (CONFIDENCE TESTS) and the crew MUST bail out.
      return reactionTestDist(crew.sides, crew.needed).map((passed) => base + (passed ? 0 : CREWS_BAILED));
    }
    const destroyed = f >= FLAG.destroyed;
    const threshold = destroyed ? 2 * cell.weaponSize : cell.weaponSize;
    const base = CAUGHT + (destroyed ? DESTROYED : DISABLED);
    // CASUALTIES TO VEHICLE OCCUPANTS: a casualty when the armour roll does not exceed the threshold; D6 1–3 dead.
    return v.occupants.reduce((acc, sides) => {
      const casualty = BigInt(Math.min(sides, threshold));
      const occupant = Dist.fromWeights([
        [0, 2n * (BigInt(sides) - casualty)],
        [OCC_DEAD, casualty],
        [OCC_WOUNDED, casualty],
      ]);
      return acc.combine(occupant, (a, b) => a + b);
    }, Dist.constant(base));
  });
}
