import { describe, expect, it } from 'vitest';
import { summarizeCounters } from '../../../../stats/summarizeCounters.js';
import type { PointTargetCell } from '../pointTarget/PointTargetCell.js';
import { bruteForcePointTarget } from '../pointTarget/bruteForcePointTarget.js';
import { exactPointTarget } from '../pointTarget/exactPointTarget.js';
import { createPointTargetKernel } from '../pointTarget/pointTargetKernel.js';
import { POINT_TARGET_OUTCOMES, pointTargetLayout } from '../pointTarget/pointTargetLayout.js';
import { expectKernelMatchesExact } from '../testing/expectKernelMatchesExact.js';
import { missileFireDefinition } from './missileFireDefinition.js';

function missileCell(input: Record<string, unknown>): PointTargetCell {
  const result = missileFireDefinition.normalize(missileFireDefinition.cellSchema.parse({ system: 'stargrunt2', resolve: 'missile-fire', ...input }));
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('; '));
  return result.value;
}

const CASES: Record<string, Record<string, unknown>> = {
  'regular GMS/P, basic guidance, at an APC without ECM': {
    firer: { quality: 'regular', weapon: 'gms-p', guidance: 'basic' },
    target: { size: 3, armour: 2, suspension: 'tracked', occupants: [{ count: 4, armour: 'partial-light' }] },
  },
  'veteran GMS/H, superior guidance, at a tank with enhanced ECM in cover': {
    firer: { quality: 'veteran', weapon: 'gms-h', guidance: 'superior' },
    target: { size: 4, armour: 4, cover: 'soft', ecm: 'enhanced', suspension: 'hover', occupants: [{ count: 3, armour: 'basic' }] },
  },
  'green GMS/L at a grav tank with superior ECM in hard cover (D12)': {
    firer: { quality: 'green', weapon: 'gms-l', guidance: 'enhanced' },
    target: { size: 3, armour: 3, cover: 'hard', ecm: 'superior', suspension: 'grav' },
  },
};

describe('missile-fire', () => {
  it('rolls quality and guidance dice against the ECM die, shifted up one type in any cover', () => {
    const [p, h, l] = Object.values(CASES).map(missileCell);
    expect(p).toMatchObject({ firerDice: [8, 6], targetDie: 4, impact: { sides: 12, multiplier: 1 }, weaponSize: 1 });
    expect(h).toMatchObject({ firerDice: [10, 10], targetDie: 10, impact: { sides: 12, multiplier: 4 }, weaponSize: 2 });
    expect(l).toMatchObject({ firerDice: [6, 8], targetDie: 12, impact: { sides: 12, multiplier: 2 } });
  });

  for (const [i, [name, input]] of Object.entries(CASES).entries()) {
    it(`exact against an independent enumeration, Monte Carlo against exact: ${name}`, () => {
      const cell = missileCell(input);
      const exact = summarizeCounters(pointTargetLayout(cell), exactPointTarget(cell));
      const brute = bruteForcePointTarget(cell);
      for (const o of POINT_TARGET_OUTCOMES) expect(exact.outcomes[o].p, o).toBeCloseTo(brute.outcomes[o], 10);
      for (const dist of ['hit', 'dead', 'wounded'] as const) {
        brute[dist].forEach((p, k) => expect(exact.distributions[dist][String(k)] ?? 0).toBeCloseTo(p, 10));
      }
      expectKernelMatchesExact(createPointTargetKernel(cell), pointTargetLayout(cell), exactPointTarget(cell), 200_000, 200 + i);
    });
  }

  it('hand-worked: D8 and D6 against a D4 ECM die miss with chance Σ_r r·r/(8·6·4) = 30/192', () => {
    const cell = missileCell(CASES['regular GMS/P, basic guidance, at an APC without ECM']);
    const exact = summarizeCounters(pointTargetLayout(cell), exactPointTarget(cell));
    expect(exact.outcomes.miss.p).toBeCloseTo((1 + 4 + 9 + 16) / 192, 14);
  });
});
