import { DECOY_DIE } from '../../data/electronicWarfare.js';
import { ewSpoof } from '../../steps/ewSpoof.js';
import { opposedRoll } from '../../steps/opposedRoll.js';
import type { PointTargetCell } from './PointTargetCell.js';

/** What stopped a guided missile before it could hit: nothing, a decoy, or the target side's EW. */
export const STOPPED = { no: 0, decoyed: 1, jammed: 2 } as const;

/** The decoys and the EW spoofing of one missile shot, as small integers for the kernel. */
export interface CountermeasuresPlan {
  /** Uniforms the decoys read before the hit roll: 2 per decoy (its guidance die, then its D8). */
  decoyDraws: number;
  /** Uniforms the EW reads after the hit roll: 1, 2 with an opposing EW unit, 0 without EW. */
  ewDraws: number;
  decoyDie: Int32Array;
  guidance: number;
  ewSides: number;
  ewCounter: number;
  ewAgainst: Int32Array;
}

/**
 * The plan of a cell's countermeasures (both counts 0 when it has none, and then nothing is drawn).
 * @example countermeasuresPlan({ ...cell, decoys: { count: 1, guidance: 8 } }).decoyDraws // 2
 */
export function countermeasuresPlan(cell: PointTargetCell): CountermeasuresPlan {
  return {
    decoyDraws: 2 * (cell.decoys?.count ?? 0),
    ewDraws: cell.ew ? (cell.ew.counterDie > 0 ? 2 : 1) : 0,
    decoyDie: Int32Array.of(DECOY_DIE),
    guidance: cell.decoys?.guidance ?? 0,
    ewSides: cell.ew?.die ?? 0,
    ewCounter: cell.ew?.counterDie ?? 0,
    ewAgainst: Int32Array.from(cell.ew?.against ?? []),
  };
}

/**
 * DECOYS, then ELECTRONIC WARFARE iii) and iv), for the kernel. The uniforms from `u[next]`: `decoyDraws` for the
 * decoys ("this roll is made BEFORE the missile hit is rolled for": each decoy's D8 against a guidance roll of its
 * own, the missile drawn off when a D8 EXCEEDS it), then the hit roll's (the target's die and the firer's `dice`,
 * which the caller rolls: opposedRoll), then `ewDraws` for the EW die rolled "at the same time" as the hit roll,
 * which jams when it exceeds the lowest of the dice it may beat (ewSpoof, with the opposing EW unit's die).
 * A decoyed missile is never jammed: it has already gone for the decoy. Returns a STOPPED value.
 */
export function missileCountermeasures(
  plan: CountermeasuresPlan,
  dice: Int32Array,
  u: Float64Array,
  next: number,
): number {
  for (let at = next; at < next + plan.decoyDraws; at += 2) {
    if (opposedRoll(plan.decoyDie, plan.guidance, u, at) >>> 16 === 1) return STOPPED.decoyed;
  }
  if (plan.ewSides === 0) return STOPPED.no;
  const roll = next + plan.decoyDraws + 1; // the firer's first die (the target's die is at roll − 1)
  let lowest = 99;
  for (let k = 0; k < plan.ewAgainst.length; k++) {
    const i = plan.ewAgainst[k];
    const face = ((u[roll + i] * dice[i]) | 0) + 1;
    if (face < lowest) lowest = face;
  }
  return ewSpoof(plan.ewSides, plan.ewCounter, lowest, u, roll + dice.length) === 1 ? STOPPED.jammed : STOPPED.no;
}
