import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceCloseAssault } from '../../../../../testing/systems/stargrunt2/assault/closeAssault/bruteForceCloseAssault.js';
import {
  closeAssaultCell,
  closeAssaultIssues,
  exactCloseAssaultCounters,
  side,
} from '../../../../../testing/systems/stargrunt2/assault/closeAssault/testCells.js';
import { exactFire } from '../../fire/exactFire.js';
import closeAssaultKernel from './closeAssaultKernel.js';
import { closeAssaultOffsets } from './closeAssaultLayout.js';
import { exactCloseAssault } from './exactCloseAssault.js';
import { deadAndWounded, fireCasualties } from './fireCasualties.js';
import { oddsStrength, oddsThreat } from './oddsThreat.js';
import { roundTransition } from './roundTransition.js';

const cell = closeAssaultCell;
const issues = closeAssaultIssues;

/** The example scenario: eight Regulars assault four Veterans in the ruins, 9" away, the defenders firing. */
const RUINS = {
  attacker: side('regular', 8, { armour: 'partial-light' }),
  defender: side('veteran', 4, { cover: 'hard', troops: [{ count: 4, weapon: 'advanced-assault-rifle' }] }),
  distance: 9,
  follow_through: true,
};

describe('close-assault', () => {
  it('odds threat levels of the rulebook (INITIATING CLOSE ASSAULT), doubled for TERROR', () => {
    const odds = (a: number, aPower: boolean, d: number, dPower: boolean) =>
      oddsThreat(oddsStrength(a, aPower), oddsStrength(d, dPower));
    expect(odds(6, false, 4, false)).toBe(1); // "6 ordinary attackers against 4 defenders would be 1:1"
    expect(odds(8, false, 4, false)).toBe(2); // "8 against 4 would be 2:1"
    expect(odds(6, true, 4, false)).toBe(3); // "6 Powered Troopers (= 12) against 4 ... 3:1"
    expect(odds(3, false, 5, false)).toBe(1);
    const c = cell({
      attacker: side('regular', 8, { confidence: 'steady', weapon: 'flame' }),
      defender: side('green', 4),
      distance: 0,
    });
    expect([c.chargeNeeded, c.standNeeded]).toEqual([2 + 1, 2 + 2 * 2]);
    expect(
      cell({ attacker: side('regular', 8, { confidence: 'SH' }), defender: side('green', 4), distance: 0 })
        .chargeNeeded,
    ).toBe(5);
  });

  it('refuses a BROKEN attacker; a BROKEN defender routs without a test', () => {
    expect(
      issues({ attacker: side('regular', 5, { confidence: 'broken' }), defender: side('green', 4), distance: 0 })[0]
        .path,
    ).toEqual(['attacker', 'confidence']);
    const c = cell({ attacker: side('regular', 5), defender: side('green', 4, { confidence: 'BR' }), distance: 0 });
    const p = exactCloseAssaultCounters(c);
    const o = closeAssaultOffsets(c);
    expect(p[1]).toBeCloseTo(6 / 8, 15); // the charge: a D8 above 2
    expect(p[o.dConf + 4]).toBeCloseTo(6 / 8, 15);
    expect(
      issues({ attacker: side('regular', 5, { armour: 'ful-light' }), defender: side('green', 4), distance: 0 })[0]
        .suggestions?.[0],
    ).toBe('full-light');
  });

  it('a round of close combat equals a plain enumeration of every die and every spare placement', () => {
    const d6 = { sides: 6, multiplier: 1 };
    const d8x2 = { sides: 8, multiplier: 2 };
    const cases: Array<
      [number, number, { sides: number; multiplier: number }, { sides: number; multiplier: number }, 0 | 1 | 2]
    > = [
      [3, 2, d6, d8x2, 0],
      [4, 2, d8x2, d6, 1],
      [4, 2, d6, { sides: 4, multiplier: 1 }, 2],
      [1, 3, { sides: 10, multiplier: 1 }, d6, 0],
    ];
    for (const [A, D, ad, dd, spares] of cases) {
      const exact = roundTransition(A, D, ad, dd, spares);
      const plain = new Float64Array(exact.length);
      const centresAreDefenders = A >= D;
      const n = centresAreDefenders ? D : A;
      const m = centresAreDefenders ? A : D;
      // Placements of the opponents beyond the first n: spread (i mod n), all on figure 0, or every one of n^s ways.
      const placements: number[][] =
        spares === 2
          ? Array.from({ length: n ** (m - n) }, (_, x) =>
              Array.from({ length: m - n }, (_, i) => Math.floor(x / n ** i) % n),
            )
          : [Array.from({ length: m - n }, (_, i) => (spares === 0 ? (n + i) % n : 0))];
      const dice = [...Array(A).fill(ad), ...Array(D).fill(dd)];
      const combos = dice.reduce((x, d) => x * d.sides, 1);
      for (const placement of placements) {
        for (let x = 0; x < combos; x++) {
          let y = x;
          const score = dice.map((d) => {
            const face = (y % d.sides) + 1;
            y = Math.floor(y / d.sides);
            return face * d.multiplier;
          });
          const down = new Array(A + D).fill(false);
          for (let j = 0; j < m; j++) {
            const target = j < n ? j : placement[j - n];
            const centre = centresAreDefenders ? A + target : target;
            const opponent = centresAreDefenders ? j : A + j;
            if (score[opponent] > score[centre]) down[centre] = true;
            else if (score[opponent] < score[centre]) down[opponent] = true;
          }
          const la = down.slice(0, A).filter(Boolean).length;
          const ld = down.slice(A).filter(Boolean).length;
          plain[la * (D + 1) + ld] += 1 / (combos * placements.length);
        }
      }
      plain.forEach((p, i) => expect(exact[i]).toBeCloseTo(p, 11));
    }
  });

  it('the whole assault equals an independent enumeration: 1 v 1, 2 v 1, 1 v 2 and 3 v 2, no defensive fire', () => {
    const inputs = [
      { attacker: side('regular', 1), defender: side('regular', 1), distance: 0 },
      {
        attacker: side('green', 2, { weapon: 'edged' }),
        defender: side('veteran', 1, { cover: 'soft' }),
        distance: 4,
        follow_through: true,
      },
      {
        attacker: side('veteran', 1, { armour: 'light-power', confidence: 'steady' }),
        defender: side('untrained', 2, { leadership: 3, in_position: true }),
        distance: 0,
        rules: { 'two-level-drop': 'less-than-half' },
      },
      {
        attacker: side('regular', 3, { leadership: 1 }),
        defender: side('green', 2, { confidence: 'ST' }),
        distance: 0,
        follow_through: true,
      },
    ];
    for (const input of inputs) {
      const c = cell(input);
      const exact = exactCloseAssaultCounters(c);
      const plain = bruteForceCloseAssault(c);
      plain.forEach((p, i) => expect(exact[i], `counter ${i}`).toBeCloseTo(p, 11));
    }
  });

  it('final defensive fire casualties agree with the fire resolution (dead and wounded marginals)', () => {
    const c = cell(RUINS);
    for (const fire of c.fire) {
      if (!fire) continue;
      const joint = fireCasualties(fire);
      const marginals = exactFire(fire).distributions.dead;
      const dead = new Array(fire.figures + 1).fill(0);
      for (const [key, p] of joint) dead[deadAndWounded(key)[0]] += p;
      dead.forEach((p, k) => expect(p).toBeCloseTo(marginals.prob(k), 13));
    }
  });

  it('probabilities sum to one in every distribution', () => {
    const c = cell({ ...RUINS, rules: { spares: 'random' } });
    const p = exactCloseAssaultCounters(c);
    const o = closeAssaultOffsets(c);
    const sum = (from: number, to: number) => p.subarray(from, to).reduce((a, b) => a + b, 0);
    expect(sum(0, 7)).toBeCloseTo(1, 12);
    expect(sum(o.rounds, o.aDead)).toBeCloseTo(1, 12);
    expect(sum(o.dDead, o.dWounded)).toBeCloseTo(1, 12);
    expect(sum(o.follow, o.follow + 2)).toBeCloseTo(1, 12);
  });

  it('Monte Carlo within 4.5 standard errors of exact', () => {
    const inputs = [
      { attacker: side('regular', 1), defender: side('regular', 1), distance: 0 },
      {
        attacker: side('green', 2, { weapon: 'edged' }),
        defender: side('veteran', 1, { cover: 'soft' }),
        distance: 4,
        follow_through: true,
      },
      RUINS,
      {
        attacker: side('veteran', 4, {
          armour: 'light-power',
          mobility: 'slow-power-armour',
          encumbered: true,
          weapon: 'flame',
        }),
        defender: side('regular', 6, {
          suppression: 1,
          troops: [
            { count: 5, weapon: 'advanced-assault-rifle' },
            { count: 1, weapon: 'conventional-saw' },
          ],
        }),
        distance: 7,
        rules: { spares: 'random', 'if-short': 'abort', 'fire-casualties-count': 'yes' },
      },
      {
        attacker: side('green', 6, { confidence: 'steady' }),
        defender: side('regular', 3, { in_position: true }),
        distance: 0,
        rules: { spares: 'concentrate' },
      },
    ];
    inputs.forEach((input, i) => {
      const c = cell(input);
      expectKernelMatchesExact(closeAssaultKernel, c, exactCloseAssault(c), 200_000, 500 + i);
    });
  });
});
