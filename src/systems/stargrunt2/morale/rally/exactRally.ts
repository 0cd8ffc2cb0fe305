import { Dist } from '../../../../dice/exact/Dist.js';
import { communicationChance } from '../communicate/exactCommunicate.js';
import type { RallyCell } from './RallyCell.js';

/**
 * Exact evaluator of THE RALLY ACTION: P(communication) × P(quality die > sum of LVs), in the kernel's layout.
 * @example exactRally(cell)[2] // 0.625 for the rulebook example (Regular 2 at BR, Veteran 1, in direct contact)
 */
export function exactRally(cell: RallyCell): Float64Array {
  const comm = communicationChance(cell.communication);
  const rally = Dist.uniform(cell.sides).probWhere((roll) => roll > cell.needed);
  const out = new Float64Array(8);
  out[0] = 1 - comm;
  out[1] = comm * (1 - rally);
  out[2] = comm * rally;
  out[3 + cell.start - 1] = out[2];
  out[3 + cell.start] = 1 - out[2];
  return out;
}
