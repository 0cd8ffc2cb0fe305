import type { FireCell } from '../../../../src/systems/stargrunt2/fire/FireCell.js';
import type { BruteForceResult } from './bruteForceFire.js';

/**
 * A plain enumeration of fire at a squad in mixed armour, for the tests, written apart from the evaluators: STEPS 1
 * and 2 face by face, then every potential hit as the rulebook's NOTE orders it for mixed armour — the who-is-hit die
 * face by face first (counting along the figures, round again past the last), then that figure's chances of no
 * effect, a wound and a kill, counted over every impact face against every face of ITS armour die (its group found
 * by walking the groups' counts). Every figure's state is kept one
 * by one, in floating point. Standard casualties only; small cases only. A house die with listed faces (a firer die's
 * `firerFaces`, an impact or armour die's `faces`) is read face by face from its list, face n its n-th entry.
 */
export function bruteForceMixedFire(cell: FireCell): BruteForceResult {
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
  const hitsChance: number[] = [];
  const R = cell.rangeDie;
  for (let r = 1; r <= R; r++) {
    // Every combination of the firer's faces, as an odometer.
    const faces = cell.firerDice.map(() => 1);
    // What face n of firer die i reads: n, or its n-th listed face.
    const read = (f: number, i: number) => cell.firerFaces?.[i]?.[f - 1] ?? f;
    for (;;) {
      const p = 1 / R / cell.firerDice.reduce((a, b) => a * b, 1);
      const above = faces.filter((f, i) => read(f, i) > r).length;
      result.outcomes[Math.min(2, above)] += p;
      if (above < 2) add(hitsChance, 0, p);
      else {
        const total = faces.reduce((a, f, i) => a + read(f, i), 0);
        const whole = Math.floor(total / cell.divisor);
        const left = total - whole * cell.divisor;
        for (let roll = 1; roll <= cell.divisor; roll++)
          add(hitsChance, whole + (left > 0 && roll <= left ? 1 : 0), p / cell.divisor);
      }
      let i = 0;
      while (i < faces.length && faces[i] === cell.firerDice[i]) faces[i++] = 1;
      if (i === faces.length) break;
      faces[i]++;
    }
  }
  hitsChance.forEach((p, hits) => {
    add(result.potential_hits, hits, p);
    walk(cell, hits, new Array<number>(cell.figures).fill(0), 0, 0, p, (state, wounds, kills, q) => {
      const dead = state.filter((s) => s === 2).length;
      const wounded = state.filter((s) => s === 1).length;
      add(result.wound_results, wounds, q);
      add(result.kill_results, kills, q);
      add(result.dead, dead, q);
      add(result.wounded, wounded, q);
      add(result.casualties, dead + wounded, q);
    });
  });
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

/** The dice of the figure at `index` (0-based in counting order): walk the groups until their counts pass it. */
function diceOfFigure(cell: FireCell, index: number): { impact: FireCell['impact']; armour: FireCell['armour'] } {
  if (!cell.armourGroups) return cell;
  let seen = 0;
  for (const group of cell.armourGroups) {
    seen += group.count;
    if (index < seen) return group;
  }
  throw new Error(`figure ${index} is in no armour group`);
}

/** For one figure: the chance of no effect, a wound and a kill, counted over every impact face against every armour face. */
function effectChances(cell: FireCell, figure: number): number[] {
  const { impact, armour } = diceOfFigure(cell, figure);
  const counts = [0, 0, 0];
  for (let x = 1; x <= impact.sides; x++) {
    for (let y = 1; y <= armour.sides; y++) {
      const hit = (impact.faces ? impact.faces[x - 1] : x) * impact.multiplier;
      const stop = (armour.faces ? armour.faces[y - 1] : y) * armour.multiplier;
      counts[hit > (cell.killMultiple ?? 2) * stop ? 2 : hit > stop ? 1 : 0]++;
    }
  }
  return counts.map((n) => n / (impact.sides * armour.sides));
}

function walk(
  cell: FireCell,
  hitsLeft: number,
  state: number[],
  wounds: number,
  kills: number,
  p: number,
  done: (state: number[], wounds: number, kills: number, p: number) => void,
): void {
  if (hitsLeft === 0) return done(state, wounds, kills, p);
  for (let face = 1; face <= cell.whoDie; face++) {
    let figure = 0;
    for (let step = 1; step < face; step++) figure = figure + 1 === cell.figures ? 0 : figure + 1;
    const chances = effectChances(cell, figure);
    for (let effect = 0; effect < 3; effect++) {
      if (chances[effect] === 0) continue;
      const next = [...state];
      if (effect === 2) next[figure] = 2;
      if (effect === 1) next[figure] = next[figure] === 0 ? 1 : 2; // two wounds in one fire resolution: dead
      walk(
        cell,
        hitsLeft - 1,
        next,
        wounds + (effect === 1 ? 1 : 0),
        kills + (effect === 2 ? 1 : 0),
        (p * chances[effect]) / cell.whoDie,
        done,
      );
    }
  }
}
