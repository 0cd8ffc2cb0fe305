import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { exactSummary } from '../../../../../testing/exactSummary.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForcePointTarget } from '../../../../../testing/systems/stargrunt2/heavy/pointTarget/bruteForcePointTarget.js';
import { exactPointTarget } from '../pointTarget/exactPointTarget.js';
import pointTargetKernel from '../pointTarget/pointTargetKernel.js';
import { pointTargetLayout } from '../pointTarget/pointTargetLayout.js';
import { pointTargetQuantities } from '../pointTarget/pointTargetQuantities.js';
import missileFireDefinition from './missileFireDefinition.js';

function missileCell(input: Record<string, unknown>) {
  return cellOf(missileFireDefinition, { system: 'stargrunt2', resolve: 'missile-fire', ...input });
}

const CASES: Record<string, Record<string, unknown>> = {
  'regular GMS/P, enhanced guidance, from the air outside the front 90° (D8 becomes D6), one decoy': {
    firer: { quality: 'regular', weapon: 'gms-p', guidance: 'enhanced', outside_front_arc: true },
    target: { size: 3, armour: 2, suspension: 'tracked', decoys: 1 },
  },
  'regular GMS/P, basic guidance, at an APC without ECM': {
    firer: { quality: 'regular', weapon: 'gms-p', guidance: 'basic' },
    target: { size: 3, armour: 2, suspension: 'tracked', occupants: [{ count: 4, armour: 'partial-light' }] },
  },
  'veteran GMS/H, superior guidance, at a tank with enhanced ECM in cover': {
    firer: { quality: 'veteran', weapon: 'gms-h', guidance: 'superior' },
    target: {
      size: 4,
      armour: 4,
      cover: 'soft',
      ecm: 'enhanced',
      suspension: 'hover',
      occupants: [{ count: 3, armour: 'basic' }],
    },
  },
  'green GMS/L at a grav tank with superior ECM in hard cover (D12)': {
    firer: { quality: 'green', weapon: 'gms-l', guidance: 'enhanced' },
    target: { size: 3, armour: 3, cover: 'hard', ecm: 'superior', suspension: 'grav' },
  },
  'regular GMS/P at a class-4 tracked tank: a SHAKEN Green crew (LV 2) tests when immobilised': {
    rules: { 'two-level-drop': 'less-than-half' },
    firer: { quality: 'regular', weapon: 'gms-p', guidance: 'basic' },
    target: {
      size: 4,
      armour: 4,
      suspension: 'tracked',
      occupants: [{ count: 2, armour: 'basic' }],
      crew: { quality: 'green', leadership: 2, confidence: 'shaken' },
    },
  },
};

describe('missile-fire', () => {
  it('rolls quality and guidance dice against the ECM die, shifted up one type in any cover', () => {
    const [p, h, l] = Object.values(CASES).slice(1, 4).map(missileCell);
    expect(p).toMatchObject({ firerDice: [8, 6], targetDie: 4, impact: { sides: 12, multiplier: 1 }, weaponSize: 1 });
    expect(h).toMatchObject({
      firerDice: [10, 10],
      targetDie: 10,
      impact: { sides: 12, multiplier: 4 },
      weaponSize: 2,
    });
    expect(l).toMatchObject({ firerDice: [6, 8], targetDie: 12, impact: { sides: 12, multiplier: 2 } });
  });

  for (const [i, [name, input]] of Object.entries(CASES).entries()) {
    it(`exact against an independent enumeration, Monte Carlo against exact: ${name}`, () => {
      const cell = missileCell(input);
      const exact = exactSummary(pointTargetLayout(cell), exactPointTarget(cell));
      const brute = bruteForcePointTarget(cell);
      for (const { name: o } of pointTargetQuantities.outcomes)
        expect(exact.outcomes[o].p, o).toBeCloseTo(brute.outcomes[o], 10);
      for (const dist of ['hit', 'dead', 'wounded', 'crew_bailed_out', 'crew_confidence_after'] as const) {
        expect(exact.distributions[dist] !== undefined, `${dist} present`).toBe(brute[dist] !== undefined);
        brute[dist]?.forEach((p, k) => expect(exact.distributions[dist][String(k)] ?? 0).toBeCloseTo(p, 10));
      }
      expectKernelMatchesExact(pointTargetKernel, cell, exactPointTarget(cell), 200_000, 200 + i);
    });
  }

  it('hand-worked: D8 and D6 against a D4 ECM die miss with chance Σ_r r·r/(8·6·4) = 30/192', () => {
    const cell = missileCell(CASES['regular GMS/P, basic guidance, at an APC without ECM']);
    const exact = exactSummary(pointTargetLayout(cell), exactPointTarget(cell));
    expect(exact.outcomes.miss.p).toBeCloseTo((1 + 4 + 9 + 16) / 192, 14);
  });

  it('the crew: a note without target.crew; with it, a SHAKEN Green crew (D6 vs 5, two levels on 1–2 less than half: 1–2) fails 5/6 of immobilisations', () => {
    expect(missileCell(CASES['regular GMS/P, basic guidance, at an APC without ECM']).note).toMatch(
      /only when target\.crew is given/,
    );
    expect(missileCell(CASES['green GMS/L at a grav tank with superior ECM in hard cover (D12)']).note).toBeUndefined(); // grav: never immobilised
    const cell = missileCell(
      CASES['regular GMS/P at a class-4 tracked tank: a SHAKEN Green crew (LV 2) tests when immobilised'],
    );
    expect(cell.crew).toEqual({ sides: 6, needed: 5, start: 2, halfOrLess: false });
    const exact = exactSummary(pointTargetLayout(cell), exactPointTarget(cell));
    const p = exact.outcomes.immobilised.p;
    expect(p).toBeGreaterThan(0.05);
    expect(exact.distributions.crew_bailed_out['1']).toBeCloseTo((p * 5) / 6, 14);
    // SH (2) → BR on 3–5, RO on 1–2 (2 × roll < 5).
    expect(exact.distributions.crew_confidence_after['3']).toBeCloseTo((p * 3) / 6, 14);
    expect(exact.distributions.crew_confidence_after['4']).toBeCloseTo((p * 2) / 6, 14);
  });

  it('a national GMS/P of the army lists comes with its enhanced guidance (D8); a generic one needs guidance given', () => {
    const target = { size: 3, armour: 2, suspension: 'tracked' };
    const fire = (firer: Record<string, unknown>) => ({
      system: 'stargrunt2',
      resolve: 'missile-fire',
      firer: { quality: 'regular', ...firer },
      target,
    });
    expect(missileCell({ firer: { quality: 'regular', weapon: 'at-17-sandbox' }, target })).toMatchObject({
      firerDice: [8, 8],
      impact: { sides: 12, multiplier: 1 },
      weaponSize: 1,
    });
    expect(
      missileCell({ firer: { quality: 'regular', weapon: 'mistral-5-gms-p', guidance: 'enhanced' }, target }).firerDice,
    ).toEqual([8, 8]);
    expect(issuesOf(missileFireDefinition, fire({ weapon: 'l18-gms-p', guidance: 'superior' }))).toMatchObject([
      { path: ['firer', 'guidance'], message: expect.stringMatching(/issued with enhanced guidance/) },
    ]);
    expect(issuesOf(missileFireDefinition, fire({ weapon: 'gms-p' }))).toMatchObject([
      { path: ['firer'], message: expect.stringMatching(/give its guidance/) },
    ]);
  });

  it('"if the target is outside the front 90 degree arc ... the GUIDANCE die ... is shifted DOWN by one die type": basic D6 → D4 misses Σ_r r·r/(8·4·4) = 30/128', () => {
    const firer = { quality: 'regular', weapon: 'gms-p', guidance: 'basic', outside_front_arc: true };
    const cell = missileCell({ firer, target: { size: 3, armour: 2, suspension: 'tracked' } });
    expect(cell.firerDice).toEqual([8, 4]);
    expect(exactSummary(pointTargetLayout(cell), exactPointTarget(cell)).outcomes.miss.p).toBeCloseTo(30 / 128, 14);
    expect(
      missileCell(
        CASES['regular GMS/P, enhanced guidance, from the air outside the front 90° (D8 becomes D6), one decoy'],
      ),
    ).toMatchObject({ firerDice: [8, 6], decoys: { count: 1, guidance: 6 } });
    // Superior D10 becomes D8.
    const superior = missileCell({
      firer: { quality: 'regular', weapon: 'gms-h', guidance: 'superior', outside_front_arc: true },
      target: { size: 3, armour: 2 },
    });
    expect(superior.firerDice).toEqual([8, 8]);
  });
});
