import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { bruteForceAreaEffect } from '../../../../testing/systems/man-to-man/indirectFire/bruteForceAreaEffect.js';
import { packExact } from '../../../core/ExactResult.js';
import type { IndirectFireCell } from '../indirectFire/IndirectFireCell.js';
import afvHeFireDefinition from './afvHeFireDefinition.js';
import afvHeFireKernel from './afvHeFireKernel.js';
import { afvHeFireLayout } from './afvHeFireLayout.js';
import { exactAfvHeFire } from './exactAfvHeFire.js';

const input = (more: Record<string, unknown>) => ({ system: 'man-to-man', resolve: 'afv-he-fire', ...more });
const cell = (more: Record<string, unknown>): IndirectFireCell => cellOf(afvHeFireDefinition, input(more));

/** Cases with something of their own each: hard cover, a building, a wounded NCO, every reading of "halved". */
const CASES: Record<string, Record<string, unknown>> = {
  'a 75mm gun (light-artillery HE) at a private in the open': { firer: { fire_control: 12, shell: 'light-artillery' } },
  'buttoned and on the move, at an NCO in hard cover, damage only on scattered shots (as-6-3)': {
    rules: { 'he-damage': 'as-6-3' },
    firer: { fire_control: 14, shell: 'medium-artillery', buttoned: true, on_move: true },
    target: { troop: 'nco', cover: 'hard' },
  },
  'at a small wooden house, halved once, 4.4 criticals (a 4 doubles)': {
    rules: { 'he-damage': 'halved-once', 'he-criticals': 'as-to-hit' },
    firer: { fire_control: 10, damage: 5, area_of_effect: 3 },
    building: { material: 'wood', size: 'small' },
  },
  'a wounded private, the AFV details as a diameter, 4.4 criticals rolled twice': {
    rules: { 'area-of-effect': 'diameter', 'he-criticals': 'as-to-hit', 'critical-damage': 'roll-twice' },
    firer: { fire_control: 11, damage: 4, area_of_effect: 6 },
    target: { wounded: true },
  },
  'house rules: HE scattering 3d6, 2 hits off each die in hard cover, buttoned −1': {
    rules: { 'scatter-dice': 3, 'cover-hits-per-die': { 'hard-cover': 2 }, modifiers: { buttoned: -1 } },
    firer: { fire_control: 12, shell: 'light-mortar', buttoned: true },
    target: { cover: 'hard' },
  },
};

describe('afv-he-fire (8.2 High Explosive shots against soft targets)', () => {
  Object.entries(CASES).forEach(([name, more], i) => {
    it(`${name}: exact against a plain enumeration, Monte Carlo against exact`, () => {
      const c = cell(more);
      const exact = exactAfvHeFire(c);
      const counters = packExact(afvHeFireLayout(c), exact);
      const brute = bruteForceAreaEffect(c, 5);
      expect(counters.length).toBe(brute.length);
      brute.forEach((p, k) => expect(counters[k], `counter ${k}`).toBeCloseTo(p, 10));
      expectKernelMatchesExact(afvHeFireKernel, c, exact, 150_000, 1500 + i);
    });
  });

  it('reads the scatter dice, the hits off each die in cover and the HE modifiers from rules', () => {
    // Fire Control 12 − 1 buttoned: under 11.
    expect(cell(CASES['house rules: HE scattering 3d6, 2 hits off each die in hard cover, buttoned −1'])).toMatchObject(
      { scatterDice: 3, dieReduction: 2, highestHit: 10 },
    );
  });

  it('reads Fire Control with the 8.2 HE modifiers, 2d6 scatter, the 6.1 row of the calibre and the readings of "halved"', () => {
    expect(cell({ firer: { fire_control: 12, shell: 'light-artillery' } })).toMatchObject({
      highestHit: 11,
      scatterDice: 2,
      damageDice: 6,
      radius: 5,
      directDivisor: 2,
      scatteredDivisor: 4,
      failures: [0, 1, 1],
      criticalKills: true,
      criticalDoubles: false,
    });
    // −2 buttoned, −4 on the move: under 8.
    expect(
      cell({ firer: { fire_control: 14, shell: 'heavy-artillery', buttoned: true, on_move: true } }),
    ).toMatchObject({ highestHit: 7, damageDice: 8, radius: 8 });
    expect(
      cell({ rules: { 'he-damage': 'as-6-3' }, firer: { fire_control: 12, damage: 3, area_of_effect: 2 } }),
    ).toMatchObject({ damageDice: 3, radius: 2, directDivisor: 1, scatteredDivisor: 2 });
  });

  it('matches hand-worked odds: Fire Control 12, a 75mm HE round (5" radius)', () => {
    const exact = exactAfvHeFire(cell({ firer: { fire_control: 12, shell: 'light-artillery' } })).outcomes;
    // 3..11 hit (135/216); 16 misfires (6/216); 17 and 18 jam (3 + 1); 12..15 miss (71/216), 2d6 scatter touches at 5" or less (10/36).
    expect(exact.direct_hit).toBeCloseTo(135 / 216, 14);
    expect(exact.misfired).toBeCloseTo(6 / 216, 14);
    expect(exact.jammed).toBeCloseTo(4 / 216, 14);
    expect(exact.scattered_hit).toBeCloseTo((71 / 216) * (10 / 36), 14);
    expect(exact.miss).toBeCloseTo((71 / 216) * (26 / 36), 14);
  });

  it('halves a direct hit: a 1d6 round (radius 1") can never do more than 3, so it never incapacitates a private (STR 12)', () => {
    const halved = exactAfvHeFire(cell({ firer: { fire_control: 18, damage: 1, area_of_effect: 1 } })).distributions
      .target_state;
    const full = exactAfvHeFire(
      cell({ rules: { 'he-damage': 'as-6-3' }, firer: { fire_control: 18, damage: 1, area_of_effect: 1 } }),
    ).distributions.target_state;
    // Every roll but 16-18 hits (206/216); the critical 3 kills (1/216); of the other 205, halved, a d6 of 2 or more
    // wounds (5/6), in full every face does.
    expect(halved[2]).toBe(0);
    expect(halved[3]).toBeCloseTo(1 / 216, 14);
    expect(halved[1]).toBeCloseTo((205 / 216) * (5 / 6), 14);
    expect(full[1]).toBeCloseTo(205 / 216, 14);
  });

  it('asks for the HE round when neither shell nor the damage and area are given', () => {
    const found = issuesOf(afvHeFireDefinition, input({ firer: { fire_control: 12, damage: 6 } }));
    expect(found.map((i) => i.path.join('.'))).toEqual(['firer']);
    expect(found[0].message).toMatch(/^the HE round's area_of_effect is not known: give firer.shell/);
  });
});
