import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { Dist } from '../../../../dice/exact/Dist.js';
import { SCATTER_DIE, SCATTER_INJURED_FACE } from '../data/aerospace.js';
import { maxScatter, type TroopDropCell } from './TroopDropCell.js';
import type { TroopDropDistribution, TroopDropOutcome } from './troopDropQuantities.js';

type Result = NamedExactResult<TroopDropOutcome, TroopDropDistribution>;

/** One man's fate: 0 unhurt, 1 injured, 2 lost; and where he lands (0 when lost or not scattered). */
interface Man {
  fate: number;
  distance: number;
}

/**
 * Exact evaluator of a troop drop: every man rolls alike and apart, so one man's fate and distance (over every face
 * of his dice) gives the injured and lost counts (binomial), P(nobody hurt) = P(unhurt)ⁿ, and the farthest man not
 * lost from P(max ≤ d) = P(lost or within d)ⁿ.
 * @example exactTroopDrop(cell).outcomes.unharmed // (7/8)⁸ for eight Regulars roping into open ground
 */
export function exactTroopDrop(cell: TroopDropCell): Result {
  const n = cell.figures;
  const q = Dist.uniform(cell.qualitySides);
  const result: Result = {
    outcomes: { unharmed: 1, casualties: 0, craft_stranded: 0 },
    distributions: {
      injured: [1, ...new Array<number>(n).fill(0)],
      lost: [1, ...new Array<number>(n).fill(0)],
      farthest: new Array<number>(maxScatter(cell) + 1).fill(0),
    },
  };
  if (cell.method === 'landing') {
    const stranded = cell.atMost > 0 ? q.probWhere((f) => f <= cell.atMost) : 0;
    result.outcomes = { unharmed: 1 - stranded, casualties: 0, craft_stranded: stranded };
    result.distributions.farthest[0] = 1;
    return result;
  }
  const man: Dist<string> =
    cell.method === 'hover'
      ? q.map((f) => key({ fate: f <= cell.atMost ? 1 : 0, distance: 0 }))
      : Dist.uniform(SCATTER_DIE).chain((face) => {
          const distance = face * cell.scatterMultiplier;
          const landed = key({ fate: face === SCATTER_INJURED_FACE ? 1 : 0, distance });
          if (cell.lostAtMost === 0 || distance <= cell.clearingRadius) return Dist.constant(landed);
          return q.map((f) => (f <= cell.lostAtMost ? key({ fate: 2, distance: 0 }) : landed));
        });
  const men = man.entries().map(([k, p]) => [unkey(k), p] as const);
  const pOf = (pred: (m: Man) => boolean) => men.reduce((s, [m, p]) => (pred(m) ? s + p : s), 0);
  const unhurt = pOf((m) => m.fate === 0);
  result.outcomes.unharmed = unhurt ** n;
  result.outcomes.casualties = 1 - unhurt ** n;
  result.distributions.injured = binomial(
    n,
    pOf((m) => m.fate === 1),
  );
  result.distributions.lost = binomial(
    n,
    pOf((m) => m.fate === 2),
  );
  let below = 0;
  for (let d = 0; d <= maxScatter(cell); d++) {
    const within = pOf((m) => m.fate === 2 || m.distance <= d) ** n;
    result.distributions.farthest[d] = within - below;
    below = within;
  }
  return result;
}

function key(m: Man): string {
  return `${m.fate}:${m.distance}`;
}

function unkey(k: string): Man {
  const [fate, distance] = k.split(':').map(Number);
  return { fate, distance };
}

/** Binomial probabilities of 0 … n successes at p. */
function binomial(n: number, p: number): number[] {
  let row = [1];
  for (let i = 0; i < n; i++)
    row = [...row, 0].map((_, k) => (k < row.length ? row[k] * (1 - p) : 0) + (k > 0 ? row[k - 1] * p : 0));
  return row;
}
