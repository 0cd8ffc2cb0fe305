import { describe, expect, it } from 'vitest';
import { Dist } from '../../../dice/exact/Dist.js';
import { hitEffect } from '../impactVsArmour.js';
import { confidenceDrop } from '../morale/confidenceDrop.js';
import { newLeaderLevel } from '../morale/leaderLoss/newLeaderLevel.js';
import { confidenceTest } from './confidenceTest.js';
import { confidenceTestDist } from './confidenceTestDist.js';
import { dieFaces } from './dieFaces.js';
import { impactVsArmour, impactVsArmourPlan } from './impactVsArmour.js';
import { impactVsArmourDist } from './impactVsArmourDist.js';
import { leaderLoss, leaderLossPlan } from './leaderLoss.js';
import { leaderLossDist } from './leaderLossDist.js';
import { opposedRoll } from './opposedRoll.js';
import { opposedRollDist } from './opposedRollDist.js';
import { PENETRATION, penetration, penetrationPlan } from './penetration.js';
import { penetrationDist } from './penetrationDist.js';
import { reactionTest } from './reactionTest.js';
import { reactionTestDist, reactionTestPass } from './reactionTestDist.js';
import { suppressionRemoval } from './suppressionRemoval.js';
import { vehicleOccupantDist } from './vehicleOccupantDist.js';
import { vehicleOccupants } from './vehicleOccupants.js';
import { whoIsHit, whoIsHitPlan } from './whoIsHit.js';
import { whoIsHitDist, whoIsHitFaces } from './whoIsHitDist.js';

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
    expect([1, 2, 3, 4, 5, 8].map((face) => confidenceTest(8, 4, true, rolling(8, face), 1))).toEqual([
      2, 2, 1, 1, 0, 0,
    ]);
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

describe('reactionTestDist', () => {
  it('counts the faces the step passes, for every die and score (a negative score always passes)', () => {
    for (const sides of DICE) {
      for (let needed = -2; needed <= 13; needed++) {
        let passing = 0;
        for (let face = 1; face <= sides; face++) passing += reactionTest(sides, needed, rolling(sides, face), 1);
        const dist = reactionTestDist(sides, needed);
        expect(dist.probExact(1)).toEqual(
          Dist.fromWeights([
            [1, passing],
            [0, sides - passing],
          ]).probExact(1),
        );
        expect(reactionTestPass(sides, needed)).toBe(passing / sides);
        expect(dist.prob(0)).toBe((sides - passing) / sides);
      }
    }
  });
});

describe('dieFaces', () => {
  it("gives each face's outcome, grouped by outcome: the counts of the die behind an exact step", () => {
    expect(dieFaces(confidenceTestDist(8, 4, true), 8)).toEqual([0, 0, 0, 0, 1, 1, 2, 2]);
    expect(dieFaces(reactionTestDist(6, 3), 6)).toEqual([0, 0, 0, 1, 1, 1]);
    expect(() => dieFaces(reactionTestDist(6, 2), 8)).toThrow(RangeError); // thirds are not eighths
  });
});

describe('opposedRoll', () => {
  it('reads the opposing die, then each acting die, and scores the dice above it × 2^16 + their total', () => {
    const dice = Int32Array.of(8, 6, 10);
    for (let r = 1; r <= 6; r++) {
      for (const faces of [
        [1, 1, 1],
        [8, 6, 10],
        [r, r + 1, 3],
        [5, 2, 9],
      ]) {
        const u = Float64Array.of(-1, (r - 0.5) / 6, ...faces.map((f, i) => (f - 0.5) / dice[i]), -1);
        const above = faces.filter((f) => f > r).length;
        expect(opposedRoll(dice, 6, u, 1)).toBe(above * 65536 + faces[0] + faces[1] + faces[2]);
      }
    }
  });

  it('the exact counterpart gives the same scores over every face (and a fixed face where asked)', () => {
    const counted = new Map<number, number>();
    const dice = Int32Array.of(4, 6);
    for (let r = 1; r <= 8; r++) {
      for (let a = 1; a <= 4; a++) {
        for (let b = 1; b <= 6; b++) {
          const score = opposedRoll(dice, 8, Float64Array.of((r - 0.5) / 8, (a - 0.5) / 4, (b - 0.5) / 6), 0);
          counted.set(score, (counted.get(score) ?? 0) + 1);
        }
      }
    }
    const dist = opposedRollDist([4, 6], 8);
    for (const [score, n] of counted)
      expect(dist.probExact(score)).toEqual(
        Dist.fromWeights([
          [score, n],
          [-1, 192 - n],
        ]).probExact(score),
      );
    expect(dist.keys().length).toBe(counted.size);
    // A D8 against a D6: the rulebook's minor success of one die.
    expect(opposedRollDist([8], 6).probWhere((score) => score >>> 16 === 1)).toBe(27 / 48);
    expect(opposedRollDist([Dist.constant(1), 6], 4).probWhere((score) => score >>> 16 === 2)).toBe(0);
  });
});

describe('impactVsArmourDist and whoIsHitDist', () => {
  it("count the kernel steps' own tables", () => {
    const dist = impactVsArmourDist({ sides: 10, multiplier: 1 }, { sides: 6, multiplier: 1 });
    const code = { none: 0, wound: 1, kill: 2 };
    const weights = [0, 0, 0];
    for (let i = 1; i <= 10; i++) for (let a = 1; a <= 6; a++) weights[code[hitEffect(i, a)]]++;
    expect([0, 1, 2].map((e) => dist.prob(e))).toEqual(
      weights.map((w) =>
        Dist.fromWeights([
          [1, w],
          [0, 60 - w],
        ]).prob(1),
      ),
    );
    expect(whoIsHitFaces(5, 6)).toEqual([2, 1, 1, 1, 1]);
    expect(whoIsHitDist(5, 6).prob(0)).toBe(2 / 6);
    expect(whoIsHitDist(1, 4).keys()).toEqual([0]);
  });
});

describe('penetration', () => {
  const impact = { sides: 8, multiplier: 1 };
  const armour = { sides: 6, multiplier: 1 };

  it('reads impact, armour, then on a non-penetrating hit the D6, the suspension die and the re-rolled impact', () => {
    const out = new Int32Array(1);
    const plan = penetrationPlan(impact, armour, 2, 4, false);
    const roll = (...faces: Array<[number, number]>) =>
      Float64Array.from(faces.map(([face, sides]) => (face - 0.5) / sides));
    expect(penetration(plan, roll([7, 8], [3, 6]), 0, out)).toBe(2);
    expect(out[0]).toBe(PENETRATION.destroyed);
    expect(penetration(plan, roll([5, 8], [3, 6]), 0, out)).toBe(2);
    expect(out[0]).toBe(PENETRATION.disabled);
    expect(penetration(plan, roll([2, 8], [3, 6], [6, 6]), 0, out)).toBe(3);
    expect(out[0]).toBe(PENETRATION.systems);
    expect(penetration(plan, roll([2, 8], [3, 6], [1, 6], [2, 4], [3, 8]), 0, out)).toBe(5);
    expect(out[0]).toBe(PENETRATION.immobilised);
    expect(penetration(penetrationPlan(impact, armour, 2, 4, true), roll([2, 8], [3, 6], [1, 6], [2, 4]), 0, out)).toBe(
      4,
    );
    expect(out[0]).toBe(PENETRATION.none); // the reused impact 2 does not beat the suspension's 2
    expect(penetration(penetrationPlan(impact, armour, 3, 4, false), roll([7, 8], [3, 6]), 0, out)).toBe(2);
    expect(out[0]).toBe(PENETRATION.disabled); // 7 is not more than three times 3
  });

  it('the exact counterpart weighs every face the step can read', () => {
    for (const reuse of [false, true]) {
      const plan = penetrationPlan(impact, armour, 2, 4, reuse);
      const out = new Int32Array(1);
      const weights = new Map<number, number>();
      // Every face of the five dice the step may read (those it does not read weigh the same for every flag).
      for (let i = 1; i <= 8; i++)
        for (let a = 1; a <= 6; a++)
          for (let d = 1; d <= 6; d++)
            for (let s = 1; s <= 4; s++)
              for (let j = 1; j <= 8; j++) {
                penetration(
                  plan,
                  Float64Array.of((i - 0.5) / 8, (a - 0.5) / 6, (d - 0.5) / 6, (s - 0.5) / 4, (j - 0.5) / 8),
                  0,
                  out,
                );
                weights.set(out[0], (weights.get(out[0]) ?? 0) + 1);
              }
      const dist = penetrationDist(impact, armour, 2, 4, reuse);
      const total = 8 * 6 * 6 * 4 * 8;
      for (const [flag, w] of weights)
        expect(dist.prob(flag)).toBe(
          Dist.fromWeights([
            [1, w],
            [0, total - w],
          ]).prob(1),
        );
      expect(dist.keys()).toEqual([...weights.keys()].sort((x, y) => x - y));
    }
  });
});

describe('vehicleOccupants', () => {
  it('a casualty when the armour roll does not exceed the threshold, then D6 1–3 dead, 4–6 wounded; as its exact counterpart', () => {
    const out = new Int32Array(2);
    const armour = Int32Array.of(6, 10);
    // Occupant 0 rolls 2 (≤ 3: a casualty) then a 5 (wounded); occupant 1 rolls 8 (unhurt).
    const u = Float64Array.of(1.5 / 6, 4.5 / 6, 7.5 / 10);
    expect(vehicleOccupants(armour, 0, 2, 3, u, 0, out)).toBe(3);
    expect([...out]).toEqual([0, 1]);
    expect(vehicleOccupants(armour, 1, 2, 3, u, 2, out)).toBe(3);
    expect([...out]).toEqual([0, 0]);
    const dist = vehicleOccupantDist(6, 3);
    expect([0, 1, 2].map((code) => dist.prob(code))).toEqual([1 / 2, 1 / 4, 1 / 4]);
    expect(vehicleOccupantDist(6, 0).keys()).toEqual([0]);
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
    expect([1, 2, 3, 4, 5, 6].map((face) => leaderLoss(leaderLossPlan(2), rolling(6, face), 1))).toEqual([
      3, 3, 2, 2, 2, 1,
    ]);
  });
});

describe('impactVsArmour', () => {
  it('reads the impact die, then the armour die, and scores as hitEffect for every pair of faces (multipliers too)', () => {
    const pairs = [
      [
        { sides: 10, multiplier: 1 },
        { sides: 6, multiplier: 1 },
      ],
      [
        { sides: 12, multiplier: 2 },
        { sides: 12, multiplier: 3 },
      ],
      [
        { sides: 4, multiplier: 1 },
        { sides: 12, multiplier: 1 },
      ],
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
    const roll = (impact: number, armour: number) =>
      impactVsArmour(plan, Float64Array.of((impact - 0.5) / 10, (armour - 0.5) / 6), 0);
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
