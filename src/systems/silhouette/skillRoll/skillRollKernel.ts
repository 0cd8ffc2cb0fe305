import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { Kernel } from '../../LegacyKernel.js';
import { rollRaw } from '../dice/rollRaw.js';
import type { SkillRollCell } from './SkillRollCell.js';
import { skillRollLayout } from './skillRollLayout.js';

const UNIFORM_BUFFER = 2048;

/** The Monte Carlo kernel of a skill roll. */
export function createSkillRollKernel(cell: SkillRollCell): Kernel {
  const layout = skillRollLayout(cell);
  const plan = {
    dice: cell.dice | 0,
    modifier: cell.modifier | 0,
    threshold: cell.threshold | 0,
    drawSucceeds: cell.drawSucceeds,
    fumbles: cell.fumbles,
    oRaw: (3 + layout.distributions[0].size) | 0,
    uniforms: new Float64Array(UNIFORM_BUFFER),
  };
  return { layout, run: (state, trials, counters) => runSkillRollTrials(plan, state, trials, counters) };
}

function runSkillRollTrials(
  plan: { dice: number; modifier: number; threshold: number; drawSucceeds: boolean; fumbles: boolean; oRaw: number; uniforms: Float64Array },
  state: Uint32Array,
  trials: number,
  c: Float64Array,
): void {
  const dice = plan.dice;
  const modifier = plan.modifier;
  const threshold = plan.threshold;
  const drawSucceeds = plan.drawSucceeds;
  const fumbles = plan.fumbles;
  const oRaw = plan.oRaw;
  const u = plan.uniforms;
  const refillBelow = u.length - dice;
  let next = u.length;
  for (let trial = 0; trial < trials; trial++) {
    if (next > refillBelow) {
      fillUniforms(state, u);
      next = 0;
    }
    const raw = rollRaw(u, next, dice, fumbles);
    next += dice;
    c[oRaw + raw]++;
    if (raw === 0) {
      c[0]++;
      c[3]++;
      continue;
    }
    const total = raw + modifier < 0 ? 0 : raw + modifier;
    c[3 + total]++;
    c[total > threshold || (drawSucceeds && total === threshold) ? 2 : 1]++;
  }
}
