import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { exactLastStand } from './exactLastStand.js';
import lastStandDefinition from './lastStandDefinition.js';
import lastStandKernel from './lastStandKernel.js';

const base = { system: 'stargrunt2', resolve: 'last-stand', unit: { cover: 'hard' }, enemy_units_in_sight: 3 };
const cell = (input: Record<string, unknown>) => cellOf(lastStandDefinition, { ...base, ...input });
const issues = (input: Record<string, unknown>) => issuesOf(lastStandDefinition, { ...base, ...input });

describe('last-stand', () => {
  it('"a 1 in 6 chance of success, otherwise outright loss of the unit": flees with no enemy within 12"', () => {
    const p = exactLastStand(cell({})).outcomes;
    expect(p).toEqual({ holds: 1 / 6, surrenders: 0, flees: 5 / 6 });
  });

  it('surrenders to an enemy within 12" that takes prisoners; flees from one that does not', () => {
    expect(exactLastStand(cell({ enemy_within_12: true })).outcomes).toEqual({
      holds: 1 / 6,
      surrenders: 5 / 6,
      flees: 0,
    });
    expect(exactLastStand(cell({ enemy_within_12: true, enemy_takes_prisoners: false })).outcomes.flees).toBe(5 / 6);
  });

  it('house rule holds-on: 4 holds on 4–6 (a plain count of the faces)', () => {
    const c = cell({ rules: { 'holds-on': 4 } });
    const faces = [1, 2, 3, 4, 5, 6].filter((f) => f >= 4).length;
    expect(exactLastStand(c).outcomes.holds).toBe(faces / 6);
  });

  it('In Position in the open qualifies; open and not In Position does not', () => {
    expect(issues({ unit: { cover: 'open', in_position: true } })).toEqual([]);
    expect(issues({ unit: { cover: 'open' } }).map((i) => i.path)).toEqual([['unit', 'cover']]);
  });

  it('refuses each unmet condition at its own key', () => {
    const found = issues({
      unit: { cover: 'open', confidence: 'BR' },
      friendly_units_within_12: 1,
      enemy_units_in_sight: 2,
    });
    expect(found.map((i) => i.path)).toEqual([
      ['unit', 'confidence'],
      ['unit', 'cover'],
      ['friendly_units_within_12'],
      ['enemy_units_in_sight'],
    ]);
    expect(issues({ unit: { cover: 'soft', confidence: 'shaken' } })).toEqual([]);
    expect(issues({ unit: { cover: 'soft', confidence: 'routd' } })[0].suggestions?.[0]).toBe('routed');
  });

  it("rules.enemy-units-needed: two enemies in sight are enough at 2, not at the book's 3; five are needed at 5", () => {
    expect(issues({ enemy_units_in_sight: 2, rules: { 'enemy-units-needed': 2 } })).toEqual([]);
    expect(issues({ enemy_units_in_sight: 2 }).map((i) => i.path)).toEqual([['enemy_units_in_sight']]);
    const found = issues({ enemy_units_in_sight: 4, rules: { 'enemy-units-needed': 5 } });
    expect(found.map((i) => i.path)).toEqual([['enemy_units_in_sight']]);
    expect(found[0].message).toContain('5');
  });

  it('Monte Carlo within 4.5 standard errors of exact', () => {
    [{}, { enemy_within_12: true }, { rules: { 'holds-on': 5 } }].forEach((input, i) => {
      const c = cell(input);
      expectKernelMatchesExact(lastStandKernel, c, exactLastStand(c), 200_000, 900 + i);
    });
  });
});
