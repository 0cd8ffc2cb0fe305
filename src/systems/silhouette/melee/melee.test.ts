import { describe, expect, it } from 'vitest';
import { cellOf, normalizeOf } from '../../../../testing/cellOf.js';
import { exactSummary } from '../../../../testing/exactSummary.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { bruteForceOpposed } from '../../../../testing/systems/silhouette/opposed/bruteForceOpposed.js';
import { exactOpposed } from '../opposed/exactOpposed.js';
import opposedKernel from '../opposed/opposedKernel.js';
import meleeDefinition from './meleeDefinition.js';

const TRIALS = 200_000;
const OUTCOMES = ['miss', 'no_effect', 'light_damage', 'heavy_damage', 'overkill'];

function meleeCell(input: Record<string, unknown>) {
  return cellOf(meleeDefinition, { system: 'silhouette', resolve: 'melee', ...input });
}

/** DAMAGE VS ARMOR and the damage counters, written out plainly (`t`: the multiples of Armor, 1, 2, 3 in the book). */
function hitOn(damage: number, armor: number, state: number, t: number[] = [1, 2, 3]) {
  const result = damage >= t[2] * armor ? 3 : damage >= t[1] * armor ? 2 : damage >= t[0] * armor ? 1 : 0;
  let heavy = state >= 2 ? 1 : 0;
  let light = state % 2;
  if (result === 2) heavy++;
  if (result === 1) light++;
  if (light === 2) {
    light = 0;
    heavy++;
  }
  return { result, after: result === 3 || heavy >= 2 ? 4 : heavy * 2 + light };
}

const CASES: Array<{
  name: string;
  input: Record<string, unknown>;
  e: {
    attack: number;
    defense: number;
    dm: number;
    armor: number;
    state?: number;
    ram?: { impact: number; armor: number; state: number };
    /** DAMAGE VS ARMOR multiples and the worth of an extra 6, where rules change them. */
    thresholds?: number[];
    sixBonus?: number;
  };
}> = [
  {
    name: 'General punches a Valkyrie (Manipulator Arms x4) from the front',
    input: {
      attack: 'punch',
      attacker: { unit: 'm11a3-general' },
      defender: { unit: 'pzkpf-v-valkyrie', last_move: 3, armor: 14 },
    },
    e: { attack: 1, defense: -1, dm: 4, armor: 16 }, // Point Blank +1; last move 3-4 −1; Reinforced +2 front
  },
  {
    name: 'stationary Valkyrie kicks a General in the rear (Size 6)',
    input: {
      attack: 'kick',
      arc: 'rear',
      attacker: { unit: 'pzkpf-v-valkyrie', movement: 'stationary' },
      defender: { unit: 'm11a3-general', last_move: 0, armor: 10, damage: 'light' },
    },
    e: { attack: 1, defense: -3, dm: 6, armor: 10, state: 1 },
  },
  {
    name: 'General at Top Speed rams a Valkyrie in the flank: both take damage',
    input: {
      attack: 'ram',
      arc: 'flank',
      attacker: { unit: 'm11a3-general', movement: 'top', impact: 6, armor: 12, damage: 'light' },
      defender: { unit: 'pzkpf-v-valkyrie', last_move: 12, armor: 10, impact: 5 },
    },
    e: { attack: -3, defense: 2, dm: 6, armor: 10, ram: { impact: 5, armor: 12, state: 1 } }, // +1 −3 top −1 flank
  },
  {
    name: 'infantry assault (grenades and bayonets x3) on a Valkyrie from the rear, without Point Blank',
    input: {
      rules: { 'melee-point-blank': 'no' },
      attack: 'infantry-assault',
      arc: 'rear',
      attacker: { kind: 'infantry', skill: 3 },
      defender: { last_move: 5, armor: 5, skill: 1 },
    },
    e: { attack: -2, defense: 0, dm: 3, armor: 5 },
  },
  {
    name: 'house rules: infantry assault at x5, Heavy at 4 and Overkill at 6 × Armor, each extra 6 worth 2',
    input: {
      rules: { 'infantry-assault-dm': 5, 'damage-thresholds': { heavy: 4, overkill: 6 }, 'extra-six': 2 },
      attack: 'infantry-assault',
      attacker: { kind: 'infantry', skill: 2 },
      defender: { last_move: 5, armor: 3, skill: 1 },
    },
    e: { attack: 1, defense: 0, dm: 5, armor: 3, thresholds: [1, 4, 6], sixBonus: 2 },
  },
  {
    name: 'Heavy-Damaged walker with a x7 melee weapon (halved to x4) and an extra Action',
    input: {
      attack: 'melee-weapon',
      attacker: { weapon_dm: 7, heavy_damage: true, extra_actions: 1 },
      defender: { armor: 6, defensive_maneuvers: true },
    },
    e: { attack: 0, defense: 3, dm: 4, armor: 6 }, // +1 −1; last move 5 +0, Defensive Maneuvers +3
  },
];

describe('melee', () => {
  CASES.forEach(({ name, input, e }, caseIndex) => {
    it(`${name}: modifiers, exact against enumeration, Monte Carlo against exact`, () => {
      const cell = meleeCell(input);
      expect([cell.attackModifier, cell.defenseModifier]).toEqual([e.attack, e.defense]);
      const outcomes = new Array(5).fill(0);
      const state = new Map<number, number>();
      const rammer = new Map<number, number>();
      bruteForceOpposed(
        cell.attackDice,
        e.attack,
        cell.defenseDice,
        e.defense,
        true,
        (hit, _draw, mos, w) => {
          const target = hitOn(hit ? e.dm * mos : 0, e.armor, e.state ?? 0, e.thresholds);
          outcomes[hit ? 1 + target.result : 0] += w;
          state.set(target.after, (state.get(target.after) ?? 0) + w);
          const self = e.ram ? hitOn(hit ? e.ram.impact * mos : 0, e.ram.armor, e.ram.state, e.thresholds).after : 0;
          rammer.set(self, (rammer.get(self) ?? 0) + w);
        },
        e.sixBonus,
      );
      const exact = exactSummary(cell.layout, exactOpposed(cell));
      OUTCOMES.forEach((o, i) => expect(exact.outcomes[o].p, o).toBeCloseTo(outcomes[i], 12));
      for (const [k, p] of state)
        expect(exact.distributions.state_after[String(k)] ?? 0, `state ${k}`).toBeCloseTo(p, 12);
      for (const [k, p] of rammer)
        expect(exact.distributions.attacker_state_after[String(k)] ?? 0, `rammer ${k}`).toBeCloseTo(p, 12);

      expectKernelMatchesExact(opposedKernel, cell, exactOpposed(cell), TRIALS, caseIndex);
    });
  });

  it('rulebook: "Infantry cannot ram or be rammed"; a kick needs a Size', () => {
    const parse = (input: Record<string, unknown>) =>
      normalizeOf(meleeDefinition, { system: 'silhouette', resolve: 'melee', ...input });
    expect(parse({ attack: 'ram', attacker: { kind: 'infantry' }, defender: { armor: 5, impact: 2 } }).ok).toBe(false);
    expect(parse({ attack: 'kick', attacker: {}, defender: { armor: 5 } }).ok).toBe(false);
    expect(parse({ attack: 'kick', attacker: { size: 7 }, defender: { armor: 5 } }).ok).toBe(true);
  });

  it("rulebook: ramming damage is the MoS times the opponent's Impact DM, for both vehicles", () => {
    const cell = meleeCell({ attack: 'ram', attacker: { impact: 6, armor: 12 }, defender: { armor: 10, impact: 5 } });
    // MoS 3 (code 5): defender takes 3 × 6 = 18, the rammer 3 × 5 = 15.
    expect(cell.valuesOf.damage[5]).toBe(18);
    expect(cell.valuesOf.attacker_damage[5]).toBe(15);
  });
});
