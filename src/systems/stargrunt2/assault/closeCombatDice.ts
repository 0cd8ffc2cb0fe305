import { dieTypeAt, dieTypeIndex } from '../../../dice/dieType.js';

/** One side's figure in a close-combat pair: its quality die, its own upward shifts, and power armour. */
export interface CloseCombatFigure {
  /** Sides of the QUALITY die. */
  quality: number;
  /** Upward die shifts: close-combat weapon (+1, +2) and, for defenders in the first round, cover (+1). */
  shift: number;
  powerArmour: boolean;
}

/** A figure's close-combat die: one roll of `sides` faces times `multiplier` (2 in power armour). */
export interface CloseCombatDie {
  sides: number;
  multiplier: number;
}

/**
 * The two dice of a close-combat pair (CLOSE COMBAT RESOLUTION): "the figure's QUALITY die, shifted by the
 * close-combat weapon type ... this is an OPEN SHIFT, so if the weapons shift(s) would push the die type over a
 * D12 then they are applied as NEGATIVE shifts to the opponent's die type"; "If one figure is in POWER ARMOUR,
 * then DOUBLE his die roll score". Both sides shift at once: each side's excess past D12 is taken off the
 * other side's own shifted die (closed at D4), so the order does not matter (docs/rules/stargrunt2.md).
 * @example closeCombatDice({ quality: 10, shift: 2, powerArmour: true }, { quality: 8, shift: 0, powerArmour: false })
 *   // [{ sides: 12, multiplier: 2 }, { sides: 6, multiplier: 1 }] (the rulebook's flamer example)
 */
export function closeCombatDice(a: CloseCombatFigure, b: CloseCombatFigure): [CloseCombatDie, CloseCombatDie] {
  const top = 4;
  const wantA = dieTypeIndex(a.quality) + a.shift;
  const wantB = dieTypeIndex(b.quality) + b.shift;
  const excessA = Math.max(0, wantA - top);
  const excessB = Math.max(0, wantB - top);
  const clamp = (i: number) => Math.max(0, Math.min(top, i));
  return [
    { sides: dieTypeAt(clamp(Math.min(top, wantA) - excessB)), multiplier: a.powerArmour ? 2 : 1 },
    { sides: dieTypeAt(clamp(Math.min(top, wantB) - excessA)), multiplier: b.powerArmour ? 2 : 1 },
  ];
}
