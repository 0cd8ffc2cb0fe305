import { describe, expect, it } from 'vitest';
import { exactSummary } from '../../../../testing/exactSummary.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { exactSkillRoll } from './exactSkillRoll.js';
import skillRollKernel from './skillRollKernel.js';
import { skillRollLayout } from './skillRollLayout.js';
import { SKILL_ROLL_CASES, skillRollCell } from '../../../../testing/systems/silhouette/skillRoll/testCells.js';

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

describe('skill-roll: exact against enumeration, Monte Carlo against exact', () => {
  Object.entries(SKILL_ROLL_CASES).forEach(([name, input], caseIndex) => {
    it(name, () => {
      const cell = skillRollCell(input);
      const exact = exactSummary(skillRollLayout(cell), exactSkillRoll(cell));
      const brute = bruteForce(cell.dice, cell.modifier, cell.threshold, cell.drawSucceeds, cell.fumbles);
      for (const o of ['fumble', 'failure', 'success'] as const) expect(exact.outcomes[o].p, o).toBeCloseTo(brute[o], 13);
      for (const [v, p] of brute.result) expect(exact.distributions.result[String(v)] ?? 0, `result ${v}`).toBeCloseTo(p, 13);

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
