import type { BombRunCell } from '../../../../src/systems/stargrunt2/aerospace/bombRun/BombRunCell.js';

/** What the brute force adds up: outcomes, and each distribution by value. */
export interface BruteForceBombRun {
  outcomes: Record<string, number>;
  bursts: Map<number, number>;
  dead: Map<number, number>;
  wounded: Map<number, number>;
  farthest_impact: Map<number, number>;
}

/**
 * A plain enumeration of a deadfall drop, written apart from the evaluator: every sequence of the bombs' D6s (the
 * stick's impact points as running totals), then for the bursts that catch the unit every face of one figure's
 * impact and armour dice, burst after burst (the rulebook's "more than double" kill, "exceeds" wound, two wounds
 * dead), and every combination of the figures' fates. Small cases only (bombs ≤ 4, bursts × figures small).
 */
export function bruteForceBombRun(cell: BombRunCell): BruteForceBombRun {
  const out: BruteForceBombRun = {
    outcomes: {},
    bursts: new Map(),
    dead: new Map(),
    wounded: new Map(),
    farthest_impact: new Map(),
  };
  const add = (m: Map<number, number>, k: number, w: number) => m.set(k, (m.get(k) ?? 0) + w);
  const fates = new Map<number, number[]>();
  const sequences: number[][] = cell.hovering ? [new Array<number>(cell.bombs).fill(0)] : allFaces(cell.bombs);
  for (const faces of sequences) {
    const w = 1 / sequences.length;
    const points = faces.map((f, i) =>
      cell.hovering ? 0 : cell.stick ? faces.slice(0, i + 1).reduce((a, b) => a + b, 0) : f,
    );
    const bursts = points.filter((p) => (p - cell.ahead) ** 2 + cell.aside ** 2 <= cell.burstLimit).length;
    add(out.bursts, bursts, w);
    add(out.farthest_impact, Math.max(...points), w);
    if (!fates.has(bursts)) fates.set(bursts, oneFigure(cell, bursts));
    const fate = fates.get(bursts)!;
    for (const tuple of allTuples(cell.figures)) {
      const p = tuple.reduce((acc, f) => acc * fate[f], w);
      const dead = tuple.filter((f) => f === 2).length;
      const wounded = tuple.filter((f) => f === 1).length;
      add(out.dead, dead, p);
      add(out.wounded, wounded, p);
      const outcome = bursts === 0 ? 'missed' : dead + wounded > 0 ? 'casualties' : 'suppressed_only';
      out.outcomes[outcome] = (out.outcomes[outcome] ?? 0) + p;
    }
  }
  return out;
}

/** One figure's [unhurt, wounded, dead] over every face of its impact and armour dice in each of k bursts. */
function oneFigure(cell: BombRunCell, k: number): number[] {
  const fate = [0, 0, 0];
  const pairs = cell.impact.sides * cell.armour.sides;
  const walk = (left: number, wounds: number, w: number): void => {
    if (left === 0) return void (fate[Math.min(wounds, 2)] += w);
    for (let i = 1; i <= cell.impact.sides; i++) {
      for (let a = 1; a <= cell.armour.sides; a++) {
        // A die with listed faces reads its a-th listed value.
        const impact = (cell.impact.faces ? cell.impact.faces[i - 1] : i) * cell.impact.multiplier;
        const armour = (cell.armour.faces ? cell.armour.faces[a - 1] : a) * cell.armour.multiplier;
        walk(left - 1, wounds + (impact > cell.killMultiple * armour ? 2 : impact > armour ? 1 : 0), w / pairs);
      }
    }
  };
  walk(k, 0, 1);
  return fate;
}

function allFaces(n: number): number[][] {
  if (n === 0) return [[]];
  return allFaces(n - 1).flatMap((rest) => [1, 2, 3, 4, 5, 6].map((f) => [...rest, f]));
}

function allTuples(n: number): number[][] {
  if (n === 0) return [[]];
  return allTuples(n - 1).flatMap((rest) => [0, 1, 2].map((f) => [...rest, f]));
}
