// House armour (any d-N, listed faces) in the aerospace resolutions that roll against a figure's armour: bomb-run (also
// its house warheads) and anti-air-fire's wreck blast — exact against the plain enumerations (which read every listed face), each kernel
// within 4.5 SE of exact, a house d6 behaving as the ladder D6, and a cover or In Position shift reaching a house die off
// the ladder refused at its key. docs/rules/stargrunt2.md, "Custom dice".
import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import {
  expectAntiAirFireMatchesEnumeration,
  expectBombRunMatchesEnumeration,
} from '../../../../testing/systems/stargrunt2/aerospace/expectAerospaceMatchesEnumeration.js';
import antiAirFireDefinition from './antiAirFire/antiAirFireDefinition.js';
import antiAirFireKernel from './antiAirFire/antiAirFireKernel.js';
import { exactAntiAirFire } from './antiAirFire/exactAntiAirFire.js';
import bombRunDefinition from './bombRun/bombRunDefinition.js';
import bombRunKernel from './bombRun/bombRunKernel.js';
import { exactBombRun } from './bombRun/exactBombRun.js';

const ARMOUR = { gel: [1, 1, 2, 6], mesh: 'd14', 'issue-d6': 'd6' };

const bombRun = (extra: Record<string, unknown>) => ({
  system: 'stargrunt2',
  resolve: 'bomb-run',
  armour: ARMOUR,
  ...extra,
});
const ONE_BOMB = { bombs: { count: 1, delivery: 'tiny' }, delivery_systems: { tiny: 1 } };
const TWO_BOMBS = { bombs: { count: 2, delivery: 'small' } };

/** A Regular's multirole GMS/P at a troop VTOL without ECM (as antiAirFire.test.ts), figures of house armour nearby. */
const antiAir = (nearby: Record<string, unknown>) => ({
  system: 'stargrunt2',
  resolve: 'anti-air-fire',
  armour: ARMOUR,
  firer: { quality: 'regular', weapon: 'gms-p', guidance: 'enhanced' },
  target: {
    armour: 1,
    occupants: 2,
    pilot: { quality: 'regular', leadership: 2 },
    figures_nearby: { figures: 2, ahead: 10, ...nearby },
  },
});

describe('bomb-run with house armour', () => {
  const CASES: Array<Record<string, unknown>> = [
    { ...TWO_BOMBS, target: { ahead: 6, figures: 2, armour: 'gel' } },
    {
      ...TWO_BOMBS,
      bombs: { count: 2, delivery: 'small', warhead: 'aps' },
      target: { ahead: 4, figures: 2, armour: 'mesh' },
    },
    { ...TWO_BOMBS, rules: { 'soft-cover-shift': 0 }, target: { ahead: 5, figures: 1, armour: 'gel', cover: 'soft' } },
  ];

  it('hand-worked: GPE D8 against gel [1, 1, 2, 6] kills on 16 of 32 pairs, wounds on 6; the figure 2" ahead is caught on 1–3', () => {
    // Armour 1 (twice): wound on 2, kill on 3–8 (6). Armour 2: wound 3–4, kill 5–8 (4). Armour 6: wound 7–8, no kill.
    const e = exactBombRun(cellOf(bombRunDefinition, bombRun({ ...ONE_BOMB, target: { ahead: 2, armour: 'gel' } })));
    expect(e.distributions.dead[1]).toBeCloseTo((1 / 2) * (16 / 32), 15);
    expect(e.distributions.wounded[1]).toBeCloseTo((1 / 2) * (6 / 32), 15);
  });

  it.each(CASES.map((c, i) => [i, c] as const))(
    'case %i: exact equals the enumeration, Monte Carlo within 4.5 SE',
    (i, c) => {
      const cell = cellOf(bombRunDefinition, bombRun(c));
      expectBombRunMatchesEnumeration(cell);
      expectKernelMatchesExact(bombRunKernel, cell, exactBombRun(cell), 200_000, 3900 + i);
    },
  );

  it('a house d6 in hard cover In Position shifts as partial-light does: D6 → D12, the excess lowering the impact', () => {
    const target = (armour: string) => ({ ahead: 6, figures: 2, armour, cover: 'hard', in_position: true });
    const house = cellOf(bombRunDefinition, bombRun({ ...TWO_BOMBS, target: target('issue-d6') }));
    expect(house).toEqual(cellOf(bombRunDefinition, bombRun({ ...TWO_BOMBS, target: target('partial-light') })));
    expect([house.armour.sides, house.impact.sides]).toEqual([12, 8]);
  });

  const WARHEADS = { shrapnel: { infantry: [0, 1, 1, 2, 6, 9] }, needle: { infantry: 'd14' } };

  it.each([
    [
      0,
      {
        ...TWO_BOMBS,
        warheads: WARHEADS,
        bombs: { count: 2, delivery: 'small', warhead: 'shrapnel' },
        target: { ahead: 6, figures: 2, armour: 'gel' },
      },
    ],
    [
      1,
      {
        ...TWO_BOMBS,
        warheads: WARHEADS,
        bombs: { count: 2, delivery: 'small', warhead: 'needle' },
        target: { ahead: 5, figures: 2, armour: 'basic', cover: 'soft' },
      },
    ],
  ] as const)(
    'house warhead case %i (listed, d14): exact equals the enumeration, Monte Carlo within 4.5 SE',
    (i, c) => {
      const cell = cellOf(bombRunDefinition, bombRun(c));
      expect(cell.impact.sides).toBe(i === 0 ? 6 : 14);
      expectBombRunMatchesEnumeration(cell);
      expectKernelMatchesExact(bombRunKernel, cell, exactBombRun(cell), 200_000, 3920 + i);
    },
  );

  it('a shift whose excess past D12 must lower a house warhead off the ladder is refused at bombs.warhead', () => {
    const bombs = { count: 2, delivery: 'small', warhead: 'needle' };
    const issues = issuesOf(
      bombRunDefinition,
      bombRun({ ...TWO_BOMBS, warheads: WARHEADS, bombs, target: { ahead: 6, armour: 'heavy-power', cover: 'soft' } }),
    );
    expect(issues.map((i) => i.path)).toEqual([['bombs', 'warhead']]);
    expect(issues[0].message).toMatch(
      /^D14 \(warhead "needle"\) is off the die-type ladder D4 D6 D8 D10 D12, and soft cover shifts the armour die 1 type up \(CASUALTIES FROM ARTILLERY FIRE\), past D12: the excess must lower the impact die/,
    );
  });

  it('a shift that reaches a house die off the ladder is refused at target.armour, saying which shift', () => {
    const soft = issuesOf(
      bombRunDefinition,
      bombRun({ ...TWO_BOMBS, target: { ahead: 6, armour: 'mesh', cover: 'soft' } }),
    );
    expect(soft.map((i) => i.path)).toEqual([['target', 'armour']]);
    expect(soft[0].message).toMatch(
      /^D14 \(armour "mesh"\) is off the die-type ladder D4 D6 D8 D10 D12, and soft cover shifts the armour die 1 type up \(CASUALTIES FROM ARTILLERY FIRE\)/,
    );
    const dug = issuesOf(
      bombRunDefinition,
      bombRun({ ...TWO_BOMBS, target: { ahead: 6, armour: 'gel', cover: 'hard', in_position: true } }),
    );
    expect(dug[0].message).toMatch(
      /^\[1, 1, 2, 6\] \(armour "gel"\) .* hard cover and being In Position shift the armour die 3 types up/,
    );
  });
});

describe("anti-air-fire's wreck blast with house armour", () => {
  it.each([
    [0, { armour: 'gel' }],
    [1, { armour: 'mesh', figures: 1, aside: 3 }],
  ] as const)('case %i: exact equals the enumeration, Monte Carlo within 4.5 SE', (i, nearby) => {
    const cell = cellOf(antiAirFireDefinition, antiAir(nearby));
    expect(cell.nearby?.armour.sides).toBe(i === 0 ? 4 : 14);
    expectAntiAirFireMatchesEnumeration(cell);
    expectKernelMatchesExact(antiAirFireKernel, cell, exactAntiAirFire(cell), 200_000, 3950 + i);
  });

  it('cover reaching a house die off the ladder is refused at target.figures_nearby.armour; In Position alone too', () => {
    const hard = issuesOf(antiAirFireDefinition, antiAir({ armour: 'mesh', cover: 'hard' }));
    expect(hard.map((i) => i.path)).toEqual([['target', 'figures_nearby', 'armour']]);
    expect(hard[0].message).toContain('hard cover shifts the armour die 2 types up');
    expect(issuesOf(antiAirFireDefinition, antiAir({ armour: 'gel', in_position: true }))[0].message).toContain(
      'being In Position shifts the armour die 1 type up',
    );
    expect(issuesOf(antiAirFireDefinition, antiAir({ armour: 'issue-d6', cover: 'hard' }))).toEqual([]);
  });
});

describe('anti-air-fire with a house heavy weapon', () => {
  // A house heavy weapon is a gun (not a guided missile): it fires with its Fire Control.
  const gun = (weapon: string, heavy: Record<string, unknown> = {}) => {
    const input = antiAir({ armour: 'gel' });
    return { ...input, heavy_weapons: heavy, firer: { quality: 'regular', weapon, fire_control: 'enhanced' } };
  };
  const weapons = { 'needle-gun': { impact: [0, 2, 2, 9, 12, 24], size: 1 }, 'gun-14': { impact: 'd14x2', size: 2 } };

  it.each(['needle-gun', 'gun-14'])(
    '%s: exact equals the enumeration (every listed face, a major hit multiplying it), Monte Carlo within 4.5 SE',
    (weapon) => {
      const cell = cellOf(antiAirFireDefinition, gun(weapon, weapons));
      expect(cell.impact).toEqual(
        weapon === 'needle-gun'
          ? { sides: 6, multiplier: 1, faces: [0, 2, 2, 9, 12, 24] }
          : { sides: 14, multiplier: 2 },
      );
      expectAntiAirFireMatchesEnumeration(cell);
      expectKernelMatchesExact(antiAirFireKernel, cell, exactAntiAirFire(cell), 200_000, 3960);
    },
  );

  it("a house impact written as the book weapon's gives the same cell", () => {
    expect(cellOf(antiAirFireDefinition, gun('my-hvc', { 'my-hvc': { impact: 'd10x3', size: 3 } }))).toEqual(
      cellOf(antiAirFireDefinition, gun('hvc-3')),
    );
  });
});
