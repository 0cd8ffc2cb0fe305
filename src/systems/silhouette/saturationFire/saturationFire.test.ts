import { describe, expect, it } from 'vitest';
import { cellOf, normalizeOf } from '../../../../testing/cellOf.js';
import { exactSummary } from '../../../../testing/exactSummary.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { bruteForceOpposed } from '../../../../testing/systems/silhouette/opposed/bruteForceOpposed.js';
import { exactOpposed } from '../opposed/exactOpposed.js';
import opposedKernel from '../opposed/opposedKernel.js';
import saturationFireDefinition from './saturationFireDefinition.js';

const TRIALS = 200_000;
const OUTCOMES = ['miss', 'no_effect', 'light_damage', 'heavy_damage', 'overkill'];

const scenario = (input: Record<string, unknown>) => ({ system: 'silhouette', resolve: 'saturation-fire', ...input });
const parse = (input: Record<string, unknown>) => normalizeOf(saturationFireDefinition, scenario(input));
const saturationCell = (input: Record<string, unknown>) => cellOf(saturationFireDefinition, scenario(input));

const CASES = [
  {
    name: 'General saturates a zone 2 cm away with its .30 LMG (half of RoF 2 added; DM stays x2)',
    input: { attacker: { unit: 'm11a3-general' }, weapon: '30-lmg', range: 2, defender: { armor: 4, last_move: 7 } },
    e: { attack: 0, defense: 1, dm: 2, armor: 4 }, // +1 −1 FC −1 medium +1 half RoF
  },
  {
    name: 'stationary General saturates with the M4B cannon (RoF 1: half rounds down to 0) at a defender on Defensive Maneuvers',
    input: {
      attacker: { unit: 'm11a3-general', movement: 'stationary' },
      weapon: 'm4b-cannon',
      range: 1,
      defender: { armor: 6, defensive_maneuvers: true },
    },
    e: { attack: 2, defense: 3, dm: 5, armor: 6 },
  },
  {
    name: 'house rules: the whole RoF added (divisor 1), Light at 2, Heavy at 3, Overkill at 4 × Armor',
    input: {
      rules: { 'rof-divisor': 1, 'damage-thresholds': { light: 2, heavy: 3, overkill: 4 } },
      attacker: { unit: 'm11a3-general' },
      weapon: '30-lmg',
      range: 2,
      defender: { armor: 2, last_move: 7 },
    },
    e: { attack: 1, defense: 1, dm: 2, armor: 2, thresholds: [2, 3, 4] }, // +1 −1 FC −1 medium +2 RoF
  },
];

describe('saturation-fire', () => {
  CASES.forEach(({ name, input, e }, caseIndex) => {
    it(`${name}: exact against enumeration, Monte Carlo against exact`, () => {
      const cell = saturationCell(input);
      expect([cell.attackModifier, cell.defenseModifier]).toEqual([e.attack, e.defense]);
      const outcomes = new Array(5).fill(0);
      // "Any unit in the hex ... must defend against this number or be damaged. The total damage is equal
      // to the defender's Margin of Failure times the Damage Multiplier of the weapon."
      bruteForceOpposed(2, e.attack, 2, e.defense, true, (hit, _d, mof, w) => {
        const damage = hit ? mof * e.dm : 0;
        const [l, h, o] = (e as { thresholds?: number[] }).thresholds ?? [1, 2, 3];
        outcomes[
          hit ? 1 + (damage >= o * e.armor ? 3 : damage >= h * e.armor ? 2 : damage >= l * e.armor ? 1 : 0) : 0
        ] += w;
      });
      const exact = exactSummary(cell.layout, exactOpposed(cell));
      OUTCOMES.forEach((o, i) => expect(exact.outcomes[o].p, o).toBeCloseTo(outcomes[i], 12));

      expectKernelMatchesExact(opposedKernel, cell, exactOpposed(cell), TRIALS, caseIndex);
    });
  });

  it('rulebook: "the saturation zone cannot be further than the medium range"; only burst-fire weapons saturate', () => {
    expect(parse({ attacker: {}, weapon: '30-lmg', range: 2, defender: { armor: 4 } }).ok).toBe(true);
    expect(parse({ attacker: {}, weapon: '30-lmg', range: 2.5, defender: { armor: 4 } }).ok).toBe(false);
    expect(parse({ attacker: {}, weapon: 'm4b-cannon', range: 4, defender: { armor: 4 } }).ok).toBe(true);
    expect(parse({ attacker: {}, weapon: 'grenades-and-bayonets', range: 0, defender: { armor: 4 } }).ok).toBe(false);
  });

  it('rulebook: "half the weapon\'s RoF (rounded down) is added to the total. Do not use the RoF to increase the DM"', () => {
    const cell = (rof_used: number) =>
      saturationCell({ attacker: {}, weapon: '30-lmg', rof_used, range: 1, defender: { armor: 40 } });
    expect([1, 2].map((rof) => cell(rof).attackModifier)).toEqual([1, 2]); // +1 perception, short, combat
    expect(cell(2).valuesOf.damage[3]).toBe(2); // damage at MoF 1 = DM x2
  });
});
