import type { CounterKind } from './data/spottingTables.js';

/**
 * What an observer has learnt of an inverted counter, in increasing order (a later attempt keeps the best):
 * NOTHING (still inverted, unidentified), NOT_A_UNIT (still inverted, "the observer knows only that there is not
 * actually a troop unit present"), FLIPPED (a unit's counter turned face-up, its figures not placed), REVEALED (a
 * unit's or sniper's figures placed, a dummy removed, a mine or booby-trap face-up).
 */
export const NOTHING = 0;
export const NOT_A_UNIT = 1;
export const FLIPPED = 2;
export const REVEALED = 3;

/** The variants of SPOTTING HIDDEN UNITS that change what a success does; see docs/rules/stargrunt2.md. */
interface CounterRules {
  /** left-inverted: the text ("it is left inverted"); removed: the summary ("Minor success = ... dummies removed"). */
  dummyMinor: 'left-inverted' | 'removed';
  /** A mine or booby-trap is flipped face-up only this close, in inches (parameter `mine-reveal-within`, the book's 6"). */
  mineRevealWithin: number;
}

/**
 * What a spotting roll does to a counter of `kind`, `range` inches from the observer, by the number of the
 * observer's dice that beat its die (0, 1, 2): SPOTTING HIDDEN UNITS.
 * @example spotResults('unit', 18, { dummyMinor: 'left-inverted', mineRevealWithin: 6 }) // [0, 2, 3]: nothing, flipped, revealed
 * @example spotResults('mine', 8, { dummyMinor: 'left-inverted', mineRevealWithin: 6 }) // [0, 1, 1]: beyond 6" a mine stays inverted
 */
export function spotResults(kind: CounterKind, range: number, rules: CounterRules): [number, number, number] {
  switch (kind) {
    case 'unit':
      return [NOTHING, FLIPPED, REVEALED];
    case 'sniper':
      return [NOTHING, NOT_A_UNIT, REVEALED];
    case 'dummy':
      return [NOTHING, rules.dummyMinor === 'removed' ? REVEALED : NOT_A_UNIT, REVEALED];
    default:
      // mine, booby-trap: flipped face-up on a major success "unless the observer is within 6" of them".
      return [NOTHING, NOT_A_UNIT, range <= rules.mineRevealWithin ? REVEALED : NOT_A_UNIT];
  }
}

/**
 * A counter NOT in cover, in line of sight, with no roll (HIDDEN UNITS ii; SPOTTING FROM AIR VEHICLES): to a ground
 * observer a unit, sniper or dummy is revealed at once and a mine or booby-trap is not ("NOT automatically revealed
 * when in line of sight": undefined, it must be rolled for); to an airborne one (a drone) "all counters NOT concealed
 * in cover are automatically spotted ... (but not revealed unless they are actually troop units)".
 * @example automaticResult('dummy', false) // 3 (REVEALED: removed from play)
 * @example automaticResult('mine', false) // undefined (rolled for)
 */
export function automaticResult(kind: CounterKind, airborne: boolean): number | undefined {
  if (airborne) return kind === 'unit' ? REVEALED : NOT_A_UNIT;
  return kind === 'mine' || kind === 'booby-trap' ? undefined : REVEALED;
}
