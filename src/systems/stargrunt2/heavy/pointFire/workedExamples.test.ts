import { describe, expect, it } from 'vitest';
import { exactSummary } from '../../../../../testing/exactSummary.js';
import { pointFireCell } from '../../../../../testing/systems/stargrunt2/heavy/pointFire/testCells.js';
import {
  gradeOf,
  penetration,
} from '../../../../../testing/systems/stargrunt2/heavy/pointTarget/bruteForcePointTarget.js';
import { exactPointTarget } from '../pointTarget/exactPointTarget.js';
import { pointTargetLayout } from '../pointTarget/pointTargetLayout.js';

describe('HEAVY WEAPON FIRE AT POINT TARGETS: the scout car RFAC example', () => {
  const cell = pointFireCell({
    firer: { quality: 'regular', weapon: 'rfac-1', fire_control: 'basic' },
    target: { size: 3, armour: 2, suspension: 'tracked' },
    range: 40,
  });

  it('sets the dice: 36" range band against the size 3 APC, so a D6 range die at 40"; D8 crew, D6 basic FC', () => {
    expect(cell.targetDie).toBe(6);
    expect(cell.firerDice).toEqual([8, 6]);
    expect(cell.impact).toEqual({ sides: 10, multiplier: 1 });
    expect(cell.armour).toEqual({ sides: 12, multiplier: 2 });
  });

  it('"The target rolls a 4 on his D6, but the firer ... rolls 7 and 5": a MAJOR HIT', () => {
    expect(gradeOf(4, [7, 5])).toBe(2);
  });

  it('"The target ... scores 4, which multiplied by 2 gives him 8. The firer ... scores 7 ... doubled to 14": DISABLED', () => {
    expect(penetration(cell, 2, 7, 4).result).toBe('disabled');
    expect(penetration(cell, 1, 7, 4).result).toBe('non-penetrating'); // "for a MINOR hit this would not be enough"
    expect(penetration(cell, 1, 9, 4).result).toBe('disabled'); // "9 or more ... enough to penetrate even with just a minor hit"
    expect(penetration(cell, 2, 9, 4).result).toBe('destroyed'); // "18 would have been more than TWICE the target's final score"
  });

  it('gives the exact chance of a major hit by hand: Σ_r (8−r)(6−r) / 288 = 85/288', () => {
    const exact = exactSummary(pointTargetLayout(cell), exactPointTarget(cell));
    expect(exact.distributions.hit['2']).toBeCloseTo(85 / 288, 14);
    // Exactly one die above r: Σ_r [(8−r)·r + r·(6−r)] / 288.
    let one = 0;
    for (let r = 1; r <= 6; r++) one += ((8 - r) * r + r * (6 - r)) / 288;
    expect(exact.distributions.hit['1']).toBeCloseTo(one, 14);
  });

  it('reads "MORE THAN TWICE" as more than twice the armour score unless the variant says otherwise', () => {
    const variant = pointFireCell({
      rules: { 'destroyed-threshold': 'exceeds-by-more-than-twice' },
      firer: { quality: 'regular', weapon: 'rfac-1', fire_control: 'basic' },
      target: { size: 3, armour: 2, suspension: 'tracked' },
      range: 40,
    });
    expect(penetration(variant, 2, 9, 4).result).toBe('disabled'); // 18 − 8 = 10, not more than 16
    expect(penetration(variant, 2, 7, 2).result).toBe('destroyed'); // 14 − 4 = 10 > 8
  });
});

describe('FIRING SMALL ARMS AT POINT TARGETS: the Gauss jeep example', () => {
  const cell = pointFireCell({
    firer: {
      quality: 'regular',
      troops: [
        { count: 5, weapon: 'gauss-rifle' },
        { count: 1, weapon: 'gauss-saw' },
      ],
    },
    target: {
      size: 1,
      armour: 'd6',
      suspension: 'civilian-wheeled',
      occupants: [
        { count: 1, armour: 'basic' },
        { count: 3, armour: 'partial-light' },
      ],
    },
    range: 8,
  });

  it("rolls three dice (quality, small arms firepower, Gauss SAW) and the Gauss impact D12 against the jeep's D6", () => {
    expect(cell.mode).toBe('small-arms');
    expect(cell.firerDice).toEqual([8, 10, 10]);
    expect(cell.impact).toEqual({ sides: 12, multiplier: 1 });
    expect(cell.armour).toEqual({ sides: 6, multiplier: 1 });
    expect(cell.occupants).toEqual([4, 6, 6, 6]);
  });

  it('"the firer rolls a 9, while the target gets just 4 ... MORE THAN TWICE ... the jeep is DISABLED", occupants roll', () => {
    expect(penetration(cell, 2, 9, 4)).toEqual({ result: 'disabled', threshold: 0 });
    // Occupant rolls 3 (D4) OK, 4 safe, 2 WOUNDED, 1 KILLED: face 1 dead, face 2 wounded.
    expect(penetration(cell, 2, 5, 4)).toEqual({ result: 'no_damage', threshold: 0 }); // penetrates: casualties only
    expect(penetration(cell, 2, 4, 4)).toEqual({ result: 'no_damage', threshold: -1 });
  });

  it('gives each occupant 1/sides dead and 1/sides wounded once penetrated (exact against a hand count)', () => {
    const exact = exactSummary(pointTargetLayout(cell), exactPointTarget(cell));
    // P(penetration | major) = P(D12 > D6) = Σ_a (12 − a) / 72 = 51/72.
    const major = exact.distributions.hit['2'];
    const pen = major * (51 / 72);
    // Mean dead = P(pen) × (1/4 + 3 × 1/6).
    expect(exact.means.dead.mean).toBeCloseTo(pen * (1 / 4 + 3 / 6), 12);
    // Disabled needs impact > 2 × armour: Σ_a max(0, 12 − 2a) / 72 = (10+8+6+4+2)/72 = 30/72.
    expect(exact.outcomes.disabled.p).toBeCloseTo(major * (30 / 72), 12);
  });
});
