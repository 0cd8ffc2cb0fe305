import { dieTypeAt, dieTypeIndex } from '../../../dice/dieType.js';

/** One side's figure in a close-combat pair: its quality die, its own upward shifts, and power armour. */
export interface CloseCombatFigure {
  /** Sides of the QUALITY die. */
  quality: number;
  /** Upward die shifts: close-combat weapon (+1, +2) and, for defenders in the first round, cover (+1). */
  shift: number;
  powerArmour: boolean;
}

/**
 * What power armour gives in close combat (parameter `power-armour-close-combat`): the book's doubled score, one or
 * two upward open shifts instead, or nothing.
 */
export type PowerArmourCloseCombat = 'double' | 'shift-1' | 'shift-2' | 'none';

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
 * other side's own shifted die (closed at D4), so the order does not matter (docs/rules/stargrunt2.md). With
 * `powerArmour` other than `double`, power armour is that many more open shifts (or none) and no multiplier.
 * @example closeCombatDice({ quality: 10, shift: 2, powerArmour: true }, { quality: 8, shift: 0, powerArmour: false })
 *   // [{ sides: 12, multiplier: 2 }, { sides: 6, multiplier: 1 }] (the rulebook's flamer example)
 * @example closeCombatDice({ quality: 10, shift: 2, powerArmour: true }, { quality: 8, shift: 0, powerArmour: false }, 'shift-1')
 *   // [{ sides: 12, multiplier: 1 }, { sides: 4, multiplier: 1 }] (two shifts past the D12 taken off the D8)
 */
export function closeCombatDice(
  a: CloseCombatFigure,
  b: CloseCombatFigure,
  powerArmour: PowerArmourCloseCombat = 'double',
): [CloseCombatDie, CloseCombatDie] {
  const top = 4;
  const armourShift = powerArmour === 'shift-1' ? 1 : powerArmour === 'shift-2' ? 2 : 0;
  const doubled = powerArmour === 'double';
  const wantA = dieTypeIndex(a.quality) + a.shift + (a.powerArmour ? armourShift : 0);
  const wantB = dieTypeIndex(b.quality) + b.shift + (b.powerArmour ? armourShift : 0);
  const excessA = Math.max(0, wantA - top);
  const excessB = Math.max(0, wantB - top);
  const clamp = (i: number) => Math.max(0, Math.min(top, i));
  return [
    { sides: dieTypeAt(clamp(Math.min(top, wantA) - excessB)), multiplier: a.powerArmour && doubled ? 2 : 1 },
    { sides: dieTypeAt(clamp(Math.min(top, wantB) - excessA)), multiplier: b.powerArmour && doubled ? 2 : 1 },
  ];
}
