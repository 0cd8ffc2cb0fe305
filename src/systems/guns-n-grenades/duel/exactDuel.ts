import { counterLength } from '../../LegacyKernel.js';
import { hitChance } from '../hitChance.js';
import type { DuelCell } from './DuelCell.js';
import { duelLayout } from './duelLayout.js';

/**
 * Exact evaluator of a duel: the Markov chain over the two units' life states, turn by turn (the side
 * whose turn it is is healed by its medic, then attacks with its exact hit chance); absorbed when a unit
 * is Dead; what is left after max turns is a draw. Floating point, no truncation.
 */
export function exactDuel(cell: DuelCell): Float64Array {
  const out = new Float64Array(counterLength(duelLayout(cell)));
  const [A, B] = cell.sides;
  const p = cell.sides.map((s) => (s.canAttack ? hitChance(s.atk, s.def, s.fastShot).prob(1) : 0));
  const width = B.dead + 1;
  let states = new Float64Array((A.dead + 1) * width);
  states[0] = 1;
  const oTurns = 3;
  const oA = oTurns + cell.maxTurns + 1;
  const oB = oA + B.cost + 1;
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
    if (side === 0) for (let a = 0; a < A.dead; a++) { killed += after[a * width + B.dead]; after[a * width + B.dead] = 0; }
    else for (let b = 0; b < B.dead; b++) { killed += after[A.dead * width + b]; after[A.dead * width + b] = 0; }
    out[side] += killed;
    out[oTurns + t] += killed;
    states = after;
    side = (1 - side) as 0 | 1;
  }
  const left = states.reduce((x, y) => x + y, 0);
  out[2] = left;
  out[oTurns + cell.maxTurns] += left;
  out[oA + B.cost] = out[0];
  out[oA] = 1 - out[0];
  out[oB + A.cost] = out[1];
  out[oB] = 1 - out[1];
  return out;
}
