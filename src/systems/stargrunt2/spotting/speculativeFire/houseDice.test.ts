// House dice (any d-N, listed faces) in speculative-fire: house weapons' firepower dice in STEP 1 of fire (their impact
// dice are never rolled here). docs/rules/stargrunt2.md, "Custom dice".
import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceSpeculativeFire } from '../../../../../testing/systems/stargrunt2/spotting/bruteForceSpeculativeFire.js';
import { exactSpeculativeFire } from './exactSpeculativeFire.js';
import speculativeFireDefinition from './speculativeFireDefinition.js';
import speculativeFireKernel from './speculativeFireKernel.js';

const WEAPONS = {
  'needle-rifle': { class: 'small-arms', firepower: 2, impact: 'd14' },
  'burst-projector': { class: 'support', firepower: [0, 0, 2, 4, 6, 8], impact: 'd6' },
  'big-gun': { class: 'support', firepower: 'd20', impact: [1, 2, 3] },
  'double-gun': { class: 'support', firepower: 'd6x2', impact: 'd8' },
};
const cell = (extra: Record<string, unknown>) =>
  cellOf(speculativeFireDefinition, { system: 'stargrunt2', resolve: 'speculative-fire', weapons: WEAPONS, ...extra });

const CASES: Record<string, Record<string, unknown>> = {
  'needle rifles (d14 impact) with a listed burst projector at a counter in soft cover, three attempts': {
    firer: {
      quality: 'regular',
      troops: [
        { count: 3, weapon: 'needle-rifle' },
        { count: 1, weapon: 'burst-projector' },
      ],
    },
    counter: { cover: 'soft' },
    range: 10,
    attempts: 3,
  },
  'a d20 support die and a d6x2 support die beside needle rifles at a counter in hard cover': {
    firer: {
      quality: 'green',
      troops: [
        { count: 2, weapon: 'needle-rifle' },
        { count: 1, weapon: 'big-gun' },
        { count: 1, weapon: 'double-gun' },
      ],
    },
    counter: { cover: 'hard' },
    range: 5,
    attempts: 2,
  },
};

describe('house dice in speculative-fire: exact against a plain enumeration that reads every listed face, Monte Carlo against exact', () => {
  Object.entries(CASES).forEach(([name, input], i) => {
    it(name, () => {
      const c = cell(input);
      const exact = exactSpeculativeFire(c);
      const brute = bruteForceSpeculativeFire(c.dice, c.against, c.flips, c.attempts, c.faces);
      expect(exact.outcomes.flipped_suppressed).toBeCloseTo(brute.flipped, 14);
      brute.actions.forEach((p, k) =>
        expect(exact.distributions.fire_actions[k], `fire_actions = ${k}`).toBeCloseTo(p, 14),
      );
      expectKernelMatchesExact(speculativeFireKernel, c, exact, 200_000, 5400 + i);
    });
  });

  it('the cells carry the dice as written: listed faces, and a multiplied die by its face values, beside the dice', () => {
    expect(cell(Object.values(CASES)[0]).faces).toEqual([null, null, [0, 0, 2, 4, 6, 8]]);
    const c = cell(Object.values(CASES)[1]);
    expect(c.dice).toEqual([6, 4, 20, 6]); // 2 × firepower 2: a D4
    expect(c.faces).toEqual([null, null, null, [2, 4, 6, 8, 10, 12]]);
  });

  it('a house d-N that is a ladder die is that ladder die: a d8 support die as the conventional SAW', () => {
    const troops = (saw: string) => ({
      quality: 'regular',
      troops: [
        { count: 5, weapon: 'advanced-assault-rifle' },
        { count: 1, weapon: saw },
      ],
    });
    const house = cell({
      weapons: { 'my-saw': { class: 'support', firepower: 'd8', impact: 'd10' } },
      firer: troops('my-saw'),
      counter: { cover: 'soft' },
      range: 12,
    });
    expect(house).toEqual(cell({ firer: troops('conventional-saw'), counter: { cover: 'soft' }, range: 12 }));
    expect(house.faces).toBeUndefined();
  });
});
