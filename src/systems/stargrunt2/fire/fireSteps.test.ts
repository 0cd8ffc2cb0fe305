// House-rule steps of `fire` (docs/house-rules.md): the book's steps restated as a designer would write them give
// exactFire's results to the last bit through exactFireWith, and their Monte Carlo (withSteps, die by die over Roll)
// lies within 4.5 standard errors of it; a changed step's twin agrees with its Monte Carlo; bad returns are refused.
import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import {
  FIRE_TEST_CASES,
  fireCell,
  MIXED_FIRE_TEST_CASES,
} from '../../../../testing/systems/stargrunt2/fire/testCells.js';
import { packExact } from '../../../core/ExactResult.js';
import type { KernelModule } from '../../../core/Kernel.js';
import { Dist } from '../../../dice/exact/Dist.js';
import { Roll } from '../../../dice/Roll.js';
import { createStream } from '../../../dice/streams.js';
import { hitEffect as effectOfRolls } from '../impactVsArmour.js';
import { exactFire } from './exactFire.js';
import { exactFireWith } from './exactFireWith.js';
import type { FireCell } from './FireCell.js';
import fireDefinition from './fireDefinition.js';
import fireKernel from './fireKernel.js';
import { fireLayout } from './fireLayout.js';
import {
  bookFireSteps,
  type FireExactSteps,
  type FireSteps,
  fireHitsOf,
  fireVolleyOf,
  type HitEffect,
  type VolleyResult,
} from './fireSteps.js';

// The book's steps and twins written afresh from the rulebook, with the public API's tools only (Roll, Dist).
const restatedSteps: FireSteps = {
  potentialHits: (volley, roll) => {
    const range = roll.die(volley.rangeDie);
    const faces = volley.firerDice.map((die) => roll.faces(die.faces));
    const above = faces.filter((f) => f > range).length;
    if (above < 2) return above === 0 ? 'no_effect' : 'suppressed_only';
    const total = faces.reduce((a, b) => a + b, 0);
    const left = total % volley.divisor;
    return (
      Math.floor(total / volley.divisor) + (left > 0 && volley.leftoverRoll && roll.die(volley.divisor) <= left ? 1 : 0)
    );
  },
  hitEffect: (hit, roll) => {
    const impact = roll.faces(hit.impact.faces);
    const armour = roll.faces(hit.armour.faces);
    return impact > hit.killMultiple * armour ? 'kill' : impact > armour ? 'wound' : 'none';
  },
};
const facesOf = (faces: readonly number[]) => Dist.fromWeights(faces.map((f): [number, number] => [f, 1]));
const restatedTwins: FireExactSteps = {
  potentialHits: (volley) =>
    Dist.uniform(volley.rangeDie).chain((range) =>
      volley.firerDice
        // Each state is 'dice above:total so far', a Dist key.
        .reduce<Dist<string>>(
          (acc, die) =>
            acc.combine(facesOf(die.faces), (key, f) => {
              const [above, total] = key.split(':').map(Number);
              return `${above + (f > range ? 1 : 0)}:${total + f}`;
            }),
          Dist.constant('0:0'),
        )
        .chain((key): Dist<VolleyResult> => {
          const [above, total] = key.split(':').map(Number);
          if (above < 2) return Dist.constant(above === 0 ? 'no_effect' : 'suppressed_only') as Dist<VolleyResult>;
          const left = total % volley.divisor;
          const certain = Math.floor(total / volley.divisor);
          if (left === 0 || !volley.leftoverRoll) return Dist.constant(certain);
          return Dist.fromWeights([
            [certain + 1, left],
            [certain, volley.divisor - left],
          ]);
        }),
    ),
  hitEffect: (hit) =>
    facesOf(hit.impact.faces).combine(
      facesOf(hit.armour.faces),
      (i, a): HitEffect => (i > hit.killMultiple * a ? 'kill' : i > a ? 'wound' : 'none'),
    ),
};

// House dice (docs/rules/stargrunt2.md, Custom dice): listed faces and d-N on both sides of STEPS 1 and 3.
const HOUSE_DICE = {
  weapons: {
    'needle-rifle': { class: 'small-arms', firepower: 2, impact: 'd14' },
    'table-rifle': { class: 'small-arms', firepower: 1, impact: [2, 2, 4, 6, 8, 12] },
    'burst-projector': { class: 'support', firepower: [0, 0, 2, 4, 6, 8], impact: 'd6' },
  },
  armour: { gel: [1, 1, 2, 6], plate: 'd20' },
};
const CELLS: Record<string, Record<string, unknown>> = {
  ...FIRE_TEST_CASES,
  ...Object.fromEntries(Object.entries(MIXED_FIRE_TEST_CASES).slice(0, 3)),
  'house dice: needle rifles and a burst projector (listed faces) at gel armour (listed faces)': {
    ...HOUSE_DICE,
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
  'house dice and mixed armour: table rifles at one figure in plate (d20) and two in basic': {
    ...HOUSE_DICE,
    firer: {
      quality: 'veteran',
      troops: [
        { count: 2, weapon: 'table-rifle' },
        { count: 1, weapon: 'burst-projector' },
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
  'travel mode: a column in the open': {
    firer: { quality: 'regular', troops: [{ count: 5, weapon: 'advanced-assault-rifle' }] },
    target: { figures: 6, armour: 'basic', travel_mode: true },
    range: 12,
  },
};

const houseKernel = (steps: Partial<FireSteps>): KernelModule<FireCell> => ({
  layout: fireLayout,
  create: (cell) => fireKernel.withSteps!(cell, steps),
});
const packed = (cell: FireCell, exact: ReturnType<typeof exactFire>) => Array.from(packExact(fireLayout(cell), exact));

describe('fire: house-rule steps', () => {
  it('the book twins, as given and restated, give exactFire to the last bit (mixed armour, house dice, vacuum, quick-and-dirty, travel mode)', () => {
    for (const [name, input] of Object.entries(CELLS)) {
      const cell = fireCell(input);
      const book = packed(cell, exactFire(cell));
      expect(packed(cell, exactFireWith(cell, {})), name).toEqual(book);
      expect(packed(cell, exactFireWith(cell, restatedTwins as never)), name).toEqual(book);
    }
  });

  it('the book steps over Roll: Monte Carlo within 4.5 standard errors of exactFire', () => {
    const names = Object.keys(CELLS).filter((n) =>
      /design example|vacuum: every|quick-and-dirty: regulars|nine figures|lone independent|out of range|house dice|travel mode/.test(
        n,
      ),
    );
    expect(names.length).toBeGreaterThanOrEqual(8);
    names.push(Object.keys(MIXED_FIRE_TEST_CASES)[0]);
    names.forEach((name, i) => {
      const cell = fireCell(CELLS[name]);
      expectKernelMatchesExact(houseKernel(i % 2 === 0 ? restatedSteps : {}), cell, exactFire(cell), 100_000, 700 + i);
    });
  });

  it("a changed step's twin agrees with its Monte Carlo: a natural maximum kills; fire is effective with one die above", () => {
    const lucky: Pick<FireSteps, 'hitEffect'> = {
      hitEffect: (hit, roll) => {
        const impact = roll.faces(hit.impact.faces);
        const armour = roll.faces(hit.armour.faces);
        return impact === Math.max(...hit.impact.faces) ? 'kill' : effectOfRolls(impact, armour, hit.killMultiple);
      },
    };
    const luckyTwin: Pick<FireExactSteps, 'hitEffect'> = {
      hitEffect: (hit) =>
        facesOf(hit.impact.faces).combine(facesOf(hit.armour.faces), (i, a) =>
          i === Math.max(...hit.impact.faces) ? 'kill' : effectOfRolls(i, a, hit.killMultiple),
        ),
    };
    const oneDie: Pick<FireSteps, 'potentialHits'> = {
      potentialHits: (volley, roll) => {
        const result = bookFireSteps.potentialHits(volley, roll);
        return result === 'suppressed_only' ? 1 : result;
      },
    };
    const oneDieTwin: Pick<FireExactSteps, 'potentialHits'> = {
      potentialHits: (volley) => restatedTwins.potentialHits(volley).map((r) => (r === 'suppressed_only' ? 1 : r)),
    };
    const cells = [
      CELLS['veteran gauss squad at heavy power armour in hard cover (armour passes D12: open shift lowers impact)'],
      Object.values(MIXED_FIRE_TEST_CASES)[0],
    ];
    cells.forEach((input, i) => {
      const cell = fireCell(input);
      const house = exactFireWith(cell, { ...luckyTwin, ...oneDieTwin } as never);
      expect(house.outcomes.suppressed_only).toBe(0);
      expect(house.distributions.kill_results.expectation()).toBeGreaterThan(
        exactFire(cell).distributions.kill_results.expectation(),
      );
      expectKernelMatchesExact(houseKernel({ ...lucky, ...oneDie }), cell, house, 100_000, 720 + i);
    });
  });

  it('the steps see the dice as the rulebook names them, faces multiplied', () => {
    const cell = fireCell(FIRE_TEST_CASES['design example: regulars with a SAW at a green squad in soft cover']);
    const volley = fireVolleyOf(cell);
    expect(volley.firerDice.map((d) => d.name)).toEqual(cell.firerDice.map((s) => `D${s}`));
    expect([volley.rangeDie, volley.divisor, volley.leftoverRoll]).toEqual([cell.rangeDie, cell.rangeDie, true]);
    // Advanced assault rifles: impact D10; partial light armour D6 shifted one type in soft cover.
    const [hit] = fireHitsOf(cell);
    expect([hit.impact.name, hit.armour.name, hit.armour.faces, hit.killMultiple]).toEqual([
      'D10',
      'D8',
      [1, 2, 3, 4, 5, 6, 7, 8],
      2,
    ]);
    const heavy = fireHitsOf(
      fireCell({
        ...FIRE_TEST_CASES['design example: regulars with a SAW at a green squad in soft cover'],
        target: { figures: 8, armour: 'heavy-power' },
      }),
    )[0];
    expect(heavy.armour.faces.at(-1)).toBe(Math.max(...heavy.armour.faces));
  });

  it('refuses what a step returns that fire cannot count, in words', () => {
    const cell = fireCell(FIRE_TEST_CASES['design example: regulars with a SAW at a green squad in soft cover']);
    const run = (steps: Partial<FireSteps>) =>
      fireKernel.withSteps!(cell, steps).run(createStream(2024, 1).s, 1000, new Float64Array(200));
    expect(() => run({ potentialHits: () => 99 })).toThrow(
      /step "potentialHits" returned 99; it must return 'no_effect', 'suppressed_only' or a whole number of potential hits from 0 to \d+/,
    );
    expect(() => run({ potentialHits: () => 2, hitEffect: () => 'dead' as HitEffect })).toThrow(
      /step "hitEffect" returned "dead"; it must return 'none', 'wound' or 'kill'/,
    );
    expect(() => exactFireWith(cell, { hitEffect: () => Dist.constant('maimed') } as never)).toThrow(
      /step "hitEffect \(exact\)" returned "maimed"/,
    );
    expect(() => exactFireWith(cell, { potentialHits: () => Dist.constant(-1) } as never)).toThrow(
      /step "potentialHits \(exact\)" returned -1/,
    );
  });

  it('names its steps for gruntlab list, and the book step rolls a Roll', () => {
    expect(Object.keys(fireDefinition.houseSteps!.steps)).toEqual(['potentialHits', 'hitEffect']);
    const roll = new Roll();
    roll.start(createStream(2024, 9).s);
    const cell = fireCell(FIRE_TEST_CASES['design example: regulars with a SAW at a green squad in soft cover']);
    expect(['none', 'wound', 'kill']).toContain(bookFireSteps.hitEffect(fireHitsOf(cell)[0], roll));
  });
});
