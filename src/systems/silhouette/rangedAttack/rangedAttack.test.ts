import { describe, expect, it } from 'vitest';
import { normalizeOf } from '../../../../testing/cellOf.js';
import { exactSummary } from '../../../../testing/exactSummary.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { bruteForceOpposed } from '../../../../testing/systems/silhouette/opposed/bruteForceOpposed.js';
import {
  RANGED_ATTACK_CASES,
  rangedAttackCell,
} from '../../../../testing/systems/silhouette/rangedAttack/testCells.js';
import { exactOpposed } from '../opposed/exactOpposed.js';
import opposedKernel from '../opposed/opposedKernel.js';
import rangedAttackDefinition from './rangedAttackDefinition.js';

const TRIALS = 200_000;
const OUTCOMES = ['miss', 'no_effect', 'light_damage', 'heavy_damage', 'overkill'];

/** DAMAGE VS ARMOR and the Light/Heavy counters, written out plainly. */
function expected(e: (typeof RANGED_ATTACK_CASES)[number]['expect']) {
  const outcomes = new Array(5).fill(0);
  const state = new Map<number, number>();
  let meanDamage = 0;
  const [lightAt, heavyAt, overkillAt] = e.thresholds ?? [1, 2, 3];
  bruteForceOpposed(
    e.aDice ?? 2,
    e.attack,
    e.dDice ?? 2,
    e.defense,
    e.fumbles ?? true,
    (hit, _draw, mos, w) => {
      let result = 'miss';
      let damage = 0;
      if (hit) {
        damage = e.halveFinal ? Math.ceil((e.dm * mos) / 2) : e.dm * mos;
        result =
          damage >= overkillAt * e.armor
            ? 'overkill'
            : damage >= heavyAt * e.armor
              ? 'heavy_damage'
              : damage >= lightAt * e.armor
                ? 'light_damage'
                : 'no_effect';
      }
      outcomes[OUTCOMES.indexOf(result)] += w;
      meanDamage += w * damage;
      let heavy = e.state >= 2 ? 1 : 0;
      let light = e.state % 2;
      let destroyed = false;
      if (result === 'overkill') destroyed = true;
      if (result === 'heavy_damage') heavy++;
      if (result === 'light_damage') light++;
      if (light === 2) {
        light = 0;
        heavy++;
      }
      if (heavy >= 2) destroyed = true;
      const after = destroyed ? 4 : heavy * 2 + light;
      state.set(after, (state.get(after) ?? 0) + w);
    },
    e.sixBonus,
  );
  return { outcomes, state, meanDamage };
}

describe('ranged-attack', () => {
  RANGED_ATTACK_CASES.forEach(({ name, input, expect: e }, caseIndex) => {
    it(`${name}: modifiers, exact against enumeration, Monte Carlo against exact`, () => {
      const cell = rangedAttackCell(input);
      expect([cell.attackModifier, cell.defenseModifier]).toEqual([e.attack, e.defense]);
      const exact = exactSummary(cell.layout, exactOpposed(cell));
      const brute = expected(e);
      OUTCOMES.forEach((o, i) => expect(exact.outcomes[o].p, o).toBeCloseTo(brute.outcomes[i], 12));
      for (const [s, p] of brute.state)
        expect(exact.distributions.state_after[String(s)] ?? 0, `state ${s}`).toBeCloseTo(p, 12);
      expect(exact.means.damage.mean).toBeCloseTo(brute.meanDamage, 10);

      expectKernelMatchesExact(opposedKernel, cell, exactOpposed(cell), TRIALS, caseIndex);
    });
  });

  const base = {
    attacker: { movement: 'combat' },
    weapon: 'm4b-cannon',
    range: 2,
    defender: { armor: 10 },
  };
  const normalize = (over: Record<string, unknown>) =>
    normalizeOf(rangedAttackDefinition, { system: 'silhouette', resolve: 'ranged-attack', ...base, ...over });

  it('rulebook: "Short is equal to Base, Medium is two times Base, Long is two times Medium, and Extreme is two times Long"', () => {
    const modifierAt = (range: number) => {
      const r = normalize({ range });
      return r.ok ? r.value.attackModifier : 'out of range';
    };
    // +1 perception, no FC, acc 0, combat speed 0: the range modifier plus 1.
    expect([2, 4, 8, 16].map(modifierAt)).toEqual([1, 0, -1, -2]);
    expect([2.5, 4.5, 8.5].map(modifierAt)).toEqual([0, -1, -2]);
    expect(modifierAt(16.5)).toBe('out of range');
    const contact = normalize({ in_contact: true });
    expect(contact.ok && contact.value.attackModifier).toBe(2);
  });

  it('rulebook: "Each point of RoF used adds one (1) to the weapon\'s Damage Multiplier"; RoF beyond the weapon\'s is refused', () => {
    const dmOf = (rof_used: number) => {
      const r = normalize({ rof_used, range: 1 });
      return r.ok ? r.value.valuesOf.damage[3] : 'refused'; // damage at MoS 1
    };
    expect(dmOf(0)).toBe(5);
    expect(dmOf(1)).toBe(6);
    expect(dmOf(2)).toBe('refused');
  });

  it('rulebook: "Draws are won by the defender"; "only the most severe of the possible results applies"', () => {
    const cell = rangedAttackCell(base);
    expect(cell.outcomeOf[1]).toBe('miss'); // a draw is a miss
    // DM 6 against Armor 10: MoS 1 → 6 no effect, 2 → 12 light, 4 → 24 heavy, 5 → 30 overkill
    expect([3, 4, 6, 7].map((code) => cell.outcomeOf[code])).toEqual([
      'no_effect',
      'light_damage',
      'heavy_damage',
      'overkill',
    ]);
  });

  it('rulebook: two Light Damage hits make a Heavy; two Heavy results Overkill the unit', () => {
    const state = (damage: string, code: number) =>
      rangedAttackCell({ ...base, defender: { armor: 10, damage } }).valuesOf.state_after[code];
    expect(state('light', 4)).toBe(2); // Light + Light → Heavy
    expect(state('heavy', 6)).toBe(4); // Heavy + Heavy → destroyed
    expect(state('heavy-and-light', 4)).toBe(4); // Light + Light → Heavy, the second Heavy
    expect(state('light', 6)).toBe(3); // Light stays beside a new Heavy
  });

  it('names an unknown weapon with the closest names', () => {
    const r = normalize({ weapon: 'm4-canon' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0].suggestions).toContain('m4b-cannon');
  });

  it('datacard: the M11A3 General\'s "Decreased Maneuver (-2 in Ground mode)" lowers its Defense roll only in Ground mode', () => {
    const defenseOf = (movement: string) => {
      const r = normalize({ defender: { armor: 10, unit: 'm11a3-general', movement } });
      return r.ok ? r.value.defenseModifier : NaN;
    };
    expect(defenseOf('ground') - defenseOf('walker')).toBe(-2);
  });
});
