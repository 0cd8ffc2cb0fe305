import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceFollowThrough } from '../../../../../testing/systems/stargrunt2/assault/followThrough/bruteForceFollowThrough.js';
import { exactFollowThrough } from './exactFollowThrough.js';
import followThroughDefinition from './followThroughDefinition.js';
import followThroughKernel from './followThroughKernel.js';

const input = (unit: Record<string, unknown>, defender: string, distance: number) => ({
  system: 'stargrunt2',
  resolve: 'follow-through',
  unit,
  defender,
  distance,
});
const cell = (unit: Record<string, unknown>, defender: string, distance: number) =>
  cellOf(followThroughDefinition, input(unit, defender, distance));
const regular2 = { quality: 'regular', leadership: 2 };

describe('follow-through', () => {
  it('a Regular LV2 after the defenders pulled back: exceed 4 on a D8, then D6 × 2" must cover 8" (hand-worked: 1/2 × 1/2)', () => {
    const c = cell(regular2, 'withdrew', 8);
    expect([c.sides, c.needed, c.moveDie]).toEqual([8, 4, 6]);
    const r = exactFollowThrough(c);
    expect(r.outcomes).toEqual({ test_failed: 0.5, falls_short: 0.25, reaches: 0.25 });
    expect(r.distributions.move_inches[0]).toBe(0.5);
    expect(r.distributions.move_inches[12]).toBeCloseTo(1 / 12, 15);
  });

  it('"+1 if the defending units were completely destroyed": the same unit exceeds 3, five times in eight', () => {
    expect(exactFollowThrough(cell(regular2, 'destroyed', 0)).outcomes.reaches).toBe(5 / 8);
    // Fast power armour moves D12 × 2"; encumbered troops one die type lower (D6 → D4).
    expect(cell({ ...regular2, mobility: 'fast-power-armour' }, 'destroyed', 10).moveDie).toBe(12);
    expect(cell({ ...regular2, encumbered: true }, 'destroyed', 10).moveDie).toBe(4);
  });

  it('exact equals a plain enumeration across qualities, mobilities, endings and distances', () => {
    const QUALITY = { green: 6, regular: 8, elite: 12 } as const;
    const MOVE = { normal: 6, 'very-light': 8, 'fast-power-armour': 12 } as const;
    for (const [quality, sides] of Object.entries(QUALITY)) {
      for (const [mobility, moveSides] of Object.entries(MOVE)) {
        for (const defender of ['destroyed', 'withdrew'] as const) {
          for (const distance of [0, 5, 12, 24.5]) {
            const got = exactFollowThrough(cell({ quality, leadership: 1, mobility }, defender, distance));
            const want = bruteForceFollowThrough(sides, 1, defender, moveSides, distance);
            for (const name of ['test_failed', 'falls_short', 'reaches'] as const)
              expect(got.outcomes[name]).toBeCloseTo(want[name], 14);
            want.move_inches.forEach((p, k) => expect(got.distributions.move_inches[k]).toBeCloseTo(p, 14));
          }
        }
      }
    }
  });

  it('refuses a misspelt ending and a negative distance', () => {
    expect(followThroughDefinition.schema.safeParse(input(regular2, 'retreated', 6)).success).toBe(false);
    expect(followThroughDefinition.schema.safeParse(input(regular2, 'withdrew', -1)).success).toBe(false);
  });

  it("rules.destroyed-threat-level and withdrew-threat-level replace the book's +1 and +2 (enumeration, Monte Carlo)", () => {
    const c = cellOf(followThroughDefinition, {
      ...input(regular2, 'withdrew', 8),
      rules: { 'withdrew-threat-level': 0 },
    });
    expect(c.needed).toBe(2);
    const want = bruteForceFollowThrough(8, 2, 'withdrew', 6, 8, 0);
    const got = exactFollowThrough(c);
    expect(got.outcomes.test_failed).toBeCloseTo(want.test_failed, 15);
    expect(got.outcomes.reaches).toBeCloseTo(want.reaches, 15);
    expect(got.outcomes.reaches).toBe(6 / 8 / 2); // exceed 2 on a D8, then D6 × 2" covers 8" on 4–6
    const d = cellOf(followThroughDefinition, {
      ...input(regular2, 'destroyed', 0),
      rules: { 'destroyed-threat-level': 3 },
    });
    expect(exactFollowThrough(d).outcomes.reaches).toBe(3 / 8);
    expectKernelMatchesExact(followThroughKernel, c, exactFollowThrough(c), 100_000, 750);
  });

  it('Monte Carlo within 4.5 standard errors of exact', () => {
    [
      cell(regular2, 'withdrew', 8),
      cell({ quality: 'veteran', leadership: 1, mobility: 'fast-power-armour' }, 'destroyed', 13),
      cell({ quality: 'green', leadership: 3, encumbered: true }, 'withdrew', 3),
    ].forEach((c, i) => expectKernelMatchesExact(followThroughKernel, c, exactFollowThrough(c), 200_000, 740 + i));
  });
});
