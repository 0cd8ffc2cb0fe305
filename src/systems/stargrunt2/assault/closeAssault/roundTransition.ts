import { groupOutcome } from '../groupOutcome.js';
import type { CloseCombatScores } from '../scoreWeights.js';

/**
 * Exact losses of one round of close combat with `attackers` against `defenders` standing (CLOSE COMBAT
 * RESOLUTION): the larger side puts one figure on each figure of the smaller side, and the spare figures go
 * `spares` 0 spread evenly, 1 all on one figure, 2 each on a figure at random (uniformly, independently). The dice
 * may be a house rule's score distributions (groupOutcome). Returns
 * `p[attackerLosses * (defenders + 1) + defenderLosses]`.
 * @example roundTransition(1, 1, d6, d6, 0)[1] // 15/36: the defender goes down
 */
export function roundTransition(
  attackers: number,
  defenders: number,
  attackerDie: CloseCombatScores,
  defenderDie: CloseCombatScores,
  spares: 0 | 1 | 2,
): Float64Array {
  const defendersCentre = attackers >= defenders;
  const n = defendersCentre ? defenders : attackers;
  const opponents = defendersCentre ? attackers : defenders;
  const s = opponents - n;
  const centreDie = defendersCentre ? defenderDie : attackerDie;
  const opponentDie = defendersCentre ? attackerDie : defenderDie;
  const groups = new Map<number, Float64Array>();
  const group = (k: number) => {
    let g = groups.get(k);
    if (!g) groups.set(k, (g = groupOutcome(centreDie, opponentDie, k)));
    return g;
  };
  // joint[centreLosses * (opponents + 1) + opponentLosses]
  let joint: Float64Array;
  if (spares === 2) joint = randomSpares(n, s, opponents, group);
  else {
    const sizes =
      spares === 0
        ? Array.from({ length: n }, (_, i) => 1 + Math.floor(s / n) + (i < s % n ? 1 : 0))
        : Array.from({ length: n }, (_, i) => (i === 0 ? 1 + s : 1));
    joint = new Float64Array((n + 1) * (opponents + 1));
    joint[0] = 1;
    for (const k of sizes) joint = convolve(joint, group(k), k, n, opponents);
  }
  const out = new Float64Array((attackers + 1) * (defenders + 1));
  for (let c = 0; c <= n; c++) {
    for (let o = 0; o <= opponents; o++) {
      const p = joint[c * (opponents + 1) + o];
      if (p === 0) continue;
      const [la, ld] = defendersCentre ? [o, c] : [c, o];
      out[la * (defenders + 1) + ld] += p;
    }
  }
  return out;
}

/** Adds one group of k opponents on one centre figure to the joint (centre losses, opponent losses). */
function convolve(joint: Float64Array, g: Float64Array, k: number, n: number, opponents: number): Float64Array {
  const out = new Float64Array(joint.length);
  for (let c = 0; c <= n; c++) {
    for (let o = 0; o <= opponents; o++) {
      const p = joint[c * (opponents + 1) + o];
      if (p === 0) continue;
      for (let cd = 0; cd < 2 && c + cd <= n; cd++) {
        for (let od = 0; od <= k && o + od <= opponents; od++) {
          const q = g[cd * (k + 1) + od];
          if (q !== 0) out[(c + cd) * (opponents + 1) + o + od] += p * q;
        }
      }
    }
  }
  return out;
}

/**
 * Spares placed at random: P(occupancy j₁…jₙ) = s!/(∏ jᵢ!)·n⁻ˢ. A pass over the centres with the spares used so
 * far in the state; the 1/jᵢ! enter as each centre is placed, s!/nˢ at the end.
 */
function randomSpares(n: number, s: number, opponents: number, group: (k: number) => Float64Array): Float64Array {
  const size = (n + 1) * (opponents + 1);
  let dp: Float64Array[] = Array.from({ length: s + 1 }, () => new Float64Array(size));
  dp[0][0] = 1;
  for (let i = 0; i < n; i++) {
    const next: Float64Array[] = Array.from({ length: s + 1 }, () => new Float64Array(size));
    for (let used = 0; used <= s; used++) {
      for (let j = 0; used + j <= s; j++) {
        const part = convolve(dp[used], group(1 + j), 1 + j, n, opponents);
        const w = 1 / factorial(j);
        const target = next[used + j];
        for (let x = 0; x < size; x++) target[x] += part[x] * w;
      }
    }
    dp = next;
  }
  const scale = factorial(s) / n ** s;
  return dp[s].map((p) => p * scale);
}

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}
