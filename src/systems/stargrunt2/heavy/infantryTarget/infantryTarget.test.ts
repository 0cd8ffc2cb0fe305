import { describe, expect, it } from 'vitest';
import { issuesOf } from '../../../../../testing/cellOf.js';
import { exactSummary } from '../../../../../testing/exactSummary.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceFire } from '../../../../../testing/systems/stargrunt2/fire/bruteForceFire.js';
import {
  INFANTRY_TEST_CASES,
  infantryCell,
} from '../../../../../testing/systems/stargrunt2/heavy/infantryTarget/testCells.js';
import { exactFire } from '../../fire/exactFire.js';
import fireKernel from '../../fire/fireKernel.js';
import { fireLayout } from '../../fire/fireLayout.js';
import heavyAtInfantryDefinition from '../heavyAtInfantry/heavyAtInfantryDefinition.js';
import supportFireDefinition from '../supportFire/supportFireDefinition.js';

describe('shots at infantry (support-fire, heavy-weapon-at-infantry): exact against an independent enumeration', () => {
  for (const [name, resolve, input] of INFANTRY_TEST_CASES) {
    it(name, () => {
      const cell = infantryCell(resolve, input);
      const exact = exactSummary(fireLayout(cell), exactFire(cell));
      const brute = bruteForceFire(cell);
      ['no_effect', 'suppressed_only', 'effective'].forEach((o, i) =>
        expect(exact.outcomes[o].p).toBeCloseTo(brute.outcomes[i], 12),
      );
      for (const dist of ['potential_hits', 'wound_results', 'kill_results', 'dead', 'wounded'] as const) {
        brute[dist].forEach((p, k) =>
          expect(exact.distributions[dist][String(k)] ?? 0, `${dist} = ${k}`).toBeCloseTo(p, 12),
        );
      }
    });
  }
});

describe('shots at infantry: Monte Carlo within 4.5 standard errors of exact', () => {
  INFANTRY_TEST_CASES.forEach(([name, resolve, input], i) => {
    it(name, () => {
      const cell = infantryCell(resolve, input);
      expectKernelMatchesExact(fireKernel, cell, exactFire(cell), 200_000, 100 + i);
    });
  });
});

describe('the dice of each shot', () => {
  it('support weapon on its own: quality die and its support firepower die, its own impact, small-arms band', () => {
    const saw = infantryCell('support-fire', INFANTRY_TEST_CASES[0][2]);
    expect(saw).toMatchObject({ firerDice: [8, 8], band: 2, rangeDie: 8, impact: { sides: 10 }, armour: { sides: 8 } });
    // IAVR at a lone figure 15" from a veteran: band 2 → D6, +1 independent → D8.
    expect(infantryCell('support-fire', INFANTRY_TEST_CASES[1][2])).toMatchObject({
      firerDice: [10, 10],
      rangeDie: 8,
      impact: { sides: 12 },
    });
  });

  it('heavy weapon at infantry: quality and fire control dice, 12" band, impact D8', () => {
    const tank = infantryCell('heavy-weapon-at-infantry', INFANTRY_TEST_CASES[4][2]);
    expect(tank).toMatchObject({ firerDice: [8, 8], band: 3, rangeDie: 8, impact: { sides: 8, multiplier: 1 } });
    expect(infantryCell('heavy-weapon-at-infantry', INFANTRY_TEST_CASES[5][2]).firerDice).toEqual([10, 4]);
  });

  it('hand-worked: a D8, D4 firer against a D4 range die is effective with chance Σ_r (8−r)(4−r)/128 = 21/128', () => {
    const cell = infantryCell('heavy-weapon-at-infantry', {
      firer: { quality: 'regular' },
      target: { figures: 3, armour: 'basic' },
      range: 6,
    });
    const exact = exactSummary(fireLayout(cell), exactFire(cell));
    expect(exact.outcomes.effective.p).toBeCloseTo((7 * 3 + 6 * 2 + 5 * 1) / 128, 14);
  });

  it('reports small arms, unknown weapons and missiles', () => {
    const support = (input: Record<string, unknown>) =>
      issuesOf(supportFireDefinition, { system: 'stargrunt2', resolve: 'support-fire', ...input });
    const heavy = (input: Record<string, unknown>) =>
      issuesOf(heavyAtInfantryDefinition, { system: 'stargrunt2', resolve: 'heavy-weapon-at-infantry', ...input });
    const target = { figures: 5, armour: 'basic' };
    expect(support({ firer: { quality: 'regular', weapon: 'gauss-rifle' }, target, range: 5 })[0].message).toMatch(
      /not a support weapon/,
    );
    expect(support({ firer: { quality: 'regular', weapon: 'iavr', mounted: true }, target, range: 5 })[0].path).toEqual(
      ['firer', 'mounted'],
    );
    expect(heavy({ firer: { quality: 'regular', weapon: 'hkp-2' }, target, range: 5 })[0].suggestions).toContain(
      'hkp-3',
    );
    expect(heavy({ firer: { quality: 'regular', weapon: 'gms-l' }, target, range: 5 })[0].message).toMatch(/missile/);
  });
});
