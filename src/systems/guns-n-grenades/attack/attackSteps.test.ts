import { describe, expect, it } from 'vitest';
import { gruntlabIn } from '../../../../testing/cli/gruntlabIn.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { ATTACK_TEST_CASES, attackCell } from '../../../../testing/systems/guns-n-grenades/attack/testCells.js';
import { packExact } from '../../../core/ExactResult.js';
import type { StepFunctions } from '../../../core/Kernel.js';
import { Dist } from '../../../dice/exact/Dist.js';
import { createStream } from '../../../dice/streams.js';
import { attackRollDist } from '../attackRollDist.js';
import type { AttackCell } from './AttackCell.js';
import { createHouseAttackKernel } from './attackKernel.js';
import { attackLayout } from './attackLayout.js';
import { type AttackExactSteps, type AttackSteps, bookAttackExactSteps, bookAttackSteps } from './attackSteps.js';
import { exactAttack, exactAttackWith } from './exactAttack.js';

/** The kernel with these steps, as a kernel module for expectKernelMatchesExact. */
const houseKernel = (steps: AttackSteps) => ({
  layout: attackLayout,
  create: (cell: AttackCell) => createHouseAttackKernel(cell, steps as unknown as StepFunctions),
});
const twins = (exact: AttackExactSteps) => exact as unknown as StepFunctions;

// A changed step: ties go to the attacker (the worked example's rule), Fast Shot as the book.
const tiesToAttacker: AttackSteps = {
  attackRoll: ({ atk, def, fastShot }, roll) => {
    let a = roll.die(6);
    let d = roll.die(6);
    let hit = atk + a >= def + d;
    if (!hit && fastShot > 0) {
      a = roll.die(6);
      if (fastShot === 2) d = roll.die(6);
      hit = atk + a >= def + d;
    }
    return { hit, attackerDie: a };
  },
};
const tiesToAttackerExact: AttackExactSteps = {
  attackRoll: ({ atk, def, fastShot }) => {
    const die = Dist.uniform(6);
    const key = (a: number, d: number) => a * 2 + (atk + a >= def + d ? 1 : 0);
    return die.chain((d) =>
      die.chain((a) =>
        atk + a >= def + d || fastShot === 0
          ? Dist.constant(key(a, d))
          : fastShot === 1
            ? die.map((a2) => key(a2, d))
            : die.combine(die, key),
      ),
    );
  },
};

const cases = Object.entries(ATTACK_TEST_CASES).map(([name, input]) => [name, attackCell(input)] as const);

describe('attack house steps: the book restated', () => {
  for (const [name, cell] of cases) {
    it(`exact from the book's twin is byte-identical to the built-in exact: ${name}`, () => {
      const layout = attackLayout(cell);
      expect(packExact(layout, exactAttackWith(cell, twins(bookAttackExactSteps)))).toEqual(
        packExact(layout, exactAttack(cell)),
      );
    });
  }
  cases.forEach(([name, cell], i) => {
    it(`Monte Carlo with the book's step within 4.5 SE of the built-in exact: ${name}`, () => {
      expectKernelMatchesExact(houseKernel(bookAttackSteps), cell, exactAttack(cell), 100_000, 800 + i);
    });
  });
});

describe('attack house steps: a changed step (ties go to the attacker)', () => {
  cases.forEach(([name, cell], i) => {
    it(`its exact twin agrees with its Monte Carlo within 4.5 SE: ${name}`, () => {
      expectKernelMatchesExact(
        houseKernel(tiesToAttacker),
        cell,
        exactAttackWith(cell, twins(tiesToAttackerExact)),
        100_000,
        830 + i,
      );
    });
  });

  it('hand-worked: riflemen at riflemen (ATK 3, DEF 2) hit on a + 1 ≥ d, 26 of 36 (the book: 21 of 36)', () => {
    const cell = attackCell(ATTACK_TEST_CASES['riflemen at riflemen in the open (Tough)']);
    const house = exactAttackWith(cell, twins(tiesToAttackerExact)).outcomes;
    expect((house.hit ?? 0) + (house.killed ?? 0)).toBeCloseTo(26 / 36, 15);
    expect(exactAttack(cell).outcomes.hit).toBeCloseTo(21 / 36, 15);
  });
});

describe('attack house steps: what a step returns is checked', () => {
  const cell = cases[0][1];
  it('a Monte Carlo step that returns a bare boolean', () => {
    const kernel = createHouseAttackKernel(cell, { attackRoll: () => true });
    expect(() => kernel.run(createStream(1, 0).s, 10, new Float64Array(100))).toThrow(
      /step "attackRoll" returned true; it must return \{ hit: true or false, attackerDie: a whole number \}/,
    );
  });
  it('an exact twin that returns a chance, not a Dist', () => {
    expect(() => exactAttackWith(cell, { attackRoll: () => 0.5 })).toThrow(
      /step "attackRoll \(exact\)" returned 0.5; it must return a Dist of attackerDie/,
    );
  });
});

describe('gruntlab list guns-n-grenades attack', () => {
  it('prints the attackRoll step', async () => {
    const { stdout } = await gruntlabIn(process.cwd())('list', 'guns-n-grenades', 'attack');
    expect(stdout).toMatch(
      /attackRoll: the attack roll against the primary target.*returns \{ hit: true or false, attackerDie: a whole number \}.*exact twin: a Dist of attackerDie × 2/,
    );
  });
});

describe("the book's attackRoll twin is derived from the step", () => {
  it('attackRollDist, the hand-written distribution ground-blast and hit chances keep, equals it weight for weight', () => {
    for (let atk = 0; atk <= 10; atk++) {
      for (let def = 0; def <= 12; def++) {
        for (const fastShot of [0, 1, 2] as const) {
          const derived = bookAttackExactSteps.attackRoll({ atk, def, fastShot });
          const written = attackRollDist(atk, def, fastShot);
          expect(derived.total).toBe(written.total);
          expect(derived.keys().map((k) => derived.weights.get(k))).toEqual(
            written.keys().map((k) => written.weights.get(k)),
          );
        }
      }
    }
  });
});
