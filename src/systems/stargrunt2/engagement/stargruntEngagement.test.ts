import { describe, expect, it } from 'vitest';
import { issuesOf } from '../../../../testing/cellOf.js';
import { duel, engagementCell, unit } from '../../../../testing/systems/stargrunt2/engagement/engagementCells.js';
import { startEngagement } from '../../engagement/playEngagement.js';
import { chooseAction } from './chooseAction.js';
import { engagementState } from './EngagementState.js';
import engagementDefinition from './engagementDefinition.js';
import { ACTION } from './planCodes.js';
import { stargruntEngagement } from './stargruntEngagement.js';

const issues = (input: Record<string, unknown>) =>
  issuesOf(engagementDefinition, { system: 'stargrunt2', resolve: 'engagement', ...input });

describe('Stargrunt II engagement: normalizing', () => {
  it('names units a1 … b1 in scenario order, with their figures and the leader', () => {
    const cell = engagementCell({
      range: 24,
      sides: {
        a: { name: 'Reds', units: { alpha: unit('regular', 4, { leader: 2 }), bravo: unit('green', 3) } },
        b: { units: { charlie: unit('veteran', 5) } },
      },
    });
    expect(cell.units.map((u) => [u.id, u.name, u.side, u.figures, u.leader])).toEqual([
      ['a1', 'alpha', 0, 4, 1],
      ['a2', 'bravo', 0, 3, 0],
      ['b1', 'charlie', 1, 5, 0],
    ]);
    expect(cell.sides.map((s) => s.name)).toEqual(['Reds', 'Side B']);
  });

  it('hands the fire and close-combat parameters to the volleys and assaults it builds', () => {
    const rules = {
      'kill-multiple': 3,
      'hard-cover-shift': 1,
      'power-armour-close-combat': 'shift-1',
      'defender-cover-shift': 0,
      'power-armour-odds': 3,
    };
    const cell = duel(unit('regular', 2), unit('regular', 2), { rules });
    expect(cell.fire).toMatchObject({ 'kill-multiple': 3, 'hard-cover-shift': 1 });
    expect(cell.assault).toMatchObject({ powerArmour: 'shift-1', defenderCoverShift: 0, powerArmourOdds: 3 });
  });

  it('reports a leader beyond the figures and an unknown weapon, each at its path', () => {
    const found = issues({
      range: 24,
      sides: {
        a: { units: { alpha: unit('regular', 2, { leader: 3 }) } },
        b: {
          units: {
            bravo: { quality: 'regular', leadership: 2, troops: [{ count: 2, weapon: 'advanced-asault-rifle' }] },
          },
        },
      },
    });
    expect(found.map((i) => i.path.join('.'))).toEqual([
      'sides.a.units.alpha.leader',
      'sides.b.units.bravo.troops.0.weapon',
    ]);
    expect(found[1].suggestions?.[0]).toBe('advanced-assault-rifle');
  });
});

describe('Stargrunt II engagement: what a unit does with an action', () => {
  const state = (a: Record<string, unknown>, b: Record<string, unknown>, range: number) => {
    const s = engagementState(duel(a, b, { range }));
    startEngagement(stargruntEngagement, s);
    s.turn = 1;
    return s;
  };

  it('SUPPRESSED: only removes suppression (or reorganises in cover); otherwise fires at an enemy in range', () => {
    const s = state(unit('regular', 4), unit('regular', 4), 12);
    expect(chooseAction(s, 0, true, 0)).toBe(ACTION.fire);
    expect(s.target).toBe(1);
    s.markers[0] = 1;
    expect(chooseAction(s, 0, true, 0)).toBe(ACTION.removeSuppression);
  });

  it('BROKEN: fires only at a unit that fired on it, and never advances', () => {
    const s = state(
      unit('regular', 4, { plan: [{ do: 'fire' }, { do: 'advance' }, { do: 'hold' }] }),
      unit('regular', 4),
      12,
    );
    s.confidence[0] = 3;
    expect(chooseAction(s, 0, true, 0)).toBe(ACTION.hold);
    s.firedOnBy[0] = 1 << 1;
    expect(chooseAction(s, 0, true, 0)).toBe(ACTION.fire);
  });

  it('a close assault only as the first action, and not again once its reaction test failed', () => {
    const s = state(unit('regular', 4, { plan: 'assault' }), unit('regular', 4), 6);
    expect(chooseAction(s, 0, true, 0)).toBe(ACTION.closeAssault);
    expect(chooseAction(s, 0, false, 0)).toBe(ACTION.fire);
    expect(chooseAction(s, 0, true, 1 << ACTION.closeAssault)).toBe(ACTION.fire);
  });

  it('tells sampled engagements in words, the same for the same seed', () => {
    const cell = duel(unit('veteran', 2, { plan: 'hold-and-fire' }), unit('regular', 3), { range: 24 });
    const traces = engagementDefinition.trace!(cell, 3, 2);
    expect(traces).toHaveLength(2);
    expect(traces[0]).toMatch(
      /^Engagement 1\nTurn 1\n {2}[AB]1 (reds|blues) activates \(CO, \d figures, 0 suppression\)\n/,
    );
    expect(traces[0]).toMatch(/(Reds wins in turn \d|Blues wins in turn \d|Undecided)$/);
    expect(engagementDefinition.trace!(cell, 3, 2)).toEqual(traces);
  });
});
