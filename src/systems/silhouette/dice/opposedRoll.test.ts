import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { packExact } from '../../../core/ExactResult.js';
import { exactOpposedRoll, type OpposedRollExact } from './exactOpposedRoll.js';
import type { OpposedRollCell } from './OpposedRollCell.js';
import opposedRollDefinition from './opposedRollDefinition.js';
import opposedRollKernel from './opposedRollKernel.js';
import { opposedRollLayout } from './opposedRollLayout.js';

const opposedCell = (input: object) =>
  cellOf(opposedRollDefinition, { system: 'silhouette', resolve: 'opposed-roll', ...input });

/** Independent plain enumeration of every face of both sides, by the rule's words; counters like the kernel's. */
function enumerate(cell: OpposedRollCell, size: number): Float64Array {
  const out = new Float64Array(2 + size);
  const n = cell.attackDice + cell.defenseDice;
  const total = 6 ** n;
  const total6 = (faces: number[], modifier: number) => {
    const sixes = faces.filter((f) => f === 6).length;
    return {
      fumble: cell.fumbles && faces.every((f) => f === 1),
      value: Math.max(0, Math.max(...faces) + Math.max(0, sixes - 1) + modifier),
    };
  };
  for (let i = 0; i < total; i++) {
    const faces = Array.from({ length: n }, (_, d) => (Math.floor(i / 6 ** d) % 6) + 1);
    const a = total6(faces.slice(0, cell.attackDice), cell.attackModifier);
    const d = total6(faces.slice(cell.attackDice), cell.defenseModifier);
    let mos = -1;
    if (a.fumble) mos = -1;
    else if (d.fumble) mos = a.value;
    else if (a.value > d.value) mos = a.value - d.value;
    out[mos >= 0 ? 0 : 1]++;
    out[2 + Math.max(0, mos)]++;
  }
  return out.map((count) => count / total);
}

/** The mean Margin of Success of an exact result. */
const meanMargin = (e: OpposedRollExact) => e.distributions.margin_of_success.reduce((s, p, k) => s + p * k, 0);

describe('silhouette opposed-roll (BASIC GAME MECHANISMS)', () => {
  it('one die against one, hand-worked: the attacker wins 15/36, mean MoS 40/36 (35/36 without fumbles)', () => {
    // Attack 1 fumbles (6 of 36); defense 1 fumbles: attack 2..6 wins with MoS a (sum 20); both 2..6: 10 wins, MoS sum 20.
    const cell = opposedCell({ attack: { dice: 1 }, defense: { dice: 1 } });
    const exact = exactOpposedRoll(cell);
    expect(exact.outcomes.attacker_wins).toBeCloseTo(15 / 36, 15);
    expect(exact.outcomes.defender_wins).toBeCloseTo(21 / 36, 15);
    expect(meanMargin(exact)).toBeCloseTo(40 / 36, 14);
    const plain = exactOpposedRoll(
      opposedCell({ rules: { fumble: 'none' }, attack: { dice: 1 }, defense: { dice: 1 } }),
    );
    expect(plain.outcomes.attacker_wins).toBeCloseTo(15 / 36, 15);
    expect(meanMargin(plain)).toBeCloseTo(35 / 36, 14); // Σ k(6 − k), k = 1..5
  });

  const cases: Array<[string, object]> = [
    [
      '2 dice +1 against 2 dice (the demo pilots attacking)',
      { attack: { dice: 2, modifier: 1 }, defense: { dice: 2 } },
    ],
    ['3 dice against 1 die +2', { attack: { dice: 3 }, defense: { dice: 1, modifier: 2 } }],
    [
      '1 die −2 against 3 dice −3 (totals floored at 0)',
      { attack: { dice: 1, modifier: -2 }, defense: { dice: 3, modifier: -3 } },
    ],
    ['2 dice against 3 dice, no fumbles', { rules: { fumble: 'none' }, attack: { dice: 2 }, defense: { dice: 3 } }],
    ['4 dice against 2 dice +1', { attack: { dice: 4 }, defense: { dice: 2, modifier: 1 } }],
  ];
  cases.forEach(([name, input], i) => {
    it(`${name}: exact equals the enumeration; Monte Carlo within 4.5 standard errors`, () => {
      const cell = opposedCell(input);
      const exact = packExact(opposedRollLayout(cell), exactOpposedRoll(cell));
      const brute = enumerate(cell, exact.length - 2);
      exact.forEach((p, k) => expect(p, `counter ${k}`).toBeCloseTo(brute[k], 13));
      expectKernelMatchesExact(opposedRollKernel, cell, exactOpposedRoll(cell), 200_000, i);
    });
  });

  it('the defender wins draws: 1 die +5 against 1 die +5 is 1 die against 1 die', () => {
    const a = exactOpposedRoll(opposedCell({ attack: { dice: 1, modifier: 5 }, defense: { dice: 1, modifier: 5 } }));
    expect(a.outcomes.attacker_wins).toBeCloseTo(5 / 36 + 10 / 36, 15);
  });
});
