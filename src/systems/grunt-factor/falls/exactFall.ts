import { Dist } from '../../../dice/exact/Dist.js';
import { counterLength } from '../../LegacyKernel.js';
import type { FallCell } from './FallCell.js';
import { fallLayout } from './fallLayout.js';

/**
 * Exact evaluator of a jump or a climb: each step falls with fallFaces/20 (a jump: 1), then the number of
 * failed saves is a sum of independent d20 indicators, with integer weights. No truncation.
 * @example exactFall({ mode: 'jump', steps: [{ fallFaces: 20, saveFaces: 10, saveRolls: 1, height: 10 }] })[1] // 0.5
 */
export function exactFall(cell: FallCell): Float64Array {
  const layout = fallLayout(cell);
  const out = new Float64Array(counterLength(layout));
  const failedSaves = (step: FallCell['steps'][number]) => {
    const one = Dist.fromWeights<number>([
      [0, step.saveFaces],
      [1, 20 - step.saveFaces],
    ]);
    let d = Dist.constant(0);
    for (let r = 0; r < step.saveRolls; r++) d = d.sumWith(one);
    return d;
  };
  if (cell.mode === 'jump') {
    const d = failedSaves(cell.steps[0]);
    out[0] = d.prob(0);
    out[1] = 1 - out[0];
    for (const [k, p] of d.entries()) out[2 + k] += p;
    return out;
  }
  let climbing = 1;
  cell.steps.forEach((step, k) => {
    const fall = climbing * (step.fallFaces / 20);
    const unhurt = failedSaves(step).prob(0);
    out[1] += fall * unhurt;
    out[2] += fall * (1 - unhurt);
    out[3 + k + 1] += fall;
    climbing -= fall;
  });
  out[0] = climbing;
  out[3 + cell.steps.length] += climbing;
  return out;
}
