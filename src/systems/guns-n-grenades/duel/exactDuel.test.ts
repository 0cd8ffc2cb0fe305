import { describe, expect, it } from 'vitest';
import { exactSummary } from '../../../../testing/exactSummary.js';
import { DUEL_TEST_CASES, duelCell } from '../../../../testing/systems/guns-n-grenades/duel/testCells.js';
import type { DuelCell } from './DuelCell.js';
import { duelLayout } from './duelLayout.js';
import { exactDuel } from './exactDuel.js';

/** P(hit) by plain counting of the dice (Fast Shot re-roll after a miss). */
function hitProbability(atk: number, def: number, fastShot: number): number {
  let p = 0;
  for (let a = 1; a <= 6; a++) {
    for (let d = 1; d <= 6; d++) {
      if (atk + a > def + d) p += 1 / 36;
      else if (fastShot === 1) for (let a2 = 1; a2 <= 6; a2++) p += atk + a2 > def + d ? 1 / 216 : 0;
      else if (fastShot === 2)
        for (let a2 = 1; a2 <= 6; a2++) for (let d2 = 1; d2 <= 6; d2++) p += atk + a2 > def + d2 ? 1 / 1296 : 0;
    }
  }
  return p;
}

/** An independent plain recursion over the duel: [P(attacker wins), P(defender wins), P(draw), turns histogram]. */
function bruteForceDuel(cell: DuelCell): { win: number[]; turns: number[] } {
  const p = cell.sides.map((s) => (s.canAttack ? hitProbability(s.atk, s.def, s.fastShot) : 0));
  const win = [0, 0, 0];
  const turns = Array<number>(cell.maxTurns + 1).fill(0);
  const walk = (t: number, side: number, states: number[], w: number) => {
    if (w === 0) return;
    if (t > cell.maxTurns) {
      win[2] += w;
      turns[cell.maxTurns] += w;
      return;
    }
    const s = [...states];
    if (cell.sides[side].medic) s[side] = 0;
    const other = 1 - side;
    const hit = [...s];
    hit[other] = cell.sides[other].next[s[other] * 4 + cell.sides[side].damage];
    if (hit[other] === cell.sides[other].dead) {
      win[side] += w * p[side];
      turns[t] += w * p[side];
    } else walk(t + 1, other, hit, w * p[side]);
    walk(t + 1, other, s, w * (1 - p[side]));
  };
  walk(1, cell.first, [0, 0], 1);
  return { win, turns };
}

describe('exact evaluator of duel against an independent recursion', () => {
  for (const [name, input] of Object.entries(DUEL_TEST_CASES)) {
    it(name, () => {
      const cell = duelCell(input);
      const exact = exactSummary(duelLayout(cell), exactDuel(cell));
      const brute = bruteForceDuel(cell);
      ['attacker_wins', 'defender_wins', 'draw'].forEach((o, i) =>
        expect(exact.outcomes[o].p, o).toBeCloseTo(brute.win[i], 12),
      );
      brute.turns.forEach((q, t) =>
        expect(exact.distributions.turns[String(t)] ?? 0, `turns = ${t}`).toBeCloseTo(q, 12),
      );
      expect(exact.means.attacker_points_destroyed.mean).toBeCloseTo(brute.win[0] * cell.sides[1].cost, 10);
      expect(cell.note).toMatch(/points per win/);
    });
  }

  it('a medic within 3" makes a unit unkillable by an enemy that cannot kill it in one hit', () => {
    // Grenadier (2 damage) against healthy heavy infantry: Bloodied at worst, healed on its own turn.
    const cell = duelCell({
      attacker: { unit: 'grenadier' },
      defender: { unit: 'heavy-infantry', medic: true },
      distance: 6,
      max_turns: 20,
    });
    const exact = exactSummary(duelLayout(cell), exactDuel(cell));
    expect(exact.outcomes.attacker_wins.p).toBe(0);
    // A tank (3 damage) kills it in one hit: P(attacker wins on turn 1) = P(6 + a > 2 + d).
    const tank = duelCell({
      attacker: { unit: 'tank' },
      defender: { unit: 'heavy-infantry', medic: true },
      distance: 6,
      max_turns: 1,
    });
    expect(exactSummary(duelLayout(tank), exactDuel(tank)).outcomes.attacker_wins.p).toBeCloseTo(
      hitProbability(6, 2, 0),
      14,
    );
  });

  it('points per win in the note: cost (plus 30 for a medic) over the exact chance to win', () => {
    const cell = duelCell({
      attacker: { unit: 'tank' },
      defender: { unit: 'heavy-infantry', medic: true },
      distance: 6,
      max_turns: 1,
    });
    const p = hitProbability(6, 2, 0);
    expect(cell.note).toContain(
      `attacker: 70 points, wins ${(100 * p).toFixed(2)}% (exact), ${(70 / p).toFixed(1)} points per win`,
    );
    expect(cell.note).toContain('defender: 50 points, wins 0.00% (exact), infinite points per win');
  });
});
