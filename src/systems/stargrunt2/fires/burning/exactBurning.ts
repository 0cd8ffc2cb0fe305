import { ExactIntractableError } from '../../../../core/ExactIntractableError.js';
import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { type BurningCell, FIRES_SHOWN, maxClouds, maxFires } from './BurningCell.js';
import type { BurningDistribution, BurningOutcome } from './burningQuantities.js';
import { spreadOfMarkers } from './spreadOfMarkers.js';

type Result = NamedExactResult<BurningOutcome, BurningDistribution>;

/** The exact evaluator follows up to this many markers (every fire spreading every turn). */
const BURNING_EXACT_MARKERS = 1024;

/**
 * Exact evaluator of a fire over its Turn End Phases, by dynamic programming over the state (markers on the table,
 * the first fire's smoke line, or 0 once it is out): the flamer's D6s, then each turn the firefighters' dice and the
 * Turn End Phase (the first fire's D6 and smoke D6; the other markers' D6s as one distribution of the net change).
 * @example exactBurning(cell).outcomes.out // 1/6 for one marker, one turn, no firefighters
 */
export function exactBurning(cell: BurningCell): Result {
  if (maxFires(cell) > BURNING_EXACT_MARKERS) {
    throw new ExactIntractableError(
      `exact burning follows at most ${BURNING_EXACT_MARKERS} markers (the starting fires × 2 per turn); this cell can reach ${maxFires(cell)}`,
    );
  }
  const width = maxClouds(cell) + 2; // column 0: the first fire is out; column c + 1: it burns with c clouds
  const rows = maxFires(cell) + 1;
  let grid: Float64Array = new Float64Array(rows * width);
  const result: Result = {
    outcomes: { not_started: 0, out: 0, burning: 0 },
    distributions: {
      turn_out: new Array<number>(cell.turns + 2).fill(0),
      fires: new Array<number>(FIRES_SHOWN + 1).fill(0),
      clouds: new Array<number>(maxClouds(cell) + 1).fill(0),
    },
  };
  for (const [n, p] of startingMarkers(cell)) {
    if (n === 0) {
      result.outcomes.not_started += p;
      continue;
    }
    for (let c = 1; c <= 6; c++) grid[n * width + c + 1] += p / 6;
  }
  result.distributions.turn_out[0] = result.outcomes.not_started;
  result.distributions.fires[0] = result.outcomes.not_started;
  result.distributions.clouds[0] = result.outcomes.not_started;
  const fightP = cell.fighters > 0 ? Math.max(0, cell.fighterSides - cell.putOutFrom + 1) / cell.fighterSides : 0;
  for (let turn = 1; turn <= cell.turns; turn++) {
    if (turn >= cell.fightFrom && cell.fighters > 0) for (let f = 0; f < cell.fighters; f++) fight(grid, width, fightP);
    grid = turnEnd(grid, rows, width);
    let out = 0;
    for (let c = 0; c < width; c++) {
      out += grid[c];
      grid[c] = 0;
    }
    result.outcomes.out += out;
    result.distributions.turn_out[turn] += out;
    result.distributions.fires[0] += out;
    result.distributions.clouds[0] += out;
  }
  for (let n = 1; n < rows; n++) {
    for (let c = 0; c < width; c++) {
      const p = grid[n * width + c];
      if (p === 0) continue;
      result.outcomes.burning += p;
      result.distributions.turn_out[cell.turns + 1] += p;
      result.distributions.fires[Math.min(n, FIRES_SHOWN)] += p;
      result.distributions.clouds[c === 0 ? 0 : c - 1] += p;
    }
  }
  return result;
}

/** The markers placed at the start: the flamer's successes (binomial over its uses), or the scenario's markers. */
function startingMarkers(cell: BurningCell): Array<[number, number]> {
  if (cell.flamerUses === 0) return [[cell.fires, 1]];
  const p = (7 - cell.startOn) / 6;
  const out: Array<[number, number]> = [];
  let choose = 1;
  for (let k = 0; k <= cell.flamerUses; k++) {
    out.push([k, choose * p ** k * (1 - p) ** (cell.flamerUses - k)]);
    choose = (choose * (cell.flamerUses - k)) / (k + 1);
  }
  return out;
}

/** One unit's whole activation against a fire (the first fire while it burns): with probability `p` a marker goes. */
function fight(grid: Float64Array, width: number, p: number): void {
  const rows = grid.length / width;
  for (let n = 1; n < rows; n++) {
    for (let c = 0; c < width; c++) {
      const w = grid[n * width + c];
      if (w === 0) continue;
      grid[n * width + c] = w * (1 - p);
      grid[(n - 1) * width] += w * p;
    }
  }
}

/**
 * The TURN END PHASE: the first fire's D6 (1 out, 6 spreads) then its smoke D6 (1 all gone, 2 one fewer, 3–4 as it
 * is, 5–6 one more); every other marker's D6 together as the distribution of the net change in markers.
 */
function turnEnd(grid: Float64Array, rows: number, width: number): Float64Array {
  const next = new Float64Array(grid.length);
  next.set(grid.subarray(0, width)); // put out by the firefighters this turn: nothing left to roll
  for (let n = 1; n < rows; n++) {
    for (let col = 0; col < width; col++) {
      const w = grid[n * width + col];
      if (w === 0) continue;
      const burns = col > 0;
      const others = burns ? n - 1 : n;
      const change = spreadOfMarkers(others);
      for (let d = -others; d <= others; d++) {
        const pd = change[d + others];
        if (pd === 0) continue;
        const m = n + d;
        if (!burns) {
          next[m * width] += w * pd;
          continue;
        }
        const c = col - 1;
        next[(m - 1) * width] += (w * pd) / 6; // the first fire goes out, its smoke with it
        for (const [firstChange, pFirst] of [
          [0, 4 / 6],
          [1, 1 / 6],
        ] as const) {
          const row = (m + firstChange) * width;
          const wf = w * pd * pFirst;
          next[row + 1] += wf / 6; // 1: every cloud removed
          next[row + Math.max(c - 1, 0) + 1] += wf / 6;
          next[row + c + 1] += (wf * 2) / 6;
          next[row + c + 2] += (wf * 2) / 6;
        }
      }
    }
  }
  return next;
}
