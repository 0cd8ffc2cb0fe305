import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { expectAntiAirFireMatchesEnumeration } from '../../../../../testing/systems/stargrunt2/aerospace/expectAerospaceMatchesEnumeration.js';
import { loadScenario } from '../../../../scenario/loadScenario.js';
import { ScenarioError } from '../../../../scenario/ScenarioError.js';
import { registry } from '../../../registry.js';
import antiAirFireDefinition from './antiAirFireDefinition.js';
import antiAirFireKernel from './antiAirFireKernel.js';
import { exactAntiAirFire } from './exactAntiAirFire.js';

const input = (extra: Record<string, unknown>) => ({ system: 'stargrunt2', resolve: 'anti-air-fire', ...extra });
const cell = (extra: Record<string, unknown>) => cellOf(antiAirFireDefinition, input(extra));
const issues = (extra: Record<string, unknown>) => issuesOf(antiAirFireDefinition, input(extra));

/** A Regular's multirole GMS/P (Enhanced guidance, D8 → D6) at a troop VTOL without ECM, armour 1, Regular LV 2 pilot. */
const GMS_AT_VTOL = {
  firer: { quality: 'regular', weapon: 'gms-p', guidance: 'enhanced' },
  target: { armour: 1, occupants: 2, pilot: { quality: 'regular', leadership: 2 } },
};

const CASES: Array<Record<string, unknown>> = [
  GMS_AT_VTOL,
  {
    firer: { quality: 'veteran', weapon: 'rfac-2', fire_control: 'basic', anti_air: 'dedicated' },
    target: { ecm: 'basic', armour: 2, hovering: true, occupants: 3, pilot: { quality: 'green', leadership: 3 } },
  },
  {
    firer: { quality: 'green', weapon: 'at-17-sandbox' },
    target: { armour: 'd6', occupants: 1, pilot: { quality: 'veteran', leadership: 1, evades: false } },
    rules: { 'aa-shift': 'acquire-only' },
  },
  {
    firer: { quality: 'elite', weapon: 'hel-1', fire_control: 'superior' },
    target: { ecm: 'enhanced', armour: 1, pilot: { quality: 'elite', leadership: 1 } },
    rules: { 'destroyed-threshold': 'exceeds-by-more-than-twice' },
  },
  {
    ...GMS_AT_VTOL,
    target: { ...GMS_AT_VTOL.target, figures_nearby: { figures: 2, armour: 'partial-light', ahead: 10, aside: 2 } },
  },
  { ...hoverBlastCase() },
  {
    ...GMS_AT_VTOL,
    target: { ...GMS_AT_VTOL.target, armour: 'd6', figures_nearby: { figures: 3, armour: 'basic', cover: 'soft' } },
  },
  {
    ...GMS_AT_VTOL,
    rules: {
      'hit-threat': 0,
      'landing-explodes-up-to': 2,
      'landing-crashes-up-to': 5,
      'crash-killed-up-to': 2,
      'crash-wounded-up-to': 5,
    },
  },
];

/** A hovering craft comes down where it is: figures 5" ahead are within the 6" blast, 7" would not be. */
function hoverBlastCase(): Record<string, unknown> {
  return {
    ...GMS_AT_VTOL,
    target: {
      ...GMS_AT_VTOL.target,
      hovering: true,
      figures_nearby: { figures: 1, armour: 'full-light', ahead: 5, in_position: true },
    },
  };
}

describe('anti-air-fire: the dice', () => {
  it('"an Enhanced guidance missile would only get a D6 against aircraft"; "a weapon with an AA-dedicated Enhanced fire control would get a D8, but an ordinary Enhanced FC ... D6"', () => {
    expect(cell(GMS_AT_VTOL).systemDie).toBe(6);
    expect(
      cell({
        ...GMS_AT_VTOL,
        firer: { quality: 'regular', weapon: 'hel-1', fire_control: 'enhanced', anti_air: 'dedicated' },
      }).systemDie,
    ).toBe(8);
    expect(
      cell({ ...GMS_AT_VTOL, firer: { quality: 'regular', weapon: 'hel-1', fire_control: 'enhanced' } }).systemDie,
    ).toBe(6);
  });

  it('"If the aircraft is HOVERING, reduce the ECM die by one type (aircraft without ECM - using the default D4 - remain on a D4)"', () => {
    expect(cell({ ...GMS_AT_VTOL, target: { ...GMS_AT_VTOL.target, ecm: 'enhanced', hovering: true } }).targetDie).toBe(
      6,
    );
    expect(cell({ ...GMS_AT_VTOL, target: { ...GMS_AT_VTOL.target, hovering: true } }).targetDie).toBe(4);
    // Acquisition is not the shot: the full ECM die.
    expect(cell({ ...GMS_AT_VTOL, target: { ...GMS_AT_VTOL.target, ecm: 'enhanced', hovering: true } }).ecm).toBe(8);
  });

  it('the aa-shift variant keeps the full die for the shot only', () => {
    expect(cell(GMS_AT_VTOL).shotDice).toEqual([8, 6]);
    expect(cell({ ...GMS_AT_VTOL, rules: { 'aa-shift': 'acquire-only' } }).shotDice).toEqual([8, 8]);
  });

  it('hand-worked: a D6 acquires a D4 14 times in 24; a Regular pilot (D8) breaks a D6 lock 27 times in 48', () => {
    const e = exactAntiAirFire(cell(GMS_AT_VTOL));
    expect(e.outcomes.not_acquired).toBeCloseTo(10 / 24, 15);
    expect(e.outcomes.evaded).toBeCloseTo((14 / 24) * (27 / 48), 15);
    // The shot: D8 and D6 against D4. P(no die beats it) = Σ_r (r/8)(r/6) / 4 = (1 + 4 + 9 + 16) / 192.
    const fired = (14 / 24) * (21 / 48);
    expect(e.outcomes.missed).toBeCloseTo(fired * (30 / 192), 15);
  });

  it('hand-worked landing: a Regular pilot (D8) explodes on a 1, crash-lands on 2–3, lands on 4+; two occupants crash: both killed 1/36', () => {
    const e = exactAntiAirFire(cell(GMS_AT_VTOL));
    const disabled = e.outcomes.landed + e.outcomes.crash_landed + e.outcomes.exploded;
    expect(e.outcomes.exploded / disabled).toBeCloseTo(1 / 8, 14);
    expect(e.outcomes.crash_landed / disabled).toBeCloseTo(2 / 8, 14);
    expect(e.distributions.dead[2]).toBeCloseTo(
      e.outcomes.destroyed + e.outcomes.exploded + e.outcomes.crash_landed / 36,
      14,
    );
    expect(e.distributions.crash_distance[24]).toBeCloseTo((disabled + e.outcomes.destroyed) / 12, 14);
  });
});

describe('anti-air-fire: parameters', () => {
  it('a Regular pilot (D8) explodes on 1–2, crash-lands on 3–5; crash occupants killed on 1–2, wounded on 3–5 of a D6; threat 0: LV 2 + 0', () => {
    const rules = {
      'hit-threat': 0,
      'landing-explodes-up-to': 2,
      'landing-crashes-up-to': 5,
      'crash-killed-up-to': 2,
      'crash-wounded-up-to': 5,
    };
    const c = cell({ ...GMS_AT_VTOL, rules });
    expect(c.confidenceNeeded).toBe(2);
    const e = exactAntiAirFire(c);
    const disabled = e.outcomes.landed + e.outcomes.crash_landed + e.outcomes.exploded;
    expect(e.outcomes.exploded / disabled).toBeCloseTo(2 / 8, 14);
    expect(e.outcomes.crash_landed / disabled).toBeCloseTo(3 / 8, 14);
    expect(e.distributions.dead[2]).toBeCloseTo(
      e.outcomes.destroyed + e.outcomes.exploded + e.outcomes.crash_landed / 9,
      14,
    );
  });
});

describe("anti-air-fire: the wreck's blast", () => {
  it('hand-worked: "an explosion of radius 6", with a D8 impact effect": figures 10" ahead are caught when the D12 × 2 site is 4–16" (faces 2–8, 7 in 12); D8 against D6 kills 12 in 48', () => {
    const c = cell(CASES[4]);
    const e = exactAntiAirFire(c);
    const wreck = e.outcomes.destroyed + e.outcomes.exploded;
    // aside 2: the site must be within √32 ≈ 5.66" along the line: 6 … 14", faces 3–7, 5 in 12.
    const caught = wreck * (5 / 12);
    expect(e.distributions.nearby_dead[2]).toBeCloseTo(caught * (12 / 48) ** 2, 14);
    const straight = exactAntiAirFire(
      cell({
        ...GMS_AT_VTOL,
        target: { ...GMS_AT_VTOL.target, figures_nearby: { figures: 1, armour: 'partial-light', ahead: 10 } },
      }),
    );
    expect(straight.distributions.nearby_dead[1]).toBeCloseTo(wreck * (7 / 12) * (12 / 48), 14);
  });
  it('without figures_nearby the histograms are absent; an unknown armour is located', () => {
    expect(exactAntiAirFire(cell(GMS_AT_VTOL)).distributions.nearby_dead).toBeUndefined();
    expect(
      issues({
        ...GMS_AT_VTOL,
        target: { ...GMS_AT_VTOL.target, figures_nearby: { figures: 1, armour: 'ful-light' } },
      })[0].path,
    ).toEqual(['target', 'figures_nearby', 'armour']);
  });
});

describe('anti-air-fire: exact against a plain enumeration, Monte Carlo against exact', () => {
  it.each(CASES.map((c, i) => [i, c] as const))('case %i: exact equals the face-by-face enumeration', (_, c) => {
    expectAntiAirFireMatchesEnumeration(cell(c));
  });

  it.each(CASES.map((c, i) => [i, c] as const))('case %i: Monte Carlo within 4.5 standard errors of exact', (i, c) => {
    const normalized = cell(c);
    expectKernelMatchesExact(antiAirFireKernel, normalized, exactAntiAirFire(normalized), 200_000, 1800 + i);
  });
});

describe('anti-air-fire: bad input', () => {
  it('a gun needs a fire control; a ground-only missile cannot engage; a generic missile needs its guidance', () => {
    expect(issues({ ...GMS_AT_VTOL, firer: { quality: 'regular', weapon: 'rfac-1' } })[0].path).toEqual([
      'firer',
      'fire_control',
    ]);
    expect(
      issues({
        ...GMS_AT_VTOL,
        firer: { quality: 'regular', weapon: 'gms-p', guidance: 'basic', anti_air: 'ground-only' },
      })[0].path,
    ).toEqual(['firer', 'anti_air']);
    expect(issues({ ...GMS_AT_VTOL, firer: { quality: 'regular', weapon: 'gms-l' } })[0].path).toEqual([
      'firer',
      'guidance',
    ]);
  });

  it('a misspelt weapon is located in the file, with the closest names', async () => {
    const text =
      'system: stargrunt2\nresolve: anti-air-fire\nfirer:\n  quality: regular\n  weapon: gms-q\ntarget: { armour: 1, pilot: { quality: regular, leadership: 2 } }\n';
    const problems = await loadScenario('x.yaml', text, registry).then(
      () => [],
      (error: unknown) => (error instanceof ScenarioError ? error.diagnostics : Promise.reject(error)),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'x.yaml', line: 5, column: 11 });
    expect(problems[0].suggestions).toContain('gms-p');
  });
});
