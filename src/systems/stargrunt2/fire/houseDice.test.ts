// House dice (any d-N, listed faces) in every resolution that takes them, one describe each: fire at infantry (exact
// against the enumeration, Monte Carlo, refusals at their key), support-fire and heavy-weapon-at-infantry,
// fire-and-react, crew-served-fire, sniper-fire. docs/rules/stargrunt2.md, "Custom dice".
import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../testing/cellOf.js';
import { exactSummary } from '../../../../testing/exactSummary.js';
import { expectKernelMatchesExact, MAX_STANDARD_ERRORS } from '../../../../testing/expectKernelMatchesExact.js';
import { bruteForceMixedFire } from '../../../../testing/systems/stargrunt2/fire/bruteForceMixedFire.js';
import { diceVolleyKernel } from '../../../../testing/systems/stargrunt2/fire/diceVolleyKernel.js';
import { expectExactFireMatchesEnumeration } from '../../../../testing/systems/stargrunt2/fire/expectExactFireMatchesEnumeration.js';
import { fireCell, fireIssues } from '../../../../testing/systems/stargrunt2/fire/testCells.js';
import crewServedDefinition from '../crewServedFire/crewServedDefinition.js';
import crewServedKernel from '../crewServedFire/crewServedKernel.js';
import { exactCrewServed } from '../crewServedFire/exactCrewServed.js';
import heavyAtInfantryDefinition from '../heavy/heavyAtInfantry/heavyAtInfantryDefinition.js';
import { exactSniper } from '../heavy/sniperFire/exactSniper.js';
import sniperFireDefinition from '../heavy/sniperFire/sniperFireDefinition.js';
import sniperKernel from '../heavy/sniperFire/sniperKernel.js';
import supportFireDefinition from '../heavy/supportFire/supportFireDefinition.js';
import { exactFireAndReact } from '../morale/fireAndReact/exactFireAndReact.js';
import fireAndReactDefinition from '../morale/fireAndReact/fireAndReactDefinition.js';
import fireAndReactKernel from '../morale/fireAndReact/fireAndReactKernel.js';
import { opposedRoll } from '../steps/opposedRoll.js';
import { listedFaceTables, opposedRollListed } from '../steps/opposedRollListed.js';
import { exactFire } from './exactFire.js';
import fireKernel from './fireKernel.js';
import { fireLayout } from './fireLayout.js';
import { fireCellSchema } from './schema.js';

// Custom dice (docs/rules/stargrunt2.md, Custom dice): house weapons' firepower and impact dice and house armour as
// any d-N or listed faces, in fire at infantry.
const WEAPONS = {
  'needle-rifle': { class: 'small-arms', firepower: 2, impact: 'd14' },
  'table-rifle': { class: 'small-arms', firepower: 1, impact: [2, 2, 4, 6, 8, 12] },
  'burst-projector': { class: 'support', firepower: [0, 0, 2, 4, 6, 8], impact: 'd6' },
  'big-gun': { class: 'support', firepower: 'd20', impact: 'd6' },
};
const ARMOUR = { gel: [1, 1, 2, 6], mesh: 'd14', plate: 'd20' };

const CASES: Record<string, Record<string, unknown>> = {
  'needle rifles (d14 impact) and a burst projector (listed faces) at gel armour (listed faces) in the open': {
    weapons: WEAPONS,
    armour: ARMOUR,
    firer: {
      quality: 'regular',
      troops: [
        { count: 3, weapon: 'needle-rifle' },
        { count: 1, weapon: 'burst-projector' },
      ],
    },
    target: { figures: 4, armour: 'gel' },
    range: 10,
  },
  'table rifles (listed impact) and a d20 support die at mixed plate (d20) and basic armour': {
    weapons: WEAPONS,
    armour: ARMOUR,
    firer: {
      quality: 'veteran',
      troops: [
        { count: 2, weapon: 'table-rifle' },
        { count: 1, weapon: 'big-gun' },
      ],
    },
    target: {
      figures: 3,
      armour: [
        { count: 1, armour: 'plate' },
        { count: 2, armour: 'basic' },
      ],
    },
    range: 14,
  },
  'needle rifles at partial-light armour in soft cover: the cover shift stays on the ladder, the d14 is kept': {
    weapons: WEAPONS,
    firer: { quality: 'green', troops: [{ count: 4, weapon: 'needle-rifle' }] },
    target: { figures: 3, armour: 'partial-light', cover: 'soft' },
    range: 6,
  },
};

describe('house dice in fire at infantry: exact against a plain enumeration that reads every listed face', () => {
  for (const [name, input] of Object.entries(CASES)) {
    it(name, () => {
      const cell = fireCell(input);
      expectExactFireMatchesEnumeration(cell);
    });
  }

  it('the cells carry the dice as written: a d14 impact, listed firer faces beside firerDice, listed armour faces', () => {
    const cell = fireCell(Object.values(CASES)[0]);
    expect(cell.impact).toEqual({ sides: 14, multiplier: 1 });
    expect(cell.firerDice).toEqual([8, 6, 6]);
    expect(cell.firerFaces).toEqual([null, null, [0, 0, 2, 4, 6, 8]]);
    expect(cell.armour).toEqual({ sides: 4, multiplier: 1, faces: [1, 1, 2, 6] });
    // The most potential hits: D8 + D6 + the projector's 8, over the range die, plus the left-over hit.
    expect(fireLayout(cell).distributions[0].size).toBe(Math.floor(22 / cell.rangeDie) + 2);
  });
});

describe(`house dice in fire at infantry: Monte Carlo within ${MAX_STANDARD_ERRORS} standard errors of exact`, () => {
  Object.entries(CASES).forEach(([name, input], i) => {
    it(`fire kernel (alias tables): ${name}`, () => {
      const cell = fireCell(input);
      expectKernelMatchesExact(fireKernel, cell, exactFire(cell), 300_000, 4100 + i);
    });
    it(`fireVolley (every die, listed faces from their tables): ${name}`, () => {
      const cell = fireCell(input);
      expectKernelMatchesExact(diceVolleyKernel, cell, exactFire(cell), 200_000, 4150 + i);
    });
  });

  it('opposedRollListed with the tables 1..N is opposedRoll, uniform for uniform', () => {
    const dice = Int32Array.of(8, 6, 12);
    const { faceStart, faces } = listedFaceTables([8, 6, 12], [null, null, null]);
    const u = new Float64Array(4);
    for (let t = 0; t < 2000; t++) {
      for (let k = 0; k < 4; k++) u[k] = ((t * 7919 + k * 104729) % 10007) / 10007;
      expect(opposedRollListed(dice, faceStart, faces, 10, u, 0)).toBe(opposedRoll(dice, 10, u, 0));
    }
  });
});

describe('house dice in fire at infantry: refusals at the key that named the die', () => {
  const base = {
    weapons: WEAPONS,
    armour: ARMOUR,
    firer: { quality: 'regular', troops: [{ count: 3, weapon: 'needle-rifle' }] },
    range: 10,
  };

  it('a cover shift that reaches a d14 or listed-faces armour', () => {
    for (const [armour, cover] of [
      ['mesh', 'soft'],
      ['gel', 'hard'],
    ]) {
      const issues = fireIssues({ ...base, target: { figures: 3, armour, cover } });
      expect(issues.map((i) => i.path)).toEqual([['target', 'armour']]);
      expect(issues[0].message).toMatch(/off the die-type ladder D4 D6 D8 D10 D12, and .* cover shifts the armour die/);
    }
    const mixed = fireIssues({
      ...base,
      target: {
        figures: 3,
        armour: [
          { count: 2, armour: 'basic' },
          { count: 1, armour: 'plate' },
        ],
        cover: 'soft',
      },
    });
    expect(mixed.map((i) => i.path)).toEqual([['target', 'armour', 1, 'armour']]);
  });

  it('an open shift past D12 that reaches a d14 impact die', () => {
    const issues = fireIssues({ ...base, target: { figures: 3, armour: 'heavy-power', cover: 'soft' } });
    expect(issues.map((i) => i.path)).toEqual([['firer', 'troops', 0, 'weapon']]);
    expect(issues[0].message).toMatch(/D14 \(impact of "needle-rifle"\).*OPEN shift down of the impact die/);
  });

  it('quick-and-dirty casualties with listed-faces armour, which has no die type to divide by', () => {
    const issues = fireIssues({
      ...base,
      rules: { casualties: 'quick-and-dirty' },
      target: { figures: 3, armour: 'gel' },
    });
    expect(issues.map((i) => i.path)).toEqual([['target', 'armour']]);
    expect(issues[0].message).toMatch(/no die type/);
    // A d14 in the open divides by 14.
    expect(
      fireCell({ ...base, rules: { casualties: 'quick-and-dirty' }, target: { figures: 3, armour: 'mesh' } }).divisor,
    ).toBe(14);
  });

  it('dice that are not dice, each at its own key or face', () => {
    const weapons = {
      a: { class: 'small-arms', firepower: 1, impact: 'd1' },
      b: { class: 'support', firepower: [], impact: 'd0' },
    };
    const input = {
      system: 'stargrunt2',
      resolve: 'fire',
      ...base,
      weapons,
      armour: { gel: [1, 'x'], foam: 'd6x10', void: [1, 101] },
      target: { figures: 3, armour: 'basic' },
    };
    const issues = fireCellSchema.safeParse(input).error?.issues ?? [];
    const byPath = Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
    expect(Object.keys(byPath).sort()).toEqual([
      'armour.foam',
      'armour.gel.1',
      'armour.void.1',
      'weapons.a.impact',
      'weapons.b.firepower',
      'weapons.b.impact',
    ]);
    expect(byPath['weapons.a.impact']).toMatch(/"d1" is not a die/);
    expect(byPath['weapons.b.firepower']).toMatch(/2 to 100 faces, not 0/);
    expect(byPath['weapons.b.impact']).toMatch(/"d0" is not a die/);
    expect(byPath['armour.gel.1']).toMatch(/whole number from 0 to 100, not "x"/);
    expect(byPath['armour.foam']).toMatch(/"d6x10" is not a die/);
    expect(byPath['armour.void.1']).toMatch(/not 101/);
  });

  it('a multiplied armour die, which the book gives vehicles only: refused at its key with the faces to write instead', () => {
    const input = {
      system: 'stargrunt2',
      resolve: 'fire',
      ...base,
      armour: { plate: 'd6x2', slab: [2, 4, 6, 8, 10, 12] },
      target: { figures: 3, armour: 'slab' },
    };
    const issues = fireCellSchema.safeParse(input).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['armour.plate', expect.stringMatching(/d6x2 is a multiplied die; .*\[2, 4, 6, 8, 10, 12\]/)],
    ]);
  });

  it("the dice of the book's own tables that a scenario sets stay on the ladder, refused by their schema", async () => {
    const { boobyTrapCellSchema } = await import('../mines/boobyTrap/schema.js');
    expect(boobyTrapCellSchema.shape.trap.safeParse({ impact: 'd14' }).success).toBe(false);
    expect(boobyTrapCellSchema.shape.trap.safeParse({ impact: 'd10' }).success).toBe(true);
  });
});

describe('house dice in support-fire and heavy-weapon-at-infantry (the fire kernel and exact evaluator)', () => {
  const supportCell = (input: Record<string, unknown>) =>
    cellOf(supportFireDefinition, { system: 'stargrunt2', resolve: 'support-fire', ...input });
  const supportIssues = (input: Record<string, unknown>) =>
    issuesOf(supportFireDefinition, { system: 'stargrunt2', resolve: 'support-fire', ...input });
  const input = {
    weapons: { ...WEAPONS, 'table-gun': { class: 'support', firepower: [0, 3, 3, 9], impact: [1, 4, 4, 16] } },
    armour: ARMOUR,
    firer: { quality: 'veteran', weapon: 'table-gun' },
    target: {
      figures: 3,
      armour: [
        { count: 2, armour: 'gel' },
        { count: 1, armour: 'plate' },
      ],
    },
    range: 9,
  };

  it('a listed firepower die and a listed impact die at mixed gel and d20 armour: exact against the enumeration, Monte Carlo within 4.5 SE', () => {
    const cell = supportCell(input);
    expect(cell.firerFaces).toEqual([null, [0, 3, 3, 9]]);
    const exact = exactSummary(fireLayout(cell), exactFire(cell));
    const brute = bruteForceMixedFire(cell);
    ['no_effect', 'suppressed_only', 'effective'].forEach((outcome, i) =>
      expect(exact.outcomes[outcome].p).toBeCloseTo(brute.outcomes[i], 10),
    );
    for (let k = 0; k < brute.dead.length; k++)
      expect(exact.distributions.dead[String(k)] ?? 0).toBeCloseTo(brute.dead[k], 10);
    expectKernelMatchesExact(fireKernel, cell, exactFire(cell), 300_000, 4200);
  });

  it('refuses a cover shift that reaches the house dice, at the weapon or the armour', () => {
    const impact = supportIssues({ ...input, target: { figures: 3, armour: 'heavy-power', cover: 'soft' } });
    expect(impact.map((i) => i.path)).toEqual([['firer', 'weapon']]);
    const armour = supportIssues({ ...input, target: { figures: 3, armour: 'plate', cover: 'hard' } });
    expect(armour.map((i) => i.path)).toEqual([['target', 'armour']]);
  });

  it('heavy-weapon-at-infantry takes house armour off the ladder', () => {
    const cell = cellOf(heavyAtInfantryDefinition, {
      system: 'stargrunt2',
      resolve: 'heavy-weapon-at-infantry',
      armour: ARMOUR,
      firer: { quality: 'regular', fire_control: 'basic' },
      target: { figures: 4, armour: 'mesh' },
      range: 10,
    });
    expect(cell.armour).toEqual({ sides: 14, multiplier: 1 });
    expectKernelMatchesExact(fireKernel, cell, exactFire(cell), 200_000, 4300);
  });
});

describe('house dice in fire-and-react (fireVolley, die by die)', () => {
  it('Monte Carlo within 4.5 SE of exact: needle rifles and a burst projector at a green squad in gel armour', () => {
    const cell = cellOf(fireAndReactDefinition, {
      system: 'stargrunt2',
      resolve: 'fire-and-react',
      weapons: WEAPONS,
      armour: ARMOUR,
      firer: {
        quality: 'regular',
        troops: [
          { count: 3, weapon: 'needle-rifle' },
          { count: 1, weapon: 'burst-projector' },
        ],
      },
      target: { quality: 'green', leadership: 2, figures: 4, armour: 'gel' },
      motivation: 'medium',
      range: 10,
    });
    expect(cell.fire.firerFaces).toEqual([null, null, [0, 0, 2, 4, 6, 8]]);
    expectKernelMatchesExact(fireAndReactKernel, cell, exactFireAndReact(cell), 200_000, 4400);
  });
});

describe('house dice in crew-served-fire (its own die-by-die kernel)', () => {
  it('Monte Carlo within 4.5 SE of exact: table rifles and a burst projector at a crew in gel armour, in soft cover', () => {
    const cell = cellOf(crewServedDefinition, {
      system: 'stargrunt2',
      resolve: 'crew-served-fire',
      weapons: WEAPONS,
      armour: { ...ARMOUR, 'gel-rated': [2, 4, 6, 8] },
      firer: {
        quality: 'regular',
        troops: [
          { count: 3, weapon: 'table-rifle' },
          { count: 1, weapon: 'burst-projector' },
        ],
      },
      target: { figures: 2, armour: 'partial-light', cover: 'soft', crew_served: { count: 1 } },
      range: 8,
    });
    expect(cell.firerFaces).toEqual([null, null, [0, 0, 2, 4, 6, 8]]);
    expect(cell.weaponImpact.faces).toEqual([2, 2, 4, 6, 8, 12]);
    expectKernelMatchesExact(crewServedKernel, cell, exactCrewServed(cell), 200_000, 4500);
  });
});

describe('house dice in sniper-fire', () => {
  const sniper = (target: Record<string, unknown>) => ({
    system: 'stargrunt2',
    resolve: 'sniper-fire',
    weapons: { 'table-sniper': { class: 'sniper', firepower: [1, 1, 6, 12], impact: [3, 6, 9, 12, 24] } },
    armour: ARMOUR,
    firer: { quality: 'veteran', weapon: 'table-sniper' },
    target,
    range: 20,
  });

  it('listed firepower and impact faces against d20 armour: Monte Carlo within 4.5 SE of exact', () => {
    const cell = cellOf(sniperFireDefinition, sniper({ figures: 5, armour: 'plate' }));
    expect(cell.weaponFaces).toEqual([1, 1, 6, 12]);
    expect(cell.armour).toEqual({ sides: 20, multiplier: 1 });
    expectKernelMatchesExact(sniperKernel, cell, exactSniper(cell), 200_000, 4600);
  });

  it('refuses a cover shift that reaches the house armour, or the listed impact through an excess past D12', () => {
    expect(
      issuesOf(sniperFireDefinition, sniper({ figures: 5, armour: 'plate', cover: 'soft' })).map((i) => i.path),
    ).toEqual([['target', 'armour']]);
    expect(
      issuesOf(sniperFireDefinition, sniper({ figures: 5, armour: 'heavy-power', cover: 'hard' })).map((i) => i.path),
    ).toEqual([['firer', 'weapon']]);
  });
});
