import type { FireCell } from '../../../../src/systems/stargrunt2/fire/FireCell.js';

/**
 * An independent, deliberately plain enumeration of fire at infantry for the tests: every face of
 * every die is looped over explicitly and each figure's state is tracked one by one (no grouping of
 * figures, no exact-distribution type), in floating point. Only for small cases.
 */
export interface BruteForceResult {
  outcomes: number[];
  potential_hits: number[];
  wound_results: number[];
  kill_results: number[];
  dead: number[];
  wounded: number[];
  /** Dead plus wounded, from the joint (dead, wounded) states. */
  casualties: number[];
}

export function bruteForceFire(cell: FireCell): BruteForceResult {
  const result: BruteForceResult = {
    outcomes: [0, 0, 0],
    potential_hits: [],
    wound_results: [],
    kill_results: [],
    dead: [],
    wounded: [],
    casualties: [],
  };
  const add = (list: number[], k: number, p: number) => (list[k] = (list[k] ?? 0) + p);
  if (cell.rangeDie === 0) {
    result.outcomes[0] = 1;
    for (const list of [
      result.potential_hits,
      result.wound_results,
      result.kill_results,
      result.dead,
      result.wounded,
      result.casualties,
    ])
      add(list, 0, 1);
    return result;
  }
  const hitChances = new Map<number, number>();
  const R = cell.rangeDie;
  const visit = (r: number, i: number, total: number, above: number, p: number): void => {
    if (i === cell.firerDice.length) {
      const outcome = above >= 2 ? 2 : above;
      result.outcomes[outcome] += p;
      if (outcome < 2) {
        hitChances.set(0, (hitChances.get(0) ?? 0) + p);
        return;
      }
      const certain = Math.floor(total / cell.divisor);
      const left = total % cell.divisor;
      // The target rolls the divisor die: faces 1..left give the extra hit.
      for (let face = 1; face <= cell.divisor; face++) {
        const extra = cell.leftoverRoll && left > 0 && face <= left ? 1 : 0;
        hitChances.set(certain + extra, (hitChances.get(certain + extra) ?? 0) + p / cell.divisor);
      }
      return;
    }
    const sides = cell.firerDice[i];
    for (let face = 1; face <= sides; face++) visit(r, i + 1, total + face, above + (face > r ? 1 : 0), p / sides);
  };
  for (let r = 1; r <= R; r++) visit(r, 0, 0, 0, 1 / R);

  for (const [hits, p] of hitChances) {
    add(result.potential_hits, hits, p);
    for (const [key, q] of woundsAndKills(cell, hits)) {
      const [w, k] = key.split(',').map(Number);
      add(result.wound_results, w, p * q);
      add(result.kill_results, k, p * q);
    }
    for (const [key, q] of figuresAfter(cell, hits, new Array<number>(cell.figures).fill(0), new Map())) {
      const [dead, wounded] = key.split(',').map(Number);
      add(result.dead, dead, p * q);
      add(result.wounded, wounded, p * q);
      add(result.casualties, dead + wounded, p * q);
    }
  }
  for (const list of [
    result.potential_hits,
    result.wound_results,
    result.kill_results,
    result.dead,
    result.wounded,
    result.casualties,
  ]) {
    for (let i = 0; i < list.length; i++) list[i] ??= 0;
  }
  return result;
}

/** Effect of one potential hit for a pair of faces: 0 none, 1 wound, 2 kill. */
function effectOf(cell: FireCell, x: number, y: number): number {
  const effect = plainEffectOf(cell, x, y);
  // EXOTIC ENVIRONMENTS, vacuum: "All WOUND effects should be considered as KILLS".
  return cell.woundsKill === true && effect === 1 ? 2 : effect;
}

function plainEffectOf(cell: FireCell, x: number, y: number): number {
  if (cell.casualties === 'quick-and-dirty') return 1;
  const impact = x * cell.impact.multiplier;
  const armour = y * cell.armour.multiplier;
  // STEP 3: a KILL past `killMultiple` times the armour (the parameter kill-multiple; the book's "MORE THAN TWICE").
  if (impact > (cell.killMultiple ?? 2) * armour) return 2;
  return impact > armour ? 1 : 0;
}

function* facePairs(cell: FireCell): Generator<[number, number, number]> {
  const impacts = cell.casualties === 'quick-and-dirty' ? 1 : cell.impact.sides;
  const armours = cell.casualties === 'quick-and-dirty' ? 1 : cell.armour.sides;
  for (let x = 1; x <= impacts; x++) for (let y = 1; y <= armours; y++) yield [x, y, 1 / (impacts * armours)];
}

function woundsAndKills(cell: FireCell, hits: number): Map<string, number> {
  let dist = new Map([['0,0', 1]]);
  for (let h = 0; h < hits; h++) {
    const next = new Map<string, number>();
    for (const [key, p] of dist) {
      const [w, k] = key.split(',').map(Number);
      for (const [x, y, q] of facePairs(cell)) {
        const e = effectOf(cell, x, y);
        const nk = `${w + (e === 1 ? 1 : 0)},${k + (e === 2 ? 1 : 0)}`;
        next.set(nk, (next.get(nk) ?? 0) + p * q);
      }
    }
    dist = next;
  }
  return dist;
}

/** (dead, wounded) after the remaining hits, from per-figure states 0 unhurt, 1 wounded, 2 dead. */
function figuresAfter(
  cell: FireCell,
  hitsLeft: number,
  state: number[],
  memo: Map<string, Map<string, number>>,
): Map<string, number> {
  const key = `${hitsLeft}|${state.join('')}`;
  const known = memo.get(key);
  if (known) return known;
  const out = new Map<string, number>();
  if (hitsLeft === 0) {
    out.set(`${state.filter((s) => s === 2).length},${state.filter((s) => s === 1).length}`, 1);
  } else {
    for (const [x, y, q] of facePairs(cell)) {
      const e = effectOf(cell, x, y);
      if (e === 0) {
        merge(out, figuresAfter(cell, hitsLeft - 1, state, memo), q);
        continue;
      }
      for (let face = 1; face <= cell.whoDie; face++) {
        // Count along the figures from the first, going round again past the last.
        let figure = 0;
        for (let step = 1; step < face; step++) figure = figure + 1 === cell.figures ? 0 : figure + 1;
        const next = [...state];
        if (e === 2) next[figure] = 2;
        else if (next[figure] === 0) next[figure] = 1;
        else if (next[figure] === 1 && cell.repeatHitsKill) next[figure] = 2;
        merge(out, figuresAfter(cell, hitsLeft - 1, next, memo), q / cell.whoDie);
      }
    }
  }
  memo.set(key, out);
  return out;
}

function merge(into: Map<string, number>, from: Map<string, number>, weight: number): void {
  for (const [k, p] of from) into.set(k, (into.get(k) ?? 0) + p * weight);
}
