import { describe, expect, it } from 'vitest';
import { compareDice } from '../../dice/exact/compareDice.js';
import { Dist } from '../../dice/exact/Dist.js';
import { hitEffect } from './impactVsArmour.js';

const DICE = [4, 6, 8, 10, 12];

/**
 * SINGLE OPPOSED ROLL, worked by hand: faces of die A beating die B out of A×B.
 * For A ≥ B the winners are A·B − B(B+1)/2; for A < B they are A(A−1)/2.
 */
const WINS: Record<number, number[]> = {
  //   vs  D4  D6  D8  D10  D12
  4: [6, 6, 6, 6, 6],
  6: [14, 15, 15, 15, 15],
  8: [22, 27, 28, 28, 28],
  10: [30, 39, 44, 45, 45],
  12: [38, 51, 60, 65, 66],
};

/**
 * IMPACT vs ARMOUR, worked by hand: [wounds, kills] out of impact × armour. A kill needs impact > 2 × armour:
 * Σ over armour faces y of max(0, impact − 2y); wounds are the remaining wins.
 */
const WOUND_KILL: Record<number, Array<[number, number]>> = {
  //   armour D4       D6        D8        D10       D12
  4: [
    [4, 2],
    [4, 2],
    [4, 2],
    [4, 2],
    [4, 2],
  ],
  6: [
    [8, 6],
    [9, 6],
    [9, 6],
    [9, 6],
    [9, 6],
  ],
  8: [
    [10, 12],
    [15, 12],
    [16, 12],
    [16, 12],
    [16, 12],
  ],
  10: [
    [10, 20],
    [19, 20],
    [24, 20],
    [25, 20],
    [25, 20],
  ],
  12: [
    [10, 28],
    [21, 30],
    [30, 30],
    [35, 30],
    [36, 30],
  ],
};

describe('single opposed roll: all 25 die pairs', () => {
  for (const a of DICE) {
    DICE.forEach((b, j) => {
      it(`D${a} beats D${b} in ${WINS[a][j]} of ${a * b}`, () => {
        const exact = compareDice(Dist.uniform(a), Dist.uniform(b)).probExact('greater');
        expect(Number(exact.num) / Number(exact.den)).toBeCloseTo(WINS[a][j] / (a * b), 14);
      });
    });
  }
});

describe('impact against armour: wound and kill for all 25 pairs', () => {
  for (const impact of DICE) {
    DICE.forEach((armour, j) => {
      const [wounds, kills] = WOUND_KILL[impact][j];
      it(`impact D${impact} against armour D${armour}: ${wounds} wounds, ${kills} kills of ${impact * armour}`, () => {
        const counted = { none: 0, wound: 0, kill: 0 };
        for (let x = 1; x <= impact; x++) for (let y = 1; y <= armour; y++) counted[hitEffect(x, y)]++;
        expect(counted).toEqual({ none: impact * armour - wounds - kills, wound: wounds, kill: kills });
      });
    });
  }

  it('follows the rulebook three-hit example (D10 impact against D6 partial light armour)', () => {
    expect(hitEffect(3, 5)).toBe('none'); // "stopped by the target's armour"
    expect(hitEffect(6, 5)).toBe('wound'); // "won the roll but not scored more than twice"
    expect(hitEffect(9, 4)).toBe('kill'); // "enough for a KILL result"
    expect(hitEffect(8, 4)).toBe('wound'); // exactly twice is not more than twice
  });
});
