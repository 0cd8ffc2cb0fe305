import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { Dist } from '../../../../dice/exact/Dist.js';
import { impactVsArmourDist } from '../../steps/impactVsArmourDist.js';
import { type BombRunCell, caughtAt, maxImpact } from './BombRunCell.js';
import type { BombRunDistribution, BombRunOutcome } from './bombRunQuantities.js';

type Result = NamedExactResult<BombRunOutcome, BombRunDistribution>;

/**
 * Exact evaluator of a deadfall drop: the bombs walk out one by one over (where the last landed, the farthest, bursts
 * on the unit); given k bursts every figure is alike and apart — its k impact rolls folded into unhurt / wounded /
 * dead (two wounds kill) — so the unit's dead and wounded are a trinomial over the figures.
 * @example exactBombRun(cell).outcomes.missed // 1/2 for one bomb on a target 2" ahead in a 1" burst (faces 1–3 catch it)
 */
export function exactBombRun(cell: BombRunCell): Result {
  let walk = Dist.constant(key(0, 0, 0));
  for (let b = 0; b < cell.bombs; b++) {
    walk = walk.chain((k) => {
      const [at, farthest, bursts] = unkey(k);
      const faces = cell.hovering ? Dist.constant(0) : Dist.uniform(6);
      return faces.map((d6) => {
        const now = cell.hovering ? 0 : cell.stick ? at + d6 : d6;
        return key(now, Math.max(farthest, now), bursts + (caughtAt(cell, now) ? 1 : 0));
      });
    });
  }
  const n = cell.figures;
  const result: Result = {
    outcomes: { missed: 0, suppressed_only: 0, casualties: 0 },
    distributions: {
      bursts: new Array<number>(cell.bombs + 1).fill(0),
      dead: new Array<number>(n + 1).fill(0),
      wounded: new Array<number>(n + 1).fill(0),
      farthest_impact: new Array<number>(maxImpact(cell) + 1).fill(0),
    },
  };
  const effect = impactVsArmourDist(cell.impact, cell.armour, cell.killMultiple);
  const units = new Map<number, number[][]>();
  for (const [k, p] of walk.entries()) {
    const [, farthest, bursts] = unkey(k);
    result.distributions.farthest_impact[farthest] += p;
    result.distributions.bursts[bursts] += p;
    if (!units.has(bursts)) units.set(bursts, unitAfter(figureAfter(effect, bursts), n));
    const unit = units.get(bursts)!;
    for (let d = 0; d <= n; d++) {
      for (let w = 0; d + w <= n; w++) {
        result.distributions.dead[d] += p * unit[d][w];
        result.distributions.wounded[w] += p * unit[d][w];
      }
    }
    if (bursts === 0) result.outcomes.missed += p;
    else {
      result.outcomes.suppressed_only += p * unit[0][0];
      result.outcomes.casualties += p * (1 - unit[0][0]);
    }
  }
  return result;
}

/** One figure after k bursts: [unhurt, wounded, dead] from its wounds (a kill counts two, two or more is dead). */
function figureAfter(effect: Dist<number>, bursts: number): [number, number, number] {
  let wounds = Dist.constant(0);
  for (let i = 0; i < bursts; i++) wounds = wounds.chain((w) => effect.map((e) => Math.min(2, w + e)));
  return [wounds.prob(0), wounds.prob(1), wounds.prob(2)];
}

/** P(d dead, w wounded) among n figures alike and apart, as [d][w]. */
function unitAfter(fig: [number, number, number], n: number): number[][] {
  let table = [[1]];
  for (let i = 0; i < n; i++) {
    const grown = Array.from({ length: i + 2 }, () => new Array<number>(i + 2).fill(0));
    table.forEach((row, d) =>
      row.forEach((p, w) => {
        grown[d][w] += p * fig[0];
        grown[d][w + 1] += p * fig[1];
        grown[d + 1][w] += p * fig[2];
      }),
    );
    table = grown;
  }
  return table;
}

function key(at: number, farthest: number, bursts: number): string {
  return `${at}:${farthest}:${bursts}`;
}

function unkey(k: string): [number, number, number] {
  const [at, farthest, bursts] = k.split(':').map(Number);
  return [at, farthest, bursts];
}
