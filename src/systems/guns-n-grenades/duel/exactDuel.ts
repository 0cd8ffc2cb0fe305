import { hitChance } from '../hitChance.js';
import type { DuelCell } from './DuelCell.js';
import type { DuelDistribution, DuelOutcome } from './duelQuantities.js';

/** Exact duel: each outcome's probability and each distribution (the normalizer reads the chances to win). */
interface DuelExact {
  outcomes: Record<DuelOutcome, number>;
  distributions: Record<DuelDistribution, Float64Array>;
}

/**
 * Exact evaluator of a duel: the Markov chain over the two units' life states, turn by turn (the side
 * whose turn it is is healed by its medic, then attacks with its exact hit chance); absorbed when a unit
 * is Dead; what is left after max turns is a draw. Floating point, no truncation.
 * @example exactDuel(cell).outcomes.attacker_wins // P(the attacker kills the defender within max turns)
 */
export function exactDuel(cell: DuelCell): DuelExact {
  const [A, B] = cell.sides;
  const wins = [0, 0];
  const turns = new Float64Array(cell.maxTurns + 1);
  const p = cell.sides.map((s) => (s.canAttack ? hitChance(s.atk, s.def, s.fastShot).prob(1) : 0));
  const width = B.dead + 1;
  let states = new Float64Array((A.dead + 1) * width);
  states[0] = 1;
  let side = cell.first;
  for (let t = 1; t <= cell.maxTurns; t++) {
    const after = new Float64Array(states.length);
    const me = cell.sides[side];
    const other = cell.sides[1 - side];
    for (let a = 0; a < A.dead; a++) {
      for (let b = 0; b < B.dead; b++) {
        const w = states[a * width + b];
        if (w === 0) continue;
        let own = side === 0 ? a : b;
        const enemy = side === 0 ? b : a;
        if (me.medic) own = 0;
        const hitEnemy = other.next[enemy * 4 + me.damage];
        const put = (o: number, e: number, q: number) => {
          if (q === 0) return;
          const [na, nb] = side === 0 ? [o, e] : [e, o];
          after[na * width + nb] += q;
        };
        put(own, enemy, w * (1 - p[side]));
        put(own, hitEnemy, w * p[side]);
      }
    }
    // Kills this turn: the enemy's Dead state.
    let killed = 0;
    if (side === 0)
      for (let a = 0; a < A.dead; a++) {
        killed += after[a * width + B.dead];
        after[a * width + B.dead] = 0;
      }
    else
      for (let b = 0; b < B.dead; b++) {
        killed += after[A.dead * width + b];
        after[A.dead * width + b] = 0;
      }
    wins[side] += killed;
    turns[t] += killed;
    states = after;
    side = side === 0 ? 1 : 0;
  }
  const left = states.reduce((x, y) => x + y, 0);
  turns[cell.maxTurns] += left;
  // The points of the enemy unit each side destroys: its cost when it wins, else 0.
  const attackerPoints = new Float64Array(B.cost + 1);
  attackerPoints[B.cost] = wins[0];
  attackerPoints[0] = 1 - wins[0];
  const defenderPoints = new Float64Array(A.cost + 1);
  defenderPoints[A.cost] = wins[1];
  defenderPoints[0] = 1 - wins[1];
  return {
    outcomes: { attacker_wins: wins[0], defender_wins: wins[1], draw: left },
    distributions: { turns, attacker_points_destroyed: attackerPoints, defender_points_destroyed: defenderPoints },
  };
}
