import { Dist } from '../../../../dice/exact/Dist.js';
import { PENETRATION } from '../../steps/penetration.js';
import { penetrationDist } from '../../steps/penetrationDist.js';
import { reactionTestDist } from '../../steps/reactionTestDist.js';
import { vehicleOccupantDist } from '../../steps/vehicleOccupantDist.js';
import type { ArtilleryCell, ArtilleryVehicle } from './ArtilleryCell.js';

/** Packing base of the vehicle results: every count is below 64. */
const B = 64;
/**
 * Fields of a packed vehicle result, in ARTILLERY_VEHICLE_DISTRIBUTIONS order, then crews bailed out
 * (always 0 without crews). The largest key is below 11 × 64⁸ < 2⁵³: exact as a number.
 */
const VEHICLE_FIELDS = 9;
const FIELD = Array.from({ length: VEHICLE_FIELDS }, (_, i) => B ** (VEHICLE_FIELDS - 1 - i));
const [CAUGHT, UNDAMAGED, IMMOBILISED, SYSTEMS, DISABLED, DESTROYED, OCC_DEAD, OCC_WOUNDED, CREWS_BAILED] = FIELD;

/**
 * Unpacks a vehicle result into its counts (vehicles caught, undamaged, immobilised, systems, disabled,
 * destroyed, occupants dead, occupants wounded, crews bailed out).
 * @example unpackVehicles(0) // [0, 0, 0, 0, 0, 0, 0, 0, 0]
 */
export function unpackVehicles(k: number): number[] {
  return FIELD.map((f) => Math.floor(k / f) % B);
}

/**
 * The exact vehicle results of a fire mission, given how many bursts caught each vehicle: a function of that
 * count vector (cached) returning a distribution of packed results (see unpackVehicles). Each burst is a MINOR
 * hit of the warhead's point-target impact (penetrationDist, the penetration step's exact counterpart: PENETRATION
 * flags); a vehicle keeps its worst result over its bursts (immobilised and systems may both happen), and its
 * occupants roll once when it ends disabled or destroyed (vehicleOccupantDist); a crew tests once when it ends
 * immobilised (reactionTestDist: only passing matters).
 */
export function vehicleResults(cell: ArtilleryCell): (counts: number[]) => Dist<number> {
  const perBurst = cell.vehicles.map((v) =>
    penetrationDist(cell.pointImpact, v.armour, cell.destroyedFactor, v.suspension, cell.suspensionImpact === 'reuse'),
  );
  const cache = new Map<string, Dist<number>>();
  return (counts) => {
    const key = counts.join(',');
    let d = cache.get(key);
    if (!d) {
      d = counts.reduce(
        (acc, bursts, v) =>
          bursts === 0 ? acc : acc.combine(oneVehicle(cell, cell.vehicles[v], perBurst[v], bursts), (a, b) => a + b),
        Dist.constant(0),
      );
      cache.set(key, d);
    }
    return d;
  };
}

/** One vehicle caught in `bursts` bursts: its result and its occupants' casualties, packed. */
function oneVehicle(cell: ArtilleryCell, v: ArtilleryVehicle, perBurst: Dist<number>, bursts: number): Dist<number> {
  let flags = perBurst;
  for (let b = 1; b < bursts; b++) flags = flags.combine(perBurst, (a, c) => a | c);
  return flags.chain((f) => {
    if (f === 0) return Dist.constant(CAUGHT + UNDAMAGED);
    if (f < PENETRATION.disabled) {
      const base = CAUGHT + (f & PENETRATION.immobilised ? IMMOBILISED : 0) + (f & PENETRATION.systems ? SYSTEMS : 0);
      const crew = v.crew;
      if (!(f & PENETRATION.immobilised) || !crew) return Dist.constant(base);
      // NON-PENETRATING HITS: the crew's confidence test at threat level 3; a roll of LV + 3 or less fails
      // (CONFIDENCE TESTS) and the crew MUST bail out.
      return reactionTestDist(crew.sides, crew.needed).map((passed) => base + (passed ? 0 : CREWS_BAILED));
    }
    const destroyed = f >= PENETRATION.destroyed;
    const threshold = destroyed ? 2 * cell.weaponSize : cell.weaponSize;
    const base = CAUGHT + (destroyed ? DESTROYED : DISABLED);
    // CASUALTIES TO VEHICLE OCCUPANTS: a casualty when the armour roll does not exceed the threshold; D6 1–3 dead.
    const packed = [0, OCC_DEAD, OCC_WOUNDED]; // vehicleOccupantDist's codes: unhurt, dead, wounded
    return v.occupants.reduce((acc, sides, k) => {
      // A house armour die off the plain d-N rolls its face values (ArtilleryVehicle.occupantFaces).
      const faces = v.occupantFaces?.[k];
      const armour = faces ? { sides, multiplier: 1, faces } : sides;
      return acc.combine(vehicleOccupantDist(armour, threshold), (a, code) => a + packed[code]);
    }, Dist.constant(base));
  });
}
