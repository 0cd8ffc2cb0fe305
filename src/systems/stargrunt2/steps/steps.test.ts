import { describe, expect, it } from 'vitest';
import { hitEffect } from '../impactVsArmour.js';
import { confidenceDrop } from '../morale/confidenceDrop.js';
import { newLeaderLevel } from '../morale/leaderLoss/newLeaderLevel.js';
import { confidenceTest } from './confidenceTest.js';
import { confidenceTestDist } from './confidenceTestDist.js';
import { impactVsArmour, impactVsArmourPlan } from './impactVsArmour.js';
import { leaderLoss, leaderLossPlan } from './leaderLoss.js';
import { leaderLossDist } from './leaderLossDist.js';
import { reactionTest } from './reactionTest.js';
import { suppressionRemoval } from './suppressionRemoval.js';
import { whoIsHit, whoIsHitPlan } from './whoIsHit.js';

const DICE = [4, 6, 8, 10, 12];

/** A uniform that rolls `face` on a die of `sides` (the middle of its interval), at index 1 of a buffer. */
function rolling(sides: number, ...faces: number[]): Float64Array {
  return Float64Array.from([-1, ...faces.map((face) => (face - 0.5) / sides), -1]);
}

describe('confidenceTest', () => {
  it('reads one uniform and drops as the rulebook says, for every die, score and reading of "half"', () => {
    for (const sides of DICE) {
      for (let needed = 0; needed <= 15; needed++) {
        for (const halfOrLess of [true, false]) {
          for (let face = 1; face <= sides; face++) {
            const expected = face > needed ? 0 : (halfOrLess ? 2 * face <= needed : 2 * face < needed) ? 2 : 1;
            expect(confidenceTest(sides, needed, halfOrLess, rolling(sides, face), 1)).toBe(expected);
            expect(confidenceDrop(face, needed, halfOrLess)).toBe(expected);
          }
        }
      }
    }
  });

  it('the rulebook example, Regular/2 at threat level 2: 5+ holds, 3–4 one level, 1–2 two; and the exact counterpart agrees', () => {
    expect([1, 2, 3, 4, 5, 8].map((face) => confidenceTest(8, 4, true, rolling(8, face), 1))).toEqual([2, 2, 1, 1, 0, 0]);
    const dist = confidenceTestDist(8, 4, true);
    expect([0, 1, 2].map((d) => dist.prob(d))).toEqual([4 / 8, 2 / 8, 2 / 8]);
  });
});

describe('reactionTest and suppressionRemoval', () => {
  it('pass only when the roll EXCEEDS the score, reading one uniform', () => {
    for (const sides of DICE) {
      for (let needed = 0; needed <= 13; needed++) {
        for (let face = 1; face <= sides; face++) {
          const u = rolling(sides, face);
          expect(reactionTest(sides, needed, u, 1)).toBe(face > needed ? 1 : 0);
          expect(suppressionRemoval(sides, needed, u, 1)).toBe(face > needed ? 1 : 0);
        }
      }
    }
  });
});

describe('leaderLoss', () => {
  it('the D6: 1–2 one level worse, 3–5 the same, 6 one better, bounded at 3 and 1', () => {
    for (const lv of [1, 2, 3]) {
      const plan = leaderLossPlan(lv);
      const faces = [1, 2, 3, 4, 5, 6].map((face) => leaderLoss(plan, rolling(6, face), 1));
      expect(faces).toEqual([1, 2, 3, 4, 5, 6].map((face) => newLeaderLevel(lv, face)));
      const dist = leaderLossDist(lv);
      faces.forEach((level) => expect(dist.prob(level)).toBeGreaterThan(0));
    }
    expect([1, 2, 3, 4, 5, 6].map((face) => leaderLoss(leaderLossPlan(2), rolling(6, face), 1))).toEqual([3, 3, 2, 2, 2, 1]);
  });
});

describe('impactVsArmour', () => {
  it('reads the impact die, then the armour die, and scores as hitEffect for every pair of faces (multipliers too)', () => {
    const pairs = [
      [{ sides: 10, multiplier: 1 }, { sides: 6, multiplier: 1 }],
      [{ sides: 12, multiplier: 2 }, { sides: 12, multiplier: 3 }],
      [{ sides: 4, multiplier: 1 }, { sides: 12, multiplier: 1 }],
    ];
    const code = { none: 0, wound: 1, kill: 2 };
    for (const [impact, armour] of pairs) {
      const plan = impactVsArmourPlan(impact, armour);
      for (let i = 1; i <= impact.sides; i++) {
        for (let a = 1; a <= armour.sides; a++) {
          const u = Float64Array.of(-1, (i - 0.5) / impact.sides, (a - 0.5) / armour.sides, -1);
          expect(impactVsArmour(plan, u, 1)).toBe(code[hitEffect(i * impact.multiplier, a * armour.multiplier)]);
        }
      }
    }
  });

  it("the rulebook's three hits, D10 against D6: 3 v 5 nothing, 6 v 5 a wound, 9 v 4 a kill", () => {
    const plan = impactVsArmourPlan({ sides: 10, multiplier: 1 }, { sides: 6, multiplier: 1 });
    const roll = (impact: number, armour: number) => impactVsArmour(plan, Float64Array.of((impact - 0.5) / 10, (armour - 0.5) / 6), 0);
    expect([roll(3, 5), roll(6, 5), roll(9, 4)]).toEqual([0, 1, 2]);
  });
});

describe('whoIsHit', () => {
  it('counts round from the first figure past the last (five figures roll a D6: a 6 is the first figure again)', () => {
    const plan = whoIsHitPlan(5, 6);
    expect([1, 2, 3, 4, 5, 6].map((face) => whoIsHit(plan, rolling(6, face), 1))).toEqual([0, 1, 2, 3, 4, 0]);
  });

  it('a lone figure has a one-sided die: it takes every hit', () => {
    expect(whoIsHitPlan(1, 4).whoDie).toBe(1);
    expect(whoIsHit(whoIsHitPlan(1, 4), Float64Array.of(0.99), 0)).toBe(0);
  });

  it('with more than twelve figures a D12 never reaches figure 13', () => {
    const plan = whoIsHitPlan(14, 12);
    const hit = Array.from({ length: 12 }, (_, f) => whoIsHit(plan, rolling(12, f + 1), 1));
    expect(Math.max(...hit)).toBe(11);
  });
});
