import { describe, expect, it } from 'vitest';
import { countsToward, parseDerived } from './DerivedOutcome.js';

const names = {
  outcomes: ['attacker_wins', 'defender_withdraws', 'defender_wins'],
  distributions: ['dead', 'wounded'],
};

describe('parseDerived', () => {
  it('reads outcomes joined by + and a distribution against a count', () => {
    expect(parseDerived('c', 'Carried', 'attacker_wins + defender_withdraws', names)).toEqual({
      name: 'c',
      label: 'Carried',
      expression: 'attacker_wins + defender_withdraws',
      anyOf: ['attacker_wins', 'defender_withdraws'],
    });
    expect(parseDerived('d', 'Two dead', ' dead>=2 ', names)).toEqual({
      name: 'd',
      label: 'Two dead',
      expression: 'dead>=2',
      distribution: 'dead',
      op: '>=',
      count: 2,
    });
    expect(parseDerived('w', 'W', 'wounded < 1', names)).toMatchObject({ op: '<', count: 1 });
  });

  it('says what is wrong, with the closest names', () => {
    expect(parseDerived('x', 'X', 'attacker_win + defender_wins', names)).toEqual({
      problem: 'unknown outcome "attacker_win" (the outcomes: attacker_wins, defender_withdraws, defender_wins)',
      suggestions: ['attacker_wins'],
    });
    expect(parseDerived('x', 'X', 'daed >= 2', names)).toMatchObject({ suggestions: ['dead'] });
    expect(parseDerived('x', 'X', 'dead => 2', names)).toMatchObject({
      problem: expect.stringMatching(/is neither outcomes joined by \+/),
    });
    expect(parseDerived('x', 'X', 'defender_wins + defender_wins', names)).toMatchObject({
      problem: expect.stringMatching(/names an outcome twice/),
    });
  });

  it('counts values toward each comparison', () => {
    expect([0, 1, 2, 3].filter((v) => countsToward('>=', v, 2))).toEqual([2, 3]);
    expect([0, 1, 2, 3].filter((v) => countsToward('<', v, 2))).toEqual([0, 1]);
    expect([0, 1, 2, 3].filter((v) => countsToward('=', v, 2))).toEqual([2]);
  });
});
