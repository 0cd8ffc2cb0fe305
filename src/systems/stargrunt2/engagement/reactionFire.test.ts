import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { duel, engagementCell, unit } from '../../../../testing/systems/stargrunt2/engagement/engagementCells.js';
import {
  bruteForceCounters,
  exactCounters,
} from '../../../../testing/systems/stargrunt2/engagement/exactAndBruteForce.js';
import { loadScenario } from '../../../scenario/loadScenario.js';
import { ScenarioError } from '../../../scenario/ScenarioError.js';
import { registry } from '../../registry.js';
import type { EngagementCell } from './EngagementCell.js';
import engagementDefinition from './engagementDefinition.js';
import engagementKernel from './engagementKernel.js';
import { exactStargruntEngagement } from './exactStargruntEngagement.js';

/** A plan that spends both actions moving (a dash), after removing suppression. */
const DASH = [{ when: 'suppressed', do: 'remove-suppression' }, { do: 'advance' }];
const ALTERNATE = { 'first-activation': 'alternate' };

/** Two sides of two units, one turn: a1 dashes, a2 holds; b1 holds its fire for reaction, b2 fires. */
function twoUnitsASide(reactionFire: boolean): EngagementCell {
  return engagementCell({
    turns: 1,
    range: 18,
    rules: ALTERNATE,
    sides: {
      a: {
        name: 'Reds',
        units: {
          runner: unit('regular', 1, { plan: DASH, cover: 'hard' }),
          holder: unit('regular', 1, { plan: [{ do: 'hold' }] }),
        },
      },
      b: {
        name: 'Blues',
        units: {
          watcher: unit('veteran', 1, { plan: 'hold-and-fire', reaction_fire: reactionFire }),
          rifle: unit('regular', 1, { plan: 'hold-and-fire' }),
        },
      },
    },
  });
}

const TINY: Record<string, () => EngagementCell> = {
  'a Regular dashing from hard cover at a Veteran holding its fire for reaction, two turns, a die for who goes first':
    () =>
      duel(
        unit('regular', 1, { plan: DASH, cover: 'hard' }),
        unit('veteran', 1, { plan: 'hold-and-fire', reaction_fire: true }),
        { range: 24 },
      ),
  'two units a side, one reacting: the moving side activates again next': () => twoUnitsASide(true),
};

describe('REACTION FIRE in an engagement: exact and Monte Carlo', () => {
  for (const [name, make] of Object.entries(TINY)) {
    it(`${name}: the exact chain equals a brute-force enumeration of whole games`, () => {
      const cell = make();
      const brute = bruteForceCounters(cell);
      const chain = exactCounters(cell);
      expect(chain.length).toBe(brute.length);
      chain.forEach((p, k) => expect(p, `counter ${k}`).toBeCloseTo(brute[k], 12));
    });

    it(`${name}: Monte Carlo lands within 4.5 standard errors of it`, () => {
      const cell = make();
      expectKernelMatchesExact(engagementKernel, cell, exactCounters(cell), 100_000, 11);
    });
  }

  it('a hand-worked reaction: a Green rifleman catches a runner mid-dash at point blank, in the open', () => {
    // The runner (one Regular, hard cover) moves 6" from 7" to 1" of the watcher: mid-move it is at point blank in
    // the open, a D4 range die (in its hard cover it would be a D8). The Green watcher's D6 quality die and the
    // hunting rifle's D4 firepower die (FP1) against the D4 (r = 1 … 4): both above it (effective fire)
    // Σ_r (6−r)(4−r)/24 / 4 = (15+8+3+0)/96 = 26/96; exactly one (suppressed only) Σ_r [(6−r)r + r(4−r)]/24 / 4
    // = (8+12+12+8)/96 = 40/96; some effect 66/96. Either way the
    // runner gets a suppression marker and cannot make its second move (an action lost), unless the fire took its one
    // figure down. The other Red unit keeps the Reds in the battle, so nothing else ends the turn.
    const cell = engagementCell({
      turns: 1,
      range: 7,
      rules: ALTERNATE,
      sides: {
        a: {
          units: {
            runner: unit('regular', 1, { plan: DASH, cover: 'hard', armour: 'basic' }),
            holder: unit('regular', 1, { plan: [{ do: 'hold' }] }),
          },
        },
        b: {
          units: {
            watcher: unit('green', 1, {
              troops: [{ count: 1, weapon: 'hunting-rifle' }],
              plan: [{ do: 'hold' }],
              reaction_fire: true,
            }),
          },
        },
      },
    });
    const exact = exactStargruntEngagement(cell);
    expect(exact.distributions.a_actions_lost[1] + exact.distributions.a1_figures_left[0]).toBeCloseTo(66 / 96, 12);
    expect(exact.distributions.a_actions_lost[2] ?? 0).toBeCloseTo(0, 12);
  });

  it("without reaction_fire nobody fires between the moves; with it, the watcher's fire lands before the Blues' own activations", () => {
    const without = exactStargruntEngagement(twoUnitsASide(false));
    const withIt = exactStargruntEngagement(twoUnitsASide(true));
    expect(without.distributions.a_actions_lost[0]).toBeCloseTo(1, 12);
    expect(withIt.distributions.a_actions_lost[0]).toBeLessThan(1);
  });
});

describe('REACTION FIRE in words', () => {
  it('tells who fires in reaction, at whom, and hands the next activation back to the moving side', () => {
    const traces = engagementDefinition.trace!(twoUnitsASide(true), 4, 3);
    for (const trace of traces) {
      const lines = trace.split('\n');
      const at = lines.findIndex((l) => l.includes('B1 watcher fires in REACTION at A1, caught between its two moves'));
      expect(at, trace).toBeGreaterThan(0);
      expect(lines[at - 1]).toBe('    advances 6" into the open');
      const next = lines.slice(at + 1).find((l) => / activates /.test(l));
      // The turn ends when the battle is decided; otherwise the Reds' second unit activates next, then the Blues' rifle.
      if (next !== undefined) expect(next).toMatch(/^ {2}A2 holder activates/);
    }
    expect(traces.some((t) => /fire at A1 \(12"\)/.test(t))).toBe(true);
  });

  it('a misspelt reaction_fire and a value that is not true or false are located in the file', async () => {
    const problemsOf = (key: string, value: string) =>
      loadScenario(
        'x.yaml',
        `system: stargrunt2\nresolve: engagement\nrange: 12\nsides:\n  a:\n    units:\n      reds: { quality: regular, leadership: 2, troops: [{ count: 2, weapon: advanced-assault-rifle }] }\n  b:\n    units:\n      blues:\n        quality: regular\n        leadership: 2\n        troops: [{ count: 2, weapon: advanced-assault-rifle }]\n        ${key}: ${value}\n`,
        registry,
      ).then(
        () => [],
        (error: unknown) => (error instanceof ScenarioError ? error.diagnostics : Promise.reject(error)),
      );
    const misspelt = await problemsOf('reaction_fir', 'true');
    expect(misspelt).toHaveLength(1);
    expect(misspelt[0]).toMatchObject({ file: 'x.yaml', line: 14, column: 9 });
    expect(misspelt[0].suggestions).toContain('reaction_fire');
    const wrong = await problemsOf('reaction_fire', '3');
    expect(wrong).toHaveLength(1);
    expect(wrong[0]).toMatchObject({ file: 'x.yaml', line: 14, column: 24 });
  });
});
