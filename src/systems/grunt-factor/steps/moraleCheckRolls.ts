import { d20RollUnder } from '../common/d20RollUnder.js';

/** The checks an event calls for and the LD faces they roll against (a MoraleCheckCell's). */
export interface MoraleRollsPlan {
  morale: boolean;
  special: boolean;
  oneRoll: boolean;
  ldFaces: number;
}

/**
 * The morale checks one event calls for (Morale checks, Special morale checks), for the kernels: a d20 at or under
 * LD for each check due — with `oneRoll`, the first roll decides both. Reads no uniform when no check is due, else
 * one (one roll) or two (`u[next]`, `u[next + 1]`), and advances nothing: the caller adds moraleCheckDraws.
 * Returns bit 0 panicked (the morale check failed), bit 1 falls back (the special check failed).
 * @example moraleCheckRolls({ morale: true, special: false, oneRoll: false, ldFaces: 9 }, Float64Array.of(0.9, 0), 0) // 1: a 19 fails LD 9
 */
export function moraleCheckRolls(p: MoraleRollsPlan, u: Float64Array, next: number): number {
  if (!p.morale && !p.special) return 0;
  // 1 when the roll fails; the second check reuses the first roll with one-roll.
  const first = d20RollUnder(u[next], p.ldFaces) ^ 1;
  const second = p.oneRoll ? first : d20RollUnder(u[next + 1], p.ldFaces) ^ 1;
  const panicked = p.morale ? first : 0;
  const fallsBack = p.special ? (p.morale ? second : first) : 0;
  return panicked | (fallsBack << 1);
}

/** The uniforms moraleCheckRolls reads. */
export function moraleCheckDraws(p: MoraleRollsPlan): number {
  return !p.morale && !p.special ? 0 : p.oneRoll ? 1 : 2;
}
