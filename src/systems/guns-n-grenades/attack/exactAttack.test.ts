import { describe, expect, it } from 'vitest';
import { exactSummary } from '../../../../testing/exactSummary.js';
import { ATTACK_TEST_CASES, attackCell } from '../../../../testing/systems/guns-n-grenades/attack/testCells.js';
import { derivedStepsExact } from '../../derivedKernelExact.js';
import { StepDerivation } from '../../StepDerivation.js';
import attackKernel from './attackKernel.js';
import { attackLayout } from './attackLayout.js';
import { attackHouseSteps, attackRollSides, bookAttackExactSteps } from './attackSteps.js';
import { exactAttack } from './exactAttack.js';

const close = (actual: Record<string, number>, expected: Record<string, number>, what: string) => {
  for (const k of new Set([...Object.keys(actual), ...Object.keys(expected)])) {
    expect(actual[k] ?? 0, `${what} = ${k}`).toBeCloseTo(expected[k] ?? 0, 12);
  }
};

/**
 * The attack roll by plain loops over its dice, in the rule's words (How Combat Works: higher total hits; Fast
 * Shot: "May re-roll an attack. Second roll sticks", the attacker's die or both): P(attackerDie × 2 + hit).
 */
function plainAttackRoll(atk: number, def: number, fastShot: number): Map<number, number> {
  const p = new Map<number, number>();
  const add = (a: number, d: number, w: number) => {
    const key = a * 2 + (atk + a > def + d ? 1 : 0);
    p.set(key, (p.get(key) ?? 0) + w);
  };
  for (let a = 1; a <= 6; a++)
    for (let d = 1; d <= 6; d++) {
      if (atk + a > def + d || fastShot === 0) add(a, d, 1 / 36);
      else if (fastShot === 1) for (let a2 = 1; a2 <= 6; a2++) add(a2, d, 1 / 216);
      else for (let a2 = 1; a2 <= 6; a2++) for (let d2 = 1; d2 <= 6; d2++) add(a2, d2, 1 / 1296);
    }
  return p;
}

/** The book's step once per distinct input, as the kernel's own withSteps path enumerates it. */
const bookSteps = new StepDerivation(attackHouseSteps, {});

describe("exact evaluator of attack against the kernel's own code, enumerated", () => {
  for (const [name, input] of Object.entries(ATTACK_TEST_CASES)) {
    it(name, () => {
      const cell = attackCell(input);
      const layout = attackLayout(cell);
      const exact = exactSummary(layout, exactAttack(cell));
      // Terrain dice, the attack roll, each blast unit's d6 and the damage: the kernel's withSteps path, every path.
      const derived = exactSummary(layout, derivedStepsExact(attackKernel, cell, bookSteps));
      for (const o of ['no_attack', 'miss', 'hit', 'killed']) {
        expect(exact.outcomes[o].p, o).toBeCloseTo(derived.outcomes[o].p, 12);
      }
      close(exact.distributions.target_stage, derived.distributions.target_stage, 'target_stage');
      close(exact.distributions.units_hit, derived.distributions.units_hit, 'units_hit');
      close(exact.distributions.units_dead, derived.distributions.units_dead, 'units_dead');
      // The step both enumerate, against the rule's words.
      const { atk, def, fastShot } = attackRollSides(cell);
      const twin = bookAttackExactSteps.attackRoll({ atk, def, fastShot });
      for (const [key, p] of plainAttackRoll(atk, def, fastShot)) {
        expect(twin.prob(key), `attack roll ${key}`).toBeCloseTo(p, 12);
      }
    });
  }

  it('hand-worked parameters: cover +1 instead of +3, Tough 1 hit; terrain hitting on 1-3', () => {
    // Riflemen (ATK +3) at riflemen in cover (DEF 2 + 1): hit when a > d, 15 of 36; Tough 1: the hit wounds.
    const houseCell = attackCell({
      rules: { 'cover-def': 1, 'tough-hits': 1 },
      attacker: { unit: 'riflemen' },
      target: { unit: 'riflemen', cover: true },
      distance: 6,
    });
    const house = exactSummary(attackLayout(houseCell), exactAttack(houseCell));
    expect(house.outcomes.hit.p).toBeCloseTo(15 / 36, 15);
    expect(house.distributions.target_stage['1']).toBeCloseTo(15 / 36, 15);
    // A bloodied attacker over one piece of dangerous terrain dies on 1-3 of the d6 before attacking: no_attack ½.
    const terrain = exactAttack(
      attackCell({
        rules: { 'dangerous-terrain-faces': 3 },
        attacker: { unit: 'snipers', stage: 'bloodied', dangerous_terrain: 1 },
        target: { unit: 'riflemen' },
        distance: 6,
      }),
    );
    expect(terrain.outcomes.no_attack).toBeCloseTo(1 / 2, 15);
  });

  it('matches hand-worked values', () => {
    // Riflemen (ATK +3) at riflemen (DEF +2): hit when a + 1 > d, 21 of 36; Tough: a healthy target stays Healthy.
    const rifles = exactSummary(
      attackLayout(attackCell(ATTACK_TEST_CASES['riflemen at riflemen in the open (Tough)'])),
      exactAttack(attackCell(ATTACK_TEST_CASES['riflemen at riflemen in the open (Tough)'])),
    );
    expect(rifles.outcomes.hit.p).toBeCloseTo(21 / 36, 15);
    expect(rifles.distributions.target_stage['0']).toBeCloseTo(1, 15);
    // Light infantry (ATK +2, Fast Shot) at medics (DEF +4) with bayonets (+1): hit when a > d + 1, 10/36;
    // re-rolled after a miss: 10/36 + 26/36 · P(a2 > d + 1 | first missed). Two terrain pieces on a Bloodied
    // attacker: it survives only with no 1 in two d6, 25/36.
    const cell = attackCell(
      ATTACK_TEST_CASES['light infantry with bayonets over two dangerous terrain pieces, bloodied, at a medic'],
    );
    const r = exactSummary(attackLayout(cell), exactAttack(cell));
    expect(r.outcomes.no_attack.p).toBeCloseTo(11 / 36, 15);
    // Σ_d P(first misses and re-roll hits | d): d = 1..4, hits need a > d + 1: (4−d) of 6.
    let hit = 0;
    for (let d = 1; d <= 6; d++) {
      const h = Math.max(0, 6 - (d + 1)) / 6;
      hit += (h + (1 - h) * h) / 6;
    }
    expect(r.outcomes.hit.p).toBeCloseTo((25 / 36) * hit, 15);
  });

  it('gives probabilities that sum to one', () => {
    const cell = attackCell(ATTACK_TEST_CASES['mortar blast: target and three others hit with it']);
    const exact = exactSummary(attackLayout(cell), exactAttack(cell));
    const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
    expect(Object.values(exact.outcomes).reduce((a, o) => a + o.p, 0)).toBeCloseTo(1, 14);
    for (const d of Object.values(exact.distributions)) expect(sum(d)).toBeCloseTo(1, 14);
  });
});
