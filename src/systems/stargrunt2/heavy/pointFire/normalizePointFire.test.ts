import { describe, expect, it } from 'vitest';
import { pointFireCell, pointFireIssues } from '../../../../../testing/systems/stargrunt2/heavy/pointFire/testCells.js';

const apc = { size: 3, armour: 2, suspension: 'tracked' };

describe('normalizePointFire', () => {
  it('multiplies heavy weapon impact by size (DFFG double) and uses 12" × target size', () => {
    const dffg = pointFireCell({ firer: { quality: 'veteran', weapon: 'dffg-2' }, target: apc, range: 36 });
    expect(dffg).toMatchObject({
      impact: { sides: 12, multiplier: 4 },
      weaponSize: 2,
      firerDice: [10, 4],
      targetDie: 4,
    });
    expect(pointFireCell({ firer: { quality: 'veteran', weapon: 'hel-4' }, target: apc, range: 37 }).targetDie).toBe(6);
    expect(
      pointFireCell({
        firer: { quality: 'veteran', weapon: 'hkp-5', fire_control: 'superior' },
        target: { ...apc, cover: 'hard' },
        range: 10,
      }),
    ).toMatchObject({
      impact: { sides: 12, multiplier: 5 },
      firerDice: [10, 10],
      targetDie: 8,
    });
  });

  it('fires support weapons with the small-arms band, asterisked ones as heavy weapons, SAWs as small arms', () => {
    const iavr = pointFireCell({
      firer: { quality: 'regular', weapon: 'iavr' },
      target: { ...apc, size: 5 },
      range: 9,
    });
    expect(iavr).toMatchObject({
      mode: 'heavy',
      firerDice: [8, 10],
      targetDie: 6,
      majorMultiplier: 2,
      impact: { sides: 12 },
    });
    const saw = pointFireCell({
      firer: { quality: 'regular', weapon: 'conventional-saw' },
      target: { ...apc, armour: 'd8' },
      range: 9,
    });
    expect(saw).toMatchObject({ mode: 'small-arms', firerDice: [8, 8], impact: { sides: 10 } });
    const mounted = pointFireCell({
      firer: { quality: 'regular', weapon: 'infantry-plasma-gun', mounted: true },
      target: apc,
      range: 30,
    });
    expect(mounted.targetDie).toBe(4);
  });

  it('reports unknown names with suggestions, and combinations the rulebook does not allow', () => {
    const [unknown] = pointFireIssues({ firer: { quality: 'regular', weapon: 'hkp3' }, target: apc, range: 10 });
    expect(unknown.suggestions).toContain('hkp-3');
    expect(
      pointFireIssues({ firer: { quality: 'regular', weapon: 'gms-h' }, target: apc, range: 10 })[0].message,
    ).toMatch(/missile-fire/);
    expect(
      pointFireIssues({ firer: { quality: 'regular', weapon: 'iavr', mounted: true }, target: apc, range: 10 })[0].path,
    ).toEqual(['firer', 'mounted']);
    expect(pointFireIssues({ firer: { quality: 'regular' }, target: apc, range: 10 })[0].message).toMatch(/one weapon/);
    expect(
      pointFireIssues({
        firer: { quality: 'regular', weapon: 'rfac-1' },
        target: { ...apc, occupants: [{ count: 2, armour: 'partial-lite' }] },
        range: 10,
      })[0],
    ).toMatchObject({
      path: ['target', 'occupants', 0, 'armour'],
      suggestions: ['partial-light'],
    });
    expect(pointFireIssues({ firer: { quality: 'regular', weapon: 'rfac-1' }, target: apc })[0].message).toMatch(
      /range/,
    );
  });

  it('makes small arms at class 2 armour suppression only, and out-of-range shots impossible', () => {
    const small = pointFireCell({
      firer: { quality: 'regular', troops: [{ count: 6, weapon: 'gauss-rifle' }] },
      target: apc,
      range: 8,
    });
    expect(small.penetrable).toBe(false);
    expect(small.note).toMatch(/NO EFFECT/);
    const far = pointFireCell({
      firer: { quality: 'regular', weapon: 'rfac-1' },
      target: { ...apc, size: 1 },
      range: 61,
    });
    expect(far.targetDie).toBe(0);
  });

  it('accepts house heavy weapons', () => {
    const cell = pointFireCell({
      heavy_weapons: { 'rail-gun-3': { impact: 'd12x4', size: 3 } },
      firer: { quality: 'elite', weapon: 'rail-gun-3' },
      target: apc,
      range: 5,
    });
    expect(cell).toMatchObject({ impact: { sides: 12, multiplier: 4 }, weaponSize: 3 });
  });
});
