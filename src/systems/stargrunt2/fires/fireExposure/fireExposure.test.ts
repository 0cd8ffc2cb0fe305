import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceFireExposure } from '../../../../../testing/systems/stargrunt2/fires/bruteForceFireExposure.js';
import { exactFireExposure } from './exactFireExposure.js';
import fireExposureDefinition from './fireExposureDefinition.js';
import fireExposureKernel from './fireExposureKernel.js';

const input = (extra: Record<string, unknown>) => ({ system: 'stargrunt2', resolve: 'fire-exposure', ...extra });
const cell = (extra: Record<string, unknown>) => cellOf(fireExposureDefinition, input(extra));

const CASES: Array<Record<string, unknown>> = [
  { unit: { figures: 1, armour: 'basic' } },
  { unit: { figures: 4, armour: 'basic' }, entries: 3 },
  { unit: { figures: 6, armour: 'partial-light' }, entries: 2 },
  { unit: { figures: 5, armour: 'full-light' } },
  { unit: { figures: 3, armour: 'light-power' }, entries: 2 },
  { unit: { figures: 3, armour: 'partial-light' }, entries: 2, rules: { 'fire-impact': 10, 'kill-multiple': 3 } },
];

describe('fire-exposure: armour against a D4', () => {
  it('hand-worked: "roll its Armour protection vs. A D4" — basic armour (D4): wounded on 4 of 16 pairs, dead on 2 (the D4 above twice the armour)', () => {
    const e = exactFireExposure(cell({ unit: { figures: 1, armour: 'basic' } }));
    expect(e.distributions.wounded[1]).toBeCloseTo(4 / 16, 15);
    expect(e.distributions.dead[1]).toBeCloseTo(2 / 16, 15);
    // Two entries: unhurt twice, (10/16)².
    expect(exactFireExposure(cell({ unit: { figures: 1, armour: 'basic' }, entries: 2 })).outcomes.unhurt).toBeCloseTo(
      (10 / 16) ** 2,
      15,
    );
  });

  it('partial-light armour (D6): dead only on an armour 1 and a fire 3–4 (2 of 24 pairs), wounded on 4; light power armour (D10) only on an armour 1 (2 of 40)', () => {
    const e = exactFireExposure(cell({ unit: { figures: 1, armour: 'partial-light' } }));
    expect(e.distributions.dead[1]).toBeCloseTo(2 / 24, 15);
    expect(e.distributions.wounded[1]).toBeCloseTo(4 / 24, 15);
    expect(exactFireExposure(cell({ unit: { figures: 1, armour: 'light-power' } })).distributions.dead[1]).toBeCloseTo(
      2 / 40,
      15,
    );
  });

  it('parameters: a fire-impact D8 against basic armour (D4), kill-multiple 3: dead on 7 of 32 pairs, wounded on 15', () => {
    const c = cell({ unit: { figures: 1, armour: 'basic' }, rules: { 'fire-impact': 8, 'kill-multiple': 3 } });
    expect([c.fireSides, c.killMultiple]).toEqual([8, 3]);
    const e = exactFireExposure(c);
    // a = 1: 2–3 wound, 4–8 kill; a = 2: 3–6 wound, 7–8 kill; a = 3: 4–8 wound; a = 4: 5–8 wound.
    expect(e.distributions.dead[1]).toBeCloseTo(7 / 32, 15);
    expect(e.distributions.wounded[1]).toBeCloseTo(15 / 32, 15);
  });

  it.each(CASES.map((c, i) => [i, c] as const))('case %i: exact equals the plain enumeration', (_, c) => {
    const normalized = cell(c);
    const exact = exactFireExposure(normalized);
    const brute = bruteForceFireExposure(normalized);
    // 13 digits: both add products of 1/sides, in different orders.
    expect(exact.outcomes.unhurt).toBeCloseTo(brute.unhurt, 13);
    for (const name of ['dead', 'wounded', 'casualties'] as const) {
      exact.distributions[name].forEach((p, k) => expect(p, `${name} = ${k}`).toBeCloseTo(brute[name].get(k) ?? 0, 13));
    }
  });

  it.each(CASES.map((c, i) => [i, c] as const))('case %i: Monte Carlo within 4.5 standard errors of exact', (i, c) => {
    const normalized = cell(c);
    expectKernelMatchesExact(fireExposureKernel, normalized, exactFireExposure(normalized), 200_000, 1900 + i);
  });

  it('an unknown armour name is refused at unit.armour with the closest names', () => {
    const problems = issuesOf(fireExposureDefinition, input({ unit: { figures: 2, armour: 'basik' } }));
    expect(problems[0].path).toEqual(['unit', 'armour']);
    expect(problems[0].suggestions).toContain('basic');
  });
});
