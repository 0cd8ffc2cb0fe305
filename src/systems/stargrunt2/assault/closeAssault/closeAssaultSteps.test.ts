import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceCloseAssault } from '../../../../../testing/systems/stargrunt2/assault/closeAssault/bruteForceCloseAssault.js';
import {
  closeAssaultCell as cell,
  side,
} from '../../../../../testing/systems/stargrunt2/assault/closeAssault/testCells.js';
import { counterLength } from '../../../../core/CounterLayout.js';
import { packExact } from '../../../../core/ExactResult.js';
import type { KernelModule, StepFunctions } from '../../../../core/Kernel.js';
import { Dist } from '../../../../dice/exact/Dist.js';
import { closedShift } from '../../../../dice/shift.js';
import { createStream } from '../../../../dice/streams.js';
import type { CloseCombatDie } from '../closeCombatDice.js';
import {
  bookCloseCombatExactSteps,
  bookCloseCombatSteps,
  type CloseCombatExactSteps,
  type CloseCombatSteps,
} from '../closeCombatSteps.js';
import { groupOutcome } from '../groupOutcome.js';
import type { CloseAssaultCell } from './CloseAssaultCell.js';
import closeAssaultKernel from './closeAssaultKernel.js';
import { closeAssaultLayout } from './closeAssaultLayout.js';
import { exactCloseAssault, exactCloseAssaultWith } from './exactCloseAssault.js';

/** The worked house rule (scenarios/house-rules/power-armour-shift.ts): power armour is one closed die shift up. */
const shiftSteps: CloseCombatSteps = {
  score: (f, roll) => roll.die(f.powerArmour ? closedShift(f.sides, 1) : f.sides),
};
const shiftTwins: CloseCombatExactSteps = {
  score: (f) => Dist.uniform(f.powerArmour ? closedShift(f.sides, 1) : f.sides),
};

/** The kernel module of close-assault with these steps, as a run with a house-rule module builds it. */
const withSteps = (steps: StepFunctions): KernelModule<CloseAssaultCell> => ({
  layout: closeAssaultKernel.layout,
  create: (c) => closeAssaultKernel.withSteps!(c, steps),
});

const counters = (kernel: KernelModule<CloseAssaultCell>, c: CloseAssaultCell, trials: number, stream: number) => {
  const out = new Float64Array(counterLength(kernel.layout(c)));
  kernel.create(c).run(createStream(2024, stream).s, trials, out);
  return out;
};

/** A power-armour squad against Regulars in cover with defensive fire, and a combined assault with a power-armour unit. */
const SINGLE = {
  attacker: side('veteran', 4, { armour: 'light-power', mobility: 'slow-power-armour' }),
  defender: side('regular', 5, { cover: 'soft', troops: [{ count: 5, weapon: 'advanced-assault-rifle' }] }),
  distance: 8,
  follow_through: true,
};
const COMBINED = {
  attacker: side('green', 2),
  combined_with: [side('regular', 2, { armour: 'heavy-power', weapon: 'flame' })],
  defender: side('regular', 3, { cover: 'soft' }),
  distance: 0,
  follow_through: true,
  rules: { spares: 'random' },
};

describe('close-assault: the score step (house rules)', () => {
  it("the book's step restated: Monte Carlo byte-identical to the built-in kernel, exact identical to the book's", () => {
    for (const [i, input] of [SINGLE, COMBINED].entries()) {
      const c = cell(input);
      expect(counters(withSteps(bookCloseCombatSteps as unknown as StepFunctions), c, 20_000, 40 + i)).toEqual(
        counters(closeAssaultKernel, c, 20_000, 40 + i),
      );
      expect(exactCloseAssaultWith(c, bookCloseCombatExactSteps as unknown as StepFunctions)).toEqual(
        exactCloseAssault(c),
      );
      expect(exactCloseAssaultWith(c, {})).toEqual(exactCloseAssault(c));
    }
  });

  it('a changed step: exact equals an independent enumeration (every face of every figure, the shifted die written out)', () => {
    const faces = (die: CloseCombatDie) => {
      const sides = die.multiplier === 2 ? closedShift(die.sides, 1) : die.sides;
      return Array.from({ length: sides }, (_, i) => i + 1);
    };
    const inputs = [
      {
        attacker: side('regular', 2, { armour: 'light-power' }),
        defender: side('veteran', 1, { cover: 'soft' }),
        distance: 0,
        follow_through: true,
      },
      { attacker: side('green', 1), defender: side('regular', 2, { armour: 'heavy-power' }), distance: 0 },
      {
        attacker: side('elite', 2, { armour: 'light-power', weapon: 'edged' }),
        defender: side('green', 2, { armour: 'light-power' }),
        distance: 0,
      },
    ];
    for (const input of inputs) {
      const c = cell(input);
      const exact = packExact(closeAssaultLayout(c), exactCloseAssaultWith(c, shiftTwins as unknown as StepFunctions));
      const brute = bruteForceCloseAssault(c, faces);
      brute.forEach((p, i) => expect(exact[i], `counter ${i}`).toBeCloseTo(p, 12));
      // The house rule does change the result (the enumeration of the book differs).
      expect(bruteForceCloseAssault(c)).not.toEqual(brute);
    }
  });

  it('a score distribution that is no die: one figure against two, against a plain enumeration of the weights', () => {
    // A house score of 1 (weight 1), 2 (weight 2) or 4 (weight 3) against D4 opponents.
    const centre = Dist.fromWeights([
      [1, 1],
      [2, 2],
      [4, 3],
    ]);
    const d4 = { sides: 4, multiplier: 1 };
    const expected = new Float64Array(6);
    for (const [c, pc] of [
      [1, 1 / 6],
      [2, 2 / 6],
      [4, 3 / 6],
    ]) {
      for (let x = 1; x <= 4; x++) {
        for (let y = 1; y <= 4; y++) {
          const down = x > c || y > c ? 1 : 0;
          expected[down * 3 + (x < c ? 1 : 0) + (y < c ? 1 : 0)] += pc / 16;
        }
      }
    }
    groupOutcome(centre, d4, 2).forEach((p, i) => expect(p).toBeCloseTo(expected[i], 15));
  });

  it('a changed step: Monte Carlo within 4.5 standard errors of its exact twin (single unit with fire, combined)', () => {
    [SINGLE, COMBINED].forEach((input, i) => {
      const c = cell(input);
      expectKernelMatchesExact(
        withSteps(shiftSteps as unknown as StepFunctions),
        c,
        exactCloseAssaultWith(c, shiftTwins as unknown as StepFunctions),
        200_000,
        960 + i,
      );
    });
  });

  it('a step returning no number, or a twin returning no Dist, is refused in words', () => {
    const c = cell(SINGLE);
    const six = withSteps({ score: () => 'six' });
    expect(() => counters(six, c, 100, 1)).toThrow(/step "score" returned "six"; it must return a number/);
    expect(() => exactCloseAssaultWith(c, { score: () => 6 })).toThrow(
      /step "score \(exact\)" returned 6; it must return a Dist of numbers/,
    );
  });
});
