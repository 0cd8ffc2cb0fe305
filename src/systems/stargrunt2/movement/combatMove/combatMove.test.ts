import { describe, expect, it } from 'vitest';
import { cellOf, issuesOf } from '../../../../../testing/cellOf.js';
import { expectKernelMatchesExact } from '../../../../../testing/expectKernelMatchesExact.js';
import { bruteForceCombatMove } from '../../../../../testing/systems/stargrunt2/movement/bruteForceCombatMove.js';
import { packExact } from '../../../../core/ExactResult.js';
import { loadScenario } from '../../../../scenario/loadScenario.js';
import { ScenarioError } from '../../../../scenario/ScenarioError.js';
import { registry } from '../../../registry.js';
import combatMoveDefinition from './combatMoveDefinition.js';
import combatMoveKernel from './combatMoveKernel.js';
import { exactCombatMove } from './exactCombatMove.js';

const input = (extra: Record<string, unknown>) => ({ system: 'stargrunt2', resolve: 'combat-move', ...extra });
const cell = (extra: Record<string, unknown>) => cellOf(combatMoveDefinition, input(extra));

const CASES: Array<[Record<string, unknown>, number, number, number, number]> = [
  [{ mover: 'vehicle', distance: 15 }, 12, 2, 15, 1],
  [{ mover: 'vehicle', distance: 9, terrain: 'poor', actions: 1 }, 12, 1, 9, 2],
  [{ mover: 'vehicle', distance: 10, terrain: 'difficult' }, 12, 2, 10, 3],
  [{ mover: 'normal', distance: 15 }, 6, 2, 15, 1],
  [{ mover: 'normal', encumbered: true, distance: 5.5, terrain: 'poor' }, 4, 2, 5.5, 2],
  [{ mover: 'fast-power-armour', distance: 60 }, 12, 2, 60, 1],
  // rules: the book's terrain costs and encumbrance shift replaced
  [{ mover: 'normal', distance: 5, terrain: 'poor', rules: { 'poor-terrain-cost': 3 } }, 6, 2, 5, 3],
  [
    {
      mover: 'fast-power-armour',
      encumbered: true,
      distance: 10,
      terrain: 'difficult',
      rules: { 'difficult-terrain-cost': 4, 'encumbered-shift': 2 },
    },
    8,
    2,
    10,
    4,
  ],
];

describe('combat-move', () => {
  it('"ALL vehicle types the same base mobility; this is 12", which gives a Combat Move of D12 x 2 inches"', () => {
    expect(cell({ mover: 'vehicle', distance: 10 })).toMatchObject({ sides: 12, actions: 2, needed: 10 });
    // One action: 2 × D12 ≥ 15 on 8–12, 5 in 12; the movement is 2, 4 … 24, each 1/12.
    const one = exactCombatMove(cell({ mover: 'vehicle', distance: 15, actions: 1 }));
    expect(one.outcomes.first_action).toBeCloseTo(5 / 12, 15);
    expect(one.distributions.movement.filter((p) => p > 0)).toHaveLength(12);
    expect(one.distributions.movement[24]).toBeCloseTo(1 / 12, 15);
  });

  it('the rulebook\'s example: normal troops dash 15" with both actions (D6 × 2 each); a 4 then a 6 arrive, a 4 then a 1 end 5" short', () => {
    // First D6 × 2 never reaches 15 (at most 12); with two it needs a sum of at least 8 on 2D6: 15 of 36.
    const p = exactCombatMove(cell({ mover: 'normal', distance: 15 }));
    expect(p.outcomes.first_action).toBe(0);
    expect(p.outcomes.second_action).toBeCloseTo(15 / 36, 15);
    expect(p.outcomes.short).toBeCloseTo(21 / 36, 15);
    // 8" + 12" = 20 ≥ 15 (dice summing 10: 3 in 36); 8" + 2" = 10, 5" short (dice summing 5: 4 in 36).
    expect(p.distributions.movement[20]).toBeCloseTo(3 / 36, 15);
    expect(p.distributions.movement[10]).toBeCloseTo(4 / 36, 15);
  });

  it('poor terrain costs 2" of movement per inch, difficult 3"; encumbered troops roll one type lower', () => {
    expect(cell({ mover: 'vehicle', distance: 9, terrain: 'poor' }).needed).toBe(18);
    expect(cell({ mover: 'vehicle', distance: 9, terrain: 'difficult' }).needed).toBe(27);
    expect(cell({ mover: 'normal', encumbered: true, distance: 4 }).sides).toBe(4);
    expect(cell({ mover: 'vehicle', distance: 9, terrain: 'poor', rules: { 'poor-terrain-cost': 1 } }).needed).toBe(9);
    expect(cell({ mover: 'normal', encumbered: true, distance: 4, rules: { 'encumbered-shift': 0 } }).sides).toBe(6);
  });

  it.each(CASES.map((c, i) => [i, ...c] as const))(
    'case %i: exact equals the face-by-face enumeration',
    (_, c, sides, actions, distance, cost) => {
      const normalized = cell(c);
      const exact = packExact(combatMoveKernel.layout(normalized), exactCombatMove(normalized));
      const brute = bruteForceCombatMove(sides, actions, distance, cost);
      expect(exact.length).toBe(brute.length);
      brute.forEach((q, i) => expect(exact[i], `counter ${i}`).toBeCloseTo(q, 14));
    },
  );

  it.each(CASES.map((c, i) => [i, c[0]] as const))(
    'case %i: Monte Carlo within 4.5 standard errors of exact',
    (i, c) => {
      const normalized = cell(c);
      expectKernelMatchesExact(combatMoveKernel, normalized, exactCombatMove(normalized), 200_000, 1300 + i);
    },
  );

  it('a destination out of reach is said in the note; a vehicle cannot be encumbered', () => {
    expect(cell({ mover: 'vehicle', distance: 30, terrain: 'poor' }).note).toContain('at most 48');
    expect(issuesOf(combatMoveDefinition, input({ mover: 'vehicle', encumbered: true, distance: 4 }))[0].path).toEqual([
      'encumbered',
    ]);
  });

  it('a misspelt mover is located in the file, with the closest names', async () => {
    const text = 'system: stargrunt2\nresolve: combat-move\nmover: vehicel\ndistance: 12\n';
    const problems = await loadScenario('x.yaml', text, registry).then(
      () => [],
      (error: unknown) => (error instanceof ScenarioError ? error.diagnostics : Promise.reject(error)),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'x.yaml', line: 3, column: 8 });
    expect(problems[0].suggestions).toContain('vehicle');
  });
});
