import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { fireCell } from '../../../../testing/systems/stargrunt2/fire/testCells.js';
import { pointFireCell } from '../../../../testing/systems/stargrunt2/heavy/pointFire/testCells.js';
import { rangeDieInBand } from '../rangeDie.js';
import { exactFire } from './exactFire.js';
import fireKernel from './fireKernel.js';

const open = { cover: 'open', inPosition: false, loneFigure: false } as const;
const squad = (extra: Record<string, unknown>, range: number) => ({
  firer: {
    quality: 'regular',
    troops: [
      { count: 5, weapon: 'advanced-assault-rifle' },
      { count: 1, weapon: 'conventional-saw' },
    ],
  },
  target: { figures: 8, armour: 'partial-light', ...extra },
  range,
});

describe('TRAVEL MOVEMENT: "If a unit is fired on while in Travel mode, REDUCE the Range Die by one type"', () => {
  it('one type lower after the other shifts, never below D4 (closed)', () => {
    expect(rangeDieInBand(3, { ...open, travelMode: true })).toEqual({ sides: 6, band: 3 });
    expect(rangeDieInBand(1, { ...open, travelMode: true })).toEqual({ sides: 4, band: 1 });
    expect(rangeDieInBand(2, { ...open, cover: 'hard', travelMode: true })).toEqual({ sides: 8, band: 2 });
    // Band 5 in the open is D12 (the last band); a column there is a D10 target.
    expect(rangeDieInBand(5, { ...open, travelMode: true })).toEqual({ sides: 10, band: 5 });
    expect(rangeDieInBand(2, open)).toEqual({ sides: 6, band: 2 });
  });

  it('"AUTOMATICALLY receives a SUPPRESSION marker, regardless of the fire result": no_effect folds into suppressed_only; casualties are those of the lower die', () => {
    // A Regular (range band 8") at 20": band 3, D8; in travel mode D6, the die of band 2 (16").
    const travel = fireCell(squad({ travel_mode: true }, 20));
    const band2 = fireCell(squad({}, 16));
    expect(travel).toMatchObject({ rangeDie: 6, travelMode: true });
    expect(travel.note).toContain('travel mode');
    const t = exactFire(travel);
    const b = exactFire(band2);
    expect(t.outcomes.no_effect).toBe(0);
    expect(t.outcomes.suppressed_only).toBeCloseTo(b.outcomes.no_effect + b.outcomes.suppressed_only, 15);
    expect(t.outcomes.effective).toBe(b.outcomes.effective);
    for (const name of ['potential_hits', 'dead', 'wounded', 'casualties'] as const) {
      expect(t.distributions[name].entries()).toEqual(b.distributions[name].entries());
    }
  });

  it('a Green squad firing at a column in band 1 (D4 already: the lower die is closed) is never without effect', () => {
    // Whatever the dice, the column is suppressed: P(no_effect) = 0 and P(suppressed) = 1 − P(effective).
    const p = exactFire(
      fireCell({
        ...squad({ travel_mode: true }, 4),
        firer: { quality: 'green', troops: [{ count: 5, weapon: 'advanced-assault-rifle' }] },
      }),
    );
    expect(p.outcomes.no_effect).toBe(0);
    expect(p.outcomes.suppressed_only + p.outcomes.effective).toBeCloseTo(1, 15);
  });

  it('Monte Carlo within 4.5 standard errors of exact, in the open and in soft cover', () => {
    [squad({ travel_mode: true }, 20), squad({ travel_mode: true, cover: 'soft' }, 30)].forEach((input, i) => {
      const cell = fireCell(input);
      expectKernelMatchesExact(fireKernel, cell, exactFire(cell), 200_000, 1500 + i);
    });
  });

  it('without the key every fire cell is as before (no travelMode field at all)', () => {
    expect('travelMode' in fireCell(squad({}, 20))).toBe(false);
    expect('travelMode' in fireCell(squad({ travel_mode: false }, 20))).toBe(false);
  });

  it('point-fire at a vehicle column: the range die (12" × size) one type lower, and the note says it is suppressed', () => {
    const apc = { size: 3, armour: 2, suspension: 'tracked' };
    const shot = (extra: Record<string, unknown>) =>
      pointFireCell({ firer: { quality: 'veteran', weapon: 'hel-4' }, target: { ...apc, ...extra }, range: 37 });
    expect(shot({}).targetDie).toBe(6);
    expect(shot({ travel_mode: true }).targetDie).toBe(4);
    expect(shot({ travel_mode: true }).note).toContain('SUPPRESSION');
    expect(shot({}).note ?? '').not.toContain('travel mode');
  });
});
