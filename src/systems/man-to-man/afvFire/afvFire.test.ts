import { describe, expect, it } from 'vitest';
import { expectKernelMatchesExact } from '../../../../testing/expectKernelMatchesExact.js';
import { AFV_FIRE_TEST_CASES, afvFireCell } from '../../../../testing/systems/man-to-man/afvFire/testCells.js';
import { packExact } from '../../../core/ExactResult.js';
import type { AfvFireCell } from './AfvFireCell.js';
import afvFireKernel from './afvFireKernel.js';
import { afvFireLayout } from './afvFireLayout.js';
import { exactAfvFire } from './exactAfvFire.js';

/** 3d6 totals by a plain triple loop: [total, probability]. */
function threeDice(): Array<[number, number]> {
  const p = new Array<number>(19).fill(0);
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) p[a + b + c] += 1 / 216;
  return p.map((q, r) => [r, q] as [number, number]).filter(([, q]) => q > 0);
}

/**
 * An independent plain enumeration of 8.2 AFV Combat, written from the text: counters in layout order. `table` is
 * the scenario's rules.damage-table over the book's limits (5 or less explodes, 16 or more no damage).
 */
function bruteForce(cell: AfvFireCell, table: Record<string, number> = {}): number[] {
  const explodes = table['explodes-at-most'] ?? 5;
  const undamagedFrom = (table['damaged-at-most'] ?? 15) + 1;
  const out = new Array<number>(13).fill(0);
  const R = threeDice();
  const pass = (m: number) =>
    cell.crewCriticals ? m <= 5 || (m <= 15 && m <= cell.highestCrewPass) : m <= cell.highestCrewPass;
  for (const [hit, ph] of R) {
    for (const [dmg, pd] of R) {
      for (let d6 = 1; d6 <= 6; d6++) {
        for (const [m, pm] of R) {
          const p = (ph * pd * pm) / 6;
          let o: number;
          if (hit === 16) o = 0;
          else if (hit >= 17) o = 1;
          else if (hit === 3) o = 8;
          else if (hit >= 6 && hit > cell.highestHit) o = 0;
          else if (hit === 5 || hit > 5) o = cell.penetrates ? -1 : 2;
          else o = -1; // 4: penetrates automatically
          if (o === -1) {
            const r = dmg - cell.heModifier;
            o = r <= explodes ? 7 : r >= undamagedFrom ? 3 : [4, 4, 5, 5, 6, 6][d6 - 1];
          }
          let crew = 0;
          if (o === 7 || o === 8) crew = 3;
          else if (o >= 2 && !pass(m)) crew = o === 5 || cell.immobilisedBefore ? 2 : 1;
          out[o] += p;
          out[9 + crew] += p;
        }
      }
    }
  }
  return out;
}

describe('afv-fire (8.2 AFV Combat)', () => {
  Object.entries(AFV_FIRE_TEST_CASES).forEach(([name, input], i) => {
    it(`${name}: exact against a plain enumeration, Monte Carlo against exact`, () => {
      const cell = afvFireCell(input);
      const exact = exactAfvFire(cell);
      const counters = packExact(afvFireLayout(), exact); // the enumeration above is written in the kernel's layout
      bruteForce(cell, (input.rules as Record<string, Record<string, number>> | undefined)?.['damage-table']).forEach(
        (p, k) => expect(counters[k], `counter ${k}`).toBeCloseTo(p, 11),
      );
      expectKernelMatchesExact(afvFireKernel, cell, exact, 200_000, 930 + i);
    });
  });

  it('reads the modifiers, the crew LDR and the damage table from rules', () => {
    const cell = afvFireCell(
      AFV_FIRE_TEST_CASES['house rules: buttoned −1, crew LDR 10, explodes on 7 or less, no damage from 13'],
    );
    // 12 − 1 buttoned: hits under 11; the crew passes under 10.
    expect(cell).toMatchObject({ highestHit: 10, highestCrewPass: 9, explodesAtMost: 7, damagedAtMost: 12 });
  });

  it('applies the 8.2 modifiers to the Fire Control rating and tests the crew as NCOs', () => {
    const cell = afvFireCell(
      AFV_FIRE_TEST_CASES['on the move and buttoned at a fast target in hard cover, armour too thick'],
    );
    // 14 + 1 size − 2 buttoned − 2 moving fast − 4 hard cover − 4 on the move = 3: only the criticals hit.
    expect(cell).toMatchObject({ highestHit: 2, penetrates: false, heModifier: 2, highestCrewPass: 11 });
    expect(
      afvFireCell({ firer: { fire_control: 10, penetration: 6 }, target: { armour: 6, cover: 'soft' } }),
    ).toMatchObject({ highestHit: 7, penetrates: true });
  });

  it('matches hand-worked odds: fire control 12, penetrating, HE modifier 0', () => {
    const { outcomes: exact, distributions } = exactAfvFire(
      afvFireCell(AFV_FIRE_TEST_CASES['fire control 12, penetrating gun, stationary target']),
    );
    // 3d6 counts: hit on 4..11 (134/216), KO on 3 (1/216), miss 12..16 (77/216), jam 17-18 (4/216).
    expect(exact.knocked_out).toBeCloseTo(1 / 216, 14);
    expect(exact.miss).toBeCloseTo(77 / 216, 14);
    expect(exact.jammed).toBeCloseTo(4 / 216, 14);
    // Damage 3d6: explodes on 3..5 (10/216), no damage on 16..18 (10/216), else d6 in thirds.
    expect(exact.exploded).toBeCloseTo((134 / 216) * (10 / 216), 14);
    expect(exact.no_damage).toBeCloseTo((134 / 216) * (10 / 216), 14);
    expect(exact.immobilised).toBeCloseTo(((134 / 216) * (196 / 216)) / 3, 14);
    // Crew: NCO LDR 12, passes on 3..11 (135/216); immobilised and failed: abandons.
    expect(distributions.crew[2]).toBeCloseTo(exact.immobilised * (81 / 216), 14);
    expect(distributions.crew[3]).toBeCloseTo(exact.exploded + exact.knocked_out, 14);
  });
});
