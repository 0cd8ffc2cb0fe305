import { describe, expect, it } from 'vitest';
import { exactSummary } from '../../../../testing/exactSummary.js';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import {
  HOUSE_WEAPONS,
  INFANTRY_FIRE_CASES,
  infantryFireCell,
} from '../../../../testing/systems/silhouette/infantryFire/testCells.js';
import { bruteForceOpposed } from '../../../../testing/systems/silhouette/opposed/bruteForceOpposed.js';
import { infantryRofBonus } from '../data/lookups.js';
import { exactOpposed } from '../opposed/exactOpposed.js';
import opposedKernel from '../opposed/opposedKernel.js';

const TRIALS = 200_000;
const OUTCOMES = ['no_damage', 'wounded_only', 'casualties', 'squad_eliminated'];

/** The squad's damage tracks crossed out box by box, as on the datacard. */
function expected(e: (typeof INFANTRY_FIRE_CASES)[number]['expect'], dice: [number, number]) {
  const outcomes = new Array(4).fill(0);
  const lost = new Map<number, number>();
  const pinned = new Map<number, number>();
  bruteForceOpposed(
    dice[0],
    e.attack,
    dice[1],
    e.defense,
    true,
    (hit, draw, mos, w) => {
      const damage = hit ? e.dm * (mos + e.rof) : 0;
      const left = Array.from({ length: e.troopers }, (_, i) => (i === 0 ? e.boxes - e.crossed : e.boxes));
      if (e.inArea > 0) {
        for (let i = 0; i < e.inArea; i++) left[i] = Math.max(0, left[i] - damage);
      } else {
        let points = damage;
        for (let i = 0; i < e.troopers && points > 0; i++) {
          const crossed = Math.min(points, left[i]);
          left[i] -= crossed;
          points -= crossed;
        }
      }
      const fallen = left.filter((b) => b === 0).length;
      const outcome = damage === 0 ? 0 : fallen === 0 ? 1 : fallen < e.troopers ? 2 : 3;
      outcomes[outcome] += w;
      lost.set(fallen, (lost.get(fallen) ?? 0) + w);
      const marginZero = draw || (hit && mos === 0);
      const [undamaged, damaged] = e.pinned ?? [1, 2];
      const counters = damage > 0 ? damaged : !e.marginZeroOnly || marginZero ? undamaged : 0;
      pinned.set(counters, (pinned.get(counters) ?? 0) + w);
    },
    e.sixBonus,
  );
  return { outcomes, lost, pinned };
}

describe('infantry-fire', () => {
  INFANTRY_FIRE_CASES.forEach(({ name, input, expect: e }, caseIndex) => {
    it(`${name}: modifiers, exact against enumeration, Monte Carlo against exact`, () => {
      const cell = infantryFireCell(input);
      expect([cell.attackModifier, cell.defenseModifier]).toEqual([e.attack, e.defense]);
      const exact = exactSummary(cell.layout, exactOpposed(cell));
      const brute = expected(e, [cell.attackDice, cell.defenseDice]);
      OUTCOMES.forEach((o, i) => expect(exact.outcomes[o].p, o).toBeCloseTo(brute.outcomes[i], 12));
      for (const [k, p] of brute.lost)
        expect(exact.distributions.troopers_lost[String(k)] ?? 0, `lost ${k}`).toBeCloseTo(p, 12);
      for (const [k, p] of brute.pinned)
        expect(exact.distributions.pinned_counters[String(k)] ?? 0, `pinned ${k}`).toBeCloseTo(p, 12);

      expectKernelMatchesExact(opposedKernel, cell, exactOpposed(cell), TRIALS, caseIndex);
    });
  });

  it('rulebook: Infantry RoF Bonus table 1 → 0, 2-3 → +1, 4-7 → +2, 8+ → +3, lost as troopers fall below 2, 4, 8', () => {
    expect([1, 2, 3, 4, 7, 8, 12].map((n) => infantryRofBonus(n))).toEqual([0, 1, 1, 2, 2, 3, 3]);
    // The same squad's fire as it shrinks: RoF into the MoS of a hit at MoS 1 (damage = DM × (1 + RoF)).
    const damageAtMos1 = (troopers: number) =>
      infantryFireCell({
        weapons: HOUSE_WEAPONS,
        attacker: { kind: 'infantry', troopers },
        weapon: 'rifle',
        range: 1,
        target: { troopers: 4 },
      }).valuesOf.damage[3];
    expect([8, 7, 4, 3, 2, 1].map(damageAtMos1)).toEqual([4, 3, 3, 2, 2, 1]);
  });

  it('rulebook: "A trooper is not considered to be a casualty until his entire damage track is crossed out"', () => {
    const cell = infantryFireCell({
      weapons: HOUSE_WEAPONS,
      attacker: { kind: 'infantry', troopers: 1 },
      weapon: 'rifle',
      range: 1,
      target: { troopers: 3, boxes: 3 },
    });
    // DM 1, no RoF: MoS 2 crosses 2 boxes (no one falls), MoS 3 the first trooper, MoS 7 two troopers.
    expect([4, 5, 9].map((code) => cell.valuesOf.troopers_lost[code])).toEqual([0, 1, 2]);
    expect([4, 5].map((code) => cell.outcomeOf[code])).toEqual(['wounded_only', 'casualties']);
  });

  it('rulebook Pinned!: "attacked but not damaged (MoS=0)" one counter, "troopers ... wounded" two', () => {
    const cell = infantryFireCell({
      weapons: HOUSE_WEAPONS,
      attacker: { kind: 'infantry' },
      weapon: 'rifle',
      range: 1,
      target: { troopers: 3 },
    });
    expect([0, 1, 3].map((code) => cell.valuesOf.pinned_counters[code])).toEqual([1, 1, 2]);
  });
});
