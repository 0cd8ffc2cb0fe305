import { type Die, dieFaceValue } from '../../../dice/dieType.js';
import { vehicleOccupants } from '../steps/vehicleOccupants.js';

/**
 * The occupants of a vehicle a mine disables, for the vehicleOccupants step: each occupant's armour die (any d-N or
 * listed faces, docs/rules/stargrunt2.md, Custom dice) as its sides and how many of its faces are a casualty (a value
 * not above the threshold, "rolls 1 or 2 on their personal ARMOUR die"). The step reads face index f as a casualty
 * when f + 1 is at most that count: the die rolled with its faces in ascending order, the same odds; on a ladder die
 * the count is the threshold itself (capped at the sides), so its rolls are the step's own.
 */
export interface OccupantDice {
  sides: Int32Array;
  casualtyFaces: Int32Array;
  /** The step's per-occupant result (dead, wounded), reused. */
  out: Int32Array;
}

/**
 * How many faces of `die` are a casualty: those whose value (listed, or times its multiplier) is at most `threshold`.
 * @example casualtyFaces({ sides: 6, multiplier: 1, faces: [0, 0, 1, 3, 4, 9] }, 2) // 3
 */
export function casualtyFaces(die: Die, threshold: number): number {
  let count = 0;
  for (let i = 0; i < die.sides; i++) if (dieFaceValue(die, i) <= threshold) count++;
  return count;
}

/**
 * The occupants' dice, once per cell.
 * @example occupantDice([{ sides: 6, multiplier: 1 }], 2).casualtyFaces // Int32Array [2]
 */
export function occupantDice(armour: readonly Die[], threshold: number): OccupantDice {
  return {
    sides: Int32Array.from(armour, (die) => die.sides),
    casualtyFaces: Int32Array.from(armour, (die) => casualtyFaces(die, threshold)),
    out: new Int32Array(2),
  };
}

/**
 * CASUALTIES TO VEHICLE OCCUPANTS for every occupant, one after the other through the vehicleOccupants step (one or
 * two uniforms each, from `u[next]` on). Writes the dead into `totals[0]`, the wounded into `totals[1]`; returns the
 * next unused index.
 * @example next = rollOccupants(dice, u, next, totals); totals[0] // occupants killed
 */
export function rollOccupants(dice: OccupantDice, u: Float64Array, next: number, totals: Int32Array): number {
  const { sides, casualtyFaces: casualties, out } = dice;
  let dead = 0;
  let wounded = 0;
  let at = next;
  for (let k = 0; k < sides.length; k++) {
    at = vehicleOccupants(sides, k, k + 1, casualties[k], u, at, out);
    dead += out[0];
    wounded += out[1];
  }
  totals[0] = dead;
  totals[1] = wounded;
  return at;
}
