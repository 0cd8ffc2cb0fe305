import type { CloseCombatDie } from '../closeCombatDice.js';
import { groupOutcome } from '../groupOutcome.js';

/** Joint losses of a round of a combined assault, with the strides of its flat index. */
export interface CombinedRound {
  /** p[defenderLosses + Σ strides[u] × lossesOfUnit[u]]. */
  p: Float64Array;
  strides: number[];
}

/**
 * Exact losses of one round of close combat with several attacking units (COMBINED CLOSE-ASSAULT ACTIVATIONS,
 * CLOSE COMBAT RESOLUTION): `standing[u]` figures of unit u, each rolling `dice[u]`, against `defenders` rolling
 * `defenderDie`. The attacking figures are taken in unit order; the smaller side's figure i (a "centre") faces the
 * other side's figures j ≡ i (mod centres) when `spares` is 0 (spread), or figure i and — for centre 0 — every spare
 * when 1 (concentrate). A centre rolls once against each opponent separately (groupOutcome, here with opponents of
 * several dice).
 * @example combinedRound([1, 1], [d6, d6], 1, d6, 0).p // two attackers of two units on one defender
 */
export function combinedRound(
  standing: number[],
  dice: CloseCombatDie[],
  defenders: number,
  defenderDie: CloseCombatDie,
  spares: 0 | 1,
): CombinedRound {
  const strides: number[] = [];
  let size = defenders + 1;
  for (const s of standing) {
    strides.push(size);
    size *= s + 1;
  }
  const figUnit: number[] = [];
  standing.forEach((s, u) => {
    for (let i = 0; i < s; i++) figUnit.push(u);
  });
  const n = figUnit.length;
  const centres = Math.min(n, defenders);
  const opponents = Math.max(n, defenders);
  const groupOf = (i: number): number[] => {
    if (spares === 0) return Array.from({ length: Math.ceil((opponents - i) / centres) }, (_, x) => i + x * centres);
    return i === 0 ? [0, ...Array.from({ length: opponents - centres }, (_, x) => centres + x)] : [i];
  };
  let joint = new Float64Array(size);
  joint[0] = 1;
  for (let i = 0; i < centres; i++) {
    const group = groupOf(i);
    const entries: Array<[number, number]> = [];
    if (n >= defenders) {
      // A defender facing attacking figures of (possibly) several units.
      const counts = standing.map(() => 0);
      for (const j of group) counts[figUnit[j]]++;
      for (const [offset, beaten, p] of mixedGroup(defenderDie, counts, dice, strides)) entries.push([offset + beaten, p]);
    } else {
      const u = figUnit[i];
      const k = group.length;
      const g = groupOutcome(dice[u], defenderDie, k);
      for (let cd = 0; cd < 2; cd++) for (let od = 0; od <= k; od++) if (g[cd * (k + 1) + od] > 0) entries.push([cd * strides[u] + od, g[cd * (k + 1) + od]]);
    }
    const next = new Float64Array(size);
    for (let x = 0; x < size; x++) {
      if (joint[x] === 0) continue;
      for (const [offset, p] of entries) next[x + offset] += joint[x] * p;
    }
    joint = next;
  }
  return { p: joint, strides };
}

/**
 * One figure rolling `centre` against counts[u] opponents of each unit u: entries [offset of the opponents' losses,
 * 1 if the centre goes down (any opponent beats him) else 0, probability].
 */
function mixedGroup(centre: CloseCombatDie, counts: number[], dice: CloseCombatDie[], strides: number[]): Array<[number, number, number]> {
  const out = new Map<number, number>();
  for (let face = 1; face <= centre.sides; face++) {
    const c = face * centre.multiplier;
    // (offset, beaten) → p, over the units one after another.
    let states = new Map<number, number>([[0, 1 / centre.sides]]);
    counts.forEach((k, u) => {
      if (k === 0) return;
      const die = dice[u];
      let beat = 0;
      let lose = 0;
      for (let o = 1; o <= die.sides; o++) {
        const s = o * die.multiplier;
        if (s > c) beat++;
        else if (s < c) lose++;
      }
      const pb = beat / die.sides;
      const pl = lose / die.sides;
      const pt = 1 - pb - pl;
      const next = new Map<number, number>();
      for (const [key, p] of states) {
        const offset = key >> 1;
        const beaten = key & 1;
        for (let j = 0; j <= k; j++) {
          const choose = binomialCoefficient(k, j) * pl ** j;
          const none = choose * pt ** (k - j); // nobody of this unit beats him
          const some = choose * ((1 - pl) ** (k - j) - pt ** (k - j));
          const at = offset + j * strides[u];
          if (none > 0) next.set((at << 1) | beaten, (next.get((at << 1) | beaten) ?? 0) + p * none);
          if (some > 0) next.set((at << 1) | 1, (next.get((at << 1) | 1) ?? 0) + p * some);
        }
      }
      states = next;
    });
    for (const [key, p] of states) out.set(key, (out.get(key) ?? 0) + p);
  }
  return [...out].map(([key, p]) => [key >> 1, key & 1, p]);
}

function binomialCoefficient(n: number, k: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}
