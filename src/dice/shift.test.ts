import { describe, expect, it } from 'vitest';
import { DIE_TYPES, dieTypeIndex } from './dieType.js';
import { closedShift, closedShiftDie, openShift, openShiftDice, shiftSteps } from './shift.js';

// Rulebook (stargrunt2.txt, DICE TYPES AND CONVENTIONS → DIE TYPE SHIFTS): "shift up one Die Type"
// means the next largest die; a CLOSED shift ignores excess beyond D4/D12; an OPEN shift applies the
// excess as OPPOSITE shifts to the opponent's die.

describe('closedShift', () => {
  it('moves along the ladder and ignores excess', () => {
    expect(closedShift(6, 1)).toBe(8);
    expect(closedShift(6, -1)).toBe(4);
    expect(closedShift(8, 0)).toBe(8);
    expect(closedShift(10, 3)).toBe(12);
    expect(closedShift(6, -5)).toBe(4);
    expect(closedShift(4, 4)).toBe(12);
  });

  it('rejects dice off the ladder and fractional steps', () => {
    expect(() => closedShift(20, 1)).toThrow(RangeError);
    expect(() => closedShift(6, 1.5)).toThrow(RangeError);
  });
});

describe('openShift', () => {
  it("gives the rulebook's example: D8 armour up 3 → D12, impact D10 down 1 → D8", () => {
    // BENEFITS OF BEING IN POSITION: "this would shift their D8 to a D14 … so the die used is a D12 and
    // the extra 1 shift is used to move the firer's IMPACT die from a D10 down to a D8."
    expect(openShift(8, 10, 3)).toEqual({ own: 12, opponent: 8 });
  });

  it('leaves the opponent alone when there is no excess', () => {
    expect(openShift(8, 10, 2)).toEqual({ own: 12, opponent: 10 });
    expect(openShift(8, 10, -2)).toEqual({ own: 4, opponent: 10 });
    expect(openShift(8, 10, 0)).toEqual({ own: 8, opponent: 10 });
  });

  it('shifts the opponent up when its own die drops below a D4', () => {
    expect(openShift(6, 8, -3)).toEqual({ own: 4, opponent: 12 });
  });

  it("closes the opponent's shift at D4 and D12", () => {
    expect(openShift(10, 6, 5)).toEqual({ own: 12, opponent: 4 });
    expect(openShift(4, 12, -1)).toEqual({ own: 4, opponent: 12 });
  });

  it('moves the pair apart by exactly the shift unless the opponent is closed at an end', () => {
    for (const own of DIE_TYPES) {
      for (const opponent of DIE_TYPES) {
        for (let steps = -8; steps <= 8; steps++) {
          const r = openShift(own, opponent, steps);
          expect(r.own).toBe(closedShift(own, steps));
          const gap = dieTypeIndex(r.own) - dieTypeIndex(r.opponent) - (dieTypeIndex(own) - dieTypeIndex(opponent));
          if (r.opponent !== 4 && r.opponent !== 12) expect(gap).toBe(steps);
          else expect(Math.abs(gap)).toBeLessThanOrEqual(Math.abs(steps));
        }
      }
    }
  });

  it('rejects dice off the ladder', () => {
    expect(() => openShift(8, 20, 1)).toThrow(RangeError);
    expect(() => openShift(3, 8, 1)).toThrow(RangeError);
  });
});

describe('shiftSteps', () => {
  it('counts ladder steps', () => {
    expect(shiftSteps(6, 12)).toBe(3);
    expect(shiftSteps(12, 4)).toBe(-4);
    expect(shiftSteps(8, 8)).toBe(0);
    for (const from of DIE_TYPES) for (const to of DIE_TYPES) expect(closedShift(from, shiftSteps(from, to))).toBe(to);
    expect(() => shiftSteps(6, 20)).toThrow(RangeError);
  });
});

describe('shifts of whole dice', () => {
  const d = (sides: number, multiplier = 1) => ({ sides, multiplier });
  const table = { sides: 6, multiplier: 1, faces: [0, 0, 1, 1, 2, 3] };

  it('on the ladder are closedShift and openShift exactly, multipliers kept', () => {
    for (const own of [4, 6, 8, 10, 12]) {
      for (const opponent of [4, 6, 8, 10, 12]) {
        for (const steps of [-5, -2, -1, 0, 1, 2, 5]) {
          const plain = openShift(own, opponent, steps);
          expect(openShiftDice(d(own), d(opponent, 2), steps)).toEqual({
            own: d(plain.own),
            opponent: d(plain.opponent, 2),
          });
        }
        expect(closedShiftDie(d(own, 3), 2)).toEqual(d(closedShift(own, 2), 3));
      }
    }
  });

  it('leave a die off the ladder as it is when no shift reaches it', () => {
    expect(closedShiftDie(d(14), 0)).toEqual(d(14));
    expect(closedShiftDie(table, 0)).toBe(table);
    expect(openShiftDice(d(20), table, 0)).toEqual({ own: d(20), opponent: table });
    // D6 up one is D8: no excess reaches the d14 opponent.
    expect(openShiftDice(d(6), d(14), 1)).toEqual({ own: d(8), opponent: d(14) });
  });

  it('refuse to move a die off the ladder, saying which', () => {
    expect(closedShiftDie(d(14), 1)).toEqual({ offLadder: 'own' });
    expect(closedShiftDie(table, -1)).toEqual({ offLadder: 'own' });
    expect(openShiftDice(d(2), d(6), 1)).toEqual({ offLadder: 'own' });
    // D12 up one has nowhere to go: the excess would lower the opponent, which has no lower type.
    expect(openShiftDice(d(12), table, 1)).toEqual({ offLadder: 'opponent' });
  });
});
