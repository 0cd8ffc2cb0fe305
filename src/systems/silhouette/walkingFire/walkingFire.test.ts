import { describe, expect, it } from 'vitest';
import { cellOf, normalizeOf } from '../../../../testing/cellOf.js';
import { exactSummary } from '../../../../testing/exactSummary.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { bruteForceOpposed } from '../../../../testing/systems/silhouette/opposed/bruteForceOpposed.js';
import { exactMultiOpposed } from '../opposed/exactMultiOpposed.js';
import multiOpposedKernel from '../opposed/multiOpposedKernel.js';
import walkingFireDefinition from './walkingFireDefinition.js';

const TRIALS = 200_000;

const scenario = (input: Record<string, unknown>) => ({ system: 'silhouette', resolve: 'walking-fire', ...input });
const parse = (input: Record<string, unknown>) => normalizeOf(walkingFireDefinition, scenario(input));
const walkingCell = (input: Record<string, unknown>) => cellOf(walkingFireDefinition, scenario(input));

type Target = { attack: number; defense: number; armor: number; state: number; dice: [number, number] };

/**
 * Every combination of every target's separately rolled attack (each target enumerated die by die,
 * then all combinations taken), with damage against Armor written out plainly.
 */
function expected(targets: Target[], dm: number) {
  const perTarget = targets.map((t) => {
    const rows: Array<{ w: number; hit: number; damaged: number; destroyed: number; damage: number }> = [];
    bruteForceOpposed(t.dice[0], t.attack, t.dice[1], t.defense, true, (hit, _d, mos, w) => {
      const damage = hit ? dm * mos : 0;
      const result = damage >= 3 * t.armor ? 3 : damage >= 2 * t.armor ? 2 : damage >= t.armor ? 1 : 0;
      let heavy = (t.state >= 2 ? 1 : 0) + (result === 2 ? 1 : 0);
      const light = (t.state % 2) + (result === 1 ? 1 : 0);
      if (light === 2) heavy++;
      rows.push({
        w,
        hit: hit ? 1 : 0,
        damaged: hit && result > 0 ? 1 : 0,
        destroyed: result === 3 || heavy >= 2 ? 1 : 0,
        damage,
      });
    });
    return rows;
  });
  const damaged = new Map<number, number>();
  const destroyed = new Map<number, number>();
  let meanDamage = 0;
  const walk = (i: number, w: number, dmg: number, des: number, total: number) => {
    if (i === perTarget.length) {
      damaged.set(dmg, (damaged.get(dmg) ?? 0) + w);
      destroyed.set(des, (destroyed.get(des) ?? 0) + w);
      meanDamage += w * total;
      return;
    }
    for (const r of perTarget[i]) walk(i + 1, w * r.w, dmg + r.damaged, des + r.destroyed, total + r.damage);
  };
  walk(0, 1, 0, 0, 0);
  return { damaged, destroyed, meanDamage };
}

const CASES: Array<{ name: string; input: Record<string, unknown>; targets: Target[]; dm: number }> = [
  {
    name: 'Valkyrie LMG (RoF 2) walks fire over three Generals: RoF 0 left for damage',
    input: {
      attacker: { unit: 'pzkpf-v-valkyrie', skill: 1 },
      weapon: '792mm-lmg',
      targets: [
        { range: 1, defender: { unit: 'm11a3-general', armor: 4, skill: 1 } },
        { range: 2, arc: 'flank', defender: { armor: 4, last_move: 0, skill: 1 } },
        { range: 3, arc: 'rear', defender: { armor: 3, damage: 'light', skill: 1 } },
      ],
    },
    // +1 perception −1 FC; short 0 / medium −1 flank −1 / long −2 rear −2; Reinforced +1 front on the first
    targets: [
      { attack: 0, defense: 0, armor: 5, state: 0, dice: [1, 1] },
      { attack: -2, defense: -3, armor: 4, state: 0, dice: [1, 1] },
      { attack: -4, defense: 0, armor: 3, state: 1, dice: [1, 1] },
    ],
    dm: 2,
  },
  {
    name: 'stationary General walks its .30 LMG over two targets: RoF 1 left for damage',
    input: {
      attacker: { unit: 'm11a3-general', movement: 'stationary' },
      weapon: '30-lmg',
      targets: [
        { range: 1, arc: 'flank', defender: { armor: 5 } },
        { range: 1, arc: 'flank', defender: { armor: 5, defensive_maneuvers: true, damage: 'heavy' } },
      ],
    },
    targets: [
      { attack: 1, defense: 0, armor: 5, state: 0, dice: [2, 2] },
      { attack: 1, defense: 3, armor: 5, state: 2, dice: [2, 2] },
    ],
    dm: 3,
  },
];

describe('walking-fire', () => {
  CASES.forEach(({ name, input, targets, dm }, caseIndex) => {
    it(`${name}: exact against enumeration, Monte Carlo against exact`, () => {
      const cell = walkingCell(input);
      expect(cell.attacks.map((a) => [a.attackModifier, a.defenseModifier])).toEqual(
        targets.map((t) => [t.attack, t.defense]),
      );
      const exact = exactSummary(cell.layout, exactMultiOpposed(cell));
      const brute = expected(targets, dm);
      for (const [k, p] of brute.damaged)
        expect(exact.distributions.targets_damaged[String(k)] ?? 0, `damaged ${k}`).toBeCloseTo(p, 10);
      for (const [k, p] of brute.destroyed)
        expect(exact.distributions.targets_destroyed[String(k)] ?? 0, `destroyed ${k}`).toBeCloseTo(p, 10);
      expect(exact.means.total_damage.mean).toBeCloseTo(brute.meanDamage, 10);
      expect(exact.outcomes.none_damaged.p).toBeCloseTo(brute.damaged.get(0) ?? 0, 10);
      expect(exact.outcomes.all_damaged.p).toBeCloseTo(brute.damaged.get(targets.length) ?? 0, 10);

      expectKernelMatchesExact(multiOpposedKernel, cell, exactMultiOpposed(cell), TRIALS, caseIndex);
    });
  });

  it('rulebook: "A number of targets equal to the weapon\'s RoF plus one may be attacked"; a RoF 0 weapon cannot', () => {
    const target = { range: 1, defender: { armor: 5 } };
    expect(parse({ attacker: {}, weapon: '30-lmg', targets: [target, target, target] }).ok).toBe(true);
    expect(parse({ attacker: {}, weapon: '30-lmg', targets: [target, target, target, target] }).ok).toBe(false);
    expect(parse({ attacker: {}, weapon: 'm4b-cannon', targets: [target, target, target] }).ok).toBe(false);
    expect(parse({ attacker: {}, weapon: 'grenades', targets: [{ ...target, in_contact: true }] }).ok).toBe(false);
  });

  it('rulebook: "For each extra target, the weapon\'s RoF is reduced by one for damage purposes"', () => {
    const target = { range: 1, defender: { armor: 50 } };
    const damageAtMos1 = (n: number) =>
      walkingCell({ attacker: {}, weapon: '30-lmg', targets: Array(n).fill(target) }).attacks[0].valuesOf
        .total_damage[3];
    expect([1, 2, 3].map(damageAtMos1)).toEqual([4, 3, 2]);
  });
});
