import { describe, expect, it } from 'vitest';
import { exactSummary } from '../../../../testing/exactSummary.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { SKILL_ROLL_CASES, skillRollCell } from '../../../../testing/systems/silhouette/skillRoll/testCells.js';
import type { SkillRollCell } from './SkillRollCell.js';
import { exactSkillRoll } from './skillRollDefinition.js';
import skillRollKernel, { createHouseSkillRollKernel } from './skillRollKernel.js';
import { skillRollLayout } from './skillRollLayout.js';

const TRIALS = 200_000;

/** Independent enumeration of every ordered outcome of the dice, by the rule's words. */
function bruteForce(dice: number, modifier: number, threshold: number, drawSucceeds: boolean, fumbles: boolean) {
  const out = { fumble: 0, failure: 0, success: 0, result: new Map<number, number>() };
  const total = 6 ** dice;
  for (let i = 0; i < total; i++) {
    const faces = Array.from({ length: dice }, (_, d) => (Math.floor(i / 6 ** d) % 6) + 1);
    const sixes = faces.filter((f) => f === 6).length;
    let value = Math.max(...faces) + Math.max(0, sixes - 1) + modifier;
    if (value < 0) value = 0;
    if (fumbles && faces.every((f) => f === 1)) {
      out.fumble += 1;
      value = 0;
    } else if (value > threshold || (drawSucceeds && value === threshold)) out.success += 1;
    else out.failure += 1;
    out.result.set(value, (out.result.get(value) ?? 0) + 1);
  }
  return {
    fumble: out.fumble / total,
    failure: out.failure / total,
    success: out.success / total,
    result: new Map([...out.result].map(([k, c]) => [k, c / total])),
  };
}

/** C(n, k) as a number (n ≤ 10 here: exact). */
const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

/**
 * The raw roll by counting the orders of N d6, without rolling them one by one (so 10 dice are quick) and
 * independent of the kernel and of rawRollDist: k ≥ 1 sixes in C(N, k) · 5^(N−k) orders, each 6 + (k − 1) ×
 * sixBonus; no six and highest h in h^N − (h−1)^N orders; all 1s (one order) the fumble, raw 0, when it fumbles.
 */
function countedRaws(dice: number, fumbles: boolean, sixBonus: number): Map<number, number> {
  const orders = 6 ** dice;
  const raws = new Map<number, number>();
  const add = (raw: number, ways: number) => raws.set(raw, (raws.get(raw) ?? 0) + ways / orders);
  for (let k = 1; k <= dice; k++) add(6 + (k - 1) * sixBonus, choose(dice, k) * 5 ** (dice - k));
  for (let h = 1; h <= 5; h++) add(h === 1 && fumbles ? 0 : h, h ** dice - (h - 1) ** dice);
  return raws;
}

/**
 * What the hand-written evaluator (raw rolls through the modifiers, now replaced by the derived enumeration) gave,
 * from countedRaws: outcomes by the rule's words; the total never below 0, a fumble counted as 0.
 */
function countedSkillRoll(cell: SkillRollCell) {
  const outcomes = { fumble: 0, failure: 0, success: 0 };
  const result = new Map<number, number>();
  for (const [raw, p] of countedRaws(cell.dice, cell.fumbles, cell.sixBonus)) {
    const total = raw === 0 ? 0 : Math.max(0, raw + cell.modifier);
    if (raw === 0) outcomes.fumble += p;
    else if (total > cell.threshold || (cell.drawSucceeds && total === cell.threshold)) outcomes.success += p;
    else outcomes.failure += p;
    result.set(total, (result.get(total) ?? 0) + p);
  }
  return { outcomes, result, raw: countedRaws(cell.dice, cell.fumbles, cell.sixBonus) };
}

describe("skill-roll: exact derived from the kernel's step path", () => {
  it('equals the counted distribution to 1e-12 on 3 600 cells (1-10 dice, modifiers, thresholds, every rule)', () => {
    let largest = 0;
    let cells = 0;
    const differs = (a: number, b: number, what: string) => {
      largest = Math.max(largest, Math.abs(a - b));
      if (!(Math.abs(a - b) <= 1e-12)) expect.fail(`${what}: derived ${a}, counted ${b}`);
    };
    for (let dice = 1; dice <= 10; dice++)
      for (const modifier of [-20, -3, 0, 2, 20])
        for (const threshold of [undefined, 0, 4, 7, 12, 30])
          for (const draw of ['fails', 'succeeds'])
            for (const fumble of ['automatic-failure', 'none'])
              for (const extraSix of [0, 1, 3]) {
                const rules = { 'threshold-draw': draw, fumble, 'extra-six': extraSix };
                const cell = skillRollCell({ dice, modifier, threshold, rules });
                const where = JSON.stringify(cell);
                const derived = exactSkillRoll(cell);
                const counted = countedSkillRoll(cell);
                for (const o of ['fumble', 'failure', 'success'] as const) {
                  differs(derived.outcomes[o], counted.outcomes[o], `${where} ${o}`);
                }
                derived.distributions.result.forEach((p, v) =>
                  differs(p, counted.result.get(v) ?? 0, `${where} result ${v}`),
                );
                derived.distributions.raw.forEach((p, v) => differs(p, counted.raw.get(v) ?? 0, `${where} raw ${v}`));
                const reached = (d: ArrayLike<number>) => Array.from(d).reduce((a, b) => a + b, 0);
                differs(reached(derived.distributions.result), 1, `${where} result sums to 1`);
                differs(reached(derived.distributions.raw), 1, `${where} raw sums to 1`);
                cells++;
              }
    expect(cells).toBe(3600);
    expect(largest).toBeLessThan(1e-12);
  });

  it("the house path with the book's step samples what the exact result says (within 4.5 standard errors)", () => {
    const house = { layout: skillRollLayout, create: (cell: SkillRollCell) => createHouseSkillRollKernel(cell, {}) };
    const cell = skillRollCell({ dice: 4, modifier: -1, threshold: 5, rules: { 'extra-six': 2 } });
    expectKernelMatchesExact(house, cell, exactSkillRoll(cell), TRIALS, 40);
  });

  it('refuses a house step that returns more than the dice reach, in words', () => {
    const cell = skillRollCell({ dice: 2 });
    const kernel = createHouseSkillRollKernel(cell, { rawRoll: () => 8 });
    const run = () => kernel.run(new Uint32Array([1, 2, 3, 4]), 1, new Float64Array(40));
    expect(run).toThrow(/rawRoll.*from 0 \(a fumble\) to 7/);
  });
});

describe('skill-roll: exact against enumeration, Monte Carlo against exact', () => {
  Object.entries(SKILL_ROLL_CASES).forEach(([name, input], caseIndex) => {
    it(name, () => {
      const cell = skillRollCell(input);
      const exact = exactSummary(skillRollLayout(cell), exactSkillRoll(cell));
      const brute = bruteForce(cell.dice, cell.modifier, cell.threshold, cell.drawSucceeds, cell.fumbles);
      for (const o of ['fumble', 'failure', 'success'] as const)
        expect(exact.outcomes[o].p, o).toBeCloseTo(brute[o], 13);
      for (const [v, p] of brute.result)
        expect(exact.distributions.result[String(v)] ?? 0, `result ${v}`).toBeCloseTo(p, 13);

      expectKernelMatchesExact(skillRollKernel, cell, exactSkillRoll(cell), TRIALS, caseIndex);
    });
  });

  it('rulebook: Pinned! removal "versus a Threshold equal to 4" with 2 dice: 1 − P(total ≤ 4) = 20/36', () => {
    const cell = skillRollCell({ dice: 2, threshold: 4 });
    const exact = exactSummary(skillRollLayout(cell), exactSkillRoll(cell));
    expect(exact.outcomes.success.p).toBeCloseTo(20 / 36, 15);
    expect(exact.outcomes.fumble.p).toBeCloseTo(1 / 36, 15);
  });
});
