import { bookDieScores, type DieScores } from '../scoreWeights.js';
import { type CloseAssaultCell, type CombinedAssault, ROUND_CAP } from './CloseAssaultCell.js';
import { type CombinedRound, combinedRound } from './combinedRound.js';
import { followThroughDist } from './followThroughDist.js';
import { CHAIN_TAIL, confidenceOdds } from './meleeChain.js';

/** How a combined close combat ended (as MeleeEnd, plus the number of units passing the follow-through test). */
interface CombinedEnd {
  attackerWon: boolean;
  rounds: number;
  attackersDown: number;
  defendersDown: number;
  /** The worst confidence among the attacking units (0 CO … 4 RO). */
  attackerConfidence: number;
  defenderConfidence: number;
  followed: number;
  p: number;
}

interface State {
  standing: number[];
  /** Bit u: unit u still fights. */
  fighting: number;
  d: number;
  /** Units out of the assault so far (failed to assault or fell back): the combined extra threat. */
  out: number;
  worst: number;
  p: number;
}

/**
 * Exact Markov chain of a combined close combat from `contact[u]` figures of each unit standing at contact (0: the
 * unit is not in it) and the cell's defenders. State: figures standing per unit, the units still fighting, defenders
 * standing, units out, worst attacker confidence. A round's joint losses come from combinedRound; then the side with
 * more casualties (the defender on a tie) tests first; on the attacking side every unit still fighting tests
 * (simultaneously) at its leadership + casualties (the side's, or its own with `combined-casualties: unit`) + the
 * combined extra; a failing unit falls back and the others fight on; the side has fallen back when every unit
 * failed. Followed until the probability still fighting is below 1e-15 (that tail is dropped). `combined` is the
 * cell's; `rounds` caches the round transitions (share it between calls on the same cell).
 */
export function combinedMelee(
  cell: CloseAssaultCell,
  combined: CombinedAssault,
  contact: number[],
  hurt: number[],
  out0: number,
  rounds: Map<string, CombinedRound> = new Map(),
  scores: DieScores = bookDieScores,
): CombinedEnd[] {
  const { units, extraPerUnit, unitCasualties, abortOnWithdrawal } = combined;
  const K = units.length;
  const D0 = cell.defenders;
  const extra = (w: number) => (extraPerUnit ? w : Math.min(1, w));
  const ends = new Map<string, CombinedEnd>();
  const end = (
    attackerWon: boolean,
    round: number,
    s: number[],
    d: number,
    ac: number,
    dc: number,
    followed: number[],
    p: number,
  ) => {
    const rounds = Math.min(round, ROUND_CAP);
    const attackersDown = contact.reduce((n, c, u) => n + c - s[u], 0);
    followed.forEach((pf, k) => {
      if (pf === 0) return;
      const key = `${+attackerWon},${rounds},${attackersDown},${D0 - d},${ac},${dc},${k}`;
      const found = ends.get(key) ?? {
        attackerWon,
        rounds,
        attackersDown,
        defendersDown: D0 - d,
        attackerConfidence: ac,
        defenderConfidence: dc,
        followed: k,
        p: 0,
      };
      found.p += p * pf;
      ends.set(key, found);
    });
  };
  /** Distribution of the number of units (bits of `fighting`) passing the follow-through test at +threat. */
  const follow = (fighting: number, threat: number, w: number): number[] =>
    followThroughDist(cell, combined, fighting, threat, w);
  let fightingAtStart = 0;
  contact.forEach((c, u) => {
    if (c > 0) fightingAtStart |= 1 << u;
  });
  const startWorst = Math.max(...units.map((u) => u.start));
  let states = new Map<string, State>([
    ['start', { standing: [...contact], fighting: fightingAtStart, d: D0, out: out0, worst: startWorst, p: 1 }],
  ]);
  const add = (next: Map<string, State>, s: State) => {
    const key = `${s.standing.join(',')}|${s.fighting}|${s.d}|${s.out}|${s.worst}`;
    const found = next.get(key);
    if (found) found.p += s.p;
    else next.set(key, s);
  };
  const dropCache = new Map<number, number[]>();
  const cachedDrops = (sides: number, needed: number) => {
    const key = sides * 1000 + needed;
    let r = dropCache.get(key);
    if (!r) dropCache.set(key, (r = confidenceOdds(sides, needed, cell.halfOrLess)));
    return r;
  };
  for (let round = 1; states.size > 0; round++) {
    const first = round === 1;
    // The round's dice: every state's losses, gathered by the state after the round (before the tests).
    const post = new Map<string, State>();
    for (const state of states.values()) {
      const live = state.standing.map((s, u) => (state.fighting & (1 << u) ? s : 0));
      const rKey = `${live.join(',')}|${state.d}|${+first}`;
      let t = rounds.get(rKey);
      if (!t) {
        t = combinedRound(live, state.d, {
          attacker: units.map((u) => (first ? u.first : u.later)),
          defender: units.map((u) => (first ? u.defenderFirst : u.defenderLater)),
          spares: cell.spares,
          lowest: combined.lowestDefenderDie,
          scores,
        });
        rounds.set(rKey, t);
      }
      for (let x = 0; x < t.p.length; x++) {
        const q = state.p * t.p[x];
        if (q === 0) continue;
        const standing = [...state.standing];
        let fighting = state.fighting;
        let y = x;
        for (let u = K - 1; u >= 0; u--) {
          const l = Math.floor(y / t.strides[u]);
          y -= l * t.strides[u];
          standing[u] -= l;
          if (standing[u] === 0) fighting &= ~(1 << u); // every figure down: out of the fight, no test
        }
        add(post, { standing, fighting, d: state.d - y, out: state.out, worst: state.worst, p: q });
      }
    }
    const next = new Map<string, State>();
    for (const { standing, fighting, d, out: out1, worst: worst1, p: q } of post.values()) {
      if (d === 0) {
        end(true, round, standing, d, worst1, cell.defenderStart, follow(fighting, 1, out1), q);
        continue;
      }
      if (fighting === 0) {
        end(false, round, standing, d, worst1, cell.defenderStart, [1], q);
        continue;
      }
      const own = contact.map((c, u) => (c > 0 ? c - standing[u] + (cell.fireCasualtiesCount ? hurt[u] : 0) : 0));
      const aCas = own.reduce((a, b) => a + b, 0);
      const dCas = D0 - d;
      const dDrops = cachedDrops(cell.defenderSides, cell.defenderLeadership + dCas);
      // Every way the attacking units' tests fall: [fighting after, units failed, worst confidence, probability].
      let outcomes: Array<[number, number, number, number]> = [[fighting, 0, worst1, 1]];
      for (let u = 0; u < K; u++) {
        if (!(fighting & (1 << u))) continue;
        const unit = units[u];
        const du = cachedDrops(unit.sides, unit.leadership + (unitCasualties ? own[u] : aCas) + extra(out1));
        const expanded: Array<[number, number, number, number]> = [];
        for (const [f, fails, worst, p] of outcomes) {
          if (du[0] > 0) expanded.push([f, fails, worst, p * du[0]]);
          for (const drop of [1, 2]) {
            if (du[drop] > 0)
              expanded.push([f & ~(1 << u), fails + 1, Math.max(worst, Math.min(4, unit.start + drop)), p * du[drop]]);
          }
        }
        outcomes = expanded;
      }
      const attackerFirst = aCas > dCas;
      if (!attackerFirst) {
        // The defender tests first; a failure ends it with every attacking unit still fighting the winners.
        for (const drop of [1, 2]) {
          if (dDrops[drop] > 0)
            end(
              true,
              round,
              standing,
              d,
              worst1,
              Math.min(4, cell.defenderStart + drop),
              follow(fighting, 2, out1),
              q * dDrops[drop],
            );
        }
      }
      for (const [f, fails, worst, p] of outcomes) {
        const pa = q * p * (attackerFirst ? 1 : dDrops[0]);
        if (pa === 0) continue;
        if (f === 0 || (abortOnWithdrawal && fails > 0)) {
          // Every unit fell back, or one did and the player abandons the assault: the side has fallen back.
          end(false, round, standing, d, worst, cell.defenderStart, [1], pa);
          continue;
        }
        const out = out1 + fails;
        if (attackerFirst) {
          for (const drop of [1, 2]) {
            if (dDrops[drop] > 0)
              end(
                true,
                round,
                standing,
                d,
                worst,
                Math.min(4, cell.defenderStart + drop),
                follow(f, 2, out),
                pa * dDrops[drop],
              );
          }
        }
        const hold = pa * (attackerFirst ? dDrops[0] : 1);
        if (hold > 0) add(next, { standing, fighting: f, d, out, worst, p: hold });
      }
    }
    let still = 0;
    for (const s of next.values()) still += s.p;
    states = still < CHAIN_TAIL ? new Map() : next;
  }
  return [...ends.values()];
}
