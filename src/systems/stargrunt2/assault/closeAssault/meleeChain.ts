import { ROUTED } from '../../data/confidenceLevels.js';
import { confidenceTestDist } from '../../steps/confidenceTestDist.js';
import { dieFaces } from '../../steps/dieFaces.js';
import type { CloseCombatScores } from '../scoreWeights.js';
import { type CloseAssaultCell, ROUND_CAP } from './CloseAssaultCell.js';
import { roundTransition } from './roundTransition.js';

/** How a close combat ended: who won, after how many rounds, figures down, both confidence levels after. */
interface MeleeEnd {
  attackerWon: boolean;
  /** Rounds fought, capped at ROUND_CAP (the last bin holds "15 or more"). */
  rounds: number;
  attackersDown: number;
  defendersDown: number;
  attackerConfidence: number;
  defenderConfidence: number;
  p: number;
}

/** The scores a single unit's melee rolls, first round and later: the cell's dice, or a house rule's distributions. */
export interface MeleeScores {
  attackerFirst: CloseCombatScores;
  defenderFirst: CloseCombatScores;
  attacker: CloseCombatScores;
  defender: CloseCombatScores;
}

/** The chain stops once the probability still fighting is below this (the tail is dropped). */
export const CHAIN_TAIL = 1e-15;

/**
 * Exact Markov chain of the close combat (CLOSE COMBAT RESOLUTION, ENDING CLOSE COMBAT) from `attackers` and the
 * cell's defenders standing at contact. State: figures standing on each side (casualties so far follow from it);
 * a round's losses come from roundTransition; then "the player who has taken the MOST casualties ... (or the
 * DEFENDER if casualties are equal)" tests at +1 per casualty in the assault, and on a pass the other; a failure
 * ends it, two passes fight another round without the cover bonus. A side with no figure standing has lost.
 * Rounds are followed until the probability still fighting is below 1e-15 (that tail, under 1e-12, is dropped).
 * `fireCasualties` is added to the attacker's count when the `fire-casualties-count` variant is on; `scores` are
 * the cell's dice unless a house rule's `score` twin gives them.
 */
export function meleeChain(
  cell: CloseAssaultCell,
  attackers: number,
  fireCasualties: number,
  scores: MeleeScores = cell,
): MeleeEnd[] {
  const D0 = cell.defenders;
  const width = D0 + 1;
  const ends = new Map<string, MeleeEnd>();
  const end = (attackerWon: boolean, round: number, a: number, d: number, ac: number, dc: number, p: number) => {
    const e = {
      attackerWon,
      rounds: Math.min(round, ROUND_CAP),
      attackersDown: attackers - a,
      defendersDown: D0 - d,
      attackerConfidence: ac,
      defenderConfidence: dc,
      p: 0,
    };
    const key = `${+attackerWon},${e.rounds},${e.attackersDown},${e.defendersDown},${ac},${dc}`;
    const found = ends.get(key) ?? e;
    found.p += p;
    ends.set(key, found);
  };
  const dropCache = new Map<number, number[]>();
  const drops = (sides: number, needed: number) => {
    const key = sides * 1000 + needed;
    let out = dropCache.get(key);
    if (!out) dropCache.set(key, (out = confidenceOdds(sides, needed, cell.halfOrLess)));
    return out;
  };
  const transitions = new Map<number, Float64Array>();
  let states = new Map<number, number>([[attackers * width + D0, 1]]);
  for (let round = 1; states.size > 0; round++) {
    const first = round === 1;
    const next = new Map<number, number>();
    for (const [state, p] of states) {
      const A = Math.floor(state / width);
      const D = state % width;
      const tKey = state * 2 + (first ? 1 : 0);
      let t = transitions.get(tKey);
      if (!t) {
        t = first
          ? roundTransition(A, D, scores.attackerFirst, scores.defenderFirst, cell.spares)
          : roundTransition(A, D, scores.attacker, scores.defender, cell.spares);
        transitions.set(tKey, t);
      }
      for (let la = 0; la <= A; la++) {
        for (let ld = 0; ld <= D; ld++) {
          const q = p * t[la * (D + 1) + ld];
          if (q === 0) continue;
          const a = A - la;
          const d = D - ld;
          if (d === 0) {
            end(true, round, a, d, cell.attackerStart, cell.defenderStart, q);
            continue;
          }
          if (a === 0) {
            end(false, round, a, d, cell.attackerStart, cell.defenderStart, q);
            continue;
          }
          const attackerCasualties = attackers - a + (cell.fireCasualtiesCount ? fireCasualties : 0);
          const defenderCasualties = D0 - d;
          const attackerFirst = attackerCasualties > defenderCasualties;
          const aDrops = drops(cell.attackerSides, cell.attackerLeadership + attackerCasualties);
          const dDrops = drops(cell.defenderSides, cell.defenderLeadership + defenderCasualties);
          const [firstDrops, secondDrops] = attackerFirst ? [aDrops, dDrops] : [dDrops, aDrops];
          for (const drop of [1, 2]) {
            // The first side to test fails: the other side wins; then the second side fails after a pass.
            const pf = q * firstDrops[drop];
            const ps = q * firstDrops[0] * secondDrops[drop];
            const failing = (attackerSide: boolean, pr: number) => {
              const lowered = (start: number) => Math.min(ROUTED, start + drop);
              if (attackerSide) end(false, round, a, d, lowered(cell.attackerStart), cell.defenderStart, pr);
              else end(true, round, a, d, cell.attackerStart, lowered(cell.defenderStart), pr);
            };
            if (pf > 0) failing(attackerFirst, pf);
            if (ps > 0) failing(!attackerFirst, ps);
          }
          const hold = q * firstDrops[0] * secondDrops[0];
          if (hold > 0) next.set(a * width + d, (next.get(a * width + d) ?? 0) + hold);
        }
      }
    }
    let still = 0;
    for (const p of next.values()) still += p;
    states = still < CHAIN_TAIL ? new Map() : next;
  }
  return [...ends.values()];
}

/**
 * P(0, 1, 2 levels dropped) by one confidence test (the confidenceTest step's exact counterpart), as the melee
 * chains sum it: 1/sides per face (k × 1/sides is not always k/sides to the last bit).
 * @example confidenceOdds(8, 4, true) // [0.5, 0.25, 0.25]
 */
export function confidenceOdds(sides: number, needed: number, halfOrLess: boolean): number[] {
  const out = [0, 0, 0];
  for (const drop of dieFaces(confidenceTestDist(sides, needed, halfOrLess), sides)) out[drop] += 1 / sides;
  return out;
}
