import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { separation } from '../../../../testing/stats/separation.js';
import { bruteForceAreaEffect } from '../../../../testing/systems/man-to-man/indirectFire/bruteForceAreaEffect.js';
import {
  INDIRECT_FIRE_TEST_CASES,
  indirectFireCell,
} from '../../../../testing/systems/man-to-man/indirectFire/testCells.js';
import { packExact } from '../../../core/ExactResult.js';
import { BUILDING_HIT_POINTS } from '../data/buildings.js';
import { INDIRECT_WEAPONS } from '../data/indirectWeapons.js';
import { exactIndirectFire } from './exactIndirectFire.js';
import indirectFireKernel from './indirectFireKernel.js';
import { indirectFireLayout } from './indirectFireLayout.js';

describe('indirect-fire (6.0–6.4, 7.0)', () => {
  Object.entries(INDIRECT_FIRE_TEST_CASES).forEach(([name, input], i) => {
    it(`${name}: exact against a plain enumeration, Monte Carlo against exact`, () => {
      const cell = indirectFireCell(input);
      const exact = exactIndirectFire(cell);
      const counters = packExact(indirectFireLayout(cell), exact); // the enumeration below is written in the kernel's layout
      const brute = bruteForceAreaEffect(
        cell,
        6,
        (input.rules as { criticals?: Record<string, string> } | undefined)?.criticals,
      );
      expect(counters.length).toBe(brute.length);
      brute.forEach((p, k) => expect(counters[k], `counter ${k}`).toBeCloseTo(p, 10));
      const sum = (values: ArrayLike<number>) => Array.from(values).reduce((x, y) => x + y, 0);
      expect(sum(Object.values(exact.outcomes))).toBeCloseTo(1, 13);
      for (const histogram of Object.values(exact.distributions)) expect(sum(histogram)).toBeCloseTo(1, 13);
      expectKernelMatchesExact(indirectFireKernel, cell, exact, 150_000, 900 + i);
    });
  });

  it('reads the 6.1 weapons, the 6.3 scatter dice and the 7.0 building hit points', () => {
    expect(INDIRECT_WEAPONS.grenade).toMatchObject({ damage: 4, areaOfEffect: 2, scatter: 'thrown' });
    expect(INDIRECT_WEAPONS['light-mortar']).toMatchObject({ damage: 5, areaOfEffect: 3, scatter: 'mortars' });
    expect(INDIRECT_WEAPONS['heavy-mortar']).toMatchObject({
      damage: 6,
      areaOfEffect: 4,
      scatter: 'mortars',
      placement: 'both',
    });
    expect(INDIRECT_WEAPONS['medium-artillery']).toMatchObject({ damage: 7, areaOfEffect: 6, scatter: 'artillery' });
    expect(INDIRECT_WEAPONS['heavy-bomb']).toMatchObject({ damage: 8, areaOfEffect: 8, scatter: 'bombs' });
    expect(BUILDING_HIT_POINTS.reinforced.large).toBe(72);
    expect(BUILDING_HIT_POINTS.stone.small).toBe(24);
  });

  it('uses DEX for thrown weapons and INT for indirect fire with the 6.2 modifiers', () => {
    // DEX 12 − 6 (window) − 2 (firer under fire): under 4, so only the criticals 3-5 hit.
    expect(indirectFireCell({ weapon: 'grenade', through_window: true, firer: { under_fire: true } }).highestHit).toBe(
      3,
    );
    // CO INT 14 − 2 spotter under fire: under 12.
    const mortar = indirectFireCell({
      weapon: 'heavy-mortar',
      off_table: true,
      spotter_under_fire: true,
      firer: { troop: 'co' },
    });
    expect(mortar).toMatchObject({
      highestHit: 11,
      criticalKills: false,
      criticalDoubles: false,
      failures: [0, 0, 0],
      radius: 4,
      damageDice: 6,
    });
    expect(indirectFireCell({ weapon: 'heavy-mortar' })).toMatchObject({
      criticalKills: true,
      criticalDoubles: true,
      failures: [0, 1, 1],
      highestHit: 9,
    });
    expect(indirectFireCell({ weapon: 'grenade' }).failures).toEqual([0, 0, 2]);
    expect(
      indirectFireCell({ weapon: 'grenade', building: { material: 'wood', size: 'medium', floors: 2 } }),
    ).toMatchObject({
      dieReduction: 6,
      building: { hitPoints: 48, halfSide: 4, damageTaken: 0 },
    });
  });

  it('reads the scatter dice, the scattered divisor, the damage dice, the 6.2 and 6.4 numbers from rules', () => {
    const cell = indirectFireCell(
      INDIRECT_FIRE_TEST_CASES[
        'house rules: mortar scatters 1d6 for a third of the damage, 3 dice, −1 when under fire, 2 hits off a die in hard cover, 4 no kill and 15 a jam'
      ],
    );
    // NCO INT 12 − 1 under fire: under 11.
    expect(cell).toMatchObject({ highestHit: 10, scatterDice: 1, scatteredDivisor: 3, damageDice: 3, dieReduction: 2 });
    const house = indirectFireCell({
      weapon: 'grenade',
      building: { material: 'wood', size: 'small' },
      rules: { 'cover-hits-per-die': { building: 1 } },
    });
    expect(house.dieReduction).toBe(1);
  });

  it('matches hand-worked grenade odds: private on private in the open', () => {
    const exact = exactIndirectFire(indirectFireCell({ weapon: 'grenade' })).outcomes;
    // Hits on 3..11 (135/216); 16, 17 not thrown (6 + 3), 18 explodes in hand (1).
    expect(exact.direct_hit).toBeCloseTo(135 / 216, 14);
    expect(exact.not_fired).toBeCloseTo(9 / 216, 14);
    expect(exact.exploded_in_hand).toBeCloseTo(1 / 216, 14);
    // 12..15 miss (71/216) and scatter 1d6: within the 2" radius on 1 or 2 only.
    expect(exact.scattered_hit).toBeCloseTo((71 / 216) * (2 / 6), 14);
    expect(exact.miss).toBeCloseTo((71 / 216) * (4 / 6), 14);
    // Hard cover (6.4): each die loses 4, so a die gives 0 (4/6), 1 or 2 (1/6 each). Direct hit (criticals only
    // automatic hits): incapacitated above 6 = 8 (four 2s) or 7 (three 2s, one 1): 5/1296; nothing on 0 (256/1296).
    // Scattered and touching: half the reduced total rounded down wounds from a reduced 2 up: P(0 or 1) = 512/1296.
    const hard = exactIndirectFire(
      indirectFireCell({
        weapon: 'grenade',
        target: { cover: 'hard' },
        rules: { 'indirect-criticals': 'automatic-hit' },
      }),
    ).distributions.target_state;
    expect(hard[3]).toBe(0);
    expect(hard[2]).toBeCloseTo((135 / 216) * (5 / 1296), 14);
    expect(hard[1]).toBeCloseTo((135 / 216) * (1 - 261 / 1296) + (71 / 216) * (1 / 3) * (1 - 512 / 1296), 14);
  });

  it('tells a critical 4 rolled twice from one doubled (critical-damage: roll-twice), with 2·10⁶ trials', () => {
    const base = { weapon: 'grenade', firer: { dex: 18 }, target: { str: 14, cover: 'hard' } };
    const doubled = exactIndirectFire(indirectFireCell(base));
    const twice = indirectFireCell({ ...base, rules: { 'critical-damage': 'roll-twice' } });
    const exactTwice = exactIndirectFire(twice);
    // The two readings differ by more than 12 standard errors here, so a kernel ignoring the variant fails.
    expect(
      separation(
        ((e: ReturnType<typeof exactIndirectFire>) => e.distributions.target_state)(doubled),
        ((e: ReturnType<typeof exactIndirectFire>) => e.distributions.target_state)(exactTwice),
        2_000_000,
      ),
    ).toBeGreaterThan(12);
    expectKernelMatchesExact(indirectFireKernel, twice, exactTwice, 2_000_000, 890);
  });
});
