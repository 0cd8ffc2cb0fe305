// House dice (any d-N, listed faces) in an engagement: the volleys read them as the fire resolution does (exact
// against the fire resolution's exact volley, Monte Carlo within 4.5 SE of the exact chain), a d-N equal to a ladder
// die changes nothing, and a cover the unit can reach that shifts a die off the ladder is refused at its key.
// docs/rules/stargrunt2.md, "Custom dice".
import { describe, expect, it } from 'vitest';
import { issuesOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { duel, unit } from '../../../../testing/systems/stargrunt2/engagement/engagementCells.js';
import {
  bruteForceCounters,
  exactCounters,
} from '../../../../testing/systems/stargrunt2/engagement/exactAndBruteForce.js';
import { fireCell } from '../../../../testing/systems/stargrunt2/fire/testCells.js';
import { counterLength } from '../../../core/CounterLayout.js';
import { createStream } from '../../../dice/streams.js';
import { exactFire } from '../fire/exactFire.js';
import type { EngagementCell } from './EngagementCell.js';
import engagementDefinition from './engagementDefinition.js';
import engagementKernel from './engagementKernel.js';
import { exactStargruntEngagement } from './exactStargruntEngagement.js';

const WEAPONS = {
  'needle-rifle': { class: 'small-arms', firepower: 2, impact: 'd14' },
  'table-rifle': { class: 'small-arms', firepower: 1, impact: [2, 2, 4, 6, 8, 12] },
  'burst-projector': { class: 'support', firepower: [0, 0, 2, 4, 6, 8], impact: 'd6' },
  // The advanced assault rifle and partial light armour again, written as house d-N dice.
  'house-rifle': { class: 'small-arms', firepower: 2, impact: 'd10' },
};
const ARMOUR = { gel: [1, 1, 2, 6], mesh: 'd14', 'house-light': 'd6' };
// Off-ladder armour needs a game without cover: BROKEN units stay in the open.
const NO_COVER = { 'broken-in-open': 'stay' };

/** Table rifles and a burst projector (listed faces) in gel armour (listed faces) against needle rifles (d14 impact). */
function listedDuel(turns: number): EngagementCell {
  const a = unit('veteran', 2, {
    troops: [
      { count: 1, weapon: 'table-rifle' },
      { count: 1, weapon: 'burst-projector' },
    ],
    armour: 'gel',
    plan: 'hold-and-fire',
  });
  const b = unit('regular', 1, { troops: [{ count: 1, weapon: 'needle-rifle' }], armour: 'mesh' });
  return duel(a, b, { weapons: WEAPONS, armour: ARMOUR, rules: NO_COVER, turns, range: 12 });
}

function kernelCounters(cell: EngagementCell, trials: number, stream: number): Float64Array {
  const counters = new Float64Array(counterLength(engagementKernel.layout(cell)));
  engagementKernel.create(cell).run(createStream(2024, stream).s, trials, counters);
  return counters;
}

describe('house dice in an engagement: exact and Monte Carlo read the same faces', () => {
  it('the cell carries them: listed armour faces, the d14 and listed impact dice, the listed support die', () => {
    const cell = listedDuel(2);
    expect(cell.units[0].armourFaces).toEqual([1, 1, 2, 6]);
    expect(cell.units[1].armourSides).toBe(14);
    expect(
      cell.units[0].troops.map((t) => (t.weapon.class === 'small-arms' ? t.weapon.impact : t.weapon.firepower)),
    ).toEqual([
      { sides: 6, multiplier: 1, faces: [2, 2, 4, 6, 8, 12] },
      { sides: 6, multiplier: 1, faces: [0, 0, 2, 4, 6, 8] },
    ]);
  });

  it("a single volley in one turn is the fire resolution's exact volley, listed faces and all", () => {
    const fireOnce = [{ when: 'enemy_in_range', do: 'fire' }, { do: 'hold' }];
    const a = unit('veteran', 3, {
      troops: [
        { count: 2, weapon: 'table-rifle' },
        { count: 1, weapon: 'burst-projector' },
      ],
      plan: fireOnce,
    });
    const b = unit('regular', 3, { armour: 'gel', plan: [{ do: 'hold' }] });
    const exact = exactStargruntEngagement(
      duel(a, b, { weapons: WEAPONS, armour: ARMOUR, rules: NO_COVER, turns: 1, range: 14 }),
    );
    const fire = exactFire(
      fireCell({
        weapons: WEAPONS,
        armour: ARMOUR,
        firer: {
          quality: 'veteran',
          troops: [
            { count: 2, weapon: 'table-rifle' },
            { count: 1, weapon: 'burst-projector' },
          ],
        },
        target: { figures: 3, armour: 'gel' },
        range: 14,
      }),
    );
    for (let k = 0; k <= 3; k++) {
      expect(exact.distributions.b_dead[k], `dead = ${k}`).toBeCloseTo(fire.distributions.dead.prob(k), 12);
      expect(exact.distributions.b_wounded[k], `wounded = ${k}`).toBeCloseTo(fire.distributions.wounded.prob(k), 12);
    }
    // Gel armour reads 1 on half its faces: the volley kills someone more often than at basic armour's D4.
    expect(fire.distributions.dead.prob(0)).toBeLessThan(1);
  });

  it('the exact chain equals a brute-force enumeration of whole games (two turns)', () => {
    const cell = listedDuel(2);
    const brute = bruteForceCounters(cell);
    const chain = exactCounters(cell);
    expect(chain.length).toBe(brute.length);
    chain.forEach((p, k) => expect(p, `counter ${k}`).toBeCloseTo(brute[k], 12));
  });

  it('Monte Carlo lands within 4.5 standard errors of the exact chain (two turns)', () => {
    const cell = listedDuel(2);
    expectKernelMatchesExact(engagementKernel, cell, exactCounters(cell), 100_000, 29);
  });
});

describe('house dice in an engagement: a d-N equal to a ladder die is that die', () => {
  it('a house rifle (2, d10) in house-light (d6) armour gives the same counters as the advanced assault rifle in partial light armour', () => {
    const ladder = duel(unit('regular', 3, { cover: 'soft' }), unit('veteran', 2, { plan: 'assault' }), {
      turns: 3,
      range: 14,
    });
    const house = duel(
      unit('regular', 3, { cover: 'soft', troops: [{ count: 3, weapon: 'house-rifle' }], armour: 'house-light' }),
      unit('veteran', 2, { plan: 'assault', troops: [{ count: 2, weapon: 'house-rifle' }], armour: 'house-light' }),
      { weapons: WEAPONS, armour: ARMOUR, turns: 3, range: 14 },
    );
    expect(kernelCounters(house, 20_000, 3)).toEqual(kernelCounters(ladder, 20_000, 3));
    const exactLadder = duel(unit('regular', 1, { cover: 'soft' }), unit('veteran', 1), { turns: 2, range: 12 });
    const exactHouse = duel(
      unit('regular', 1, { cover: 'soft', troops: [{ count: 1, weapon: 'house-rifle' }], armour: 'house-light' }),
      unit('veteran', 1, { troops: [{ count: 1, weapon: 'house-rifle' }], armour: 'house-light' }),
      { weapons: WEAPONS, armour: ARMOUR, turns: 2, range: 12 },
    );
    expect(exactCounters(exactHouse)).toEqual(exactCounters(exactLadder));
  });
});

describe('house dice in an engagement: a cover shift reaching a die off the ladder is refused at its key', () => {
  const input = (a: Record<string, unknown>, b: Record<string, unknown>, more: Record<string, unknown> = {}) => ({
    system: 'stargrunt2',
    resolve: 'engagement',
    weapons: WEAPONS,
    armour: ARMOUR,
    range: 12,
    sides: { a: { units: { reds: a } }, b: { units: { blues: b } } },
    ...more,
  });
  const needles = unit('regular', 2, { troops: [{ count: 2, weapon: 'needle-rifle' }] });

  it('off-ladder armour in the soft cover a BROKEN unit falls back to, or where it starts', () => {
    const fallBack = issuesOf(engagementDefinition, input(unit('regular', 2, { armour: 'gel' }), needles));
    expect(fallBack.map((i) => i.path)).toEqual([['sides', 'a', 'units', 'reds', 'armour']]);
    expect(fallBack[0].message).toMatch(
      /\[1, 1, 2, 6\] \(armour "gel"\) is off the die-type ladder .* soft cover shifts the armour die one type up .*broken-in-open: fall-back-to-cover/,
    );
    const starts = issuesOf(
      engagementDefinition,
      input(needles, unit('regular', 2, { armour: 'mesh', cover: 'hard' }), { rules: NO_COVER }),
    );
    expect(starts.map((i) => i.path)).toEqual([['sides', 'b', 'units', 'blues', 'armour']]);
    expect(starts[0].message).toMatch(
      /D14 \(armour "mesh"\).*hard cover shifts the armour die 2 types up .*unit "blues" starts in hard cover/,
    );
    // Without the fall-back, or with a soft-cover shift of 0, the same armour is read as written.
    expect(
      issuesOf(engagementDefinition, input(unit('regular', 2, { armour: 'gel' }), needles, { rules: NO_COVER })),
    ).toEqual([]);
    expect(
      issuesOf(
        engagementDefinition,
        input(unit('regular', 2, { armour: 'gel' }), needles, { rules: { 'soft-cover-shift': 0 } }),
      ),
    ).toEqual([]);
  });

  it('an attacker takes the position, and the cover, of the unit it assaults', () => {
    const issues = issuesOf(
      engagementDefinition,
      input(unit('regular', 2, { armour: 'mesh', plan: 'assault' }), unit('regular', 2, { cover: 'soft' }), {
        rules: NO_COVER,
      }),
    );
    expect(issues.map((i) => i.path)).toEqual([['sides', 'a', 'units', 'reds', 'armour']]);
    expect(issues[0].message).toMatch(
      /unit "reds" can close-assault and take the position of an enemy unit in soft cover/,
    );
  });

  it('an excess past D12 that reaches a d14 impact die (heavy power armour in soft cover)', () => {
    const issues = issuesOf(
      engagementDefinition,
      input(needles, unit('regular', 2, { armour: 'heavy-power', cover: 'soft' })),
    );
    expect(issues.map((i) => i.path)).toEqual([['sides', 'a', 'units', 'reds', 'troops', 0, 'weapon']]);
    expect(issues[0].message).toMatch(
      /D14 \(impact of "needle-rifle"\).*past D12 for the D12 armour of unit "blues".*OPEN shift down of the impact die/,
    );
    // Partial light armour in soft cover becomes a D8: the d14 is kept.
    expect(issuesOf(engagementDefinition, input(needles, unit('regular', 2, { cover: 'soft' })))).toEqual([]);
  });

  it('quick-and-dirty casualties with listed-faces armour, which has no die type', () => {
    const issues = issuesOf(
      engagementDefinition,
      input(unit('regular', 2, { armour: 'gel' }), needles, { rules: { ...NO_COVER, casualties: 'quick-and-dirty' } }),
    );
    expect(issues.map((i) => i.path)).toEqual([['sides', 'a', 'units', 'reds', 'armour']]);
    expect(issues[0].message).toMatch(/no die type/);
  });

  it('the schema refuses what is not a die at its own face', () => {
    const bad = input(needles, unit('regular', 2), { armour: { gel: [1, 'x'] } });
    const issues = engagementDefinition.schema.safeParse(bad).error?.issues ?? [];
    expect(issues.map((i) => i.path.join('.'))).toEqual(['armour.gel.1']);
  });
});
