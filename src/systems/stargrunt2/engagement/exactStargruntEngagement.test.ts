import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { duel, unit } from '../../../../testing/systems/stargrunt2/engagement/engagementCells.js';
import {
  bruteForceCounters,
  exactCounters,
} from '../../../../testing/systems/stargrunt2/engagement/exactAndBruteForce.js';
import { fireCell } from '../../../../testing/systems/stargrunt2/fire/testCells.js';
import { ExactIntractableError } from '../../../core/ExactIntractableError.js';
import { exactFire } from '../fire/exactFire.js';
import type { EngagementCell } from './EngagementCell.js';
import engagementKernel from './engagementKernel.js';
import { exactStargruntEngagement } from './exactStargruntEngagement.js';

/** Tiny engagements, each with something of its own: panic, power armour, a die for who goes first, two units a side. */
const TINY: Record<string, () => EngagementCell> = {
  'a Regular against a Green (panic the first time it is fired on), two turns': () =>
    duel(unit('regular', 1, { plan: 'fire-and-advance' }), unit('green', 1, { plan: 'hold-and-fire' }), { range: 12 }),
  'two Veterans against a heavy power-armoured Regular (the suit roll), one turn': () =>
    duel(unit('veteran', 2, { cover: 'soft' }), unit('regular', 1, { armour: 'heavy-power', plan: 'hold-and-fire' }), {
      turns: 1,
      range: 6,
    }),
  'Untrained against Regulars (first-sight panic), a die roll for who goes first, two turns': () =>
    duel(unit('untrained', 1, { plan: 'hold-and-fire' }), unit('regular', 1), {
      rules: { 'first-activation': 'die-roll' },
      range: 9,
    }),
  'parameters: kill-multiple 3, soft cover two types, In Position none, one turn': () =>
    duel(unit('veteran', 2, { cover: 'soft', in_position: true }), unit('regular', 1, { plan: 'hold-and-fire' }), {
      turns: 1,
      range: 6,
      rules: { 'kill-multiple': 3, 'soft-cover-shift': 2, 'in-position-shift': 0 },
    }),
};

describe('the exact engagement chain (Stargrunt II)', () => {
  for (const [name, make] of Object.entries(TINY)) {
    it(`${name}: equals a brute-force enumeration of whole games`, () => {
      const cell = make();
      const brute = bruteForceCounters(cell);
      const chain = exactCounters(cell);
      expect(chain.length).toBe(brute.length);
      chain.forEach((p, k) => expect(p, `counter ${k}`).toBeCloseTo(brute[k], 12));
    });

    it(`${name}: Monte Carlo lands within 4.5 standard errors of it`, () => {
      const cell = make();
      expectKernelMatchesExact(engagementKernel, cell, exactCounters(cell), 100_000, 7);
    });
  }

  it("a single volley in one turn: the target's dead and wounded are the fire resolution's exact ones", () => {
    // Blues fire once (then hold); Reds only hold. Worked out by the fire resolution's own exact evaluator.
    const fireOnce = [{ when: 'enemy_in_range', do: 'fire' }, { do: 'hold' }];
    const cell = duel(unit('regular', 3, { plan: [{ do: 'hold' }] }), unit('veteran', 4, { plan: fireOnce }), {
      turns: 1,
      range: 14,
    });
    const exact = exactStargruntEngagement(cell);
    const fire = exactFire(
      fireCell({
        firer: { quality: 'veteran', troops: [{ count: 4, weapon: 'advanced-assault-rifle' }] },
        target: { figures: 3, armour: 'partial-light' },
        range: 14,
      }),
    );
    for (let k = 0; k <= 3; k++) {
      expect(exact.distributions.a_dead[k], `dead = ${k}`).toBeCloseTo(fire.distributions.dead.prob(k), 12);
      expect(exact.distributions.a_wounded[k], `wounded = ${k}`).toBeCloseTo(fire.distributions.wounded.prob(k), 12);
    }
    expect(exact.distributions.b_dead[0]).toBeCloseTo(1, 12);
  });

  it('a hand-worked turn: Untrained LV2 troops seeing the enemy (PANIC), out of range of each other', () => {
    // First sight: the Untrained D4 must exceed LV2 (a 3 or 4), so 1/2 panic. A panicked unit spends its activation
    // on the marker (both actions lost); a 1 on that D4 (1/4) also drops it to STEADY: 1/2 × 1/4 = 1/8.
    const cell = duel(
      unit('untrained', 2, { plan: [{ do: 'hold' }] }),
      unit('regular', 2, { plan: [{ do: 'hold' }] }),
      { turns: 1, range: 60 },
    );
    const exact = exactStargruntEngagement(cell);
    expect(exact.outcomes.undecided).toBeCloseTo(1, 12);
    expect(exact.distributions.a_actions_lost[2]).toBeCloseTo(1 / 2, 12);
    expect(exact.distributions.a1_confidence_after[1]).toBeCloseTo(1 / 8, 12);
    expect(exact.distributions.b_actions_lost[0]).toBeCloseTo(1, 12);
  });

  it('refuses a close assault and an engagement too large to enumerate, saying what to do', () => {
    const charge = duel(unit('regular', 2, { plan: 'assault' }), unit('regular', 2), { range: 6 });
    expect(() => exactStargruntEngagement(charge)).toThrow(ExactIntractableError);
    expect(() => exactStargruntEngagement(charge)).toThrow(/close assault.*Monte Carlo/);
    const big = duel(unit('regular', 8), unit('regular', 8), { turns: 6, range: 24 });
    expect(() => exactStargruntEngagement(big)).toThrow(/beyond exact enumeration/);
  });
});
