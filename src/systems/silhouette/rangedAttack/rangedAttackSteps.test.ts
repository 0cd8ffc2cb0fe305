import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { bruteForceOpposed } from '../../../../testing/systems/silhouette/opposed/bruteForceOpposed.js';
import {
  RANGED_ATTACK_CASES,
  rangedAttackCell,
} from '../../../../testing/systems/silhouette/rangedAttack/testCells.js';
import { counterLength } from '../../../core/CounterLayout.js';
import type { KernelModule, StepFunctions } from '../../../core/Kernel.js';
import { Dist } from '../../../dice/exact/Dist.js';
import { createStream } from '../../../dice/streams.js';
import { exactOpposed, exactOpposedWith } from '../opposed/exactOpposed.js';
import type { OpposedCell } from '../opposed/OpposedCell.js';
import opposedKernel from '../opposed/opposedKernel.js';
import {
  bookOpposedTestExactSteps,
  bookOpposedTestSteps,
  type OpposedResult,
  type OpposedTestExactSteps,
  type OpposedTestSteps,
  opposedTestOf,
} from '../opposed/opposedTestSteps.js';

/** The worked house rule (scenarios/house-rules/draws-rerolled.ts): a draw is rolled again. */
const rerollSteps: OpposedTestSteps = {
  opposedTest: (test, roll) => {
    let result = bookOpposedTestSteps.opposedTest(test, roll);
    while (result === 'draw') result = bookOpposedTestSteps.opposedTest(test, roll);
    return result;
  },
};
const rerollTwins: OpposedTestExactSteps = {
  opposedTest: (test) =>
    Dist.fromWeights([...bookOpposedTestExactSteps.opposedTest(test).weights].filter(([r]) => r !== 'draw')),
};

const withSteps = (steps: unknown): KernelModule<OpposedCell> => ({
  layout: opposedKernel.layout,
  create: (c) => opposedKernel.withSteps!(c, steps as StepFunctions),
});

/** The result of every equally likely combination of faces, by the independent enumeration. */
function enumerated(c: OpposedCell): Map<OpposedResult, number> {
  const out = new Map<OpposedResult, number>();
  bruteForceOpposed(
    c.attackDice,
    c.attackModifier,
    c.defenseDice,
    c.defenseModifier,
    c.fumbles,
    (hit, draw, mos, w) => {
      const r: OpposedResult = hit ? mos : draw ? 'draw' : 'miss';
      out.set(r, (out.get(r) ?? 0) + w);
    },
    c.sixBonus,
  );
  return out;
}

const GENERAL = {
  attacker: { unit: 'm11a3-general', skill: 2, movement: 'stationary' },
  weapon: 'm4b-cannon',
  range: 4,
  arc: 'front',
  defender: { unit: 'pzkpf-v-valkyrie', skill: 2, last_move: 5, armor: 14 },
};
const cells = [rangedAttackCell(GENERAL), ...RANGED_ATTACK_CASES.slice(0, 4).map((k) => rangedAttackCell(k.input))];

describe('ranged-attack: the opposedTest step (house rules)', () => {
  it("the book's twin equals an independent enumeration, and restated it gives exactly the book's exact results", () => {
    for (const c of cells) {
      const twin = bookOpposedTestExactSteps.opposedTest(opposedTestOf(c));
      for (const [r, p] of enumerated(c)) expect(twin.prob(r), String(r)).toBeCloseTo(p, 12);
      expect(exactOpposedWith(c, bookOpposedTestExactSteps as unknown as StepFunctions)).toEqual(exactOpposed(c));
      expect(exactOpposedWith(c, {})).toEqual(exactOpposed(c));
    }
  });

  it("the book's step restated: Monte Carlo within 4.5 standard errors of the book's exact results", () => {
    cells
      .slice(0, 2)
      .forEach((c, i) =>
        expectKernelMatchesExact(withSteps(bookOpposedTestSteps), c, exactOpposed(c), 200_000, 70 + i),
      );
  });

  it('draws rolled again: the twin equals the enumeration without its draws, and Monte Carlo agrees with it', () => {
    for (const c of cells) {
      const all = enumerated(c);
      const draw = all.get('draw') ?? 0;
      const twin = rerollTwins.opposedTest(opposedTestOf(c));
      expect(twin.prob('draw')).toBe(0);
      for (const [r, p] of all) if (r !== 'draw') expect(twin.prob(r), String(r)).toBeCloseTo(p / (1 - draw), 12);
    }
    expect(enumerated(cells[0]).get('draw')).toBeGreaterThan(0.1); // the rule matters: 1 shot in 10 or more is a draw
    cells
      .slice(0, 2)
      .forEach((c, i) =>
        expectKernelMatchesExact(
          withSteps(rerollSteps),
          c,
          exactOpposedWith(c, rerollTwins as unknown as StepFunctions),
          200_000,
          80 + i,
        ),
      );
  });

  it('a result the tables cannot read is refused in words', () => {
    const c = cells[0];
    const run = (step: () => unknown) =>
      withSteps({ opposedTest: step })
        .create(c)
        .run(createStream(2024, 1).s, 10, new Float64Array(counterLength(opposedKernel.layout(c))));
    expect(() => run(() => 'hit')).toThrow(
      /step "opposedTest" returned "hit"; it must return 'miss', 'draw' or a whole Margin of Success from 0 to \d+/,
    );
    expect(() => run(() => 99)).toThrow(/returned 99/);
    expect(() => exactOpposedWith(c, { opposedTest: () => 3 })).toThrow(
      /step "opposedTest \(exact\)" returned 3; it must return a Dist/,
    );
  });
});
