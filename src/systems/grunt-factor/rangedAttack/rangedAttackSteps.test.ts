import { describe, expect, it } from 'vitest';
import { gruntlabIn } from '../../../../testing/cli/gruntlabIn.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { rangedAttackCell } from '../../../../testing/systems/grunt-factor/rangedAttack/rangedAttackCell.js';
import { RANGED_ATTACK_CASES } from '../../../../testing/systems/grunt-factor/rangedAttack/testCells.js';
import { packExact } from '../../../core/ExactResult.js';
import type { StepFunctions } from '../../../core/Kernel.js';
import { Dist } from '../../../dice/exact/Dist.js';
import type { Roll } from '../../../dice/Roll.js';
import { createStream } from '../../../dice/streams.js';
import type { AttackCell } from '../common/AttackCell.js';
import { attackLayout } from '../common/attackLayout.js';
import type { Shooter } from '../common/attackShot.js';
import { exactAttack } from '../common/exactAttack.js';
import { exactRangedAttackWith } from './exactRangedAttackWith.js';
import { createHouseRangedAttackKernel } from './rangedAttackKernel.js';
import {
  bookRangedAttackExactSteps,
  bookRangedAttackSteps,
  type RangedAttackExactSteps,
  type RangedAttackSteps,
} from './rangedAttackSteps.js';

/** The kernel with these steps, as a kernel module for expectKernelMatchesExact. */
const houseKernel = (steps: StepFunctions) => ({
  layout: attackLayout,
  create: (cell: AttackCell) => createHouseRangedAttackKernel(cell, steps),
});

// A changed step: a natural 1 always hits, and each figure it catches rolls its damage twice (the worked example's rule).
const figuresDown = (shooter: Shooter, saveRolls: number, roll: Roll) => {
  let down = 0;
  for (let f = 0; f < shooter.caught; f++) {
    let failed = false;
    for (let r = 0; r < saveRolls; r++) if (roll.die(20) > shooter.save) failed = true;
    if (failed) down++;
  }
  return down;
};
const naturalOne: RangedAttackSteps = {
  attack: (shooter, roll) => {
    const face = roll.die(20);
    if (face === 1) return figuresDown(shooter, shooter.saveRolls * 2, roll);
    return face <= shooter.toHit ? figuresDown(shooter, shooter.saveRolls, roll) : -1;
  },
};
const naturalOneExact: RangedAttackExactSteps = {
  attack: (shooter) => {
    const damage = (saveRolls: number) => bookRangedAttackExactSteps.attack({ ...shooter, toHit: 20, saveRolls });
    return Dist.uniform(20).chain((face) =>
      face === 1
        ? damage(shooter.saveRolls * 2)
        : face <= shooter.toHit
          ? damage(shooter.saveRolls)
          : Dist.constant(-1),
    );
  },
};

const cases = Object.entries(RANGED_ATTACK_CASES).map(([name, input]) => [name, rangedAttackCell(input)] as const);

describe('ranged-attack house steps: the book restated', () => {
  for (const [name, cell] of cases) {
    it(`exact from the book's twin is byte-identical to the built-in exact: ${name}`, () => {
      const layout = attackLayout(cell);
      expect(
        packExact(layout, exactRangedAttackWith(cell, bookRangedAttackExactSteps as unknown as StepFunctions)),
      ).toEqual(packExact(layout, exactAttack(cell)));
    });
  }
  cases.forEach(([name, cell], i) => {
    it(`Monte Carlo with the book's step within 4.5 SE of the built-in exact: ${name}`, () => {
      expectKernelMatchesExact(
        houseKernel(bookRangedAttackSteps as unknown as StepFunctions),
        cell,
        exactAttack(cell),
        100_000,
        700 + i,
      );
    });
  });
});

describe('ranged-attack house steps: a changed step (a natural 1 always hits, double damage)', () => {
  const shotImpossible = rangedAttackCell({
    firer: { grade: 'green', weapon: 'assault-rifle', count: 3 },
    target: { prone: true, cover: 'over-75' },
    range: 80,
  });
  const changed: Array<readonly [string, AttackCell]> = [
    ['three green riflemen at 80 cm on a prone target in over-75% cover (RC 0)', shotImpossible],
    ...cases.filter((_, i) => [1, 3, 6].includes(i)),
  ];
  changed.forEach(([name, cell], i) => {
    it(`its exact twin agrees with its Monte Carlo within 4.5 SE: ${name}`, () => {
      expectKernelMatchesExact(
        houseKernel(naturalOne as unknown as StepFunctions),
        cell,
        exactRangedAttackWith(cell, naturalOneExact as unknown as StepFunctions),
        100_000,
        720 + i,
      );
    });
  });

  it('hand-worked: at RC 0 only a natural 1 hits, after the LD roll (8 in 20) of each of three riflemen', () => {
    expect(shotImpossible.hitFirst).toBe(0);
    expect(exactAttack(shotImpossible).outcomes.no_hit).toBe(1);
    const noHit = exactRangedAttackWith(shotImpossible, naturalOneExact as unknown as StepFunctions).outcomes.no_hit;
    expect(noHit).toBeCloseTo((1 - (shotImpossible.ldFaces / 20) * (1 / 20)) ** 3, 15);
  });
});

describe('ranged-attack house steps: what a step returns is checked', () => {
  const cell = cases[0][1];
  it('a Monte Carlo step that returns more figures than the hit catches', () => {
    const kernel = createHouseRangedAttackKernel(cell, { attack: () => 2 });
    expect(() => kernel.run(createStream(1, 0).s, 10, new Float64Array(100))).toThrow(
      /step "attack" returned 2; it must return -1 \(a miss\) or the figures down/,
    );
  });
  it('an exact twin that returns a number, not a Dist', () => {
    expect(() => exactRangedAttackWith(cell, { attack: () => 0.5 })).toThrow(
      /step "attack \(exact\)" returned 0.5; it must return a Dist of -1/,
    );
  });
});

describe('gruntlab list grunt-factor ranged-attack', () => {
  it('prints the attack step', async () => {
    const { stdout } = await gruntlabIn(process.cwd())('list', 'grunt-factor', 'ranged-attack');
    expect(stdout).toMatch(
      /attack: one attack \(shot\) the LD roll let through.*returns the figures it puts down.*exact twin: a Dist of that number/,
    );
  });
});
