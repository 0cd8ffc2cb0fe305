import { describe, expect, it } from 'vitest';
import { exactSummary } from '../../../../../testing/exactSummary.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceOffAim } from '../../../../../testing/systems/stargrunt2/heavy/pointFire/bruteForceOffAim.js';
import { pointFireCell, pointFireIssues } from '../../../../../testing/systems/stargrunt2/heavy/pointFire/testCells.js';
import { exactPointTarget } from '../pointTarget/exactPointTarget.js';
import pointTargetKernel from '../pointTarget/pointTargetKernel.js';
import { pointTargetLayout } from '../pointTarget/pointTargetLayout.js';

// The rulebook's example: "A player fires a plasma gun at the door of a bunker - taking the door as a size 1 target
// ... The bunker itself is a size 5 target ... if he had rolled a 6 ... his shot would have missed the structure".
const plasmaAtBunkerDoor = {
  firer: { quality: 'regular', weapon: 'infantry-plasma-gun' },
  target: { size: 1, armour: 2, building_size: 5 },
  range: 10,
};

describe('point-fire at a window or door (BUILDINGS AND FORTIFICATIONS)', () => {
  it('the bunker-door example: a miss of the door misses the size 5 bunker only on a 6 (hand-worked)', () => {
    const cell = pointFireCell(plasmaAtBunkerDoor);
    expect(cell.buildingSize).toBe(5);
    const exact = exactPointTarget(cell);
    const miss = exact.distributions.hit[0];
    expect(miss).toBeGreaterThan(0);
    expect(exact.distributions.off_aim![2]).toBeCloseTo(miss / 6, 15);
    expect(exact.distributions.off_aim![1]).toBeCloseTo((miss * 5) / 6, 15);
    expect(exact.distributions.off_aim![0]).toBeCloseTo(1 - miss, 15);
  });

  it('exact equals a plain enumeration of the dice and the D6, for each building size', () => {
    for (const building_size of [1, 2, 3, 4, 5]) {
      const cell = pointFireCell({
        ...plasmaAtBunkerDoor,
        target: { ...plasmaAtBunkerDoor.target, building_size },
        range: 20,
      });
      const exact = exactSummary(pointTargetLayout(cell), exactPointTarget(cell));
      bruteForceOffAim(cell.firerDice, cell.targetDie, building_size).forEach((p, k) =>
        expect(exact.distributions.off_aim[String(k)] ?? 0, `off_aim = ${k}`).toBeCloseTo(p, 12),
      );
    }
  });

  it('only shots aimed at a part of a building have the off_aim distribution; every other shot is as before', () => {
    const plain = pointFireCell({ ...plasmaAtBunkerDoor, target: { size: 1, armour: 2 } });
    expect('buildingSize' in plain).toBe(false);
    expect(pointTargetLayout(plain).distributions.map((d) => d.name)).toEqual(['hit', 'dead', 'wounded']);
    expect(pointTargetLayout(pointFireCell(plasmaAtBunkerDoor)).distributions.map((d) => d.name)).toEqual([
      'hit',
      'dead',
      'wounded',
      'off_aim',
    ]);
  });

  it('refuses a building smaller than the point aimed at, with the place of the error', () => {
    const issues = pointFireIssues({ ...plasmaAtBunkerDoor, target: { size: 3, armour: 2, building_size: 2 } });
    expect(issues[0].path).toEqual(['target', 'building_size']);
  });

  it('Monte Carlo within 4.5 standard errors of exact (a heavy weapon, and a squad with a crew aboard)', () => {
    const cells = [
      pointFireCell(plasmaAtBunkerDoor),
      pointFireCell({
        firer: { quality: 'veteran', troops: [{ count: 5, weapon: 'advanced-assault-rifle' }] },
        target: { size: 1, armour: 'd6', building_size: 3, occupants: [{ count: 2, armour: 'basic' }] },
        range: 6,
      }),
      pointFireCell({ ...plasmaAtBunkerDoor, range: 200 }),
    ];
    cells.forEach((cell, i) =>
      expectKernelMatchesExact(pointTargetKernel, cell, exactPointTarget(cell), 200_000, 750 + i),
    );
  });
});
