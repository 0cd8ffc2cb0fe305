import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { airDefenceOdds } from '../../steps/airDefenceOdds.js';
import { reactionTestDist } from '../../steps/reactionTestDist.js';
import { maxPool, maxRequests, type SupportRequestCell } from './SupportRequestCell.js';
import type { SupportRequestDistribution, SupportRequestOutcome } from './supportRequestQuantities.js';

type Result = NamedExactResult<SupportRequestOutcome, SupportRequestDistribution>;

/**
 * Exact evaluator of a support request followed over `turns`: for every chit pool, the chance each request is the
 * first granted (the chits committed fix its die), then every starting box, when the counter reaches box 1 and
 * the table, and the ADE's odds for an airborne unit. Nothing is truncated: the requests stop at the last turn.
 * @example exactSupportRequest(cell).outcomes.arrived // 5/8 for one request at LV 1 on a D8, a Company battery (box 1), 1 turn
 */
export function exactSupportRequest(cell: SupportRequestCell): Result {
  const requests = maxRequests(cell);
  const result: Result = {
    outcomes: { arrived: 0, en_route: 0, refused: 0, aborted: 0, shot_down: 0 },
    distributions: {
      arrival_turn: new Array<number>(cell.turns + 2).fill(0),
      granted_on_request: new Array<number>(requests + 2).fill(0),
      chits_spent: new Array<number>(maxPool(cell) + 1).fill(0),
    },
  };
  for (const [pool, pPool] of poolOdds(cell)) {
    let left = pool;
    let spent = 0;
    let notYet = pPool;
    for (let k = 1; k <= requests; k++) {
      const chits = Math.min(left, cell.perRequest);
      left -= chits;
      spent += chits;
      const p = reactionTestDist(cell.sidesByChits[chits], cell.needed).prob(1);
      const granted = notYet * p;
      notYet *= 1 - p;
      if (granted === 0) continue;
      result.distributions.granted_on_request[k] += granted;
      result.distributions.chits_spent[spent] += granted;
      addApproach(cell, Math.ceil(k / cell.requestsPerTurn), granted, result);
    }
    result.outcomes.refused += notYet;
    result.distributions.granted_on_request[requests + 1] += notYet;
    result.distributions.chits_spent[spent] += notYet;
    result.distributions.arrival_turn[cell.turns + 1] += notYet;
  }
  return result;
}

/** The chit pools and their chances: a fixed number, or each face of the die rolled for it. */
function poolOdds(cell: SupportRequestCell): Array<[number, number]> {
  if (cell.poolDie === 0) return [[cell.poolFixed, 1]];
  return Array.from({ length: cell.poolDie }, (_, i) => [i + 1, 1 / cell.poolDie]);
}

/**
 * A mission granted on `grantTurn` with probability `weight`: its box (fixed, or a D6 halved, rounded up: each box
 * 1/3), the turn its counter is in box 1 (it moves one box per Turn End Phase, the turn it was placed included), the
 * ADE when it leaves box 1, and the turn it is on the table.
 */
function addApproach(cell: SupportRequestCell, grantTurn: number, weight: number, result: Result): void {
  const boxes: Array<[number, number]> =
    cell.startBox > 0
      ? [[cell.startBox, 1]]
      : [
          [1, 1 / 3],
          [2, 1 / 3],
          [3, 1 / 3],
        ];
  const ade = cell.airDefence ? airDefenceOdds(cell.airDefence) : { aborted: 0, shotDown: 0, through: 1 };
  const { outcomes, distributions } = result;
  for (const [box, pBox] of boxes) {
    const w = weight * pBox;
    const inBox1 = grantTurn + box - 1;
    if (inBox1 > cell.turns) {
      outcomes.en_route += w;
      distributions.arrival_turn[cell.turns + 1] += w;
      continue;
    }
    outcomes.aborted += w * ade.aborted;
    outcomes.shot_down += w * ade.shotDown;
    const onTable = inBox1 + cell.arrivalDelay;
    const through = w * ade.through;
    if (onTable <= cell.turns) {
      outcomes.arrived += through;
      distributions.arrival_turn[onTable] += through;
    } else {
      outcomes.en_route += through;
    }
    distributions.arrival_turn[cell.turns + 1] += onTable <= cell.turns ? w - through : w;
  }
}
