import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { bruteForceEngagement } from '../../../../testing/systems/engagement/bruteForceEngagement.js';
import { gfDuel, squad } from '../../../../testing/systems/grunt-factor/gfEngagementCells.js';
import { packExact } from '../../../core/ExactResult.js';
import { Script } from '../../../dice/exact/Script.js';
import { ExactGfDice } from './ExactGfDice.js';
import { exactGfEngagement } from './exactGfEngagement.js';
import type { GfEngagementCell } from './GfEngagementCell.js';
import { gfEngagementState } from './GfEngagementState.js';
import gfEngagementKernel, { gfEngagementLayout } from './gfEngagementKernel.js';
import { gruntFactorEngagement } from './gruntFactorEngagement.js';

/** Tiny engagements, each with something of its own: a charge into close combat, panic and recovery, suppression. */
const TINY: Record<string, () => GfEngagementCell> = {
  'Regulars charging a Veteran in cover (close combat), one turn': () =>
    gfDuel(squad('veteran', 1, { cover: '25-50', plan: 'hold-and-fire' }), squad('regular', 2, { plan: 'assault' }), {
      range: 9,
      turns: 1,
    }),
  'Green against Untrained at long range (LD rolls beyond 60 cm, panic and recovery), two turns': () =>
    gfDuel(squad('green', 1, { plan: 'hold-and-fire' }), squad('untrained', 1, { plan: 'hold-and-fire' }), {
      range: 65,
    }),
  'an LMG suppressing a squad that advances through it, two turns': () =>
    gfDuel(
      {
        grade: 'regular',
        troops: [{ count: 1, weapon: 'lmg' }],
        plan: [{ when: { action_at_most: 1 }, do: 'fire' }, { do: 'suppress' }],
      },
      squad('green', 1, { plan: 'fire-and-advance' }),
      { range: 45, rules: { 'side-beaten': 'eliminated' } },
    ),
  'a 50mm mortar whose Small Explosion Template covers two of three Greens, one turn': () =>
    gfDuel(
      { grade: 'veteran', troops: [{ count: 1, weapon: '50mm-mortar' }], plan: 'hold-and-fire' },
      squad('green', 3, { plan: 'hold-and-fire', under_template: { small: 2 } }),
      { range: 35, turns: 1 },
    ),
  'parameters of the single resolutions reach it: LD roll beyond 20 cm, save base 12, −1 under fire to recover, two turns':
    () =>
      gfDuel(squad('green', 1, { plan: 'hold-and-fire' }), squad('untrained', 1, { plan: 'hold-and-fire' }), {
        range: 30,
        rules: {
          'ld-roll-beyond-cm': 20,
          'save-base': 12,
          'recovery-modifiers': { 'under-fire': -1 },
          'to-hit': { prone: -4 },
        },
      }),
};

function exactCounters(cell: GfEngagementCell): Float64Array {
  return packExact(gfEngagementLayout(cell), exactGfEngagement(cell));
}

describe('the exact engagement chain (The Grunt Factor)', () => {
  for (const [name, make] of Object.entries(TINY)) {
    it(`${name}: equals a brute-force enumeration of whole games`, () => {
      const cell = make();
      const script = new Script();
      const brute = bruteForceEngagement(
        gruntFactorEngagement,
        gfEngagementState(cell),
        new ExactGfDice(script),
        script,
        gfEngagementLayout(cell),
      );
      const chain = exactCounters(cell);
      expect(chain.length).toBe(brute.length);
      chain.forEach((p, k) => expect(p, `counter ${k}`).toBeCloseTo(brute[k], 12));
    });

    it(`${name}: Monte Carlo lands within 4.5 standard errors of it`, () => {
      const cell = make();
      expectKernelMatchesExact(gfEngagementKernel, cell, exactCounters(cell), 100_000, 9);
    });
  }

  it('a hand-worked turn: one Veteran fires three actions at one Regular at 30 cm, who only holds', () => {
    // Assault rifle at short range (20-40 cm): +1, so RC 8 + 1 = 9 (9 faces in 20); save 10 + A 7 − damage 10 = 7
    // (7 in 20): a shot kills with 9/20 × 13/20. Three actions, the Regular falls unless all three fail; side b is
    // then wiped out and the Veterans win in turn 1 — unless the initiative goes to side b first (it only holds).
    const cell = gfDuel(
      squad('veteran', 1, { plan: 'hold-and-fire' }),
      squad('regular', 1, { plan: [{ do: 'hold' }] }),
      { turns: 1 },
    );
    const exact = exactGfEngagement(cell);
    const miss = 1 - (9 / 20) * (13 / 20);
    expect(exact.outcomes.side_a_wins).toBeCloseTo(1 - miss ** 3, 12);
    expect(exact.distributions.b_dead[1]).toBeCloseTo(1 - miss ** 3, 12);
    expect(exact.distributions.a_dead[0]).toBeCloseTo(1, 12);
  });

  it('hand-worked: the same turn with rules.save-base 8 (the aim entry unused: nobody aims): a shot kills on 9/20 × 15/20', () => {
    const rules = { 'save-base': 8, 'to-hit': { aim: 10 } };
    const cell = gfDuel(
      squad('veteran', 1, { plan: 'hold-and-fire' }),
      squad('regular', 1, { plan: [{ do: 'hold' }] }),
      { turns: 1, rules },
    );
    const miss = 1 - (9 / 20) * (15 / 20);
    expect(exactGfEngagement(cell).outcomes.side_a_wins).toBeCloseTo(1 - miss ** 3, 12);
  });

  it('the initiative: d20 + the highest LD each, ties rolled again', () => {
    // Veteran LD 10 + CO 1 = 11 against Untrained 6 + 1 = 7: side a is higher on 400 − … pairs; worked by counting.
    let higher = 0;
    let lower = 0;
    for (let a = 1; a <= 20; a++)
      for (let b = 1; b <= 20; b++) a + 11 > b + 7 ? (higher += 1) : a + 11 < b + 7 ? (lower += 1) : 0;
    const script = new Script();
    const dice = new ExactGfDice(script);
    script.replay([0]);
    expect(dice.initiative(11, 7)).toBe(0);
    expect(script.p).toBeCloseTo(higher / (higher + lower), 12);
  });
});
