import type { Die } from '../../../../dice/dieType.js';

/** One normalized deadfall drop: plain data for the kernel and the exact evaluator. */
export interface BombRunCell {
  bombs: number;
  /** Each bomb D6" on from the last (a stick), or each D6" from the craft. */
  stick: boolean;
  /** From a hovering craft every bomb lands at 0", no die rolled. */
  hovering: boolean;
  /** Where the figures stand: inches ahead along the flight line and to its side. */
  ahead: number;
  aside: number;
  figures: number;
  /** Squared distance from an impact point that counts as within the burst radius (see burstLimit). */
  burstLimit: number;
  /** The warhead's impact against dispersed targets and the figures' armour (any d-N or listed faces), after cover's open shift. */
  impact: Die;
  armour: Die;
  /** A KILL when the impact exceeds this many times the armour roll (parameter `kill-multiple`, the book's 2). */
  killMultiple: number;
  note?: string;
}

/** The farthest a bomb can land ahead of the craft. */
export function maxImpact(cell: BombRunCell): number {
  return cell.hovering ? 0 : cell.stick ? 6 * cell.bombs : 6;
}

/** Whether a bomb landing `at` inches ahead catches the target: every evaluator uses this same arithmetic. */
export function caughtAt(cell: BombRunCell, at: number): boolean {
  const dx = at - cell.ahead;
  return dx * dx + cell.aside * cell.aside <= cell.burstLimit;
}
