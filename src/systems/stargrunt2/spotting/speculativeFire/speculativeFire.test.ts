import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { fireCell } from '../../../../../testing/systems/stargrunt2/fire/testCells.js';
import { bruteForceSpeculativeFire } from '../../../../../testing/systems/stargrunt2/spotting/bruteForceSpeculativeFire.js';
import { exactFire } from '../../fire/exactFire.js';
import { exactSpeculativeFire } from './exactSpeculativeFire.js';
import speculativeFireDefinition from './speculativeFireDefinition.js';
import speculativeFireKernel from './speculativeFireKernel.js';

const input = (extra: Record<string, unknown>) => ({ system: 'stargrunt2', resolve: 'speculative-fire', ...extra });
const cell = (extra: Record<string, unknown>) => cellOf(speculativeFireDefinition, input(extra));
const SQUAD = {
  quality: 'regular',
  troops: [
    { count: 5, weapon: 'advanced-assault-rifle' },
    { count: 1, weapon: 'conventional-saw' },
  ],
};

describe('speculative-fire: "Fire is calculated exactly as normal"', () => {
  it("the firer's dice and the range die are fire's STEP 1, the range die \"modified by COVER\"; a major success is fire's effective outcome", () => {
    for (const cover of ['open', 'soft', 'hard'] as const) {
      const speculative = cell({ firer: SQUAD, counter: { cover }, range: 12 });
      const fire = fireCell({ firer: SQUAD, target: { figures: 8, armour: 'basic', cover }, range: 12 });
      expect([speculative.dice, speculative.against]).toEqual([fire.firerDice, fire.rangeDie]);
      expect(exactSpeculativeFire(speculative).outcomes.flipped_suppressed).toBeCloseTo(
        exactFire(fire).outcomes.effective,
        15,
      );
    }
  });

  it('hand-worked: four advanced assault rifles (FP 8, a D8) and a Regular\'s D8 at a counter 8" away in soft cover (a D6): 139/384', () => {
    // Both D8s beat the D6's r with ((8 − r)/8)²: (49 + 36 + 25 + 16 + 9 + 4)/(64 · 6) = 139/384.
    const c = cell({
      firer: { quality: 'regular', troops: [{ count: 4, weapon: 'advanced-assault-rifle' }] },
      counter: { cover: 'soft' },
      range: 8,
    });
    expect([c.dice, c.against]).toEqual([[8, 8], 6]);
    expect(exactSpeculativeFire(c).outcomes.flipped_suppressed).toBeCloseTo(139 / 384, 15);
  });

  it('In Position is not named ("modified by COVER if appropriate"); the variant speculative-in-position: shift counts it', () => {
    const counter = { cover: 'soft', in_position: true };
    expect(cell({ firer: SQUAD, counter, range: 12 }).against).toBe(8);
    expect(cell({ firer: SQUAD, counter, range: 12, rules: { 'speculative-in-position': 'shift' } }).against).toBe(10);
  });

  it("parameters: fire's cover and In Position shifts and firepower die cap, as `fire` reads them", () => {
    const rules = {
      'hard-cover-shift': 1,
      'speculative-in-position': 'shift',
      'in-position-shift': 2,
      'firepower-die-cap': 8,
    };
    const speculative = cell({ firer: SQUAD, counter: { cover: 'hard', in_position: true }, range: 12, rules });
    const { 'speculative-in-position': _, ...fireRules } = rules;
    const fire = fireCell({
      firer: SQUAD,
      target: { figures: 8, armour: 'basic', cover: 'hard', in_position: true },
      range: 12,
      rules: fireRules,
    });
    expect([speculative.dice, speculative.against]).toEqual([fire.firerDice, fire.rangeDie]);
    // 12" is a Regular's band 2 (a D6), hard cover one type, In Position two: a D12; the rifles' firepower 10 capped at a D8.
    expect([speculative.dice[1], speculative.against]).toEqual([8, 12]);
  });

  it('"If the counter is anything other than a troop unit ... it is left inverted and unidentified"', () => {
    const e = exactSpeculativeFire(
      cell({ firer: SQUAD, counter: { kind: 'dummy', cover: 'soft' }, range: 12, attempts: 3 }),
    );
    expect(e.outcomes.no_effect).toBe(1);
    expect(e.distributions.fire_actions[3]).toBe(1);
  });

  it('a range die past D12 makes the fire impossible: no effect', () => {
    const c = cell({
      firer: { quality: 'green', troops: [{ count: 6, weapon: 'advanced-assault-rifle' }] },
      counter: { cover: 'hard', in_position: true },
      range: 24,
      rules: { 'speculative-in-position': 'shift' },
    });
    expect(c.against).toBe(0);
    expect(exactSpeculativeFire(c).outcomes.no_effect).toBe(1);
  });
});

const CASES: Array<Record<string, unknown>> = [
  { firer: SQUAD, counter: { cover: 'soft' }, range: 12, attempts: 3 },
  {
    firer: { quality: 'green', troops: [{ count: 6, weapon: 'advanced-assault-rifle' }] },
    counter: { cover: 'hard' },
    range: 5,
    attempts: 2,
  },
  {
    firer: {
      quality: 'veteran',
      troops: [
        { count: 4, weapon: 'gauss-rifle' },
        { count: 1, weapon: 'gauss-saw' },
      ],
    },
    counter: { cover: 'open', in_position: true },
    range_band: 3,
    attempts: 4,
    rules: { 'speculative-in-position': 'shift' },
  },
  { firer: SQUAD, counter: { kind: 'mine', cover: 'soft' }, range: 12, attempts: 2 },
  {
    firer: SQUAD,
    counter: { cover: 'hard', in_position: true },
    range: 12,
    attempts: 2,
    rules: {
      'hard-cover-shift': 1,
      'speculative-in-position': 'shift',
      'in-position-shift': 2,
      'firepower-die-cap': 8,
    },
  },
];

describe('speculative-fire: exact against a plain enumeration, Monte Carlo against exact', () => {
  it.each(CASES.map((c, i) => [i, c] as const))('case %i: exact equals the enumeration', (_, c) => {
    const normalized = cell(c);
    const exact = exactSpeculativeFire(normalized);
    const brute = bruteForceSpeculativeFire(normalized.dice, normalized.against, normalized.flips, normalized.attempts);
    expect(exact.outcomes.flipped_suppressed).toBeCloseTo(brute.flipped, 14);
    brute.actions.forEach((p, k) =>
      expect(exact.distributions.fire_actions[k], `fire_actions = ${k}`).toBeCloseTo(p, 14),
    );
  });

  it.each(CASES.map((c, i) => [i, c] as const))('case %i: Monte Carlo within 4.5 standard errors of exact', (i, c) => {
    const normalized = cell(c);
    expectKernelMatchesExact(speculativeFireKernel, normalized, exactSpeculativeFire(normalized), 200_000, 1200 + i);
  });
});

describe('speculative-fire: bad input', () => {
  it('an unknown weapon is named with the closest names; range or range_band, one of the two', () => {
    const weapon = issuesOf(
      speculativeFireDefinition,
      input({
        firer: { quality: 'regular', troops: [{ count: 5, weapon: 'advanced-assault-rifel' }] },
        counter: { cover: 'soft' },
        range: 12,
      }),
    );
    expect(weapon[0].path).toEqual(['firer', 'troops', 0, 'weapon']);
    expect(weapon[0].suggestions).toContain('advanced-assault-rifle');
    expect(
      issuesOf(speculativeFireDefinition, input({ firer: SQUAD, counter: { cover: 'soft' } }))[0].message,
    ).toContain('range');
  });
});
