// House dice (any d-N, listed faces) in fire-exposure: the figures' house armour against the fire's die. No rule of
// FIRES shifts the armour die, so every house die is rolled as written. docs/rules/stargrunt2.md, "Custom dice".
import { describe, expect, it } from 'vitest';
import { cellOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceFireExposure } from '../../../../../testing/systems/stargrunt2/fires/bruteForceFireExposure.js';
import { exactFireExposure } from './exactFireExposure.js';
import fireExposureDefinition from './fireExposureDefinition.js';
import fireExposureKernel from './fireExposureKernel.js';

const ARMOUR = { gel: [0, 1, 1, 2, 6], mesh: 'd14', thick: 'd3x2' };
const cell = (extra: Record<string, unknown>) =>
  cellOf(fireExposureDefinition, { system: 'stargrunt2', resolve: 'fire-exposure', armour: ARMOUR, ...extra });

const CASES: Record<string, Record<string, unknown>> = {
  'four figures in gel armour (listed, a 0 face), two entries': { unit: { figures: 4, armour: 'gel' }, entries: 2 },
  'three figures in mesh armour (d14) against a D8 fire': {
    unit: { figures: 3, armour: 'mesh' },
    rules: { 'fire-impact': 8 },
  },
  'five figures in thick armour (d3x2), kill multiple 3, three entries': {
    unit: { figures: 5, armour: 'thick' },
    entries: 3,
    rules: { 'kill-multiple': 3 },
  },
};

describe('house dice in fire-exposure: exact against a plain enumeration that reads every listed face, Monte Carlo against exact', () => {
  Object.entries(CASES).forEach(([name, input], i) => {
    it(name, () => {
      const c = cell(input);
      const exact = exactFireExposure(c);
      const brute = bruteForceFireExposure(c);
      expect(exact.outcomes.unhurt).toBeCloseTo(brute.unhurt, 13);
      for (const d of ['dead', 'wounded', 'casualties'] as const) {
        exact.distributions[d].forEach((p, k) => expect(p, `${d} = ${k}`).toBeCloseTo(brute[d].get(k) ?? 0, 13));
      }
      expectKernelMatchesExact(fireExposureKernel, c, exact, 200_000, 5500 + i);
    });
  });

  it('the cells carry the dice as written: listed faces, a multiplied die by its values, a d-N by its sides', () => {
    expect(cell(CASES['four figures in gel armour (listed, a 0 face), two entries'])).toMatchObject({
      armourSides: 5,
      armourFaces: [0, 1, 1, 2, 6],
    });
    expect(cell({ unit: { figures: 1, armour: 'thick' } })).toMatchObject({ armourSides: 3, armourFaces: [2, 4, 6] });
    const mesh = cell({ unit: { figures: 1, armour: 'mesh' } });
    expect([mesh.armourSides, mesh.armourFaces]).toEqual([14, undefined]);
  });

  it('hand-worked: a D4 fire against gel [0, 1, 1, 2, 6]: a 0 is beaten by every fire face, and doubled still 0', () => {
    // Of 20 pairs: armour 0, 4 kills; armour 1 (two faces), a wound on 2 and kills on 3, 4 each; armour 2, wounds on 3, 4; 6, none.
    const e = exactFireExposure(cell({ unit: { figures: 1, armour: 'gel' } }));
    expect(e.distributions.dead[1]).toBeCloseTo(8 / 20, 15);
    expect(e.distributions.wounded[1]).toBeCloseTo(4 / 20, 15);
  });

  it('a house d-N that is a ladder die is that ladder die', () => {
    expect(cell({ armour: { 'my-d6': 'd6' }, unit: { figures: 3, armour: 'my-d6' }, entries: 2 })).toEqual(
      cell({ unit: { figures: 3, armour: 'partial-light' }, entries: 2 }),
    );
  });
});
