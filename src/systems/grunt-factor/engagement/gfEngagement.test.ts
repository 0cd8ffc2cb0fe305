import { describe, expect, it } from 'vitest';
import { issuesOf } from '../../../../testing/cellOf.js';
import { gfDuel, gfEngagementCell, squad } from '../../../../testing/systems/grunt-factor/gfEngagementCells.js';
import { Script } from '../../../dice/exact/Script.js';
import { startEngagement } from '../../engagement/playEngagement.js';
import { chooseGfAction } from './chooseGfAction.js';
import { ExactGfDice } from './ExactGfDice.js';
import { gfEngagementState } from './GfEngagementState.js';
import gfEngagementDefinition from './gfEngagementDefinition.js';
import { GF_ACTION } from './gfPlanCodes.js';
import { gruntFactorEngagement } from './gruntFactorEngagement.js';

const issues = (input: Record<string, unknown>) =>
  issuesOf(gfEngagementDefinition, { system: 'grunt-factor', resolve: 'engagement', ...input });

describe('Grunt Factor engagement: normalizing', () => {
  it('names squads a1 … b1, takes AC from the grade, and builds a plan of codes', () => {
    const cell = gfEngagementCell({
      range: 50,
      sides: {
        a: { squads: { alpha: squad('elite', 3), bravo: squad('untrained', 2) } },
        b: { name: 'Reds', squads: { red: squad('regular', 5) } },
      },
    });
    expect(cell.units.map((u) => [u.id, u.actions])).toEqual([
      ['a1', 4],
      ['a2', 2],
      ['b1', 3],
    ]);
    expect(cell.sides.map((s) => s.name)).toEqual(['Side A', 'Reds']);
    expect(cell.units[0].plan[0]).toEqual({ when: [[0, 1]], action: GF_ACTION.recover, target: 0 });
  });

  it('reports an unknown weapon at its path with the nearest names, and a squad too large', () => {
    const found = issues({
      range: 50,
      sides: {
        a: { squads: { x: { grade: 'regular', troops: [{ count: 2, weapon: 'asault-rifle' }] } } },
        b: {
          squads: {
            y: {
              grade: 'regular',
              troops: [
                { count: 7, weapon: 'assault-rifle' },
                { count: 6, weapon: 'lmg' },
              ],
            },
          },
        },
      },
    });
    expect(found.map((i) => i.path.join('.'))).toEqual(['sides.a.squads.x.troops.0.weapon', 'sides.b.squads.y.troops']);
    expect(found[0].suggestions?.[0]).toBe('assault-rifle');
    expect(found[1].message).toMatch(/13 figures/);
  });
});

describe('Grunt Factor engagement: explosion templates', () => {
  it('asks every squad a template weapon can fire at how many of its figures the template covers', () => {
    const mortars = {
      grade: 'regular',
      troops: [
        { count: 1, weapon: '120mm-mortar' },
        { count: 2, weapon: '50mm-mortar' },
      ],
    };
    const found = issues({
      range: 50,
      sides: {
        a: { squads: { m: mortars } },
        b: { squads: { x: squad('regular', 4), y: squad('green', 4, { under_template: { small: 2 } }) } },
      },
    });
    expect(found.map((i) => i.path.join('.'))).toEqual([
      'sides.b.squads.x.under_template',
      'sides.b.squads.y.under_template',
      'sides.b.squads.x.under_template',
    ]);
    expect(found.map((i) => i.message.split(' and ')[0])).toEqual([
      'the 120mm-mortar lands a Large Explosion Template',
      'the 120mm-mortar lands a Large Explosion Template',
      'the 50mm-mortar lands a Small Explosion Template',
    ]);
  });
});

describe('Grunt Factor engagement: what a squad does', () => {
  const state = (a: Record<string, unknown>, b: Record<string, unknown>, range: number) => {
    const s = gfEngagementState(gfDuel(a, b, { range }));
    startEngagement(gruntFactorEngagement, s);
    s.turn = 1;
    s.action = 1;
    return s;
  };

  it("fires at an enemy within short range whatever its plan's target; a panicked squad recovers first and does not advance", () => {
    const s = state(squad('regular', 3, { plan: 'fire-and-advance' }), squad('regular', 3), 30);
    expect(chooseGfAction(s, 0)).toBe(GF_ACTION.fire);
    expect(s.target).toBe(1);
    s.panicked[0] = 1;
    expect(chooseGfAction(s, 0)).toBe(GF_ACTION.recover);
    s.action = 2;
    expect(chooseGfAction(s, 0)).toBe(GF_ACTION.fire);
    s.advance[1] = 25; // 5 cm apart: the assault plan would charge, a panicked squad may not
    const assault = state(squad('regular', 3, { plan: 'assault' }), squad('regular', 3), 5);
    expect(chooseGfAction(assault, 0)).toBe(GF_ACTION.closeCombat);
    assault.panicked[0] = 1;
    assault.action = 2;
    expect(chooseGfAction(assault, 0)).not.toBe(GF_ACTION.closeCombat);
  });

  it('suppresses only with its last two actions, and a squad reduced to a third no longer advances', () => {
    const plan = [{ do: 'suppress' }, { do: 'advance' }, { do: 'hold' }];
    const s = state(squad('regular', 3, { plan }), squad('regular', 3), 80);
    expect(chooseGfAction(s, 0)).toBe(GF_ACTION.advance);
    s.action = 2;
    expect(chooseGfAction(s, 0)).toBe(GF_ACTION.suppress);
    s.action = 1;
    s.healthy[0] = 1;
    expect(chooseGfAction(s, 0)).toBe(GF_ACTION.hold);
  });

  it('tells sampled engagements in words, the same for the same seed', () => {
    const cell = gfDuel(squad('veteran', 2, { plan: 'hold-and-fire' }), squad('regular', 3, { plan: 'assault' }), {
      range: 20,
    });
    const traces = gfEngagementDefinition.trace!(cell, 3, 2);
    expect(traces).toHaveLength(2);
    expect(traces[0]).toMatch(/^Engagement 1\nTurn 1\n {2}(Reds|Blues) wins the initiative\n/);
    expect(traces[0]).toMatch(/(Reds wins in turn \d|Blues wins in turn \d|Undecided)$/);
    expect(gfEngagementDefinition.trace!(cell, 3, 2)).toEqual(traces);
    expect(gfEngagementDefinition.trace!(cell, 4, 2)).not.toEqual(traces);
  });

  it('rolls the initiative with ties rolled again: the exact dice never give a tie', () => {
    const script = new Script();
    const dice = new ExactGfDice(script);
    script.replay([1]);
    expect(dice.initiative(9, 9)).toBe(1);
    expect(script.p).toBeCloseTo(0.5, 12);
  });
});
