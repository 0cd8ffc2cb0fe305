import { describe, expect, it } from 'vitest';
import { cellOf, normalizeOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { exactVehicleExplosion } from './exactVehicleExplosion.js';
import type { VehicleExplosionCell } from './VehicleExplosionCell.js';
import vehicleExplosionDefinition from './vehicleExplosionDefinition.js';
import vehicleExplosionKernel from './vehicleExplosionKernel.js';

const input = (extra: Record<string, unknown>) => ({ system: 'man-to-man', resolve: 'vehicle-explosion', ...extra });
const cell = (extra: Record<string, unknown>): VehicleExplosionCell => cellOf(vehicleExplosionDefinition, input(extra));

/** Nd6 totals (4d6 in the book; rules.explosion-dice) by plain loops over every face: [total, probability]. */
function damageDice(n: number): Array<[number, number]> {
  let p = new Map<number, number>([[0, 1]]);
  for (let i = 0; i < n; i++) {
    const next = new Map<number, number>();
    for (const [t, q] of p) for (let f = 1; f <= 6; f++) next.set(t + f, (next.get(t + f) ?? 0) + q / 6);
    p = next;
  }
  return [...p];
}

/** 4.5 in words: up to half STR wounds (a second wound incapacitates), up to STR incapacitates, above kills. */
function stateOf(start: number, damage: number, woundMax: number, incapacitateMax: number): number {
  const level = damage > incapacitateMax ? 3 : damage > woundMax ? 2 : start >= 1 ? 2 : 1;
  return Math.max(start, level);
}

/** An independent plain enumeration of the dead count: one roll for all, or every combination of rolls. */
function bruteDead(c: VehicleExplosionCell, dice = 4): number[] {
  const n = c.victims.length;
  const dead = new Array<number>(n + 1).fill(0);
  const D = damageDice(dice);
  if (!c.eachRolls) {
    for (const [d, p] of D)
      dead[
        c.victims.filter((v) => stateOf(v.startState, d, v.limits.woundMax, v.limits.incapacitateMax) === 3).length
      ] += p;
    return dead;
  }
  const visit = (i: number, p: number, k: number): void => {
    if (i === n) {
      dead[k] += p;
      return;
    }
    const v = c.victims[i];
    for (const [d, q] of D)
      visit(i + 1, p * q, k + (stateOf(v.startState, d, v.limits.woundMax, v.limits.incapacitateMax) === 3 ? 1 : 0));
  };
  visit(0, 1, 0);
  return dead;
}

const CASES: Record<string, Record<string, unknown>> = {
  'a crew of three privates, one roll': { characters: [{ troop: 'private', count: 3 }] },
  'an NCO, a CO and a wounded private, one roll each': {
    characters: [{ troop: 'nco' }, { troop: 'co' }, { wounded: true }],
    rules: { 'explosion-roll': 'each-rolls' },
  },
  'a wounded private with full STR for damage, one roll': {
    characters: [{ wounded: true, count: 2 }],
    rules: { 'wounded-str': 'full' },
  },
  'house rule: a 3d6 explosion, one roll each for two NCOs': {
    characters: [{ troop: 'nco', count: 2 }],
    rules: { 'explosion-dice': 3, 'explosion-roll': 'each-rolls' },
  },
};

describe('vehicle-explosion (8.2: the vehicle explodes, 4d6 damage within 3")', () => {
  Object.entries(CASES).forEach(([name, extra], i) => {
    it(`${name}: exact against a plain enumeration, Monte Carlo against exact`, () => {
      const c = cell(extra);
      const exact = exactVehicleExplosion(c);
      bruteDead(c, (extra.rules as Record<string, number> | undefined)?.['explosion-dice']).forEach((p, k) =>
        expect(exact.distributions.dead[k], `dead ${k}`).toBeCloseTo(p, 12),
      );
      expectKernelMatchesExact(vehicleExplosionKernel, c, exact, 200_000, 1050 + i);
    });
  });

  it('matches a hand-worked case: a private (STR 12) dies when 4d6 is above 12, 861 in 1296', () => {
    expect(exactVehicleExplosion(cell({ characters: [{}] })).outcomes.all_dead).toBeCloseTo(861 / 1296, 14);
  });

  it('reads rules.explosion-dice: a private dies when 3d6 is above 12, 56 in 216', () => {
    expect(
      exactVehicleExplosion(cell({ characters: [{}], rules: { 'explosion-dice': 3 } })).outcomes.all_dead,
    ).toBeCloseTo(56 / 216, 14);
  });

  it('one roll hits everyone alike: two privates die together or not at all', () => {
    const exact = exactVehicleExplosion(cell({ characters: [{ count: 2 }] }));
    expect(exact.distributions.dead[1]).toBe(0);
    expect(
      exactVehicleExplosion(cell({ characters: [{ count: 2 }], rules: { 'explosion-roll': 'each-rolls' } }))
        .distributions.dead[1],
    ).toBeCloseTo(2 * (861 / 1296) * (435 / 1296), 14);
  });

  it('refuses more than 50 characters, saying how many and why', () => {
    const r = normalizeOf(vehicleExplosionDefinition, input({ characters: [{ count: 30 }, { count: 30 }] }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0].message).toMatch(/60 characters within 3": at most 50/);
  });
});
