import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { d20RollUnder } from '../common/d20RollUnder.js';
import type { SuppressionAreaCell } from './SuppressionAreaCell.js';
import { suppressionAreaLayout } from './suppressionAreaLayout.js';

interface SuppressionPlan {
  strength: number;
  ldFaces: number;
  saveFaces: number;
  actions: number;
  /** An action whose LD roll failed still takes the hits. */
  take: boolean;
  oMoves: number;
  oHits: number;
  buffer: UniformBuffer;
}

/**
 * The Monte Carlo kernel of a figure spending actions in a suppression area: per action an LD roll to move,
 * then `strength` damage saves; a failed save is a casualty and ends the figure's actions.
 * @example createSuppressionAreaKernel(cell).run(createStream(1, 0).s, 10_000, counters)
 */
export function createSuppressionAreaKernel(cell: SuppressionAreaCell): Kernel {
  const [oMoves, oHits] = layoutOffsets(suppressionAreaLayout(cell));
  const plan: SuppressionPlan = {
    strength: cell.strength | 0,
    ldFaces: cell.ldFaces | 0,
    saveFaces: cell.saveFaces | 0,
    actions: cell.actions | 0,
    take: cell.hitsOnFailedMove,
    oMoves: oMoves | 0,
    oHits: oHits | 0,
    buffer: uniformBuffer(cell.actions * (1 + cell.strength)),
  };
  return { run: (state, trials, c) => runSuppressionTrials(plan, state, trials, c) };
}

/** The kernel module of `resolve: suppression-area`. */
export default defineKernel({ layout: suppressionAreaLayout, create: createSuppressionAreaKernel });

function runSuppressionTrials(plan: SuppressionPlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { strength, ldFaces, saveFaces, actions, take, oMoves, oHits, buffer } = plan;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    let moves = 0;
    let hits = 0;
    let dead = 0;
    for (let a = 0; a < actions && dead === 0; a++) {
      const moved = d20RollUnder(u[next++], ldFaces);
      moves += moved;
      if (moved === 0 && !take) continue;
      hits += strength;
      for (let h = 0; h < strength; h++) dead |= d20RollUnder(u[next++], saveFaces) ^ 1;
    }
    c[dead]++;
    c[oMoves + moves]++;
    c[oHits + hits]++;
  }
}
