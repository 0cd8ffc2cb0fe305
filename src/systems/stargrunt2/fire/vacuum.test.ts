import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../testing/cellOf.js';
import { exactSummary } from '../../../../testing/exactSummary.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { duel, unit } from '../../../../testing/systems/stargrunt2/engagement/engagementCells.js';
import { fireCell } from '../../../../testing/systems/stargrunt2/fire/testCells.js';
import { infantryCell } from '../../../../testing/systems/stargrunt2/heavy/infantryTarget/testCells.js';
import { packExact } from '../../../core/ExactResult.js';
import engagementKernel, { stargruntEngagementLayout } from '../engagement/engagementKernel.js';
import { exactStargruntEngagement } from '../engagement/exactStargruntEngagement.js';
import { exactFireAndReact } from '../morale/fireAndReact/exactFireAndReact.js';
import fireAndReactDefinition from '../morale/fireAndReact/fireAndReactDefinition.js';
import fireAndReactKernel from '../morale/fireAndReact/fireAndReactKernel.js';
import { exactFire } from './exactFire.js';
import fireKernel from './fireKernel.js';
import { fireLayout } from './fireLayout.js';
import { hitEffectDist } from './hitEffectDist.js';

// EXOTIC ENVIRONMENTS: "All WOUND effects should be considered as KILLS when fighting in vacuum".
const regulars = {
  firer: { quality: 'regular', troops: [{ count: 5, weapon: 'advanced-assault-rifle' }] },
  target: { figures: 5, armour: 'full-light' },
  range: 8,
};
const vacuum = { ...regulars, rules: { environment: 'vacuum' } };

describe('fire in vacuum (rules.environment: vacuum)', () => {
  it('one hit of an advanced assault rifle (D10) on full-suit light armour (D8) kills 44 times in 80 (hand-worked)', () => {
    // Impact beats armour on (9 + 8 + … + 2) of the 80 face pairs: a wound or a kill, in vacuum always a kill.
    const effect = hitEffectDist(fireCell(vacuum));
    expect(effect.prob(2)).toBeCloseTo(44 / 80, 15);
    expect(effect.prob(1)).toBe(0);
    const normal = hitEffectDist(fireCell(regulars));
    expect(normal.prob(1) + normal.prob(2)).toBeCloseTo(44 / 80, 15);
  });

  it('leaves the cell of a fire without the rule as it was, and marks the vacuum cell alone', () => {
    expect('woundsKill' in fireCell(regulars)).toBe(false);
    expect(fireCell({ ...regulars, rules: { environment: 'normal' } })).toEqual(fireCell(regulars));
    expect(fireCell(vacuum).woundsKill).toBe(true);
  });

  it('the figures dead in vacuum are exactly the casualties (dead or wounded) of the same fire elsewhere, and none are wounded', () => {
    const normal = exactSummary(fireLayout(fireCell(regulars)), exactFire(fireCell(regulars)));
    const inVacuum = exactSummary(fireLayout(fireCell(vacuum)), exactFire(fireCell(vacuum)));
    for (const k of Object.keys(normal.distributions.casualties)) {
      expect(inVacuum.distributions.dead[k] ?? 0).toBeCloseTo(normal.distributions.casualties[k], 14);
    }
    expect(inVacuum.distributions.wounded['0']).toBeCloseTo(1, 14);
    expect(inVacuum.outcomes.effective.p).toBe(normal.outcomes.effective.p);
  });

  it('a squad in mixed armour: no figure is ever wounded, whatever his armour, in exact, alias kernel and dice-by-dice volley alike', () => {
    const mixed = {
      ...vacuum,
      target: {
        figures: 5,
        armour: [
          { count: 3, armour: 'full-light' },
          { count: 2, armour: 'heavy-power' },
        ],
      },
    };
    const cell = fireCell(mixed);
    const exact = exactSummary(fireLayout(cell), exactFire(cell));
    expect(exact.distributions.wounded['0']).toBeCloseTo(1, 14);
    expect(exact.distributions.wound_results['0']).toBeCloseTo(1, 14);
    expectKernelMatchesExact(fireKernel, cell, exactFire(cell), 200_000, 7);
    const reacting = cellOf(fireAndReactDefinition, {
      system: 'stargrunt2',
      resolve: 'fire-and-react',
      rules: { environment: 'vacuum' },
      firer: { quality: 'regular', troops: [{ count: 3, weapon: 'advanced-assault-rifle' }] },
      target: {
        quality: 'green',
        leadership: 2,
        figures: 3,
        armour: [
          { count: 2, armour: 'basic' },
          { count: 1, armour: 'heavy-power' },
        ],
        cover: 'open',
        confidence: 'steady',
      },
      range: 6,
    });
    const reactingExact = exactFireAndReact(reacting);
    expect(reactingExact.distributions.wounded![0]).toBeCloseTo(1, 14);
    expectKernelMatchesExact(fireAndReactKernel, reacting, reactingExact, 200_000, 8);
  });

  it('heavy weapons and support weapons at infantry follow the rule too', () => {
    const shot = {
      firer: { quality: 'veteran', weapon: 'conventional-saw' },
      target: { figures: 4, armour: 'partial-light' },
      range: 10,
    };
    const summary = (input: Record<string, unknown>) => {
      const c = infantryCell('support-fire', input);
      return exactSummary(fireLayout(c), exactFire(c));
    };
    const normal = summary(shot);
    const inVacuum = summary({ ...shot, rules: { environment: 'vacuum' } });
    expect(normal.distributions.wounded['0']).toBeLessThan(1);
    for (const k of Object.keys(normal.distributions.casualties)) {
      expect(inVacuum.distributions.dead[k] ?? 0).toBeCloseTo(normal.distributions.casualties[k], 14);
    }
    expect(inVacuum.distributions.wounded['0']).toBeCloseTo(1, 14);
  });

  it('fire-and-react in vacuum: the dice-by-dice volley within 4.5 standard errors of exact, and no wounded figure', () => {
    const c = cellOf(fireAndReactDefinition, {
      system: 'stargrunt2',
      resolve: 'fire-and-react',
      rules: { environment: 'vacuum' },
      firer: { quality: 'regular', troops: [{ count: 3, weapon: 'advanced-assault-rifle' }] },
      target: { quality: 'green', leadership: 2, figures: 3, armour: 'basic', cover: 'open', confidence: 'steady' },
      range: 6,
    });
    const exact = exactFireAndReact(c);
    expect(exact.distributions.wounded![0]).toBeCloseTo(1, 14);
    expectKernelMatchesExact(fireAndReactKernel, c, exact, 200_000, 731);
  });

  it('engagement fire actions carry the rule: sampled games within 4.5 standard errors of the exact chain', () => {
    const cell = duel(unit('regular', 1), unit('regular', 1, { plan: 'hold-and-fire' }), {
      turns: 1,
      range: 9,
      rules: { environment: 'vacuum' },
    });
    expect(cell.fire.environment).toBe('vacuum');
    expect(duel(unit('regular', 1), unit('regular', 1), { turns: 1, range: 9 }).fire.environment).toBeUndefined();
    expectKernelMatchesExact(
      engagementKernel,
      cell,
      packExact(stargruntEngagementLayout(cell), exactStargruntEngagement(cell)),
      100_000,
      733,
    );
  });
});
