import type { CloseCombatDie } from '../closeCombatDice.js';
import { groupOutcome } from '../groupOutcome.js';
import { beatAndLose, type DieScores, scoreWeights } from '../scoreWeights.js';

/** Joint losses of a round of a combined assault, with the strides of its flat index. */
export interface CombinedRound {
  /** p[defenderLosses + Σ strides[u] × lossesOfUnit[u]]. */
  p: Float64Array;
  strides: number[];
}

/** The dice of one round: each unit's die, the die a defender rolls against that unit, and the pairing rules. */
interface CombinedRoundDice {
  attacker: CloseCombatDie[];
  defender: CloseCombatDie[];
  /** 0 spread, 1 concentrate, 2 random (CloseAssaultCell's `spares`). */
  spares: 0 | 1 | 2;
  /** A defender facing units that leave him different dice rolls the lowest once (true), or each die once. */
  lowest: boolean;
  /** The scores each die rolls: the die's faces (the book's), or a house rule's exact `score` twin of it. */
  scores?: DieScores;
}

/**
 * Exact losses of one round of close combat with several attacking units (COMBINED CLOSE-ASSAULT ACTIVATIONS,
 * CLOSE COMBAT RESOLUTION): `standing[u]` figures of unit u against `defenders`. The attacking figures are taken in
 * unit order; the smaller side's figure i (a "centre") faces the other side's figure i, and the spare figures
 * j ≥ centres go to centre j mod centres (spread), all to centre 0 (concentrate) or each to a uniformly random
 * centre (random: a pass over the centres with the spares of each kind used so far, P = Π_u r_u!/(Π j_iu!)·n^−r_u).
 * A centre rolls once against each opponent separately (groupOutcome); a defender centre facing figures of
 * units that leave him different dice rolls as `lowest` says.
 * @example combinedRound([1, 1], 1, { attacker: [d6, d6], defender: [d6, d6], spares: 0, lowest: true }).p
 */
export function combinedRound(standing: number[], defenders: number, dice: CombinedRoundDice): CombinedRound {
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
  const defendersCentre = n >= defenders;
  const centres = defendersCentre ? defenders : n;
  // Kinds of opponent: the attacking units (a defender centre), or one kind (defenders facing an attacking figure).
  const kinds = defendersCentre ? standing.length : 1;
  const opponentKind = (j: number) => (defendersCentre ? figUnit[j] : 0);
  const spareCounts = new Array(kinds).fill(0);
  for (let j = centres; j < Math.max(n, defenders); j++) spareCounts[opponentKind(j)]++;

  const memo = new Map<string, Array<[number, number]>>();
  /** A centre's entries [offset of the joint losses, p] when it faces `counts[kind]` opponents of each kind. */
  const centre = (i: number, counts: number[]): Array<[number, number]> => {
    const key = `${defendersCentre ? -1 : figUnit[i]}|${counts.join(',')}`;
    let entries = memo.get(key);
    if (entries) return entries;
    if (defendersCentre) entries = defenderCentre(counts, dice, strides);
    else {
      const u = figUnit[i];
      const k = counts[0];
      const scores = dice.scores ?? ((die: CloseCombatDie) => die);
      const g = groupOutcome(scores(dice.attacker[u]), scores(dice.defender[u]), k);
      entries = [];
      for (let cd = 0; cd < 2; cd++)
        for (let od = 0; od <= k; od++)
          if (g[cd * (k + 1) + od] > 0) entries.push([cd * strides[u] + od, g[cd * (k + 1) + od]]);
    }
    memo.set(key, entries);
    return entries;
  };
  const own = (i: number) => {
    const counts = new Array(kinds).fill(0);
    counts[opponentKind(i)] = 1;
    return counts;
  };

  if (dice.spares !== 2) {
    // Spread or concentrate: every centre's opponents are fixed.
    const counts = Array.from({ length: centres }, (_, i) => own(i));
    for (let j = centres; j < Math.max(n, defenders); j++)
      counts[dice.spares === 0 ? j % centres : 0][opponentKind(j)]++;
    let joint: Float64Array = unit(size);
    for (let i = 0; i < centres; i++) joint = addCentre(joint, centre(i, counts[i]), 1);
    return { p: joint, strides };
  }

  // Random: states keyed by the spares of each kind placed so far.
  let states = new Map<string, { used: number[]; joint: Float64Array }>([
    [spareCounts.map(() => 0).join(','), { used: spareCounts.map(() => 0), joint: unit(size) }],
  ]);
  for (let i = 0; i < centres; i++) {
    const next = new Map<string, { used: number[]; joint: Float64Array }>();
    for (const { used, joint } of states.values()) {
      for (const extra of placements(spareCounts.map((r, k) => r - used[k]))) {
        const counts = own(i).map((c, k) => c + extra[k]);
        const weight = extra.reduce((w, j) => w / factorial(j), 1);
        const after = used.map((x, k) => x + extra[k]);
        const key = after.join(',');
        const part = addCentre(joint, centre(i, counts), weight);
        const found = next.get(key);
        if (found) for (let x = 0; x < size; x++) found.joint[x] += part[x];
        else next.set(key, { used: after, joint: part });
      }
    }
    states = next;
  }
  const scale = spareCounts.reduce((s, r) => (s * factorial(r)) / centres ** r, 1);
  const joint = states.get(spareCounts.join(','))!.joint.map((p) => p * scale);
  return { p: joint, strides };
}

/** Every vector j with 0 ≤ j[k] ≤ left[k]. */
function placements(left: number[]): number[][] {
  let out: number[][] = [[]];
  for (const l of left) out = out.flatMap((v) => Array.from({ length: l + 1 }, (_, j) => [...v, j]));
  return out;
}

function unit(size: number): Float64Array {
  const a = new Float64Array(size);
  a[0] = 1;
  return a;
}

/** The joint after one more centre (entries added to the flat index), scaled by `weight`. */
function addCentre(joint: Float64Array, entries: Array<[number, number]>, weight: number): Float64Array {
  const next = new Float64Array(joint.length);
  for (let x = 0; x < joint.length; x++) {
    if (joint[x] === 0) continue;
    for (const [offset, p] of entries) next[x + offset] += joint[x] * p * weight;
  }
  return next;
}

/**
 * A defender facing counts[u] attacking figures of each unit u: entries [offset of the joint losses (the defender's
 * own loss is 1 in the lowest place), p]. The units are grouped by the die the defender rolls against them — all
 * together on the lowest die present (`lowest`), or by die — and each group is one roll of that die.
 */
function defenderCentre(counts: number[], dice: CombinedRoundDice, strides: number[]): Array<[number, number]> {
  const present = counts.map((_, u) => u).filter((u) => counts[u] > 0);
  const groups = new Map<string, { die: CloseCombatDie; units: number[] }>();
  const lowest = present.reduce((a, u) => (dice.defender[u].sides < dice.defender[a].sides ? u : a), present[0]);
  for (const u of present) {
    const die = dice.lowest ? dice.defender[lowest] : dice.defender[u];
    const key = `${die.sides}x${die.multiplier}`;
    const group = groups.get(key) ?? { die, units: [] };
    group.units.push(u);
    groups.set(key, group);
  }
  // (offset << 1 | beaten) → p, group after group: losses add, the defender is down if any group beat him.
  let states = new Map<number, number>([[0, 1]]);
  for (const { die, units } of groups.values()) {
    const onlyThese = counts.map((c, u) => (units.includes(u) ? c : 0));
    const next = new Map<number, number>();
    for (const [key, p] of states) {
      for (const [offset, beaten, q] of mixedGroup(die, onlyThese, dice, strides)) {
        const k = (((key >> 1) + offset) << 1) | (key & 1) | beaten;
        next.set(k, (next.get(k) ?? 0) + p * q);
      }
    }
    states = next;
  }
  return [...states].map(([key, p]) => [(key >> 1) + (key & 1), p]);
}

/**
 * One figure rolling `centreDie` once against counts[u] opponents of each unit u (each rolling its unit's die's
 * scores): entries [offset of the opponents' losses, 1 if the centre goes down (any opponent beats him) else 0,
 * probability].
 */
function mixedGroup(
  centreDie: CloseCombatDie,
  counts: number[],
  dice: CombinedRoundDice,
  strides: number[],
): Array<[number, number, number]> {
  const scores = dice.scores ?? ((die: CloseCombatDie) => die);
  const centre = scoreWeights(scores(centreDie));
  const opponents = dice.attacker.map((die) => scoreWeights(scores(die)));
  const out = new Map<number, number>();
  for (let face = 0; face < centre.scores.length; face++) {
    const c = centre.scores[face];
    // (offset, beaten) → p, over the units one after another.
    let states = new Map<number, number>([[0, centre.weights[face] / centre.total]]);
    counts.forEach((k, u) => {
      if (k === 0) return;
      const [beat, lose] = beatAndLose(opponents[u], c);
      const pl = lose / opponents[u].total;
      const pt = 1 - beat / opponents[u].total - pl;
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

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}
