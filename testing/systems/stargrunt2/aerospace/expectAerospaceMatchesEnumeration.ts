import { expect } from 'vitest';
import type { AntiAirFireCell } from '../../../../src/systems/stargrunt2/aerospace/antiAirFire/AntiAirFireCell.js';
import { exactAntiAirFire } from '../../../../src/systems/stargrunt2/aerospace/antiAirFire/exactAntiAirFire.js';
import type { BombRunCell } from '../../../../src/systems/stargrunt2/aerospace/bombRun/BombRunCell.js';
import { exactBombRun } from '../../../../src/systems/stargrunt2/aerospace/bombRun/exactBombRun.js';
import { bruteForceAntiAirFire } from './bruteForceAntiAirFire.js';
import { bruteForceBombRun } from './bruteForceBombRun.js';

/**
 * An anti-air-fire cell's exact result against the plain enumeration: outcomes, hits, occupants and crash distance to
 * 13 digits; the wreck's blast on the figures nearby to 11 (the enumeration adds up to 10⁵ products one by one).
 */
export function expectAntiAirFireMatchesEnumeration(cell: AntiAirFireCell): void {
  const exact = exactAntiAirFire(cell);
  const brute = bruteForceAntiAirFire(cell);
  for (const [name, p] of Object.entries(exact.outcomes)) expect(p, name).toBeCloseTo(brute.outcomes[name] ?? 0, 13);
  for (const name of ['hit', 'dead', 'wounded'] as const)
    exact.distributions[name].forEach((p, k) => expect(p, `${name} ${k}`).toBeCloseTo(brute[name][k], 13));
  exact.distributions.crash_distance.forEach((p, k) =>
    expect(p, `crash_distance ${k}`).toBeCloseTo(brute.crash_distance.get(k) ?? 0, 13),
  );
  expect(exact.distributions.nearby_dead !== undefined, 'nearby present').toBe(brute.nearby_dead !== undefined);
  exact.distributions.nearby_dead?.forEach((p, k) =>
    expect(p, `nearby_dead ${k}`).toBeCloseTo(brute.nearby_dead![k], 11),
  );
  exact.distributions.nearby_wounded?.forEach((p, k) =>
    expect(p, `nearby_wounded ${k}`).toBeCloseTo(brute.nearby_wounded![k], 11),
  );
}

/**
 * A bomb-run cell's exact result against the plain enumeration, to 10 digits: the enumeration adds up to 10⁵ paths'
 * products of 1/(impact × armour sides) one by one.
 */
export function expectBombRunMatchesEnumeration(cell: BombRunCell): void {
  const exact = exactBombRun(cell);
  const brute = bruteForceBombRun(cell);
  for (const [name, p] of Object.entries(exact.outcomes)) expect(p, name).toBeCloseTo(brute.outcomes[name] ?? 0, 10);
  for (const name of ['bursts', 'dead', 'wounded', 'farthest_impact'] as const) {
    exact.distributions[name].forEach((p, k) => expect(p, `${name} ${k}`).toBeCloseTo(brute[name].get(k) ?? 0, 10));
  }
}
