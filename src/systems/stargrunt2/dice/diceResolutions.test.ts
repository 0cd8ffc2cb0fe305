import { describe, expect, it } from 'vitest';
import { createStream } from '../../../dice/streams.js';
import { consistentWithExact } from '../../../../testing/stats/consistentWithExact.js';
import type { Kernel } from '../../LegacyKernel.js';
import { createImpactVsArmourKernel, exactImpactVsArmour, impactVsArmourDefinition } from './impactVsArmour.js';
import { createOpposedRollKernel, exactOpposedRoll, opposedRollDefinition } from './opposedRoll.js';

function normalize<T>(definition: { cellSchema: { parse(x: unknown): unknown }; normalize(x: unknown): unknown }, input: object): T {
  const result = definition.normalize(definition.cellSchema.parse(input)) as { ok: boolean; value: T };
  return result.value;
}

function agreesWithExact(kernel: Kernel, exact: Float64Array, seed: number): boolean {
  const counters = new Float64Array(3);
  kernel.run(createStream(seed, 0).s, 200_000, counters);
  return [0, 1, 2].every((i) => consistentWithExact(counters[i], 200_000, exact[i]));
}

describe('opposed roll', () => {
  it('gives the single opposed roll of TYPES OF DIE ROLLS: D8 against D6 wins 27 of 48', () => {
    const cell = normalize<{ dice: number[]; against: number }>(opposedRollDefinition, {
      system: 'stargrunt2', resolve: 'opposed-roll', first: 'd8', against: 'd6',
    });
    const exact = exactOpposedRoll(cell);
    expect(exact[1]).toBeCloseTo(27 / 48, 15);
    expect(exact[2]).toBe(0);
    expect(agreesWithExact(createOpposedRollKernel(cell), exact, 1)).toBe(true);
  });

  it('gives a multiple opposed roll counted by hand: D4 and D4 against D4', () => {
    // Both above r: Σ_r ((4−r)/4)² / 4 = 14/64; exactly one: Σ_r 2(4−r)r/16 / 4 = 20/64.
    const cell = normalize<{ dice: number[]; against: number }>(opposedRollDefinition, {
      system: 'stargrunt2', resolve: 'opposed-roll', first: 'd4', second: 'd4', against: 'd4',
    });
    const exact = exactOpposedRoll(cell);
    expect([...exact].map((p) => p * 64)).toEqual([30, 20, 14].map((x) => expect.closeTo(x, 10)) as unknown as number[]);
    expect(agreesWithExact(createOpposedRollKernel(cell), exact, 2)).toBe(true);
    const three = normalize<{ dice: number[]; against: number }>(opposedRollDefinition, {
      system: 'stargrunt2', resolve: 'opposed-roll', first: 'd10', second: 'd8', extra: ['d12'], against: 'd8',
    });
    expect(agreesWithExact(createOpposedRollKernel(three), exactOpposedRoll(three), 3)).toBe(true);
  });
});

describe('impact against armour', () => {
  it('counts wounds and kills: D10 against D6 gives 19 wounds and 20 kills in 60', () => {
    const cell = normalize<{ impact: { sides: number; multiplier: number }; armour: { sides: number; multiplier: number } }>(
      impactVsArmourDefinition, { system: 'stargrunt2', resolve: 'impact-vs-armour', impact: 'd10', armour: 'd6' },
    );
    const exact = exactImpactVsArmour(cell);
    expect(exact[1]).toBeCloseTo(19 / 60, 15);
    expect(exact[2]).toBeCloseTo(20 / 60, 15);
    expect(agreesWithExact(createImpactVsArmourKernel(cell), exact, 4)).toBe(true);
  });

  it('shifts armour past D12 onto the impact die (open shift)', () => {
    const cell = normalize<{ impact: { sides: number }; armour: { sides: number } }>(impactVsArmourDefinition, {
      system: 'stargrunt2', resolve: 'impact-vs-armour', impact: 'd10', armour: 'd8', armour_shift: 3,
    });
    expect(cell.armour.sides).toBe(12);
    expect(cell.impact.sides).toBe(8);
  });

  it('handles multiplied dice: D12x2 against D12x3', () => {
    const cell = normalize<{ impact: { sides: number; multiplier: number }; armour: { sides: number; multiplier: number } }>(
      impactVsArmourDefinition, { system: 'stargrunt2', resolve: 'impact-vs-armour', impact: 'd12x2', armour: 'd12x3' },
    );
    let wounds = 0;
    let kills = 0;
    for (let i = 1; i <= 12; i++) for (let a = 1; a <= 12; a++) {
      if (2 * i > 6 * a) kills++;
      else if (2 * i > 3 * a) wounds++;
    }
    const exact = exactImpactVsArmour(cell);
    expect(exact[1]).toBeCloseTo(wounds / 144, 15);
    expect(exact[2]).toBeCloseTo(kills / 144, 15);
    expect(agreesWithExact(createImpactVsArmourKernel(cell), exact, 5)).toBe(true);
  });
});
