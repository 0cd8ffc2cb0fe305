import type { CellParams } from '../core/CellParams.js';
import type { ComparePlan } from './ComparePlan.js';

/**
 * One expanded cell before validation: its label, the compare entry it came from, which value of
 * each sweep axis it takes, its params and its merged input. `blocked` names the axis whose path
 * could not be set in this cell's input, with the index of the segment that stopped it.
 *
 * @example
 * const plan: CellPlan = { label: 'A', valueIndices: [0], params: { range: 4 }, input: { range: 4 } };
 */
export interface CellPlan {
  label: string;
  entry?: ComparePlan;
  valueIndices: number[];
  params: CellParams;
  input: Record<string, unknown>;
  blocked?: { axis: number; segment: number };
}
