import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { exactSummary } from '../../../../../testing/exactSummary.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForcePointTarget } from '../../../../../testing/systems/stargrunt2/heavy/pointTarget/bruteForcePointTarget.js';
import { loadScenario } from '../../../../scenario/loadScenario.js';
import { ScenarioError } from '../../../../scenario/ScenarioError.js';
import { registry } from '../../../registry.js';
import { exactPointTarget } from '../pointTarget/exactPointTarget.js';
import pointTargetKernel from '../pointTarget/pointTargetKernel.js';
import { pointTargetLayout } from '../pointTarget/pointTargetLayout.js';
import { pointTargetQuantities } from '../pointTarget/pointTargetQuantities.js';
import missileFireDefinition from './missileFireDefinition.js';

const REGULAR_GMS_P = { quality: 'regular', weapon: 'gms-p', guidance: 'basic' }; // D8 and D6
const APC = { size: 3, armour: 2, suspension: 'tracked', occupants: [{ count: 3, armour: 'partial-light' }] };

const fire = (input: Record<string, unknown>) => ({
  system: 'stargrunt2',
  resolve: 'missile-fire',
  firer: REGULAR_GMS_P,
  target: APC,
  ...input,
});
const missileCell = (input: Record<string, unknown>) => cellOf(missileFireDefinition, fire(input));
const exactOf = (input: Record<string, unknown>) => {
  const cell = missileCell(input);
  return exactSummary(pointTargetLayout(cell), exactPointTarget(cell));
};

const CASES: Record<string, Record<string, unknown>> = {
  'one decoy against a basic-guidance GMS/P': { target: { ...APC, decoys: 1 } },
  'two decoys against an enhanced GMS/L in cover, with a crew': {
    firer: { quality: 'veteran', weapon: 'gms-l', guidance: 'enhanced' },
    target: { ...APC, cover: 'soft', ecm: 'basic', decoys: 2, crew: { quality: 'green', leadership: 2 } },
  },
  'basic EW spoofing (D6) a GMS/P': { target: { ...APC, ew: { level: 'basic' } } },
  "enhanced EW with two markers (D10), foiled by the firer side's basic EW, and a decoy": {
    firer: { ...REGULAR_GMS_P, ew: { level: 'basic' } },
    target: { ...APC, ecm: 'enhanced', decoys: 1, ew: { level: 'enhanced', markers: 2 } },
  },
  'EW against the guidance die only (rule ew-spoof-against: guidance-die), superior GMS/H': {
    rules: { 'ew-spoof-against': 'guidance-die' },
    firer: { quality: 'elite', weapon: 'gms-h', guidance: 'superior' },
    target: { size: 4, armour: 4, suspension: 'hover', ew: { level: 'superior' } },
  },
};

describe('missile-fire: DECOYS and ELECTRONIC WARFARE', () => {
  it('turns the keys into dice: decoys with the guidance die, the EW die raised one type per extra marker', () => {
    expect(missileCell(CASES['one decoy against a basic-guidance GMS/P'])).toMatchObject({
      decoys: { count: 1, guidance: 6 },
    });
    expect(missileCell(CASES['basic EW spoofing (D6) a GMS/P']).ew).toEqual({ die: 6, counterDie: 0, against: [0, 1] });
    const boosted = missileCell(
      CASES["enhanced EW with two markers (D10), foiled by the firer side's basic EW, and a decoy"],
    );
    expect(boosted.ew).toEqual({ die: 10, counterDie: 6, against: [0, 1] });
    expect(
      missileCell(CASES['EW against the guidance die only (rule ew-spoof-against: guidance-die), superior GMS/H']).ew
        ?.against,
    ).toEqual([1]);
    // "a BASIC EW system can be boosted to use a D8 by expending TWO markers ... or ... a D10 by using THREE"
    expect(missileCell({ target: { ...APC, ew: { level: 'basic', markers: 3 } } }).ew?.die).toBe(10);
    // "No EW system can be boosted above a D12": a superior system's third marker is said to be wasted.
    const capped = missileCell({ target: { ...APC, ew: { level: 'superior', markers: 3 } } });
    expect(capped.ew?.die).toBe(12);
    expect(capped.note).toMatch(/above a D12/);
  });

  it('without the keys the cell and its layout are as before; decoys: 0 keeps an all-zero decoyed distribution', () => {
    const plain = missileCell({});
    expect(plain).not.toHaveProperty('decoys');
    expect(plain).not.toHaveProperty('ew');
    expect(pointTargetLayout(plain).distributions.map((d) => d.name)).toEqual(['hit', 'dead', 'wounded']);
    const none = exactOf({ target: { ...APC, decoys: 0 } });
    expect(none.distributions.decoyed).toEqual({ '0': 1 });
    expect(none.outcomes.miss.p).toBeCloseTo(exactOf({}).outcomes.miss.p, 15);
  });

  for (const [i, [name, input]] of Object.entries(CASES).entries()) {
    it(`exact against an independent enumeration, Monte Carlo within 4.5 standard errors of exact: ${name}`, () => {
      const cell = missileCell(input);
      const exact = exactSummary(pointTargetLayout(cell), exactPointTarget(cell));
      const brute = bruteForcePointTarget(cell);
      for (const { name: o } of pointTargetQuantities.outcomes)
        expect(exact.outcomes[o].p, o).toBeCloseTo(brute.outcomes[o], 10);
      for (const dist of [
        'hit',
        'dead',
        'wounded',
        'crew_bailed_out',
        'crew_confidence_after',
        'decoyed',
        'jammed',
      ] as const) {
        expect(exact.distributions[dist] !== undefined, `${dist} present`).toBe(brute[dist] !== undefined);
        brute[dist]?.forEach((p, k) =>
          expect(exact.distributions[dist][String(k)] ?? 0, `${dist} ${k}`).toBeCloseTo(p, 10),
        );
      }
      expectKernelMatchesExact(pointTargetKernel, cell, exactPointTarget(cell), 200_000, 300 + i);
    });
  }

  it('hand-worked decoys: a D8 exceeds a D6 guidance roll 27 times in 48, a D8 28 in 64; two decoys 1 − (36/64)²', () => {
    expect(exactOf(CASES['one decoy against a basic-guidance GMS/P']).distributions.decoyed['1']).toBeCloseTo(
      27 / 48,
      14,
    );
    const enhanced = { quality: 'regular', weapon: 'gms-p', guidance: 'enhanced' };
    expect(exactOf({ firer: enhanced, target: { ...APC, decoys: 1 } }).distributions.decoyed['1']).toBeCloseTo(
      28 / 64,
      14,
    );
    expect(exactOf({ firer: enhanced, target: { ...APC, decoys: 2 } }).distributions.decoyed['1']).toBeCloseTo(
      1 - (36 / 64) ** 2,
      14,
    );
    // A decoyed missile misses: P(miss) = 27/48 + 21/48 × 30/192 (the D4 ECM's miss chance of the plain shot).
    expect(exactOf(CASES['one decoy against a basic-guidance GMS/P']).outcomes.miss.p).toBeCloseTo(
      27 / 48 + (21 / 48) * (30 / 192),
      14,
    );
  });

  it('hand-worked EW: a D6 exceeds the lower of a D8 and a D6 with chance (0 + 13 + 24 + 33 + 40 + 45) / 288; foiled by a D6 rolling higher', () => {
    // P(min(D8, D6) < e) = 1 − (9 − e)(7 − e)/48 for e = 1 … 6.
    expect(exactOf(CASES['basic EW spoofing (D6) a GMS/P']).distributions.jammed['1']).toBeCloseTo(155 / 288, 14);
    // The firer side's D6 foils the spoof unless it rolls e or less: Σ_e (1/6)·P(min < e)·e/6 = 700/1728.
    const foiled = exactOf({
      firer: { ...REGULAR_GMS_P, ew: { level: 'basic' } },
      target: { ...APC, ew: { level: 'basic' } },
    });
    expect(foiled.distributions.jammed['1']).toBeCloseTo(700 / 1728, 14);
    // The variant: the D6 must exceed the D6 guidance die alone, 15 times in 36.
    const guidanceOnly = exactOf({
      rules: { 'ew-spoof-against': 'guidance-die' },
      target: { ...APC, ew: { level: 'basic' } },
    });
    expect(guidanceOnly.distributions.jammed['1']).toBeCloseTo(15 / 36, 14);
  });

  it('a jammed missile fails "irrespective of whether the opponent\'s roll(s) would normally have been enough": hit 0 and miss', () => {
    const jammed = exactOf(CASES['basic EW spoofing (D6) a GMS/P']);
    expect(jammed.distributions.hit['0']).toBeCloseTo(jammed.outcomes.miss.p, 14);
    expect(jammed.outcomes.miss.p).toBeGreaterThan(155 / 288);
  });

  it('located errors: firer.ew with nothing to foil, decoys and markers out of range, a misspelt EW level', async () => {
    expect(
      issuesOf(missileFireDefinition, fire({ firer: { ...REGULAR_GMS_P, ew: { level: 'basic' } } })),
    ).toMatchObject([{ path: ['firer', 'ew'], message: expect.stringMatching(/give target\.ew/) }]);
    const problemsOf = (text: string) =>
      loadScenario('x.yaml', text, registry).then(
        () => [],
        (error: unknown) => (error instanceof ScenarioError ? error.diagnostics : Promise.reject(error)),
      );
    const head =
      'system: stargrunt2\nresolve: missile-fire\nfirer: { quality: regular, weapon: gms-p, guidance: basic }\ntarget:\n  size: 3\n  armour: 2\n';
    const decoys = await problemsOf(`${head}  decoys: 9\n`);
    expect(decoys[0]).toMatchObject({ file: 'x.yaml', line: 7, column: 11 });
    const level = await problemsOf(`${head}  ew: { level: superb, markers: 1 }\n`);
    expect(level[0]).toMatchObject({ file: 'x.yaml', line: 7 });
    expect(level[0].suggestions).toContain('superior');
    const markers = await problemsOf(`${head}  ew: { level: basic, markers: 4 }\n`);
    expect(markers[0]).toMatchObject({ file: 'x.yaml', line: 7 });
    const counter = await problemsOf(`${head.replace('guidance: basic', 'guidance: basic, ew: { level: basic }')}`);
    expect(counter[0]).toMatchObject({ file: 'x.yaml', line: 3 });
    expect(counter[0].message).toMatch(/give target\.ew/);
  });
});
