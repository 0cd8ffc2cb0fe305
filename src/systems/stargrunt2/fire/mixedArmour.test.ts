import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact, MAX_STANDARD_ERRORS } from '../../../../testing/expectKernelMatchesExact.js';
import { diceVolleyKernel } from '../../../../testing/systems/stargrunt2/fire/diceVolleyKernel.js';
import { expectExactFireMatchesEnumeration } from '../../../../testing/systems/stargrunt2/fire/expectExactFireMatchesEnumeration.js';
import { fireCell, fireIssues, MIXED_FIRE_TEST_CASES } from '../../../../testing/systems/stargrunt2/fire/testCells.js';
import sniperFireDefinition from '../heavy/sniperFire/sniperFireDefinition.js';
import { CASUALTY_SPAN, casualtyStates } from './casualtyStates.js';
import { exactFire } from './exactFire.js';
import fireKernel from './fireKernel.js';
import { fireVolleyDist, volleyFigureState } from './fireVolleyDist.js';
import { hitEffectMixture } from './hitEffectMixture.js';

const CASES = Object.entries(MIXED_FIRE_TEST_CASES);

describe('fire at a squad in mixed armour: exact against a plain enumeration that rolls who is hit first', () => {
  for (const [name, input] of CASES) {
    it(name, () => {
      const cell = fireCell(input);
      expect(cell.armourGroups).toBeDefined();
      expectExactFireMatchesEnumeration(cell);
    });
  }

  it('the exact volley down to each figure agrees with the casualties (fireVolleyDist, what engagements chain)', () => {
    const cell = fireCell(CASES[1][1]);
    const byFigure = fireVolleyDist(cell);
    const dead = exactFire(cell).distributions.dead;
    for (let k = 0; k <= cell.figures; k++) {
      const p = byFigure.probWhere(
        (o) =>
          o % 3 === 2 &&
          Array.from({ length: cell.figures }, (_, f) => volleyFigureState(o, f)).filter((s) => s === 2).length === k,
      );
      const none = k === 0 ? byFigure.probWhere((o) => o % 3 < 2) : 0;
      expect(p + none, `dead = ${k}`).toBeCloseTo(dead.prob(k), 13);
    }
  });
});

describe(`fire at a squad in mixed armour: Monte Carlo within ${MAX_STANDARD_ERRORS} standard errors of exact`, () => {
  CASES.forEach(([name, input], i) => {
    it(`fire kernel (alias tables): ${name}`, () => {
      const cell = fireCell(input);
      expectKernelMatchesExact(fireKernel, cell, exactFire(cell), 400_000, 3100 + i);
    });
    it(`fireVolley (every die, who is hit first): ${name}`, () => {
      const cell = fireCell(input);
      expectKernelMatchesExact(diceVolleyKernel, cell, exactFire(cell), 200_000, 3200 + i);
    });
  });
});

describe('fire at a squad in mixed armour: worked by hand', () => {
  // Advanced assault rifles (impact D10) at two figures in the open: figure 1 in basic battledress (D4), figure 2 in
  // heavy power armour (D12). Two figures roll a D4: 1 and 3 hit figure 1, 2 and 4 figure 2 — a half each.
  // D10 against D4 (40 pairs): kill when x > 2y: 8 + 6 + 4 + 2 = 20; wound when y < x ≤ 2y: 1 + 2 + 3 + 4 = 10.
  // D10 against D12 (120 pairs): kill 8 + 6 + 4 + 2 = 20; wound 1 + 2 + 3 + 4 + 5 + 4 + 3 + 2 + 1 = 25.
  const pairInput = {
    firer: { quality: 'regular', troops: [{ count: 5, weapon: 'advanced-assault-rifle' }] },
    target: {
      figures: 2,
      armour: [
        { count: 1, armour: 'basic' },
        { count: 1, armour: 'heavy-power' },
      ],
    },
    range: 4,
  };
  const pair = fireCell(pairInput);

  it('one potential hit kills 1/3 of the time and wounds 11/48: ½ (20/40 + 20/120) and ½ (10/40 + 25/120)', () => {
    const effect = hitEffectMixture(pair);
    expect(effect.probExact(2)).toEqual({ num: 1n, den: 3n });
    expect(effect.probExact(1)).toEqual({ num: 11n, den: 48n });
  });

  it('two potential hits kill both figures 1/24 of the time: one on each (2 × ¼), each a kill (½ and ⅙)', () => {
    const states = casualtyStates(pair, 2);
    expect(states[2].probExact(2 * CASUALTY_SPAN)).toEqual({ num: 1n, den: 24n });
  });

  it('the same squad all in basic armour would lose both 1/8 of the time: the heavy armour counts per figure', () => {
    const basic = fireCell({ ...pairInput, target: { figures: 2, armour: 'basic' } });
    expect(casualtyStates(basic, 2)[2].probExact(2 * CASUALTY_SPAN)).toEqual({ num: 1n, den: 8n });
  });
});

describe('target.armour as figure groups: the cell and located errors', () => {
  const base = {
    firer: { quality: 'regular', troops: [{ count: 5, weapon: 'advanced-assault-rifle' }] },
    range: 12,
  };

  it('one armour written as groups is the same cell as the armour name (so the same results, to the byte)', () => {
    const named = fireCell({ ...base, target: { figures: 8, armour: 'heavy-power', cover: 'hard' } });
    expect(
      fireCell({ ...base, target: { figures: 8, armour: [{ count: 8, armour: 'heavy-power' }], cover: 'hard' } }),
    ).toEqual(named);
    expect(
      fireCell({
        ...base,
        target: {
          figures: 8,
          armour: [
            { count: 3, armour: 'heavy-power' },
            { count: 5, armour: 'heavy-power' },
          ],
          cover: 'hard',
        },
      }),
    ).toEqual(named);
  });

  it('an unknown armour is reported at its own entry, with the closest name', () => {
    const issues = fireIssues({
      ...base,
      target: {
        figures: 8,
        armour: [
          { count: 6, armour: 'partial-light' },
          { count: 2, armour: 'heavy-powr' },
        ],
      },
    });
    expect(issues).toHaveLength(1);
    expect(issues[0].path).toEqual(['target', 'armour', 1, 'armour']);
    expect(issues[0].suggestions?.[0]).toBe('heavy-power');
  });

  it('counts that do not add up to the figures are reported at target.armour', () => {
    const issues = fireIssues({
      ...base,
      target: {
        figures: 8,
        armour: [
          { count: 6, armour: 'partial-light' },
          { count: 1, armour: 'heavy-power' },
        ],
      },
    });
    expect(issues.map((i) => i.path)).toEqual([['target', 'armour']]);
    expect(issues[0].message).toContain('count 7 figure(s)');
  });

  it('quick-and-dirty refuses armour dice that differ (it divides by one), and takes groups of one die', () => {
    const rules = { casualties: 'quick-and-dirty' };
    const mixed = fireIssues({
      ...base,
      rules,
      target: {
        figures: 8,
        armour: [
          { count: 6, armour: 'partial-light' },
          { count: 2, armour: 'heavy-power' },
        ],
      },
    });
    expect(mixed.map((i) => i.path)).toEqual([['target', 'armour']]);
    expect(mixed[0].message).toContain('D6, D12');
    const armour = { 'ablative-mesh': 'd6' };
    expect(
      fireIssues({
        ...base,
        rules,
        armour,
        target: {
          figures: 8,
          armour: [
            { count: 6, armour: 'partial-light' },
            { count: 2, armour: 'ablative-mesh' },
          ],
        },
      }),
    ).toEqual([]);
  });

  it('sniper fire keeps one armour: a list is refused by its schema at target.armour', () => {
    const parsed = sniperFireDefinition.schema.safeParse({
      system: 'stargrunt2',
      resolve: 'sniper-fire',
      firer: { quality: 'veteran', weapon: 'conventional-sniping-rifle' },
      target: { figures: 2, armour: [{ count: 2, armour: 'basic' }] },
      range: 10,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].path).toEqual(['target', 'armour']);
  });
});
